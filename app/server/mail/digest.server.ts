// The daily digest a recipient may choose instead of each message: the letters for that recipient
// are kept (status held) until the chosen time, India time, then written as one message to send,
// and marked digested, in one transaction. The update that takes them also locks them, so of two
// processes at the same moment one writes the digest and the other finds nothing left.
import { SITE_UTC_OFFSET_MINUTES } from "~/copy/locale";
import { db } from "../db/db.server";
import { instant } from "../db/values.server";
import { inTransaction } from "../transaction.server";
import { queueMail } from "./outbox.server";

const DAY_MS = 24 * 60 * 60_000;

/** "hh:mm" on a 24-hour clock. */
export function isDigestTime(value: string) {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** The next instant after `now` at which the clock in India reads `time` (India keeps no summer time). */
export function nextDigestAt(time: string, now = new Date()): Date {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const offsetMs = SITE_UTC_OFFSET_MINUTES * 60_000;
  const india = new Date(now.getTime() + offsetMs);
  let at =
    Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate(), hours, minutes) - offsetMs;
  if (at <= now.getTime()) at += DAY_MS;
  return new Date(at);
}

/** Writes the digests now due; returns how many were written. */
export async function writeDueDigests(now = new Date()): Promise<number> {
  return inTransaction(async (trx) => {
    const taken = await trx
      .updateTable("mail_outbox")
      .set({ status: "digested" })
      .where("status", "=", "held")
      .where("next_attempt_at", "<=", now.toISOString())
      .returning(["recipient", "subject", "body_text", "created_at"])
      .execute();
    if (taken.length === 0) return 0;
    const byRecipient = new Map<string, typeof taken>();
    for (const row of taken) byRecipient.set(row.recipient, [...(byRecipient.get(row.recipient) ?? []), row]);
    await queueMail(
      trx,
      [...byRecipient].map(([recipient, rows]) => digestLetter(recipient, rows)),
      now,
    );
    return byRecipient.size;
  }, db());
}

function digestLetter(
  recipient: string,
  rows: { subject: string; body_text: string; created_at: string | Date }[],
) {
  const sorted = [...rows].sort((a, b) => instant(a.created_at).localeCompare(instant(b.created_at)));
  const count = sorted.length;
  const what = count === 1 ? "1 new enquiry or registration" : `${count} new enquiries and registrations`;
  return {
    recipient,
    kind: "digest" as const,
    subject: `Daily digest: ${what}`,
    text: [
      `${what[0]!.toUpperCase()}${what.slice(1)} since the last digest.`,
      "",
      ...sorted.flatMap((row, index) => [
        `${index + 1}. ${row.subject}`,
        "",
        row.body_text.trimEnd(),
        "",
        "—",
        "",
      ]),
    ].join("\n"),
  };
}
