// What /gallery shows: one page of published photos with their pictures and the categories worth
// offering; the nine built-in photos when there are none; the spec's message and an empty list
// when reading fails (spec §8). A page never holds more than GALLERY_PAGE_SIZE photos.

import { DEFAULT_GALLERY_CATEGORY, GALLERY_CATEGORIES, type GalleryCategory } from "~/copy/categories";
import { FALLBACK_GALLERY, GALLERY_FAILURE_MESSAGE, TILE_VARIANT_MAX_WIDTH } from "~/copy/gallery-page";
import { GALLERY_PAGE_SIZE } from "~/copy/limits";
import type { Locale } from "~/i18n/locales";
import { inLocale, optionalInLocale } from "~/i18n/localized";
import { messagesFor } from "~/i18n/server";
import type { GalleryPhoto } from "~/views/gallery";
import type { ImageVariant, Picture } from "~/views/images";
import { log } from "../log.server";
import { type CaptionedPicture, captionedPicturesFor } from "../media/pictures.server";
import { pageCountOf } from "../paging.server";
import { type GalleryItem, publishedGallery, publishedGalleryCategoryCounts } from "./items.server";

export type GalleryCategoryChoice = { category: GalleryCategory; count: number };

export type GalleryView = {
  source: "database" | "fallback" | "error";
  photos: GalleryPhoto[];
  /** Photos in the chosen category (or in all), over every page. */
  total: number;
  page: number;
  pageCount: number;
  /** The categories the filter offers: those holding photos, and the chosen one. */
  categories: GalleryCategoryChoice[];
  category: GalleryCategory | null;
  /** For link previews: the newest photo's original picture. */
  shareImage: string | null;
};

export type GalleryQuery = { category: GalleryCategory | null; page: number };

/** "Other" holds what fits nowhere else, so the filter offers it last. */
const FILTER_ORDER = [
  ...GALLERY_CATEGORIES.filter((category) => category !== DEFAULT_GALLERY_CATEGORY),
  DEFAULT_GALLERY_CATEGORY,
];

function widest(variants: ImageVariant[], format: ImageVariant["format"]) {
  return variants.filter((v) => v.format === format).toSorted((a, b) => b.width - a.width)[0];
}

function tilePicture(picture: Picture): Picture {
  const small = picture.variants.filter((variant) => variant.width <= TILE_VARIANT_MAX_WIDTH);
  const variants = small.length > 0 ? small : picture.variants;
  return { ...picture, src: widest(variants, "webp")?.url ?? picture.src, variants };
}

function largePicture(picture: Picture): Picture {
  const { placeholder: _, ...large } = picture;
  return { ...large, src: widest(picture.variants, "webp")?.url ?? picture.src };
}

/** A category as the page's language names it (one the catalogue does not know, as stored). */
function categoryName(category: string, locale: Locale) {
  const names: Record<string, string> = messagesFor(locale).gallery.categories;
  return names[category] ?? category;
}

/** `lang` only when it says something: a Tamil page showing English. */
function langOf(key: "titleLang" | "descriptionLang", lang: "en" | undefined) {
  return lang ? { [key]: lang } : {};
}

/** The viewer's line under the title: the item's description, else the picture's library caption. */
function photoOf(item: GalleryItem, picture: Picture, caption: string | null, locale: Locale): GalleryPhoto {
  const title = inLocale(locale, item.title, item.titleTa);
  const description = optionalInLocale(
    locale,
    item.description?.trim() || caption || null,
    item.descriptionTa,
  );
  return {
    id: item.id,
    title: title.text,
    ...langOf("titleLang", title.lang),
    category: categoryName(item.category, locale),
    description: description?.text ?? null,
    ...langOf("descriptionLang", description?.lang),
    tile: tilePicture(picture),
    large: largePicture(picture),
  };
}

async function photoPictures(items: GalleryItem[]) {
  try {
    return await captionedPicturesFor(items.map((item) => item.imageUrl));
  } catch (error) {
    // The photos themselves are there: show them with their plain files.
    log("error", "gallery: picture sizes unavailable", { error });
    return new Map<string, CaptionedPicture>();
  }
}

export function fallbackGalleryPhotos(locale: Locale = "en"): GalleryPhoto[] {
  const words: Record<string, { title: string; description: string; category: string; alt: string }> =
    messagesFor(locale).gallery.fallback;
  return FALLBACK_GALLERY.map((photo) => {
    const text = locale === "en" ? undefined : words[photo.id];
    const picture = { ...photo.image, ...(text && { alt: text.alt }), variants: [] };
    return {
      id: photo.id,
      title: text?.title ?? photo.title,
      category: text?.category ?? photo.category,
      description: text?.description ?? photo.description,
      tile: picture,
      large: picture,
    };
  });
}

const emptyView = { total: 0, page: 1, pageCount: 1, categories: [], category: null, shareImage: null };

/**
 * The photos of one gallery page, or undefined when that page does not exist (a page number past
 * the last one).
 */
export async function galleryView(
  { category, page }: GalleryQuery,
  locale: Locale = "en",
): Promise<GalleryView | undefined> {
  let counts: Map<string, number>;
  let items: GalleryItem[];
  try {
    [counts, items] = await Promise.all([
      publishedGalleryCategoryCounts(),
      publishedGallery({
        category: category ?? undefined,
        withPicture: true,
        limit: GALLERY_PAGE_SIZE,
        offset: (page - 1) * GALLERY_PAGE_SIZE,
      }),
    ]);
  } catch (error) {
    log("error", GALLERY_FAILURE_MESSAGE, { error });
    return { ...emptyView, source: "error", photos: [], page, category };
  }

  const all = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (all === 0 && category === null) {
    if (page !== 1) return undefined;
    const photos = fallbackGalleryPhotos(locale);
    return { ...emptyView, source: "fallback", photos, total: photos.length };
  }
  const total = category ? (counts.get(category) ?? 0) : all;
  const pageCount = pageCountOf(total, GALLERY_PAGE_SIZE);
  if (page > pageCount) return undefined;

  const pictures = await photoPictures(items);
  const photos = items.flatMap((item) => {
    const url = item.imageUrl;
    if (!url) return [];
    const found = pictures.get(url);
    const picture = found?.picture ?? { src: url, width: 1600, height: 1200, alt: "", variants: [] };
    return [photoOf(item, picture, found?.caption ?? null, locale)];
  });
  const categories = FILTER_ORDER.filter((c) => (counts.get(c) ?? 0) > 0 || c === category).map((c) => ({
    category: c,
    count: counts.get(c) ?? 0,
  }));
  return {
    source: "database",
    photos,
    total,
    page,
    pageCount,
    categories,
    category,
    shareImage: items[0]?.imageUrl ?? null,
  };
}
