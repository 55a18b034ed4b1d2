// A closure notice sent as a push to the parents who asked for closure alerts, for one school
// (those who chose it or all schools) or for all. The pushes are queued in one transaction with
// the audit line; the office then sees the count of deliveries grow on /admin/notices.
import { type SchoolSlug, schoolFacts } from "~/copy/schools";
import { type Actor, auditBy } from "../audit.server";
import { NOT_FOUND_MESSAGE } from "../content/record.server";
import { db } from "../db/db.server";
import { DomainError, goneError } from "../domain-error.server";
import { toNotice } from "../notices/rows.server";
import { inTransaction } from "../transaction.server";
import { type PushCounts, pushCounts, queuePush } from "./deliveries.server";
import { wakePushSender } from "./sender.server";
import { parentSubscriptionIds } from "./subscriptions.server";

/** The push's words: the English message, then the Tamil one when written (a parent's language is not kept). */
export function noticePushText(
  notice: { message: string; messageTa: string | null },
  school: SchoolSlug | null,
) {
  return {
    title: school ? `School closure — ${schoolFacts(school).name}` : "School closure",
    body: notice.messageTa ? `${notice.message}\n${notice.messageTa}` : notice.message,
  };
}

/** Queues the push; returns how many subscribed devices it goes to. */
export async function sendNoticePush(
  noticeId: string,
  school: SchoolSlug | null,
  actor: Actor,
  now = new Date(),
): Promise<number> {
  const queued = await inTransaction(async (trx) => {
    const row = await trx
      .selectFrom("urgent_notice")
      .selectAll()
      .where("id", "=", noticeId)
      .executeTakeFirst();
    if (!row) throw goneError(NOT_FOUND_MESSAGE);
    const notice = toNotice(row);
    if (notice.level !== "closure")
      throw new DomainError("Only a closure notice is sent to parents' devices.");
    if (Date.parse(notice.endsAt) <= now.getTime())
      throw new DomainError("This notice has ended: there is nothing to tell parents now.");
    const ids = await parentSubscriptionIds(school, trx);
    const { title, body } = noticePushText(notice, school);
    await queuePush(trx, ids, { kind: "notice", itemId: notice.id, title, body, url: "/" }, now);
    await auditBy(
      actor,
      "changed",
      "urgent_notice",
      notice.id,
      `Sent notice "${notice.message.slice(0, 57)}" to ${ids.length} parents' device(s)${school ? ` for ${schoolFacts(school).name}` : ""}`,
      trx,
    );
    return ids.length;
  });
  wakePushSender();
  return queued;
}

/** How each notice's pushes fared, for the admin list. */
export function noticePushCounts(noticeIds: readonly string[]): Promise<Map<string, PushCounts>> {
  return pushCounts("notice", noticeIds);
}

/** How many parents' devices would receive a push for each school, and for all. */
export async function parentSubscriberCount() {
  const row = await db()
    .selectFrom("push_subscription")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("audience", "=", "parent")
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
