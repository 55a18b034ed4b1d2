// Copy, rules and timings of /gallery (spec §2 Gallery, §3, §8, §9). The photos come from the
// database; the words around them, the viewer's timing and the nine built-in photos live here,
// imported by the page, its island (gallery-grid.island.tsx) and the tests.
import { GALLERY_CATEGORIES, type GalleryCategory } from "./categories";

/** Shown, with an empty list, when the photos cannot be read (spec §8). */
export const GALLERY_FAILURE_MESSAGE = "Failed to load gallery items";

/** The viewer fades between two photos this long; previous and next wait meanwhile (spec §2, §9). */
export const GALLERY_FADE_MS = 150;

/** 1-based places in the list that get a tile twice as wide and twice as tall (spec §2). */
export const LARGE_TILE_POSITIONS: readonly number[] = [1, 4, 7, 10];

export function isLargeTile(position: number) {
  return LARGE_TILE_POSITIONS.includes(position);
}

/**
 * Tiles never use a variant wider than this: the wider ones are the viewer's, fetched only once a
 * photo is opened (a large tile on a 3x phone still looks sharp at 960 px).
 */
export const TILE_VARIANT_MAX_WIDTH = 960;

export const GALLERY_PAGE = {
  title: "Gallery",
  eyebrow: "Life at our schools",
  lead: "Assemblies under the neem tree, dance recitals, science experiments and muddy football finals: a window into the days your child would share with us across our five schools in Thenpalli.",
  description:
    "Photos from our five schools in Thenpalli, Tamil Nadu: classrooms, sports, cultural programmes, field trips, annual functions and everyday campus life.",
} as const;

export const GALLERY_FILTER_COPY = {
  label: "Show photos of",
  all: "All photos",
  /** After the visible count, for screen readers: "Campus Life 3 photos". */
  photos: (count: number) => (count === 1 ? "photo" : "photos"),
  empty: "There are no photos in this category yet.",
  showAll: "See all photos",
} as const;

export const GALLERY_GRID_COPY = {
  label: "Photos",
  /** The line above the grid: how many photos, and which ones a page shows. */
  summary: (total: number, first: number, last: number) =>
    total <= last - first + 1
      ? `${total} ${total === 1 ? "photo" : "photos"}`
      : `Photos ${first}–${last} of ${total}`,
  /** Read after a tile's title and category, so a screen reader knows what the link does. */
  open: "Open photo",
} as const;

