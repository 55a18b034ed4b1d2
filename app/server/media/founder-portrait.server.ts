// The correspondent's portrait for the About and Management pages: the seeded (or uploaded)
// media file named after FOUNDER.portraitKey, as a ResponsiveImage-ready picture.
import { FOUNDER } from "~/copy/brand";
import { FOUNDER_PORTRAIT_KEY } from "~/lib/page-texts/pages";
import type { Picture } from "~/views/images";
import { db } from "../db/db.server";
import { log } from "../log.server";
import { chosenPicture } from "../pages/texts.server";
import { picturesFor } from "./pictures.server";

/** The file name the portrait carries in the media library. */
export const FOUNDER_PORTRAIT_FILE = `${FOUNDER.portraitKey}.png`;

/**
 * The portrait staff chose on the Pages screen, else the newest media file with the portrait's
 * name, or undefined (the page then shows initials).
 */
export async function founderPortrait(request?: Request): Promise<Picture | undefined> {
  try {
    const chosen = await chosenPicture(FOUNDER_PORTRAIT_KEY, request);
    const picture = chosen ? (await picturesFor([chosen])).get(chosen) : undefined;
    if (picture) return picture;
    const row = await db()
      .selectFrom("media")
      .select("url")
      .where("original_name", "=", FOUNDER_PORTRAIT_FILE)
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirst();
    if (!row) return undefined;
    return (await picturesFor([row.url])).get(row.url);
  } catch (error) {
    log("warn", "founder portrait unavailable", { error });
    return undefined;
  }
}
