// Who the office's e-mail goes to, set in Settings: addresses for one school, and addresses for the
// whole group that hear of every school, each with every message as it comes or a daily digest at a
// time of their choice. An item goes to its school's recipients and the group's; while none of them
// is set, to every admin's e-mail address (each message), so that nothing goes unheard.
import { randomUUID } from "node:crypto";
import { canonicalSchoolSlug, type SchoolSlug } from "~/copy/schools";
import { type Actor, auditBy } from "../audit.server";
import { db } from "../db/db.server";
import { DomainError, goneError } from "../domain-error.server";
import { type Executor, inTransaction } from "../transaction.server";
import { isDigestTime } from "./digest.server";

export type MailRecipient = {
  id: string;
  address: string;
  /** null: the whole group. */
  schoolSlug: SchoolSlug | null;
  /** "hh:mm", India time, for a daily digest; null: each message as it comes. */
  digestTime: string | null;
};

/** Where one item's letter goes, and when. */
export type LetterRecipient = { address: string; digestTime: string | null };

/** Recipients are few; a list this long is a mistake (or a script). */
export const RECIPIENTS_MAX = 50;
const ADDRESS_MAX = 200;

export const RECIPIENT_MESSAGES = {
  address: "Enter an e-mail address such as office@example.org.",
  school: "Choose a school, or the whole group.",
  repeated: "This address already receives these e-mails.",
  tooMany: `At most ${RECIPIENTS_MAX} recipients can be set.`,
  gone: "This recipient was already removed.",
  digestTime: "Choose the digest's time, such as 18:00.",
} as const;

export function isEmailAddress(value: string) {
  return value.length <= ADDRESS_MAX && /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/.test(value);
}

export async function listRecipients(executor: Executor = db()): Promise<MailRecipient[]> {
  const rows = await executor
    .selectFrom("mail_recipient")
    .select(["id", "address", "school_slug", "delivery", "digest_time"])
    .orderBy("school_slug")
    .orderBy("address")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    address: row.address,
    schoolSlug: row.school_slug === null ? null : (canonicalSchoolSlug(row.school_slug) ?? null),
    digestTime: row.delivery === "digest" ? row.digest_time : null,
  }));
}

/** Adds an address for one school (slug) or the group (null), for each message or a daily digest. */
export async function addRecipient(
  input: { address: string; schoolSlug: string | null; digestTime?: string | null },
  actor: Actor,
): Promise<MailRecipient> {
  const address = input.address.trim().toLowerCase();
  if (!isEmailAddress(address)) throw new DomainError(RECIPIENT_MESSAGES.address, { field: "address" });
  const schoolSlug = input.schoolSlug ? canonicalSchoolSlug(input.schoolSlug) : null;
  if (schoolSlug === undefined) throw new DomainError(RECIPIENT_MESSAGES.school, { field: "school" });
  const digestTime = input.digestTime || null;
  if (digestTime !== null && !isDigestTime(digestTime))
    throw new DomainError(RECIPIENT_MESSAGES.digestTime, { field: "delivery" });
  return inTransaction(async (trx) => {
    const existing = await listRecipients(trx);
    if (existing.some((r) => r.address === address && r.schoolSlug === schoolSlug))
      throw new DomainError(RECIPIENT_MESSAGES.repeated, { field: "address", status: 409 });
    if (existing.length >= RECIPIENTS_MAX) throw new DomainError(RECIPIENT_MESSAGES.tooMany);
    const id = randomUUID();
    await trx
      .insertInto("mail_recipient")
      .values({
        id,
        address,
        school_slug: schoolSlug,
        delivery: digestTime ? "digest" : "each",
        digest_time: digestTime,
        created_by: actor.id,
      })
      .execute();
    await auditBy(
      actor,
      "created",
      "mail_recipient",
      id,
      `Added ${address} to the office's e-mail (${schoolSlug ?? "all schools"}, ${digestTime ? `daily digest at ${digestTime}` : "each message"})`,
      trx,
    );
    return { id, address, schoolSlug, digestTime };
  });
}

export async function removeRecipient(id: string, actor: Actor) {
  await inTransaction(async (trx) => {
    const row = await trx
      .deleteFrom("mail_recipient")
      .where("id", "=", id)
      .returning(["address", "school_slug"])
      .executeTakeFirst();
    if (!row) throw goneError(RECIPIENT_MESSAGES.gone);
    await auditBy(
      actor,
      "deleted",
      "mail_recipient",
      id,
      `Removed ${row.address} from the office's e-mail (${row.school_slug ?? "all schools"})`,
      trx,
    );
  });
}

/**
 * Who an item of this school (or of none) goes to, each address once: as it comes if any of its
 * settings says so, else in its earliest daily digest.
 */
export async function recipientsFor(
  executor: Executor,
  schoolSlug: string | null,
): Promise<LetterRecipient[]> {
  let query = executor.selectFrom("mail_recipient").select(["address", "delivery", "digest_time"]);
  query = schoolSlug
    ? query.where((eb) => eb.or([eb("school_slug", "is", null), eb("school_slug", "=", schoolSlug)]))
    : query.where("school_slug", "is", null);
  const rows = await query.execute();
  if (rows.length > 0) {
    const chosen = new Map<string, string | null>();
    for (const row of rows) {
      const address = row.address.toLowerCase();
      const time = row.delivery === "digest" && row.digest_time ? row.digest_time : null;
      const earlier = chosen.get(address);
      if (earlier === undefined) chosen.set(address, time);
      else if (earlier !== null && (time === null || time < earlier)) chosen.set(address, time);
    }
    return [...chosen]
      .map(([address, digestTime]) => ({ address, digestTime }))
      .sort((a, b) => a.address.localeCompare(b.address));
  }
  const admins = await executor
    .selectFrom("user")
    .select("email")
    .where("role", "=", "admin")
    .where("disabled", "=", false)
    .execute();
  return [...new Set(admins.map((row) => row.email.toLowerCase()).filter(isEmailAddress))]
    .sort()
    .map((address) => ({ address, digestTime: null }));
}
