// The generic content list and form of the admin (/admin/content), the public /content/<slug>
// route and the dashboard's counts and Recent Activity. A kind with its own table gets its row
// created, moved or removed in the same transaction as the shared row.
import { FIXED_SCHOOL_IN_CONTENT } from "~/copy/admin-content-schools";
import { CONTENT_KIND_NOUNS } from "~/copy/content-kinds";
import { META_DESCRIPTION_MAX } from "~/copy/limits";
import { parseEventTime } from "~/lib/event-time";
import {
  CONTENT_BODY_MAX,
  CONTENT_IMAGE_URL_MAX,
  CONTENT_LOCATION_MAX,
  CONTENT_MESSAGES,
  CONTENT_SLUG_MAX,
  CONTENT_TITLE_MAX,
  IMAGE_URL_PATTERN,
  SLUG_PATTERN,
} from "~/lib/schemas/content";
import { type Actor, auditBy } from "../audit.server";
import { db } from "../db/db.server";
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
  refuseStaleEdit,
  updateContentRecord,
} from "./record.server";
import {
  type ContentSnapshot,
  deleteContentRecord,
  perKindTable,
  restoreContentRecord,
} from "./snapshot.server";

export type { ContentListItem, ContentWithEvent } from "./queries.server";
export {
  adminContentList,
  contentBySlug,
  contentCounts,
  contentItemById,
  recentContent,
} from "./queries.server";
export type { ContentItem, ContentSnapshot };
export { NOT_FOUND_MESSAGE };

/** The event fields the content form shows when the type is Events. */
export type EventDetails = { date?: string; time?: string | null; location?: string | null };

export type ContentItemInput = ContentFields & { kind: ContentKind; title: string; event?: EventDetails };

/** Options of an update from the content form. */
export type ContentUpdateOptions = {
  /** The item's updated_at when the form was opened: a newer save refuses this one (409). */
  expectedUpdatedAt?: string | null;
};

function checkedSummary(summary: string | null | undefined, field = "metaDescription") {
  if (summary && summary.trim().length > META_DESCRIPTION_MAX)
    throw new DomainError(`The meta description can have at most ${META_DESCRIPTION_MAX} characters.`, {
      field,
    });
  return summary;
}

function refuse(message: string, field: string): never {
  throw new DomainError(message, { field });
}

/**
 * The content form's rules, whoever calls: a title and a slug of sensible length, a slug that is
 * a single part of an address (no "/", "..", spaces or capitals), a picture on this site or the
 * web, an event time that reads as a time. Meta lengths are checked where they are stored.
 */
function checkInput(input: Partial<ContentItemInput>) {
  if (input.title !== undefined && input.title.trim().length > CONTENT_TITLE_MAX)
    refuse(CONTENT_MESSAGES.titleTooLong, "title");
  if (typeof input.titleTa === "string" && input.titleTa.trim().length > CONTENT_TITLE_MAX)
    refuse(CONTENT_MESSAGES.titleTooLong, "titleTa");
  if (input.slug !== undefined) {
    const slug = input.slug.trim();
    if (slug.length > CONTENT_SLUG_MAX) refuse(CONTENT_MESSAGES.slugTooLong, "slug");
    if (slug !== "" && !SLUG_PATTERN.test(slug)) refuse(CONTENT_MESSAGES.slugCharacters, "slug");
  }
  if (typeof input.body === "string" && input.body.length > CONTENT_BODY_MAX)
    refuse(CONTENT_MESSAGES.body, "body");
  if (typeof input.bodyTa === "string" && input.bodyTa.length > CONTENT_BODY_MAX)
    refuse(CONTENT_MESSAGES.body, "bodyTa");
  const image = input.featuredImage?.trim();
  if (image && (image.length > CONTENT_IMAGE_URL_MAX || !IMAGE_URL_PATTERN.test(image)))
    refuse(CONTENT_MESSAGES.image, "featuredImage");
  const time = input.event?.time?.trim();
  if (time && parseEventTime(time) === null) refuse(CONTENT_MESSAGES.eventTime, "eventTime");
  if ((input.event?.location?.trim().length ?? 0) > CONTENT_LOCATION_MAX)
    refuse(CONTENT_MESSAGES.location, "location");
}

/** A picture chosen from the media library must still be there. */
async function checkMedia(trx: Executor, mediaId: string | null | undefined) {
  if (!mediaId) return;
  const found = await trx.selectFrom("media").select("id").where("id", "=", mediaId).executeTakeFirst();
  if (!found) refuse(CONTENT_MESSAGES.image, "featuredImage");
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

/** True for one of the five fixed schools, whose type and slug the content form cannot change. */
export async function isFixedSchoolItem(id: string): Promise<boolean> {
  return isFixedSchool(db(), id);
}

/** Creates an item from the content form; a published item is published now. */
export async function createContentItem(input: ContentItemInput, actor: Actor): Promise<ContentItem> {
  checkInput(input);
  return inTransaction(async (trx) => {
    await checkMedia(trx, input.featuredMediaId);
    const item = await insertContentRecord(
      trx,
      input.kind,
      {
        ...input,
        summary: checkedSummary(input.summary),
        summaryTa: checkedSummary(input.summaryTa, "metaDescriptionTa"),
      },
      actor,
    );
    await insertPerKindRow(trx, input.kind, item.id, input.event);
    await auditBy(actor, "created", input.kind, item.id, `Created ${label(input.kind)} "${item.title}"`, trx);
    return item;
  });
}

/**
 * Saves the content form. Changing the type moves the item to the new kind's table. With
 * `expectedUpdatedAt`, a save made meanwhile by someone else refuses this one (STALE_EDIT_MESSAGE).
 */
export async function updateContentItem(
  id: string,
  changes: Partial<ContentItemInput>,
  actor: Actor,
  options: ContentUpdateOptions = {},
): Promise<ContentItem> {
  checkInput(changes);
  return inTransaction(async (trx) => {
    const current = await findContentRow(trx, id);
    if (!current) throw goneError(NOT_FOUND_MESSAGE);
    refuseStaleEdit(current.updated_at, options.expectedUpdatedAt);
    await checkMedia(trx, changes.featuredMediaId);
    const newKind = changes.kind ?? current.kind;
    // The five schools have one editor, their Schools dialog (issue 28): not a second one here.
    if (current.kind === "school_info" && (await isFixedSchool(trx, id)))
      throw new DomainError(FIXED_SCHOOL_IN_CONTENT, { status: 409 });
    const { kind: _kind, event, ...fields } = changes;
    const item = await updateContentRecord(
      trx,
      id,
      current.kind,
      {
        ...fields,
        summary: checkedSummary(fields.summary),
        summaryTa: checkedSummary(fields.summaryTa, "metaDescriptionTa"),
      },
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
