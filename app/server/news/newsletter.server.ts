// The News page's newsletter box: addresses are stored once, lowercased, and staff export them.
import { randomUUID } from "node:crypto";
import { EXPORT_ROWS_MAX } from "~/copy/limits";
import { db } from "../db/db.server";
import { columnContains } from "../db/text-search.server";
import { instant, nowIso } from "../db/values.server";
import { DomainError } from "../domain-error.server";
import { type Paged, type PageRequest, page } from "../paging.server";

export type SubscribeResult = "subscribed" | "already subscribed";

export type Subscriber = { email: string; source: string | null; subscribedAt: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;

/** Adds an address; one that is already on the list is reported, not duplicated. */
export async function subscribeToNewsletter(
  email: string,
  source: string | null = null,
): Promise<SubscribeResult> {
  const address = email.trim().toLowerCase();
  if (address.length > EMAIL_MAX || !EMAIL.test(address))
    throw new DomainError("Please enter a valid email address.", { field: "email" });
  const existing = await db()
    .selectFrom("newsletter_subscriber")
    .select(["id", "unsubscribed_at"])
    .where("email", "=", address)
    .executeTakeFirst();
  if (existing && existing.unsubscribed_at === null) return "already subscribed";
  if (existing) {
    await db()
      .updateTable("newsletter_subscriber")
      .set({ unsubscribed_at: null })
      .where("id", "=", existing.id)
      .execute();
    return "subscribed";
  }
  // Two submissions racing each other: the second finds the address taken.
  const inserted = await db()
    .insertInto("newsletter_subscriber")
    .values({ id: randomUUID(), email: address, source: source?.slice(0, 100) ?? null, created_at: nowIso() })
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? "subscribed" : "already subscribed";
}

/** Subscribed addresses, oldest first, for the CSV export. */
export async function newsletterSubscribers(): Promise<Subscriber[]> {
  const rows = await db()
    .selectFrom("newsletter_subscriber")
    .select(["email", "source", "created_at"])
    .where("unsubscribed_at", "is", null)
    .orderBy("created_at", "asc")
    .orderBy("email", "asc")
    .limit(EXPORT_ROWS_MAX)
    .execute();
  return rows.map((row) => ({ email: row.email, source: row.source, subscribedAt: instant(row.created_at) }));
}

/** The admin's list of subscribers: newest first, by address search, with the number found. */
export async function listNewsletterSubscribers(
  filter: PageRequest & { search?: string } = {},
): Promise<Paged<Subscriber>> {
  const { limit, offset } = page(filter);
  let query = db().selectFrom("newsletter_subscriber").where("unsubscribed_at", "is", null);
  if (filter.search?.trim()) query = query.where(columnContains("email", filter.search.trim()));
  const [rows, { count }] = await Promise.all([
    query
      .select(["email", "source", "created_at"])
      .orderBy("created_at", "desc")
      .orderBy("email", "asc")
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      email: row.email,
      source: row.source,
      subscribedAt: instant(row.created_at),
    })),
    total: Number(count),
  };
}

export async function countNewsletterSubscribers(): Promise<number> {
  const { count } = await db()
    .selectFrom("newsletter_subscriber")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("unsubscribed_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Takes an address off the list (kept, so a later subscribe is reported as new). */
export async function unsubscribeFromNewsletter(email: string): Promise<boolean> {
  const result = await db()
    .updateTable("newsletter_subscriber")
    .set({ unsubscribed_at: nowIso() })
    .where("email", "=", email.trim().toLowerCase())
    .where("unsubscribed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
