// The generic content list and form of the admin (/admin/content), the public /content/<slug>
// route and the dashboard's counts and Recent Activity. A kind with its own table gets its row
// created, moved or removed in the same transaction as the shared row.
import { CONTENT_KIND_NOUNS } from "~/copy/content-kinds";
import { META_DESCRIPTION_MAX } from "~/copy/limits";
import { type Actor, auditBy } from "../audit.server";
import type { ContentKind } from "../db/schema";
import { DomainError, goneError } from "../domain-error.server";
import { checkedEventDate, insertEventRow } from "../events/rows.server";
import { insertGalleryRow } from "../gallery/items.server";
import { insertNewsRow } from "../news/rows.server";
import { type Executor, inTransaction } from "../transaction.server";
import {
  type ContentFields,
  type ContentItem,
  findContentRow,
  insertContentRecord,
  NOT_FOUND_MESSAGE,
  updateContentRecord,
} from "./record.server";
import {
  type ContentSnapshot,
  deleteContentRecord,
  perKindTable,
  restoreContentRecord,
} from "./snapshot.server";

export type {
  ContentListFilter,
  ContentListItem,
  ContentWithEvent,
  RecentContent,
} from "./queries.server";
export {
  adminContentList,
  contentBySlug,
  contentCounts,
  contentItemById,
  recentContent,
} from "./queries.server";
export type { ContentItem, ContentSnapshot };

/** The event fields the content form shows when the type is Events. */
export type EventDetails = { date?: string; time?: string | null; location?: string | null };

export type ContentItemInput = ContentFields & { kind: ContentKind; title: string; event?: EventDetails };

function checkedSummary(summary: string | null | undefined) {
  if (summary && summary.trim().length > META_DESCRIPTION_MAX)
    throw new DomainError(`The meta description can have at most ${META_DESCRIPTION_MAX} characters.`, {
      field: "metaDescription",
    });
  return summary;
}

/** A kind with its own table needs its row; the content form supplies only the event's fields. */
async function insertPerKindRow(
  trx: Executor,
  kind: ContentKind,
  id: string,
  event: EventDetails | undefined,
) {
  switch (kind) {
    case "event":
      if (!event?.date) throw new DomainError("Pick a date for the event.", { field: "eventDate" });
      return insertEventRow(trx, id, {
        eventDate: event.date,
        eventTime: event.time,
        location: event.location,
      });
    case "news":
      return insertNewsRow(trx, id);
    case "gallery":
      return insertGalleryRow(trx, id);
    case "homepage_slide": {
      const { count } = await trx
        .selectFrom("slide")
        .select((eb) => eb.fn.countAll().as("count"))
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("slide")
        .values({ content_id: id, order_index: Number(count) })
        .execute();
      return;
    }
    // A school_info item made here is a page about a school, not one of the five fixed schools.
    default:
      return;
  }
}

async function isFixedSchool(trx: Executor, id: string) {
  return (
    (await trx.selectFrom("school").select("content_id").where("content_id", "=", id).executeTakeFirst()) !==
    undefined
  );
}

/** Creates an item from the content form; a published item is published now. */
export async function createContentItem(input: ContentItemInput, actor: Actor): Promise<ContentItem> {
  return inTransaction(async (trx) => {
    const item = await insertContentRecord(
      trx,
      input.kind,
      { ...input, summary: checkedSummary(input.summary) },
      actor,
    );
    await insertPerKindRow(trx, input.kind, item.id, input.event);
    await auditBy(actor, "created", input.kind, item.id, `Created ${label(input.kind)} "${item.title}"`, trx);
    return item;
  });
}

/** Saves the content form. Changing the type moves the item to the new kind's table. */
export async function updateContentItem(
  id: string,
  changes: Partial<ContentItemInput>,
  actor: Actor,
): Promise<ContentItem> {
  return inTransaction(async (trx) => {
    const current = await findContentRow(trx, id);
    if (!current) throw goneError(NOT_FOUND_MESSAGE);
    const newKind = changes.kind ?? current.kind;
    const fixedSchool = current.kind === "school_info" && (await isFixedSchool(trx, id));
    if (
      fixedSchool &&
      (newKind !== current.kind || (changes.slug !== undefined && changes.slug !== current.slug))
    )
      throw new DomainError("A school's type and slug are fixed. Edit its details under Schools.");
    const { kind: _kind, event, ...fields } = changes;
    const item = await updateContentRecord(
      trx,
      id,
      current.kind,
      { ...fields, summary: checkedSummary(fields.summary) },
      actor,
      { newKind },
    );
    if (newKind !== current.kind) {
      const oldTable = perKindTable(current.kind);
      if (oldTable) await trx.deleteFrom(oldTable).where("content_id", "=", id).execute();
      await insertPerKindRow(trx, newKind, id, event);
    } else if (newKind === "event" && event) {
      await trx
        .updateTable("event")
        .set({
          ...(event.date !== undefined && { event_date: checkedEventDate(event.date) }),
          ...(event.time !== undefined && { event_time: event.time?.trim() || null }),
          ...(event.location !== undefined && { location: event.location?.trim() || null }),
        })
        .where("content_id", "=", id)
        .execute();
    }
    await auditBy(actor, "updated", newKind, id, `Updated ${label(newKind)} "${item.title}"`, trx);
    return item;
  });
}

/** Deletes an item with its per-kind row; returns what Undo needs, or undefined if it was gone. */
export async function deleteContentItem(id: string, actor: Actor): Promise<ContentSnapshot | undefined> {
  return inTransaction(async (trx) => {
    if (await isFixedSchool(trx, id)) throw new DomainError("Schools cannot be deleted.", { status: 409 });
    const snapshot = await deleteContentRecord(trx, id);
    if (snapshot)
      await auditBy(
        actor,
        "deleted",
        snapshot.kind,
        id,
        `Deleted ${label(snapshot.kind)} "${snapshot.title}"`,
        trx,
      );
    return snapshot;
  });
}

/** Undo of a delete: puts the item and its per-kind row back as they were. */
export async function restoreContentItem(snapshot: ContentSnapshot, actor: Actor): Promise<void> {
  await inTransaction(async (trx) => {
    await restoreContentRecord(trx, snapshot);
    const id = typeof snapshot.content.id === "string" ? snapshot.content.id : null;
    await auditBy(
      actor,
      "restored",
      snapshot.kind,
      id,
      `Restored ${label(snapshot.kind)} "${snapshot.title}"`,
      trx,
    );
  });
}

function label(kind: ContentKind) {
  return CONTENT_KIND_NOUNS[kind];
}
