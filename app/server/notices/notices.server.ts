// Adding, changing and deleting urgent notices: each checked by the rules, written with its audit
// line in one transaction. urgent_notice is a public table, so every write empties the render
// cache (and bumps the shared generation on PostgreSQL): the next request shows the change.
import { randomUUID } from "node:crypto";
import { type Actor, auditBy } from "../audit.server";
import { NOT_FOUND_MESSAGE, refuseStaleEdit } from "../content/record.server";
import { lockForUpdate } from "../db/dialect.server";
import { goneError } from "../domain-error.server";
import { inTransaction } from "../transaction.server";
import { type Notice, type NoticeInput, toNotice } from "./rows.server";
import { checkedNotice } from "./rules.server";

/** The audit log's name for a notice: its message, cut to a line. */
function named(message: string) {
  return `"${message.length > 60 ? `${message.slice(0, 57)}…` : message}"`;
}

/** Later than `previous` by at least a millisecond: an edited notice always gets a new updatedAt. */
function nextUpdate(previous: string, now: Date) {
  return new Date(Math.max(now.getTime(), Date.parse(previous) + 1)).toISOString();
}

export async function createNotice(input: NoticeInput, actor: Actor, now = new Date()): Promise<Notice> {
  const notice = checkedNotice(input, now);
  return inTransaction(async (trx) => {
    const id = randomUUID();
    const at = now.toISOString();
    await trx
      .insertInto("urgent_notice")
      .values({
        id,
        message: notice.message,
        message_ta: notice.messageTa,
        level: notice.level,
        starts_at: notice.startsAt,
        ends_at: notice.endsAt,
        created_at: at,
        updated_at: at,
        created_by: actor.id,
        updated_by: actor.id,
      })
      .execute();
    await auditBy(actor, "created", "urgent_notice", id, `Created notice ${named(notice.message)}`, trx);
    return toNotice(
      await trx.selectFrom("urgent_notice").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
    );
  });
}

/**
 * Changes a notice. With `expectedUpdatedAt` (its updatedAt when the form was opened) a save made
 * by someone else since is not overwritten: the change is refused (409).
 */
export async function updateNotice(
  id: string,
  input: NoticeInput,
  actor: Actor,
  options: { expectedUpdatedAt?: string | null; now?: Date } = {},
): Promise<Notice> {
  const now = options.now ?? new Date();
  const notice = checkedNotice(input, now);
  return inTransaction(async (trx) => {
    const current = await lockForUpdate(
      trx.selectFrom("urgent_notice").selectAll().where("id", "=", id),
    ).executeTakeFirst();
    if (!current) throw goneError(NOT_FOUND_MESSAGE);
    refuseStaleEdit(current.updated_at, options.expectedUpdatedAt);
    await trx
      .updateTable("urgent_notice")
      .set({
        message: notice.message,
        message_ta: notice.messageTa,
        level: notice.level,
        starts_at: notice.startsAt,
        ends_at: notice.endsAt,
        updated_at: nextUpdate(toNotice(current).updatedAt, now),
        updated_by: actor.id,
      })
      .where("id", "=", id)
      .execute();
    await auditBy(actor, "updated", "urgent_notice", id, `Updated notice ${named(notice.message)}`, trx);
    return toNotice(
      await trx.selectFrom("urgent_notice").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
    );
  });
}

/** Deletes a notice; undefined when it was already gone. */
export async function deleteNotice(id: string, actor: Actor): Promise<Notice | undefined> {
  return inTransaction(async (trx) => {
    const row = await trx.selectFrom("urgent_notice").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return undefined;
    await trx.deleteFrom("urgent_notice").where("id", "=", id).execute();
    await auditBy(actor, "deleted", "urgent_notice", id, `Deleted notice ${named(row.message)}`, trx);
    return toNotice(row);
  });
}
