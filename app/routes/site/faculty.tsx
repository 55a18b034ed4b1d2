import { GraduationCapIcon } from "lucide-react";
import { IconCardGrid } from "~/components/site/about/icon-card-grid";
import { OnwardLinks } from "~/components/site/about/onward-links";
import { PageHero } from "~/components/site/about/page-hero";
import { PageSection } from "~/components/site/about/page-section";
import { StatTiles } from "~/components/site/about/stat-tiles";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import {
  FACULTY_HIGHLIGHTS,
  FACULTY_JOIN,
  FACULTY_ONWARD,
  FACULTY_PAGE,
  FACULTY_PHOTO_CATEGORY,
  FACULTY_QUALIFICATIONS,
  FACULTY_STATS,
} from "~/copy/faculty";
import { MAIN_CONTENT_ID } from "~/copy/navigation";
import { seoMeta } from "~/lib/seo";
import { publishedGallery } from "~/server/gallery/items.server";
import { log } from "~/server/log.server";
import { pictureFor } from "~/server/media/pictures.server";
import type { Route } from "./+types/faculty";

/** A classroom photo from the gallery (any published photo when the category has none). */
async function classroomPhoto() {
  try {
    const inCategory = await publishedGallery({ category: FACULTY_PHOTO_CATEGORY, limit: 1 });
    const [photo] = inCategory.length > 0 ? inCategory : await publishedGallery({ limit: 1 });
    const picture = await pictureFor(photo?.imageUrl);
    return picture && photo ? { ...picture, alt: picture.alt || photo.title } : null;
  } catch (error) {
    log("warn", "faculty page: classroom photo unavailable", { error });
    return null;
  }
}

export async function loader(_: Route.LoaderArgs) {
  return { photo: await classroomPhoto() };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(matches, {
    title: FACULTY_PAGE.title,
    description: FACULTY_PAGE.description,
    path: "/faculty",
    image: loaderData?.photo?.src,
  });

export default function Faculty({ loaderData }: Route.ComponentProps) {
  const { photo } = loaderData;
  return (
    <main id={MAIN_CONTENT_ID}>
      <PageHero
        eyebrow={FACULTY_PAGE.eyebrow}
        title={FACULTY_PAGE.title}
        lead={FACULTY_PAGE.lead}
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

      <PageSection
        id="numbers"
        heading={FACULTY_STATS.heading}
        centered
        className="[&>div]:pt-8 md:[&>div]:pt-10"
      >
        <StatTiles stats={FACULTY_STATS.items} testId="faculty-stats" />
      </PageSection>

      <PageSection id="highlights" heading={FACULTY_HIGHLIGHTS.heading} tone="muted">
        <IconCardGrid items={FACULTY_HIGHLIGHTS.items} columns={4} testId="faculty-highlights" />
      </PageSection>

      <PageSection
        id="qualifications"
        heading={FACULTY_QUALIFICATIONS.heading}
        intro={FACULTY_QUALIFICATIONS.intro}
      >
        <ul className="flex flex-wrap gap-3" data-testid="qualification-badges">
          {FACULTY_QUALIFICATIONS.badges.map((badge) => (
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

      <OnwardLinks heading={FACULTY_JOIN.heading} intro={FACULTY_JOIN.text} links={FACULTY_ONWARD} />
    </main>
  );
}
