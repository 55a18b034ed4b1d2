// /news: the News & Updates cards, Recent News from the database (deferred when the database is
// slow, so a streamed page shows the skeleton meanwhile), View All News, the feed link and the
// newsletter box, whose plain form posts to this route's action.
import { useRouteLoaderData } from "react-router";
import { PageHero } from "~/components/site/about/page-hero";
import { PageSection } from "~/components/site/about/page-section";
import { NewsCategoryCards } from "~/components/site/news/news-category-cards";
import { NewsletterBox } from "~/components/site/news/newsletter-box";
import { RecentNews } from "~/components/site/news/recent-news";
import { MAIN_CONTENT_ID } from "~/copy/navigation";
import { NEWS_CATEGORY_CARDS, NEWS_PAGE, NEWS_PATH, NEWS_UPDATES_SECTION } from "~/copy/news-page";
import { newsFeedLink } from "~/lib/news-feed-link";
import { seoMeta } from "~/lib/seo";
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

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: NEWS_PAGE.title, description: NEWS_PAGE.description, path: NEWS_PATH }),
  newsFeedLink(matches),
];

export default function News({ loaderData }: Route.ComponentProps) {
  // The answer to a newsletter post, for a browser without script (others show it as a toast).
  const answer = useRouteLoaderData<typeof rootLoader>("root")?.toast ?? null;
  return (
    <main id={MAIN_CONTENT_ID}>
      <PageHero eyebrow={NEWS_PAGE.eyebrow} title={NEWS_PAGE.heading} lead={NEWS_PAGE.lead} />
      <PageSection
        id={NEWS_UPDATES_SECTION.id}
        heading={NEWS_UPDATES_SECTION.heading}
        intro={NEWS_UPDATES_SECTION.intro}
      >
        <NewsCategoryCards cards={NEWS_CATEGORY_CARDS} />
      </PageSection>
      <RecentNews news={loaderData.news} />
      <NewsletterBox answer={answer} />
    </main>
  );
}
