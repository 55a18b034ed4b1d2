// Staff's notes on an enquiry (issue 26): a running log of who wrote what and when, never edited,
// shown with the status history and exported with the CSV.
import { ENQUIRY_NOTES } from "~/copy/enquiry-inbox";
import { ENQUIRY_NOTE_MAX } from "~/copy/limits";
import { type Actor, auditBy } from "../audit.server";
import { db } from "../db/db.server";
import { instant } from "../db/values.server";
import { DomainError, goneError } from "../domain-error.server";

export type EnquiryNote = { body: string; by: string | null; at: string };

/** How many enquiries' notes one query asks for (both engines' bound-parameter limits allow it). */
const EXPORT_CHUNK = 500;

/** Adds a note to an enquiry, with an audit line, in one transaction. */
export async function addEnquiryNote(enquiryId: string, text: string, actor: Actor): Promise<EnquiryNote> {
  const body = text.trim();
  if (!body) throw new DomainError(ENQUIRY_NOTES.empty, { field: "note" });
  if (body.length > ENQUIRY_NOTE_MAX)
    throw new DomainError(ENQUIRY_NOTES.tooLong(ENQUIRY_NOTE_MAX), { field: "note" });
  return db()
    .transaction()
    .execute(async (trx) => {
      const enquiry = await trx
        .selectFrom("enquiry")
        .select(["id", "name"])
        .where("id", "=", enquiryId)
        .executeTakeFirst();
      if (!enquiry) throw goneError("This enquiry no longer exists.");
      const row = await trx
        .insertInto("enquiry_note")
        .values({ enquiry_id: enquiryId, author_id: actor.id, author_name: actor.name, body })
        .returning(["body", "author_name", "created_at"])
        .executeTakeFirstOrThrow();
      await auditBy(
        actor,
        "created",
        "enquiry_note",
        enquiryId,
        `Added a note to the enquiry from ${enquiry.name ?? "a visitor"}`,
        trx,
      );
      return { body: row.body, by: row.author_name, at: instant(row.created_at) };
    });
}

/** An enquiry's notes, newest first. */
export async function enquiryNotes(enquiryId: string): Promise<EnquiryNote[]> {
  const rows = await db()
    .selectFrom("enquiry_note")
    .select(["body", "author_name", "created_at"])
    .where("enquiry_id", "=", enquiryId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({ body: row.body, by: row.author_name, at: instant(row.created_at) }));
}

/** The notes of many enquiries (the CSV export), oldest first per enquiry. */
export async function notesByEnquiry(enquiryIds: readonly string[]): Promise<Map<string, EnquiryNote[]>> {
  const notes = new Map<string, EnquiryNote[]>();
  for (let start = 0; start < enquiryIds.length; start += EXPORT_CHUNK) {
    const rows = await db()
      .selectFrom("enquiry_note")
      .select(["enquiry_id", "body", "author_name", "created_at"])
      .where("enquiry_id", "in", enquiryIds.slice(start, start + EXPORT_CHUNK))
      .orderBy("created_at", "asc")
      .orderBy("id", "asc")
      .execute();
    for (const row of rows) {
      const list = notes.get(row.enquiry_id) ?? [];
      list.push({ body: row.body, by: row.author_name, at: instant(row.created_at) });
      notes.set(row.enquiry_id, list);
    }
  }
  return notes;
}
