// Turns stored image URLs into what the ResponsiveImage component needs (size, AVIF/WebP
// variants, blurred placeholder), in one query for a whole page.
import type { ImageVariant } from "~/components/ui/responsive-image";
import { db } from "../db/db.server";
import { int, json } from "../db/values.server";

export type Picture = {
  src: string;
  width: number;
  height: number;
  alt: string;
  variants: ImageVariant[];
  placeholder?: string;
};

/** Size used for an image that is not in the media library (an external URL, say). */
const UNKNOWN_SIZE = { width: 1600, height: 900 };

export async function picturesFor(
  urls: readonly (string | null | undefined)[],
): Promise<Map<string, Picture>> {
  const wanted = [...new Set(urls.filter((u): u is string => Boolean(u)))];
  const found = new Map<string, Picture>();
  if (wanted.length === 0) return found;
  const rows = await db()
    .selectFrom("media")
    .select(["url", "width", "height", "alt_text", "variants", "placeholder"])
    .where("url", "in", wanted)
    .execute();
  for (const row of rows) {
    found.set(row.url, {
      src: row.url,
      width: int(row.width) || UNKNOWN_SIZE.width,
      height: int(row.height) || UNKNOWN_SIZE.height,
      alt: row.alt_text ?? "",
      variants: json<{ width: number; format: "avif" | "webp"; url: string }[]>(row.variants, []).map(
        ({ width, format, url }) => ({ width, format, url }),
      ),
      placeholder: row.placeholder ?? undefined,
    });
  }
  for (const url of wanted) {
    if (!found.has(url)) found.set(url, { src: url, ...UNKNOWN_SIZE, alt: "", variants: [] });
  }
  return found;
}

export async function pictureFor(url: string | null | undefined): Promise<Picture | undefined> {
  if (!url) return undefined;
  return (await picturesFor([url])).get(url);
}