export const GALLERY_PAGINATION_COPY = {
  label: "More photos",
  older: "Older photos",
  newer: "Newer photos",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

export const GALLERY_VIEWER_COPY = {
  label: "Photo viewer",
  previous: "Previous photo",
  next: "Next photo",
  close: "Close viewer",
  /** The visible counter: position / total (spec §2). */
  counter: (position: number, total: number) => `${position} / ${total}`,
  /** What screen readers hear when the photo changes. */
  status: (position: number, total: number, title: string, category: string) =>
    `Photo ${position} of ${total}: ${title}, ${category}`,
  hint: "Use the left and right arrow keys to change photo, Escape to close.",
} as const;

/**
 * The strings the grid and viewer island draws, as `{placeholder}` templates (filled with
 * fillMessage): the English page's island uses these, bundled with it; a Tamil page passes its
 * catalogue's (app/i18n/messages/ta/gallery.ts) as a prop. Same texts as GALLERY_GRID_COPY.label
 * and GALLERY_VIEWER_COPY.
 */
export type GalleryIslandCopy = {
  label: string;
  viewer: Record<"label" | "previous" | "next" | "close" | "counter" | "status" | "hint", string>;
};

export const GALLERY_ISLAND_COPY: GalleryIslandCopy = {
  label: GALLERY_GRID_COPY.label,
  viewer: {
    label: GALLERY_VIEWER_COPY.label,
    previous: GALLERY_VIEWER_COPY.previous,
    next: GALLERY_VIEWER_COPY.next,
    close: GALLERY_VIEWER_COPY.close,
    counter: "{position} / {total}",
    status: "Photo {position} of {total}: {title}, {category}",
    hint: GALLERY_VIEWER_COPY.hint,
  },
};

/** ?category= values: "Sports & Games" is sports-games. */
export function galleryCategorySlug(category: string) {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function galleryCategoryFromSlug(slug: string): GalleryCategory | undefined {
  return GALLERY_CATEGORIES.find((category) => galleryCategorySlug(category) === slug);
}

/** A gallery address; page 1 and "all categories" leave their parameter out, so each view has one URL. */
export function galleryPath({ category, page = 1 }: { category?: string; page?: number } = {}) {
  const query = new URLSearchParams();
  if (category) query.set("category", galleryCategorySlug(category));
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `/gallery?${search}` : "/gallery";
}

export type FallbackGalleryPhoto = {
  id: string;
  title: string;
  description: string;
  category: string;
  image: { src: string; width: number; height: number; alt: string };
};

// Pure: an island that imports this file for its copy leaves the nine built-in photos out.
/* @__NO_SIDE_EFFECTS__ */
function picture(file: string, alt: string, height = 720) {
  return { src: `/fallback/gallery-${file}.webp`, width: 960, height, alt };
}

/**
 * The nine built-in photos (spec §3), shown when the gallery has none. Their pictures are static
 * WebP files in public/fallback/ drawn from the demo artwork, so they show even with no database.
 * Their categories are the spec's own and are not in the staff's list: the filter stays hidden.
 */
export const FALLBACK_GALLERY: readonly FallbackGalleryPhoto[] = [
  {
    id: "fallback-campus-life",
    title: "A Morning on Campus",
    description: "Friends wave hello on the path to class, under a bright Thenpalli sky.",
    category: "Campus Life",
    image: picture("campus-life", "Pupils in uniform outside the school building"),
  },
  {
    id: "fallback-learning",
    title: "Hands Up, Minds Open",
    description: "Every question is welcome in our small, friendly classrooms.",
    category: "Learning",
    image: picture("learning", "A teacher with pupils raising their hands at their desks"),
  },
  {
    id: "fallback-field-trips",
    title: "Off to the Hills",
    description: "The school bus heads out for a day among the palms and tea gardens.",
    category: "Field Trips",
    image: picture("field-trips", "The yellow school bus on a road through green hills"),
  },
  {
    id: "fallback-cultural-education",
    title: "Kolam and Classical Dance",
    description: "Our children learn the art forms of Tamil Nadu from the very first years.",
    category: "Cultural Education",
    image: picture("cultural-education", "A dancer beside a kolam, oil lamps and flowers", 540),
  },
  {
    id: "fallback-special-events",
    title: "Annual Day Celebrations",
    description: "Prizes, songs and a packed hall of proud families.",
    category: "Special Events",
    image: picture("special-events", "Pupils on stage beside a trophy, with balloons and bunting"),
  },
  {
    id: "fallback-cultural-programs",
    title: "On Stage Together",
    description: "Three friends take a bow after their folk dance.",
    category: "Cultural Programs",
    image: picture("cultural-programs", "Three pupils in costume cheering on a decorated stage"),
  },
  {
    id: "fallback-character-building",
    title: "Fair Play on the Field",
    description: "Football teaches teamwork, patience and how to win and lose with grace.",
    category: "Character Building",
    image: picture("character-building", "Two pupils playing football on the school ground"),
  },
  {
    id: "fallback-academic-learning",
    title: "Little Scientists",
    description: "Flasks, magnets and a great deal of wonder in the science room.",
    category: "Academic Learning",
    image: picture("academic-learning", "Pupils beside flasks in the science room"),
  },
  {
    id: "fallback-creative-arts",
    title: "Painting the Seasons",
    description: "Brushes, bright colours and an easel of their own for every young artist.",
    category: "Creative Arts",
    image: picture("creative-arts", "A pupil painting a landscape at an easel"),
  },
];
