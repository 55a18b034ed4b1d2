// What the home page shows: the hero slides (with the built-in fallbacks of spec §8), the five
// schools for the family-of-schools section, and the admissions year.

import { FALLBACK_SLIDES } from "~/copy/fallback-slides";
import { SCHOOLS } from "~/copy/schools";
import { type Locale, pathInLocale } from "~/i18n/locales";
import { inLocale, type LocalizedText, optionalInLocale } from "~/i18n/localized";
import { messagesFor } from "~/i18n/server";
import { isSafeSlideLink } from "~/lib/schemas/slides";
import { type HeroSlide, slideButton } from "~/lib/slider";
import type { Picture } from "~/views/images";
import type { HomeSlide } from "~/views/slides";
import { log } from "../log.server";
import { picturesFor } from "../media/pictures.server";
import { allSchools } from "../schools/schools.server";
import { DEFAULT_SITE_SETTINGS, type SiteSettings, siteSettings } from "../settings/settings.server";
import { publishedSlides, type Slide } from "./slides.server";

/** Logged when the slides cannot be read (spec §8). */
export const SLIDES_FAILURE_MESSAGE = "Failed to fetch homepage slides";

export type HomeSlides = { source: "database" | "fallback"; slides: HomeSlide[] };

type Report = (message: string, fields: Record<string, unknown>) => void;

function reportError(message: string, fields: Record<string, unknown>) {
  log("error", message, fields);
}

/** The eight built-in slides, their words in `locale` (the home catalogue's). */
export function fallbackHeroSlides(locale: Locale = "en"): HomeSlide[] {
  const words = Object.values(messagesFor(locale).home.fallbackSlides);
  return FALLBACK_SLIDES.map((slide, n) => ({ slide, words: locale === "en" ? undefined : words[n] }))
    .filter(({ slide }) => slide.isActive)
    .toSorted((a, b) => a.slide.orderIndex - b.slide.orderIndex)
    .map(({ slide, words }) => ({
      id: slide.id,
      title: words?.title ?? slide.title,
      caption: words?.caption ?? slide.caption,
      button: localizedButton(slide, locale).button,
      image: { ...slide.image, alt: words?.alt ?? slide.image.alt, variants: [] },
    }));
}

/**
 * The slide's button in `locale`: its link to the page in that language, and its label there: the
 * slide's own Tamil label, else its own English one (marked English), else the default label in
 * that language.
 */
function localizedButton(
  slide: { buttonText?: string | null; buttonTextTa?: string | null; buttonLink?: string | null },
  locale: Locale,
): { button: HeroSlide["button"]; english: boolean } {
  const button = slideButton(slide);
  if (locale === "en") return { button, english: false };
  const own = optionalInLocale(locale, slide.buttonText?.trim() || null, slide.buttonTextTa);
  return {
    button: {
      href: pathInLocale(button.href, locale),
      label: own?.text ?? messagesFor(locale).home.learnMore,
    },
    english: own?.lang === "en",
  };
}

/** A database slide's words in `locale`, marked where a Tamil page falls back to the English. */
function slideWords(slide: Slide, locale: Locale): Pick<HomeSlide, "title" | "caption" | "lang"> {
  const title: LocalizedText = inLocale(locale, slide.title, slide.titleTa);
  const caption = optionalInLocale(locale, slide.caption, slide.captionTa);
  const lang: NonNullable<HomeSlide["lang"]> = {};
  if (title.lang) lang.title = "en";
  if (caption?.lang) lang.caption = "en";
  return {
    title: title.text,
    caption: caption?.text ?? null,
    ...(Object.keys(lang).length > 0 ? { lang } : {}),
  };
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
function safeButton(slide: Slide, locale: Locale) {
  const link = slide.buttonLink?.trim();
  return localizedButton({ ...slide, buttonLink: link && isSafeSlideLink(link) ? link : null }, locale);
}

/**
 * The active slides in their order, or the eight built-in slides when reading fails (logged) or
 * finds none; in `locale` (a Tamil page shows a slide's Tamil title and caption when it has them).
 */
export async function slidesOrFallback(
  read: () => Promise<Slide[]> = publishedSlides,
  report: Report = reportError,
  locale: Locale = "en",
): Promise<HomeSlides> {
  let slides: Slide[];
  try {
    slides = await read();
  } catch (error) {
    report(SLIDES_FAILURE_MESSAGE, { error });
    return { source: "fallback", slides: fallbackHeroSlides(locale) };
  }
  const active = slides
    .filter((slide) => slide.isActive !== false)
    .toSorted((a, b) => a.orderIndex - b.orderIndex);
  if (active.length === 0) return { source: "fallback", slides: fallbackHeroSlides(locale) };
  const pictures = await slidePictures(active, report);
  return {
    source: "database",
    slides: active.map((slide) => {
      const { title, caption, lang } = slideWords(slide, locale);
      const { button, english } = safeButton(slide, locale);
      const marks = english ? { ...lang, button: "en" as const } : lang;
      return {
        id: slide.id,
        title,
        caption,
        button,
        image: slideImage(slide, pictures),
        ...(marks ? { lang: marks } : {}),
      };
    }),
  };
}

export type FamilySchool = {
  slug: string;
  name: string;
  ageRange: string | null;
  location: string | null;
  description: string | null;
  /** Their Tamil versions (null: not translated). */
  locationTa: string | null;
  descriptionTa: string | null;
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
        locationTa: school.locationTa,
        descriptionTa: school.descriptionTa,
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
    locationTa: null,
    descriptionTa: null,
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
