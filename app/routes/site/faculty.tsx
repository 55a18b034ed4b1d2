import { GraduationCapIcon } from "lucide-react";
import { useMessages } from "use-intl";
import { withCopy } from "~/components/site/about/copy-items";
import { IconCardGrid } from "~/components/site/about/icon-card-grid";
import { OnwardLinks } from "~/components/site/about/onward-links";
import { PageHero } from "~/components/site/about/page-hero";
import { PageSection } from "~/components/site/about/page-section";
import { StatTiles } from "~/components/site/about/stat-tiles";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { FACULTY_HIGHLIGHTS, FACULTY_ONWARD, FACULTY_PHOTO_CATEGORY, FACULTY_STATS } from "~/copy/faculty";
import { MAIN_CONTENT_ID } from "~/copy/navigation";
import type { Locale } from "~/i18n/locales";
import { inLocale } from "~/i18n/localized";
import { messagesFor, requestLocale } from "~/i18n/server";
import { FACULTY_PICTURE_KEY } from "~/lib/page-texts/pages";
import { matchedMessages, seoMeta } from "~/lib/seo";
import { publishedGallery } from "~/server/gallery/items.server";
import { log } from "~/server/log.server";
import { pictureFor } from "~/server/media/pictures.server";
import { chosenPicture } from "~/server/pages/texts.server";
import type { Route } from "./+types/faculty";

/**
 * A classroom photo from the gallery (any published photo when the category has none). Its alt text
 * is the media library's (English: marked so on a Tamil page, as `lang` on an img covers its alt),
 * else the item's title in the page's language, an English title on a Tamil page marked as English.
 */
async function classroomPhoto(request: Request, locale: Locale) {
  try {
    const chosen = await pictureFor(await chosenPicture(FACULTY_PICTURE_KEY, request));
    if (chosen) {
      const alt = chosen.alt || messagesFor(locale).faculty.title;
      return locale === "ta" && chosen.alt ? { ...chosen, lang: "en" } : { ...chosen, alt };
    }
    const inCategory = await publishedGallery({ category: FACULTY_PHOTO_CATEGORY, limit: 1 });
    const [photo] = inCategory.length > 0 ? inCategory : await publishedGallery({ limit: 1 });
    const picture = await pictureFor(photo?.imageUrl);
    if (!picture || !photo) return null;
    if (picture.alt) return locale === "ta" ? { ...picture, lang: "en" } : picture;
    const title = inLocale(locale, photo.title, photo.titleTa);
    return { ...picture, alt: title.text, ...(title.lang && { lang: title.lang }) };
  } catch (error) {
    log("warn", "faculty page: classroom photo unavailable", { error });
    return null;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  return { photo: await classroomPhoto(request, requestLocale(request)) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const page = matchedMessages(matches).faculty;
  return seoMeta(matches, {
    title: page.title,
    description: page.description,
    path: "/faculty",
    image: loaderData?.photo?.src,
  });
};

export default function Faculty({ loaderData }: Route.ComponentProps) {
  const { photo } = loaderData;
  const m = useMessages().faculty;
  const stats = FACULTY_STATS.items.map((item, index) => ({
    ...item,
    label: m.stats.labels[index] ?? item.label,
  }));
  return (
    <main id={MAIN_CONTENT_ID}>
      <PageHero
        eyebrow={m.eyebrow}
        title={m.title}
        lead={m.lead}
        aside={
          photo ? (
            <ResponsiveImage
              {...photo}
              priority
              sizes="(min-width: 768px) 28rem, 100vw"
              className="aspect-[4/3] w-full rounded-card border-4 border-surface bg-muted object-cover shadow-raised md:w-md"
            />
          ) : undefined
        }
      />

      <PageSection id="numbers" heading={m.stats.heading} centered className="[&>div]:pt-8 md:[&>div]:pt-10">
        <StatTiles stats={stats} testId="faculty-stats" />
      </PageSection>

      <PageSection id="highlights" heading={m.highlights.heading} tone="muted">
        <IconCardGrid
          items={withCopy(FACULTY_HIGHLIGHTS.items, m.highlights.items)}
          columns={4}
          testId="faculty-highlights"
        />
      </PageSection>

      <PageSection id="qualifications" heading={m.qualifications.heading} intro={m.qualifications.intro}>
        <ul className="flex flex-wrap gap-3" data-testid="qualification-badges">
          {m.qualifications.badges.map((badge) => (
            <li
              key={badge}
              className="inline-flex items-center gap-2 rounded-pill border border-border bg-accent px-4 py-2 text-sm font-semibold text-accent-foreground"
            >
              <GraduationCapIcon aria-hidden="true" className="size-4 shrink-0" />
              {badge}
            </li>
          ))}
        </ul>
      </PageSection>

      <OnwardLinks heading={m.join.heading} intro={m.join.text} links={withCopy(FACULTY_ONWARD, m.onward)} />
    </main>
  );
}
