// Per-address limits count an IPv6 /64 network as one visitor (a phone or a home is handed a whole
// /64 and may use any address in it), on both engines: enquiries' spam allowance, sign-in per
// address, newsletter sign-ups and visit beacons.
import { describe, expect, it } from "vitest";
import { LOGIN_MAX_PER_ADDRESS } from "~/copy/admin-login";
import { ENQUIRY_SPAM_ALLOWANCE } from "~/copy/enquiry-copy";
import { NEWSLETTER_RATE_LIMIT } from "~/copy/newsletter";
import { ingestBeacon, TRACK_RATE_LIMIT } from "~/server/analytics/ingest/ingest.server";
import { db } from "~/server/db/db.server";
import { createEnquiryRecorder } from "~/server/http/enquiry-endpoint.server";
import { createNewsletterSignup } from "~/server/news/newsletter-signup.server";
import { CLIENT_IP_HEADER, createRateLimiter } from "~/server/rate-limit.server";
import { signInStaff } from "~/server/staff/sign-in.server";
import { setupTestDatabase } from "../support/test-database";

setupTestDatabase();

/** The n-th address of one /64, each written differently from the last. */
function inNetwork(prefix: string, n: number) {
  return `${prefix}:${((n * 7919) % 65536 || 1).toString(16)}:${n.toString(16)}:0:${(n + 1).toString(16)}`;
}

describe("an IPv6 /64 counts as one visitor", () => {
  it("for enquiries: beyond the allowance they are kept, marked suspected spam", async () => {
    const record = createEnquiryRecorder();
    const sent = ENQUIRY_SPAM_ALLOWANCE.max * 2;
    for (let i = 0; i < sent; i++) {
      const answer = await record(
        new Request("http://school.test/api/enquiries", {
          method: "POST",
          headers: { "content-type": "application/json", [CLIENT_IP_HEADER]: inNetwork("2001:db8:40:7", i) },
          body: JSON.stringify({ kind: "contact", name: `Neighbour ${i}`, message: `from one network ${i}` }),
        }),
      );
      expect(answer.status, `enquiry ${i}`).toBe(201);
    }
    const rows = await db()
      .selectFrom("enquiry")
      .select("suspected_spam")
      .where("message", "like", "from one network %")
      .execute();
    expect(rows).toHaveLength(sent);
    const spam = rows.filter((row) => row.suspected_spam === true || row.suspected_spam === 1);
    expect(spam).toHaveLength(sent - ENQUIRY_SPAM_ALLOWANCE.max);
  });

  it("for sign-in attempts per address", async () => {
    const attempt = (address: string, n: number) =>
      signInStaff(
        new Request("http://localhost:3000/admin/login", {
          method: "POST",
          headers: { [CLIENT_IP_HEADER]: address },
        }),
        { login: `nobody-${n}`, password: "wrong-password-1", rememberMe: false },
      );
    for (let i = 0; i < LOGIN_MAX_PER_ADDRESS; i++) {
      expect(await attempt(inNetwork("2001:db8:41:9", i), i), `attempt ${i}`).toMatchObject({
        ok: false,
        reason: "invalid",
      });
    }
    expect(await attempt(inNetwork("2001:db8:41:9", LOGIN_MAX_PER_ADDRESS), 999)).toMatchObject({
      ok: false,
      reason: "rate-limited",
    });
    // The next network is another visitor.
    expect(await attempt("2001:db8:41:a::1", 1000)).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("for newsletter sign-ups", async () => {
    const signUp = createNewsletterSignup(createRateLimiter(NEWSLETTER_RATE_LIMIT));
    const statuses: string[] = [];
    for (let i = 0; i <= NEWSLETTER_RATE_LIMIT.max; i++) {
      const response = await signUp(
        new Request("http://localhost:3000/news", {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            [CLIENT_IP_HEADER]: inNetwork("2001:db8:42:1", i),
          },
          body: new URLSearchParams({ email: `parent${i}@example.org` }),
        }),
      );
      statuses.push(response.status === 303 ? "answered" : String(response.status));
    }
    const stored = await db()
      .selectFrom("newsletter_subscriber")
      .select("email")
      .where("email", "like", "parent%@example.org")
      .execute();
    expect(statuses.every((status) => status === "answered")).toBe(true);
    expect(stored).toHaveLength(NEWSLETTER_RATE_LIMIT.max);
  });

  it("for visit beacons", async () => {
    const beacon = (i: number) =>
      ingestBeacon({
        body: new TextEncoder().encode(
          JSON.stringify({
            sessionId: `session_1764072000000_v6${String(i).padStart(6, "0")}`,
            pageUrl: "/",
            pageTitle: "Home",
            timeSpent: 0,
          }),
        ),
        address: inNetwork("2001:db8:43:2", i),
        userAgent:
          "Mozilla/5.0 (Linux; Android 13; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
        doNotTrack: false,
        globalPrivacyControl: false,
      });
    const outcomes = [];
    for (let i = 0; i <= TRACK_RATE_LIMIT.max; i++) outcomes.push((await beacon(i)).kind);
    expect(outcomes.slice(0, TRACK_RATE_LIMIT.max).every((kind) => kind !== "rate-limited")).toBe(true);
    expect(outcomes.at(-1)).toBe("rate-limited");
  });
});
