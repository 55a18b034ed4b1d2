// The Pages screen's commands (issue 28): what a page's texts are now, saving them as a draft,
// publishing them (one revision per Publish, in the history) and undoing the last Publish. A text
// equal to the catalogue's original is kept as no override at all, so a later version of the site
// with better original words reaches every page nobody changed.
import type { Locale } from "~/i18n/locales";
import { type EditablePage, editablePage } from "~/lib/page-texts/pages";
import { fieldName } from "~/lib/schemas/page-texts";
import type { BlockField, PageEditor, Revision, TextChange } from "~/views/page-texts";
import { type Actor, auditBy } from "../audit.server";
import { db } from "../db/db.server";
import { lockForUpdate } from "../db/dialect.server";
import { instant, json, nowIso } from "../db/values.server";
import { goneError } from "../domain-error.server";
import { type Executor, inTransaction } from "../transaction.server";
import { pageFields, pagePictures, pageSections } from "./blocks.server";

export const PAGE_NOT_FOUND = "This page is not one the panel edits.";
export const NOTHING_TO_UNDO = "There is no published change of this page to undo.";
const HISTORY_LENGTH = 20;

type Stored = { published: string | null; draft: string | null };

export function pageOrGone(id: string): EditablePage {
  const page = editablePage(id);
  if (!page) throw goneError(PAGE_NOT_FOUND);
  return page;
}

async function storedTexts(fields: readonly BlockField[], executor: Executor = db()) {
  const paths = fields.map((field) => field.path);
  const rows =
    paths.length === 0
      ? []
      : await executor
          .selectFrom("page_text")
          .select(["path", "locale", "published", "draft"])
          .where("path", "in", paths)
          .execute();
  return new Map(rows.map((row) => [`${row.locale}:${row.path}`, row as Stored]));
}

function revisionOf(row: {
  id: number;
  actor_name: string | null;
  created_at: string | Date;
  changes: string;
  undone_at: string | Date | null;
  undone_by_name: string | null;
}): Revision {
  return {
    id: Number(row.id),
    actorName: row.actor_name,
    createdAt: instant(row.created_at),
    changes: json<TextChange[]>(row.changes, []),
    undoneAt: instant(row.undone_at),
    undoneByName: row.undone_by_name,
  };
}

export async function pageHistory(pageId: string, executor: Executor = db()): Promise<Revision[]> {
  const rows = await executor
    .selectFrom("page_text_revision")
    .selectAll()
    .where("page", "=", pageId)
    .orderBy("id", "desc")
    .limit(HISTORY_LENGTH)
    .execute();
  return rows.map(revisionOf);
}

export async function pageEditor(pageId: string, maxUploadBytes: number): Promise<PageEditor> {
  const page = pageOrGone(pageId);
  const sections = pageSections(page);
  const pictures = pagePictures(page);
  const fields = pageFields(page);
  const [stored, history] = await Promise.all([storedTexts(fields), pageHistory(page.id)]);
  const values: Record<string, string> = {};
  const published: Record<string, string> = {};
  let drafts = 0;
  for (const field of fields) {
    for (const locale of field.locales) {
      const row = stored.get(`${locale}:${field.path}`);
      const name = fieldName(field.path, locale);
      published[name] = row?.published ?? field.original[locale];
      values[name] = row?.draft ?? published[name];
      if (row?.draft != null) drafts++;
    }
  }
  return { page, sections, pictures, maxUploadBytes, values, published, drafts, history };
}

type Values = Readonly<Record<string, string>>;

async function writeText(
  executor: Executor,
  key: { path: string; locale: Locale },
  next: Stored,
  actor: Actor,
) {
  if (next.published === null && next.draft === null) {
    await executor
      .deleteFrom("page_text")
      .where("path", "=", key.path)
      .where("locale", "=", key.locale)
      .execute();
    return;
  }
  const row = { ...next, updated_at: nowIso(), updated_by: actor.id };
  await executor
    .insertInto("page_text")
    .values({ path: key.path, locale: key.locale, ...row })
    .onConflict((conflict) => conflict.columns(["path", "locale"]).doUpdateSet(row))
    .execute();
}

