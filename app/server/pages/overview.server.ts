// The Pages screen's list: each editable page, its sections, and how many of its texts staff
// changed (published) or drafted.
import { EDITABLE_PAGES } from "~/lib/page-texts/pages";
import type { PageSummary } from "~/views/page-texts";
import { db } from "../db/db.server";
import { pageFields } from "./blocks.server";

export async function pagesOverview(): Promise<PageSummary[]> {
  const rows = await db().selectFrom("page_text").select(["path", "published", "draft"]).execute();
  return EDITABLE_PAGES.map((page) => {
    const paths = new Set(pageFields(page).map((field) => field.path));
    const own = rows.filter((row) => paths.has(row.path));
    return {
      id: page.id,
      label: page.label,
      publicPath: page.publicPath,
      sections: page.sections.map((section) => section.label),
      texts: paths.size,
      changed: own.filter((row) => row.published !== null).length,
      drafts: own.filter((row) => row.draft !== null).length,
    };
  });
}
