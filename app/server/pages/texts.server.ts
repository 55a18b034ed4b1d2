// The texts staff published on the Pages screen, as every public page reads them: read once per
// render-cache version (a write to page_text bumps it, here and, on PostgreSQL, in every other
// process through the shared generation), so an uncached render does not query them again.
import type { Locale } from "~/i18n/locales";
import { picturePath } from "~/lib/page-texts/pages";
import type { PageTexts } from "~/lib/page-texts/texts";
import { DRAFT_TEXTS_PARAM } from "~/lib/schemas/page-texts";
import { keptPerCacheVersion } from "../cache/kept-per-version.server";
import { isPreviewer } from "../content/preview.server";
import { db } from "../db/db.server";
import { log } from "../log.server";

type TextsByLocale = Record<Locale, PageTexts>;

/** Read again only after a write to a public table (kept-per-version.server.ts). */
const keptPublishedTexts = keptPerCacheVersion(readPublished);

async function readPublished(): Promise<TextsByLocale> {
  const rows = await db()
    .selectFrom("page_text")
    .select(["path", "locale", "published"])
    .where("published", "is not", null)
    .execute();
  const texts: Record<Locale, Record<string, string>> = { en: {}, ta: {} };
  for (const row of rows) {
    if (row.locale === "en" || row.locale === "ta") texts[row.locale][row.path] = row.published!;
  }
  return texts;
}

/** What parents read in `locale` where staff changed the catalogue's words. */
export async function publishedPageTexts(locale: Locale): Promise<PageTexts> {
  return (await keptPublishedTexts())[locale];
}

/** The published texts with staff's unpublished drafts over them: the page a preview shows. */
export async function draftPageTexts(locale: Locale): Promise<PageTexts> {
  const drafts = await db()
    .selectFrom("page_text")
    .select(["path", "draft"])
    .where("locale", "=", locale)
    .where("draft", "is not", null)
    .execute();
  const texts: Record<string, string> = { ...(await publishedPageTexts(locale)) };
  for (const row of drafts) texts[row.path] = row.draft!;
  return texts;
}

/**
 * The texts a public page is drawn with: the published ones, or, for signed-in staff who opened
 * the page from the Pages screen's Preview (`?drafts`), the drafts over them. Should the database
 * fail, the catalogue's own words (logged), so the page still shows.
 */
export async function textsForPage(
  request: Request,
  locale: Locale,
): Promise<{ texts: PageTexts; drafts: boolean }> {
  try {
    const wantsDrafts = new URL(request.url).searchParams.has(DRAFT_TEXTS_PARAM);
    if (wantsDrafts && (await isPreviewer(request)))
      return { texts: await draftPageTexts(locale), drafts: true };
    return { texts: await publishedPageTexts(locale), drafts: false };
  } catch (error) {
    log("error", "page texts unavailable", { error });
    return { texts: {}, drafts: false };
  }
}

/**
 * The picture staff chose for `key` on the Pages screen (its media URL), or undefined when the page
 * picks its own; a preview request sees the drafted choice.
 */
export async function chosenPicture(key: string, request?: Request): Promise<string | undefined> {
  const { texts } = request ? await textsForPage(request, "en") : { texts: await publishedPageTexts("en") };
  return texts[picturePath(key)] || undefined;
}