/**
 * Keeps the typed texts as drafts: parents see nothing of them until they are published; staff see
 * them on the public page's preview. Returns how many texts differ from what parents read.
 */
export async function savePageTextsDraft(pageId: string, values: Values, actor: Actor): Promise<number> {
  const page = pageOrGone(pageId);
  const fields = pageFields(page);
  return inTransaction(async (trx) => {
    const stored = await storedTexts(fields, trx);
    let drafts = 0;
    for (const field of fields) {
      for (const locale of field.locales) {
        const typed = values[fieldName(field.path, locale)];
        if (typed === undefined) continue;
        const row = stored.get(`${locale}:${field.path}`);
        const published = row?.published ?? null;
        const draft = typed === (published ?? field.original[locale]) ? null : typed;
        if (draft !== null) drafts++;
        if (draft === (row?.draft ?? null)) continue;
        await writeText(trx, { path: field.path, locale }, { published, draft }, actor);
      }
    }
    await auditBy(actor, "updated", "page", page.id, `Saved a draft of the ${page.label} page`, trx);
    return drafts;
  });
}

/** Publishes the typed texts: parents read them from the next request on. Returns the changes made. */
export async function publishPageTexts(pageId: string, values: Values, actor: Actor): Promise<TextChange[]> {
  const page = pageOrGone(pageId);
  const fields = pageFields(page);
  return inTransaction(async (trx) => {
    const stored = await storedTexts(fields, trx);
    const changes: TextChange[] = [];
    for (const field of fields) {
      for (const locale of field.locales) {
        const typed = values[fieldName(field.path, locale)];
        const row = stored.get(`${locale}:${field.path}`);
        const before = row?.published ?? null;
        const after = typed === undefined ? before : typed === field.original[locale] ? null : typed;
        if (after !== before) changes.push({ path: field.path, locale, before, after });
        if (after === before && (row?.draft ?? null) === null) continue;
        await writeText(trx, { path: field.path, locale }, { published: after, draft: null }, actor);
      }
    }
    if (changes.length > 0) {
      await trx
        .insertInto("page_text_revision")
        .values({
          page: page.id,
          changes: JSON.stringify(changes),
          actor_id: actor.id,
          actor_name: actor.name,
        })
        .execute();
      await auditBy(actor, "updated", "page", page.id, publishedSummary(page, changes.length), trx);
    }
    return changes;
  });
}

function publishedSummary(page: EditablePage, count: number) {
  return `Published ${count} ${count === 1 ? "text" : "texts"} of the ${page.label} page`;
}

/**
 * Undoes the page's last Publish not undone yet: each text it changed goes back to what it was
 * before (drafts of those texts are dropped, as a Publish drops them). Undo again goes one further.
 */
export async function undoLastPublish(pageId: string, actor: Actor): Promise<Revision> {
  const page = pageOrGone(pageId);
  return inTransaction(async (trx) => {
    // A second Undo pressed at the same moment waits, then finds this one done.
    const row = await lockForUpdate(
      trx
        .selectFrom("page_text_revision")
        .selectAll()
        .where("page", "=", page.id)
        .where("undone_at", "is", null)
        .orderBy("id", "desc")
        .limit(1),
    ).executeTakeFirst();
    if (!row) throw goneError(NOTHING_TO_UNDO);
    const revision = revisionOf(row);
    for (const change of revision.changes) {
      await writeText(trx, change, { published: change.before, draft: null }, actor);
    }
    const undoneAt = nowIso();
    await trx
      .updateTable("page_text_revision")
      .set({ undone_at: undoneAt, undone_by_name: actor.name })
      .where("id", "=", revision.id)
      .execute();
    await auditBy(actor, "restored", "page", page.id, `Undid a change to the ${page.label} page`, trx);
    return { ...revision, undoneAt, undoneByName: actor.name };
  });
}
