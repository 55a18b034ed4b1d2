// Who the office's e-mail goes to, set in Settings: addresses for one school, and addresses for the
// whole group that hear of every school. An item goes to its school's recipients and the group's;
// while none of them is set, to every admin's e-mail address, so that nothing goes unheard.
import { randomUUID } from "node:crypto";
import { canonicalSchoolSlug, type SchoolSlug } from "~/copy/schools";
import { type Actor, auditBy } from "../audit.server";
import { db } from "../db/db.server";
import { DomainError, goneError } from "../domain-error.server";
import { type Executor, inTransaction } from "../transaction.server";

export type MailRecipient = {
  id: string;
  address: string;
  /** null: the whole group. */
  schoolSlug: SchoolSlug | null;
};

/** Recipients are few; a list this long is a mistake (or a script). */
export const RECIPIENTS_MAX = 50;
const ADDRESS_MAX = 200;

export const RECIPIENT_MESSAGES = {
  address: "Enter an e-mail address such as office@example.org.",
  school: "Choose a school, or the whole group.",
  repeated: "This address already receives these e-mails.",
  tooMany: `At most ${RECIPIENTS_MAX} recipients can be set.`,
  gone: "This recipient was already removed.",
} as const;

export function isEmailAddress(value: string) {
  return value.length <= ADDRESS_MAX && /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/.test(value);
}

export async function listRecipients(executor: Executor = db()): Promise<MailRecipient[]> {
  const rows = await executor
    .selectFrom("mail_recipient")
    .select(["id", "address", "school_slug"])
    .orderBy("school_slug")
    .orderBy("address")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    address: row.address,
    schoolSlug: row.school_slug === null ? null : (canonicalSchoolSlug(row.school_slug) ?? null),
  }));
}

/** Adds an address for one school (slug) or the group (null). */
export async function addRecipient(
  input: { address: string; schoolSlug: string | null },
  actor: Actor,
): Promise<MailRecipient> {
  const address = input.address.trim().toLowerCase();
  if (!isEmailAddress(address)) throw new DomainError(RECIPIENT_MESSAGES.address, { field: "address" });
  const schoolSlug = input.schoolSlug ? canonicalSchoolSlug(input.schoolSlug) : null;
  if (schoolSlug === undefined) throw new DomainError(RECIPIENT_MESSAGES.school, { field: "school" });
  return inTransaction(async (trx) => {
    const existing = await listRecipients(trx);
    if (existing.some((r) => r.address === address && r.schoolSlug === schoolSlug))
      throw new DomainError(RECIPIENT_MESSAGES.repeated, { field: "address", status: 409 });
    if (existing.length >= RECIPIENTS_MAX) throw new DomainError(RECIPIENT_MESSAGES.tooMany);
    const id = randomUUID();
    await trx
      .insertInto("mail_recipient")
      .values({ id, address, school_slug: schoolSlug, delivery: "each", created_by: actor.id })
      .execute();
    await auditBy(
      actor,
      "created",
      "mail_recipient",
      id,
      `Added ${address} to the office's e-mail (${schoolSlug ?? "all schools"})`,
      trx,
    );
    return { id, address, schoolSlug };
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

/** The addresses an item of this school (or of none) is sent to, each once. */
export async function recipientsFor(executor: Executor, schoolSlug: string | null): Promise<string[]> {
  let query = executor.selectFrom("mail_recipient").select("address");
  query = schoolSlug
    ? query.where((eb) => eb.or([eb("school_slug", "is", null), eb("school_slug", "=", schoolSlug)]))
    : query.where("school_slug", "is", null);
  const set = (await query.execute()).map((row) => row.address.toLowerCase());
  if (set.length > 0) return [...new Set(set)].sort();
  const admins = await executor
    .selectFrom("user")
    .select("email")
    .where("role", "=", "admin")
    .where("disabled", "=", false)
    .execute();
  return [...new Set(admins.map((row) => row.email.toLowerCase()).filter(isEmailAddress))].sort();
}
