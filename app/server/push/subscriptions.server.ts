// Who asked to be told by Web Push (migration 017): staff on their devices, parents for the
// schools they chose. A parent's row holds the subscription and the schools, nothing else. The
// same browser subscribing again (its endpoint is unique) replaces its row: the newest choice wins.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { isSchoolSlug, SCHOOL_SLUGS, type SchoolSlug } from "~/copy/schools";
import { config } from "../config.server";
import { db } from "../db/db.server";
import type { PushAudience } from "../db/schema";
import { DomainError } from "../domain-error.server";
import type { Executor } from "../transaction.server";

/** A subscription as PushSubscription.toJSON() gives it. */
export type BrowserSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/);

const subscriptionSchema = z.object({
  endpoint: z.url().max(1000),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret.
    p256dh: base64url(86, 90),
    auth: base64url(21, 26),
  }),
});

export class PushSubscriptionRefused extends DomainError {}

/**
 * The push services browsers subscribe with: Chrome, Edge, Samsung Internet and Opera (Firebase
 * Cloud Messaging), Firefox (Mozilla's autopush), Edge on Windows (WNS) and Safari (Apple). A
 * subscription names the address the server will post to: only these hosts, so that nobody can
 * make the server post to an address of their choice (this machine, the local network, any site).
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /\.notify\.windows\.com$/,
  /^web\.push\.apple\.com$/,
];

export const NOT_A_PUSH_SERVICE = "This address is not one of the browsers' push services.";

/**
 * Checks what a browser posted: its endpoint must be one of the push services' (https), its keys
 * the right shape. Tests name a stand-in's origin (PUSH_TEST_SERVICE_ORIGIN), accepted as well.
 */
export function parseSubscription(value: unknown): BrowserSubscription {
  const parsed = subscriptionSchema.safeParse(value);
  if (!parsed.success) throw new PushSubscriptionRefused("This browser's subscription could not be read.");
  const url = new URL(parsed.data.endpoint);
  const testOrigin = config().push.testServiceOrigin;
  if (url.origin !== testOrigin) {
    if (url.protocol !== "https:")
      throw new PushSubscriptionRefused("A push service's address starts with https://.");
    if (url.port !== "" || url.username !== "" || !PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname)))
      throw new PushSubscriptionRefused(NOT_A_PUSH_SERVICE);
  }
  return {
    endpoint: url.href,
    keys: {
      p256dh: parsed.data.keys.p256dh.replace(/=+$/, ""),
      auth: parsed.data.keys.auth.replace(/=+$/, ""),
    },
  };
}

/** The schools a parent chose: known slugs, each once; none or every one means all (stored null). */
export function chosenSchools(values: readonly string[]): SchoolSlug[] | null {
  const chosen = SCHOOL_SLUGS.filter((slug) => values.includes(slug));
  if (values.some((value) => value !== "all" && !isSchoolSlug(value)))
    throw new PushSubscriptionRefused("One of the schools chosen is not ours.");
  return chosen.length === 0 || chosen.length === SCHOOL_SLUGS.length || values.includes("all")
    ? null
    : chosen;
}

async function save(
  subscription: BrowserSubscription,
  who: { audience: PushAudience; userId: string | null; schools: readonly SchoolSlug[] | null },
  executor: Executor = db(),
) {
  const values = {
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    audience: who.audience,
    user_id: who.userId,
    school_slugs: who.schools ? `,${who.schools.join(",")},` : null,
  };
  await executor
    .insertInto("push_subscription")
    .values({ id: randomUUID(), endpoint: subscription.endpoint, ...values })
    .onConflict((oc) => oc.column("endpoint").doUpdateSet(values))
    .execute();
}

/** "Notify me on this device": this staff member's browser is told of new enquiries and registrations. */
export function saveStaffSubscription(userId: string, subscription: BrowserSubscription) {
  return save(subscription, { audience: "staff", userId, schools: null });
}

/** "Get school closure alerts": the chosen schools (null: all) and nothing about the parent. */
export function saveParentSubscription(
  subscription: BrowserSubscription,
  schools: readonly SchoolSlug[] | null,
) {
  return save(subscription, { audience: "parent", userId: null, schools });
}

/**
 * Unsubscribing, one tap: the row of this endpoint goes. A staff member removes only their own
 * (userId given); a parent's browser proves nothing but knowing its endpoint, which is secret to it.
 */
export async function removeSubscription(endpoint: string, options: { userId?: string } = {}) {
  let query = db().deleteFrom("push_subscription").where("endpoint", "=", endpoint);
  query = options.userId
    ? query.where("user_id", "=", options.userId)
    : query.where("audience", "=", "parent");
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every staff subscription of a user not switched off: each opted-in device is told of new items. */
export async function staffSubscriptionIds(executor: Executor = db()) {
  const rows = await executor
    .selectFrom("push_subscription as s")
    .innerJoin("user as u", "u.id", "s.user_id")
    .select("s.id")
    .where("s.audience", "=", "staff")
    .where("u.disabled", "=", false)
    .execute();
  return rows.map((row) => row.id);
}

/** The parents' subscriptions for one school (those who chose it or all schools), or for all. */
export async function parentSubscriptionIds(school: SchoolSlug | null, executor: Executor = db()) {
  let query = executor.selectFrom("push_subscription").select("id").where("audience", "=", "parent");
  if (school)
    query = query.where((eb) =>
      eb.or([eb("school_slugs", "is", null), eb("school_slugs", "like", `%,${school},%`)]),
    );
  return (await query.execute()).map((row) => row.id);
}
