// What the home page shows: the hero slides (with the built-in fallbacks of spec §8), the five
// schools for the family-of-schools section, and the admissions year.
import { FALLBACK_SLIDES } from "~/copy/fallback-slides";
import { SCHOOLS } from "~/copy/schools";
import { isSafeSlideLink } from "~/lib/schemas/slides";
import { type HeroSlide, slideButton } from "~/lib/slider";
import { log } from "../log.server";
import { type Picture, picturesFor } from "../media/pictures.server";
import { allSchools } from "../schools/schools.server";
import { DEFAULT_SITE_SETTINGS, type SiteSettings, siteSettings } from "../settings/settings.server";
import { publishedSlides, type Slide } from "./slides.server";

/** Logged when the slides cannot be read (spec §8). */
export const SLIDES_FAILURE_MESSAGE = "Failed to fetch homepage slides";

export type HomeSlides = { source: "database" | "fallback"; slides: HeroSlide[] };

type Report = (message: string, fields: Record<string, unknown>) => void;

function reportError(message: string, fields: Record<string, unknown>) {
  log("error", message, fields);
}

export function fallbackHeroSlides(): HeroSlide[] {
  return FALLBACK_SLIDES.filter((slide) => slide.isActive)
    .toSorted((a, b) => a.orderIndex - b.orderIndex)
    .map((slide) => ({
      id: slide.id,
      title: slide.title,
      caption: slide.caption,
      button: slideButton(slide),
      image: { ...slide.image, variants: [] },
    }));
}

function slideImage(slide: Slide, pictures: Map<string, Picture>): HeroSlide["image"] {
  const picture = slide.imageUrl ? pictures.get(slide.imageUrl) : undefined;
  if (!picture) return null;
  const { src, width, height, alt, variants, placeholder } = picture;
  return { src, width, height, alt, variants, placeholder };
}

async function slidePictures(slides: Slide[], report: Report) {
  try {
    return await picturesFor(slides.map((slide) => slide.imageUrl));
  } catch (error) {
    // The slides themselves are there: show them with their plain image files.
    report("Failed to read the homepage slide pictures", { error });
    return new Map<string, Picture>(
      slides.flatMap((slide) =>
        slide.imageUrl
          ? [[slide.imageUrl, { src: slide.imageUrl, width: 1600, height: 900, alt: "", variants: [] }]]
          : [],
      ),
    );
  }
}

/**
 * The slide's button. The admin refuses unsafe links, but a link stored before that rule (or
 * written around the admin) must not reach visitors: such a button opens /about instead.
 */
function safeButton(slide: Slide) {
  const link = slide.buttonLink?.trim();
  return slideButton({ ...slide, buttonLink: link && isSafeSlideLink(link) ? link : null });
}

/**
 * The active slides in their order, or the eight built-in slides when reading fails (logged) or
 * finds none.
 */
export async function slidesOrFallback(
  read: () => Promise<Slide[]> = publishedSlides,
  report: Report = reportError,
): Promise<HomeSlides> {
  let slides: Slide[];
  try {
    slides = await read();
  } catch (error) {
    report(SLIDES_FAILURE_MESSAGE, { error });
    return { source: "fallback", slides: fallbackHeroSlides() };
  }
  const active = slides
    .filter((slide) => slide.isActive !== false)
    .toSorted((a, b) => a.orderIndex - b.orderIndex);
  if (active.length === 0) return { source: "fallback", slides: fallbackHeroSlides() };
  const pictures = await slidePictures(active, report);
  return {
    source: "database",
    slides: active.map((slide) => ({
      id: slide.id,
      title: slide.title,
      caption: slide.caption,
      button: safeButton(slide),
      image: slideImage(slide, pictures),
    })),
  };
}

export type FamilySchool = {
  slug: string;
  name: string;
  ageRange: string | null;
  location: string | null;
  description: string | null;
  affiliation: string | null;
  logo: Picture | null;
};

/** The five schools from the database; their fixed facts when the database fails or is empty. */
export async function familyOfSchools(): Promise<FamilySchool[]> {
  try {
    const schools = await allSchools();
    if (schools.length > 0) {
      const pictures = await picturesFor(schools.map((school) => school.logoImage));
      return schools.map((school) => ({
        slug: school.slug,
        name: school.name,
        ageRange: school.ageRange,
        location: school.location,
        description: school.description,
        affiliation: school.affiliation,
        logo: (school.logoImage && pictures.get(school.logoImage)) || null,
      }));
    }
  } catch (error) {
    log("error", "home page: schools unavailable", { error });
  }
  return SCHOOLS.map((school) => ({
    slug: school.slug,
    name: school.name,
    ageRange: school.ageRange,
    location: null,
    description: null,
    affiliation: school.affiliation,
    logo: null,
  }));
}

export async function homeSettings(): Promise<SiteSettings> {
  try {
    return await siteSettings();
  } catch (error) {
    log("error", "home page: settings unavailable", { error });
    return DEFAULT_SITE_SETTINGS;
  }
}
