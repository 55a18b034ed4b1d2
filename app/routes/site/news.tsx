// /news: the News & Updates cards, Recent News from the database (deferred when the database is
// slow, so a streamed page shows the skeleton meanwhile), View All News, the feed link and the
// newsletter box, whose plain form posts to this route's action. /ta/news is the same page in Tamil.
import { useRouteLoaderData } from "react-router";
import { useMessages, useTranslations } from "use-intl";
import { PageHero } from "~/components/site/about/page-hero";
import { PageSection } from "~/components/site/about/page-section";
import { NewsCategoryCards } from "~/components/site/news/news-category-cards";
import { NewsletterBox } from "~/components/site/news/newsletter-box";
import { RecentNews } from "~/components/site/news/recent-news";
import { MAIN_CONTENT_ID } from "~/copy/navigation";
import {
  NEWS_CATEGORY_CARDS,
  NEWS_PATH,
  NEWS_UPDATES_SECTION,
  type NewsCategoryCard,
} from "~/copy/news-page";
import { newsFeedLink } from "~/lib/news-feed-link";
import { matchedMessages, seoMeta } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";
import { signUpForNewsletter } from "~/server/news/newsletter-signup.server";
import { recentNewsFor } from "~/server/news/page.server";
import type { Route } from "./+types/news";

export function loader({ request }: Route.LoaderArgs) {
  return recentNewsFor(request);
}

export function action({ request }: Route.ActionArgs) {
  return signUpForNewsletter(request);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const m = matchedMessages(matches);
  return [
    ...seoMeta(matches, {
      title: m.news.page.title,
      description: m.news.page.description,
      path: NEWS_PATH,
    }),
    newsFeedLink(matches),
  ];
};

/** The catalogue's keys for the four cards, in NEWS_CATEGORY_CARDS' order (which gives the icons). */
const CARD_KEYS = ["calendar", "achievements", "programmes", "workshops"] as const;

export default function News({ loaderData }: Route.ComponentProps) {
  const t = useTranslations("news");
  const texts = useMessages().news.categoryCards;
  const cards: NewsCategoryCard[] = NEWS_CATEGORY_CARDS.map((card, index) => {
    const text = texts[CARD_KEYS[index]!];
    return {
      icon: card.icon,
      title: text.title,
      description: text.description,
      updates: [text.updates[0]!, text.updates[1]!, text.updates[2]!],
    };
  });
  // The answer to a newsletter post, for a browser without script (others show it as a toast).
  const answer = useRouteLoaderData<typeof rootLoader>("root")?.toast ?? null;
  return (
    <main id={MAIN_CONTENT_ID}>
      <PageHero eyebrow={t("page.eyebrow")} title={t("page.heading")} lead={t("page.lead")} />
      <PageSection id={NEWS_UPDATES_SECTION.id} heading={t("updates.heading")} intro={t("updates.intro")}>
        <NewsCategoryCards cards={cards} />
      </PageSection>
      <RecentNews news={loaderData.news} />
      <NewsletterBox answer={answer} />
    </main>
  );
}
