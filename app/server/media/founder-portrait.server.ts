// The correspondent's portrait for the About and Management pages: the seeded (or uploaded)
// media file named after FOUNDER.portraitKey, as a ResponsiveImage-ready picture.
import { FOUNDER } from "~/copy/brand";
import { FOUNDER_PORTRAIT_KEY } from "~/lib/page-texts/pages";
import { DRAFT_TEXTS_PARAM } from "~/lib/schemas/page-texts";
import type { Picture } from "~/views/images";
import { keptPerCacheVersion } from "../cache/kept-per-version.server";
import { db } from "../db/db.server";
import { log } from "../log.server";
import { chosenPicture } from "../pages/texts.server";
import { picturesFor } from "./pictures.server";

/** The file name the portrait carries in the media library. */
export const FOUNDER_PORTRAIT_FILE = `${FOUNDER.portraitKey}.png`;

/**
 * The portrait staff chose on the Pages screen, else the newest media file with the portrait's
 * name, or undefined (the page then shows initials). Read once per render-cache version, as the
 * footer's card reads it on every page; a Preview of the Pages screen's drafts (`?drafts`) reads
 * the drafted choice, never kept. A database failure is logged and gives undefined.
 */
export async function founderPortrait(request?: Request): Promise<Picture | undefined> {
  try {
    if (!request || !new URL(request.url).searchParams.has(DRAFT_TEXTS_PARAM))
      return await keptFounderPortrait();
    const chosen = await chosenPicture(FOUNDER_PORTRAIT_KEY, request);
    const picture = chosen ? (await picturesFor([chosen])).get(chosen) : undefined;
    return picture ?? (await readFounderPortrait());
  } catch (error) {
    log("warn", "founder portrait unavailable", { error });
    return undefined;
  }
}

/**
 * The published portrait (chosen on the Pages screen, else the library's file), as founderPortrait
 * gives it to visitors, but a database failure throws (so a caller that keeps the answer can tell).
 */
export async function readFounderPortrait(): Promise<Picture | undefined> {
  const chosen = await chosenPicture(FOUNDER_PORTRAIT_KEY);
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
}

/** readFounderPortrait, remembered until the next write to a public table. */
export const keptFounderPortrait = keptPerCacheVersion(readFounderPortrait);
