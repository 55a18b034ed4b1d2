// Turns stored image URLs into what the ResponsiveImage component needs (size, AVIF/WebP
// variants, blurred placeholder), in one query for a whole page.
import type { Picture } from "~/views/images";
import { db } from "../db/db.server";
import { int, json } from "../db/values.server";

/** Size used for an image that is not in the media library (an external URL, say). */
const UNKNOWN_SIZE = { width: 1600, height: 900 };

/** A picture and the caption staff gave it in the Media Library (null when none). */
export type CaptionedPicture = { picture: Picture; caption: string | null };

/**
 * The pictures of the given URLs with their Media Library captions. The alt text is the library's
 * ("" when none: the page decides on a fallback, such as the item's title, or none for a picture
 * beside its own title).
 */
export async function captionedPicturesFor(
  urls: readonly (string | null | undefined)[],
): Promise<Map<string, CaptionedPicture>> {
  const wanted = [...new Set(urls.filter((u): u is string => Boolean(u)))];
  const found = await libraryPicturesFor(wanted);
  for (const url of wanted) {
    if (!found.has(url))
      found.set(url, { picture: { src: url, ...UNKNOWN_SIZE, alt: "", variants: [] }, caption: null });
  }
  return found;
}

/** The pictures of the given URLs that the Media Library holds (others are left out). */
export async function libraryPicturesFor(urls: readonly string[]): Promise<Map<string, CaptionedPicture>> {
  const found = new Map<string, CaptionedPicture>();
  if (urls.length === 0) return found;
  const rows = await db()
    .selectFrom("media")
    .select(["url", "width", "height", "alt_text", "caption", "variants", "placeholder"])
    .where("url", "in", [...new Set(urls)])
    .execute();
  for (const row of rows) {
    const picture: Picture = {
      src: row.url,
      width: int(row.width) || UNKNOWN_SIZE.width,
      height: int(row.height) || UNKNOWN_SIZE.height,
      alt: row.alt_text ?? "",
      variants: json<{ width: number; format: "avif" | "webp"; url: string }[]>(row.variants, []).map(
        ({ width, format, url }) => ({ width, format, url }),
      ),
      placeholder: row.placeholder ?? undefined,
    };
    found.set(row.url, { picture, caption: row.caption });
  }
  return found;
}

export async function picturesFor(
  urls: readonly (string | null | undefined)[],
): Promise<Map<string, Picture>> {
  const captioned = await captionedPicturesFor(urls);
  return new Map([...captioned].map(([url, { picture }]) => [url, picture]));
}

export async function pictureFor(url: string | null | undefined): Promise<Picture | undefined> {
  if (!url) return undefined;
  return (await picturesFor([url])).get(url);
}
