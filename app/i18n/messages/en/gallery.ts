// /gallery: the page, its filter and pagination, the grid and viewer island's strings, the staff's
// categories as visitors read them, and the nine built-in photos (app/copy/gallery-page.ts).
import {
  FALLBACK_GALLERY,
  GALLERY_FAILURE_MESSAGE,
  GALLERY_FILTER_COPY,
  GALLERY_GRID_COPY,
  GALLERY_ISLAND_COPY,
  GALLERY_PAGE,
  GALLERY_PAGINATION_COPY,
} from "~/copy/gallery-page";

function fallback(id: string) {
  const photo = FALLBACK_GALLERY.find((listed) => listed.id === id);
  if (!photo) throw new Error(`no built-in gallery photo ${id}`);
  return {
    title: photo.title,
    description: photo.description,
    category: photo.category,
    alt: photo.image.alt,
  };
}

export const gallery = {
  page: {
    title: GALLERY_PAGE.title,
    eyebrow: GALLERY_PAGE.eyebrow,
    lead: GALLERY_PAGE.lead,
    description: GALLERY_PAGE.description,
    /** In the tab's title after the page 1: "Gallery · Page 2". */
    pageNumber: "Page {page}",
  },
  failure: GALLERY_FAILURE_MESSAGE,
  filter: {
    label: GALLERY_FILTER_COPY.label,
    all: GALLERY_FILTER_COPY.all,
    /** After a chip's count, for screen readers. */
    photos: "{count, plural, one {photo} other {photos}}",
    empty: GALLERY_FILTER_COPY.empty,
    showAll: GALLERY_FILTER_COPY.showAll,
  },
  grid: {
    label: GALLERY_GRID_COPY.label,
    /** Above the grid when one page shows every photo. */
    summaryAll: "{total} {total, plural, one {photo} other {photos}}",
    summaryRange: "Photos {first}–{last} of {total}",
  },
  pagination: {
    label: GALLERY_PAGINATION_COPY.label,
    older: GALLERY_PAGINATION_COPY.older,
    newer: GALLERY_PAGINATION_COPY.newer,
    pageOf: "Page {page} of {pages}",
  },
  /** The viewer island's strings: plain `{placeholder}` templates (fillMessage), no plurals. */
  viewer: GALLERY_ISLAND_COPY.viewer,
  /** The staff's categories (app/copy/categories.ts) as the filter, tiles and viewer show them. */
  categories: {
    Other: "Other",
    "Academic Activities": "Academic Activities",
    "Sports & Games": "Sports & Games",
    "Cultural Events": "Cultural Events",
    "Science & Technology": "Science & Technology",
    "Arts & Crafts": "Arts & Crafts",
    "Field Trips": "Field Trips",
    "Annual Functions": "Annual Functions",
    "Campus Life": "Campus Life",
    Achievements: "Achievements",
  },
  /** The nine built-in photos shown while the gallery is empty, by id. */
  fallback: {
    "fallback-campus-life": fallback("fallback-campus-life"),
    "fallback-learning": fallback("fallback-learning"),
    "fallback-field-trips": fallback("fallback-field-trips"),
    "fallback-cultural-education": fallback("fallback-cultural-education"),
    "fallback-special-events": fallback("fallback-special-events"),
    "fallback-cultural-programs": fallback("fallback-cultural-programs"),
    "fallback-character-building": fallback("fallback-character-building"),
    "fallback-academic-learning": fallback("fallback-academic-learning"),
    "fallback-creative-arts": fallback("fallback-creative-arts"),
  },
};
