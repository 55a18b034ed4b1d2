// The correspondent's portrait for the About and Management pages: the seeded (or uploaded)
// media file named after FOUNDER.portraitKey, as a ResponsiveImage-ready picture.
import { FOUNDER } from "~/copy/brand";
import type { Picture } from "~/views/images";
import { db } from "../db/db.server";
import { log } from "../log.server";
import { picturesFor } from "./pictures.server";

/** The file name the portrait carries in the media library. */
export const FOUNDER_PORTRAIT_FILE = `${FOUNDER.portraitKey}.png`;

/** The newest media file with the portrait's name, or undefined (the page then shows initials). */
export async function founderPortrait(): Promise<Picture | undefined> {
  try {
    return await readFounderPortrait();
  } catch (error) {
    log("warn", "founder portrait unavailable", { error });
    return undefined;
  }
}

/** As founderPortrait, but a database failure throws (so a caller that keeps the answer can tell). */
export async function readFounderPortrait(): Promise<Picture | undefined> {
  const row = await db()
    .selectFrom("media")
    .select("url")
    .where("original_name", "=", FOUNDER_PORTRAIT_FILE)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return (await picturesFor([row.url])).get(row.url);
}
