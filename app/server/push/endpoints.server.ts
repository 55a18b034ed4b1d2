// What the two push endpoints accept: a staff member's device (POST /admin/push, signed in) and a
// parent's (POST /api/push, anyone, a few a time per address). JSON in, JSON out; a refusal is
// answered 400 with one sentence. Cross-site posts are refused before these run (same-origin.server.ts).
import type { SchoolSlug } from "~/copy/schools";
import { clientAddressGroup, createSharedRateLimiter, type RateLimiter } from "../rate-limit.server";
import { requireUser } from "../staff/auth.server";
import {
  chosenSchools,
  PushSubscriptionRefused,
  parseSubscription,
  removeSubscription,
  saveParentSubscription,
  saveStaffSubscription,
} from "./subscriptions.server";

/** A parent's browser subscribes once, perhaps changes its schools; a flood is someone else. */
const PARENT_LIMIT = { windowMs: 60 * 60_000, max: 30 };
let parentLimiter: RateLimiter | undefined;

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

async function readJson(request: Request): Promise<Record<string, unknown>> {
  if (request.method !== "POST") throw new PushSubscriptionRefused("Send a POST.");
  const text = await request.text();
  if (text.length > 4096) throw new PushSubscriptionRefused("This request is too long.");
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object") return value as Record<string, unknown>;
  } catch {}
  throw new PushSubscriptionRefused("This request could not be read.");
}

async function answer(work: () => Promise<Response>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PushSubscriptionRefused) return json({ error: error.message }, 400);
    throw error;
  }
}

/** { subscription } subscribes this staff member's device; { unsubscribe: endpoint } removes it. */
export async function staffPushRequest(request: Request) {
  const user = await requireUser(request);
  return answer(async () => {
    const body = await readJson(request);
    if (typeof body.unsubscribe === "string") {
      await removeSubscription(body.unsubscribe, { userId: user.id });
      return json({ subscribed: false });
    }
    await saveStaffSubscription(user.id, parseSubscription(body.subscription));
    return json({ subscribed: true }, 201);
  });
}

/** { subscription, schools } subscribes a parent's browser; { unsubscribe: endpoint } removes it. */
export async function parentPushRequest(request: Request) {
  return answer(async () => {
    parentLimiter ??= createSharedRateLimiter({ name: "push-subscription", ...PARENT_LIMIT });
    const { allowed, retryAfterSeconds } = await parentLimiter.hit(clientAddressGroup(request));
    if (!allowed)
      return Response.json(
        { error: "Too many requests from this address; please try again later." },
        { status: 429, headers: { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" } },
      );
    const body = await readJson(request);
    if (typeof body.unsubscribe === "string") {
      await removeSubscription(body.unsubscribe);
      return json({ subscribed: false });
    }
    const schools: SchoolSlug[] | null = chosenSchools(
      Array.isArray(body.schools)
        ? body.schools.filter((value): value is string => typeof value === "string")
        : [],
    );
    await saveParentSubscription(parseSubscription(body.subscription), schools);
    return json({ subscribed: true, schools: schools ?? "all" }, 201);
  });
}
