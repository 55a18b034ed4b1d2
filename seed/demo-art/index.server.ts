import sharp from "sharp";
import type { FileStore } from "../../app/server/storage/file-store.server";
import {
  type ImageCategory,
  type ProcessedImage,
  processImageUpload,
} from "../../app/server/storage/image-pipeline.server";
import {
  achievementsPhoto,
  annualFunctionPhoto,
  artsAndCraftsPhoto,
  campusLifePhoto,
  classroomPhoto,
  culturalProgrammePhoto,
  fieldTripPhoto,
  scienceLabPhoto,
  sportsPhoto,
} from "./gallery.server";
import { type DemoSchoolSlug, demoSchoolSlugs, schoolHeader, schoolLogo } from "./schools.server";
import {
  culturalHeritageSlide,
  dedicatedFacultySlide,
  handsOnLearningSlide,
  independenceDaySlide,
  libraryReadingSlide,
  physicalActivitiesSlide,
  yogaDaySlide,
  yogaWellnessSlide,
} from "./slides.server";
import {
  achievementNews,
  admissionsNews,
  announcementNews,
  culturalEveningEvent,
  founderPortrait,
  scienceFairEvent,
  sportsDayEvent,
} from "./stories.server";

type DemoArt = { draw: () => string; alt: string };

function schoolArt(kind: "header" | "logo") {
  return Object.fromEntries(
    demoSchoolSlugs.map((slug) => [
      `school-${kind}-${slug}`,
      kind === "header"
        ? { draw: () => schoolHeader(slug), alt: "Illustration of the school building and its grounds" }
        : { draw: () => schoolLogo(slug), alt: "School emblem with its initials" },
    ]),
  ) as Record<`school-${typeof kind}-${DemoSchoolSlug}`, DemoArt>;
}

/** Every demo picture, with a description usable as alt text. */
const demoArt = {
  "slide-international-yoga-day": { draw: yogaDaySlide, alt: "Children practising yoga at sunrise" },
  "slide-independence-day": { draw: independenceDaySlide, alt: "Children cheering around the national flag" },
  "slide-cultural-heritage": {
    draw: culturalHeritageSlide,
    alt: "A dancer beside a kolam, a rangoli and oil lamps",
  },
  "slide-physical-activities": { draw: physicalActivitiesSlide, alt: "Children running on the sports field" },
  "slide-yoga-wellness": { draw: yogaWellnessSlide, alt: "Children doing calm yoga poses by a lotus pond" },
  "slide-library-reading": {
    draw: libraryReadingSlide,
    alt: "Children reading in front of a full bookshelf",
  },
  "slide-hands-on-learning": {
    draw: handsOnLearningSlide,
    alt: "Children exploring science with flasks and a plant",
  },
  "slide-dedicated-faculty": {
    draw: dedicatedFacultySlide,
    alt: "A teacher at the blackboard with her pupils",
  },
  "gallery-campus-life": { draw: campusLifePhoto, alt: "Pupils outside the school building" },
  "gallery-field-trips": { draw: fieldTripPhoto, alt: "The school bus on a trip through green hills" },
  "gallery-cultural-programmes": { draw: culturalProgrammePhoto, alt: "Pupils dancing on a decorated stage" },
  "gallery-science": { draw: scienceLabPhoto, alt: "Pupils in the science room" },
  "gallery-arts-crafts": { draw: artsAndCraftsPhoto, alt: "A painting on an easel with paints and brushes" },
  "gallery-sports": { draw: sportsPhoto, alt: "Pupils playing football" },
  "gallery-annual-function": {
    draw: annualFunctionPhoto,
    alt: "The annual function stage with a trophy and balloons",
  },
  "gallery-achievements": { draw: achievementsPhoto, alt: "A trophy and medals with cheering pupils" },
  "gallery-classroom": { draw: classroomPhoto, alt: "A classroom with pupils at their desks and a teacher" },
  "event-sports-day": { draw: sportsDayEvent, alt: "Children racing on a running track" },
  "event-science-fair": { draw: scienceFairEvent, alt: "A science fair table with experiments" },
  "event-cultural-evening": { draw: culturalEveningEvent, alt: "Dancers on stage at a cultural evening" },
  "news-announcement": { draw: announcementNews, alt: "A notice board with pinned notices" },
  "news-achievement": { draw: achievementNews, alt: "A trophy and medals with confetti" },
  "news-admissions": { draw: admissionsNews, alt: "A parent and child arriving at the school" },
  ...schoolArt("header"),
  ...schoolArt("logo"),
  "founder-portrait": { draw: founderPortrait, alt: "Illustrated portrait of the founder" },
} satisfies Record<string, DemoArt>;

export type DemoImageKey = keyof typeof demoArt;
export const demoImageKeys = Object.keys(demoArt) as DemoImageKey[];

const categoryByPrefix: [prefix: string, category: ImageCategory][] = [
  ["slide-", "homepage-slides"],
  ["gallery-", "gallery"],
  ["event-", "events"],
  ["news-", "news"],
  ["school-header-", "school-headers"],
  ["school-logo-", "school-logos"],
  ["founder-", "general"],
];

export function demoImageCategory(key: DemoImageKey): ImageCategory {
  const match = categoryByPrefix.find(([prefix]) => key.startsWith(prefix));
  if (!match) throw new Error(`No category for demo image ${key}`);
  return match[1];
}

export function demoImageSvg(key: DemoImageKey) {
  return demoArt[key].draw();
}

export function demoImageAlt(key: DemoImageKey) {
  return demoArt[key].alt;
}

/**
 * Demo pictures are illustrations that nobody zooms into, and all of them are made at first
 * start: three widths keep `srcset` useful while the whole set renders in well under a minute.
 * Logos are shown small (header, cards), so they get small widths instead.
 */
export function demoVariantWidths(key: DemoImageKey): readonly number[] {
  return key.startsWith("school-logo-") ? [128, 256, 512] : [480, 960, 1600];
}

/** Renders one demo picture to PNG and stores it through the same pipeline as an upload. */
export async function renderDemoImage(key: DemoImageKey, store?: FileStore): Promise<ProcessedImage> {
  const png = await sharp(Buffer.from(demoImageSvg(key)))
    .png()
    .toBuffer();
  return processImageUpload({
    bytes: png,
    originalName: `${key}.png`,
    category: demoImageCategory(key),
    variantWidths: demoVariantWidths(key),
    store,
  });
}
