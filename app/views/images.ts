// A picture as pages draw it: the file, its intrinsic size and its AVIF/WebP variants, as the
// server reads it from the media library and the ResponsiveImage component draws it.

export type ImageVariant = { width: number; format: "avif" | "webp"; url: string };

/** A picture a card or a slide draws; without variants, the file alone. */
export type PictureView = {
  src: string;
  width: number;
  height: number;
  /** "" for a purely decorative picture. */
  alt: string;
  variants?: ImageVariant[];
  /** A tiny data URI shown blurred until the picture has loaded. */
  placeholder?: string;
};

/** A picture read from the media library: its variants are always listed (possibly none). */
export type Picture = PictureView & { variants: ImageVariant[] };

/** A cleaned rich-text body and the Media Library pictures it shows (by their `src`). */
export type BodyWithPictures = { html: string; pictures: Picture[] };
