// The ingest of POST /api/track below HTTP: what a beacon stores, what it never stores, the
// place and the device it is given, and group commit under many beacons at once.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { TrackPayload } from "~/lib/tracking";
import { locateAddress } from "~/server/analytics/ingest/geoip.server";
import { type BeaconRequest, ingestBeacon, TRACK_RATE_LIMIT } from "~/server/analytics/ingest/ingest.server";
import { recordTrackEvents } from "~/server/analytics/tracking.server";
import { config, setConfig } from "~/server/config.server";
import { db } from "~/server/db/db.server";
import { trackFetch } from "~/server/http/track.server";
import { CLIENT_IP_HEADER } from "~/server/rate-limit.server";
import { setupTestDatabase } from "../support/test-database";

setupTestDatabase();

const UA = {
  desktopChrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  androidPhone:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  iPad: "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
} as const;

let sessionCount = 0;
function newSessionId() {
  sessionCount++;
  return `session_1764072000000_t${String(sessionCount).padStart(6, "0")}`;
}

let addressCount = 0;
/** A loopback address of its own per beacon unless given: the per-address limit stays out of the way. */
function nextAddress() {
  addressCount++;
  return `127.1.${Math.floor(addressCount / 250)}.${addressCount % 250}`;
}

function send(payload: Partial<TrackPayload> | unknown, request: Partial<BeaconRequest> = {}) {
  return ingestBeacon({
    body: new TextEncoder().encode(typeof payload === "string" ? payload : JSON.stringify(payload)),
    address: nextAddress(),
    userAgent: UA.desktopChrome,
    doNotTrack: false,
    globalPrivacyControl: false,
    ...request,
  });
}

function view(sessionId: string, pageUrl: string, extra: Partial<TrackPayload> = {}): TrackPayload {
  return { sessionId, pageUrl, pageTitle: `Title of ${pageUrl}`, timeSpent: 0, ...extra };
}

async function sessionRow(sessionId: string) {
  return db()
    .selectFrom("visitor_session")
    .selectAll()
    .where("session_id", "=", sessionId)
    .executeTakeFirst();
}

async function viewsOf(sessionId: string) {
  return db()
    .selectFrom("page_view")
    .select(["page_url", "page_title", "time_spent"])
    .where("session_id", "=", sessionId)
    .orderBy("id")
    .execute();
}

async function storedCounts() {
  const [sessions, views] = await Promise.all([
    db()
      .selectFrom("visitor_session")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow(),
    db()
      .selectFrom("page_view")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { sessions: Number(sessions.n), views: Number(views.n) };
}

describe("POST /api/track's ingest", () => {
  it("creates the session once, with its landing page and referrer, and a view per report", async () => {
    const id = newSessionId();
    expect(
      await send(view(id, "/schools?tab=all", { referrer: "https://www.Google.com/search?q=x" })),
    ).toEqual({
      kind: "stored",
    });
    expect(await send(view(id, "/about", { referrer: "https://other.example/" }))).toEqual({
      kind: "stored",
    });

    const session = await sessionRow(id);
    expect(session).toMatchObject({
      landing_page: "/schools?tab=all",
      referrer: "https://www.google.com/search?q=x",
      referrer_host: "google.com",
      page_views: 2,
      time_spent: 0,
    });
    expect(session?.last_seen_at).toBeTruthy();
    expect(await viewsOf(id)).toEqual([
      { page_url: "/schools?tab=all", page_title: "Title of /schools?tab=all", time_spent: 0 },
      { page_url: "/about", page_title: "Title of /about", time_spent: 0 },
    ]);
    const rows = await db().selectFrom("visitor_session").select("id").where("session_id", "=", id).execute();
    expect(rows).toHaveLength(1);
  });

  it("adds reported time to the session's latest view of that page and to the session", async () => {
    const id = newSessionId();
    await send(view(id, "/news"));
    await send(view(id, "/events"));
    expect(await send(view(id, "/news", { timeSpent: 30 }))).toEqual({ kind: "stored" });
    await send(view(id, "/news"));
    await send(view(id, "/news", { timeSpent: 12 }));
    // A page this session never viewed gets nothing, nor does the session.
    expect(await send(view(id, "/never-seen", { timeSpent: 50 }))).toEqual({ kind: "stored" });

    expect((await viewsOf(id)).map((row) => [row.page_url, row.time_spent])).toEqual([
      ["/news", 30],
      ["/events", 0],
      ["/news", 12],
    ]);
    expect(await sessionRow(id)).toMatchObject({ page_views: 3, time_spent: 42 });
  });

  it("keeps a time report that arrives while its view is still being placed (issue 26)", async () => {
    // A phone on a public address: the view waits for the geolocation file, the time for that
    // page is sent a moment later and answered first; it must still find its view.
    const id = newSessionId();
    const placed = send(view(id, "/admissions"), { address: "8.8.4.4" });
    const timed = send(view(id, "/admissions", { timeSpent: 4 }), { address: "8.8.4.4" });
    expect(await Promise.all([placed, timed])).toEqual([{ kind: "stored" }, { kind: "stored" }]);
    expect((await viewsOf(id)).map((row) => [row.page_url, row.time_spent])).toEqual([["/admissions", 4]]);
    expect(await sessionRow(id)).toMatchObject({ page_views: 1, time_spent: 4, country: "United States" });
  });

  it("keeps the order of one batch: time goes to the view it followed, never to a later one", async () => {
    const id = newSessionId();
    const at = (second: number) => new Date(Date.UTC(2030, 4, 1, 12, 0, second)).toISOString();
    const session = { sessionId: id, landingPage: "/gallery" };
    await recordTrackEvents([{ kind: "view", at: at(0), session, pageUrl: "/gallery" }]);
    const result = await recordTrackEvents([
      { kind: "time", at: at(1), sessionId: id, pageUrl: "/gallery", seconds: 6 },
      { kind: "view", at: at(2), session, pageUrl: "/gallery" },
      { kind: "time", at: at(3), sessionId: id, pageUrl: "/gallery", seconds: 3 },
      { kind: "view", at: at(4), session, pageUrl: "/events" },
      { kind: "time", at: at(5), sessionId: id, pageUrl: "/events", seconds: 2 },
      { kind: "time", at: at(6), sessionId: id, pageUrl: "/events", seconds: 4 },
      { kind: "time", at: at(7), sessionId: id, pageUrl: "/nowhere", seconds: 9 },
    ]);
    expect(result).toEqual({ views: 2, timeReports: 4 });
    expect((await viewsOf(id)).map((row) => [row.page_url, row.time_spent])).toEqual([
      ["/gallery", 6],
      ["/gallery", 3],
      ["/events", 6],
    ]);
    const stored = await sessionRow(id);
    expect(stored).toMatchObject({ page_views: 3, time_spent: 15 });
    expect(new Date(stored!.last_seen_at!).toISOString()).toBe(at(6));
  });

  it("stores nothing for Do Not Track, Global Privacy Control, bots, excluded referrers and admin pages", async () => {
    const previous = config();
    setConfig({ ...previous, analyticsExcludedReferrers: ["staging.example.net"] });
    try {
      const before = await storedCounts();
      const id = newSessionId();
      const cases: [Promise<unknown>, unknown][] = [
        [send(view(id, "/"), { doNotTrack: true }), { kind: "dropped", reason: "do-not-track" }],
        [send(view(id, "/"), { globalPrivacyControl: true }), { kind: "dropped", reason: "do-not-track" }],
        [send(view(id, "/"), { userAgent: UA.googlebot }), { kind: "dropped", reason: "bot" }],
        [send(view(id, "/"), { userAgent: null }), { kind: "dropped", reason: "bot" }],
        [
          send(view(id, "/", { referrer: "https://preview--school.lovable.dev/" })),
          { kind: "dropped", reason: "excluded-referrer" },
        ],
        [
          send(view(id, "/", { referrer: "https://staging.example.net/page" })),
          { kind: "dropped", reason: "excluded-referrer" },
        ],
        [send(view(id, "/admin")), { kind: "dropped", reason: "admin-page" }],
        [send(view(id, "/admin/analytics?range=7d")), { kind: "dropped", reason: "admin-page" }],
        [send(view(id, "/admin/news", { timeSpent: 20 })), { kind: "dropped", reason: "admin-page" }],
      ];
      for (const [outcome, expected] of cases) expect(await outcome).toEqual(expected);
      expect(await storedCounts()).toEqual(before);
      expect(await sessionRow(id)).toBeUndefined();
    } finally {
      setConfig(previous);
    }
  });

  it("keeps leaving out a session that came from an excluded host, on the pages it opens next", async () => {
    const fromDevHost = newSessionId();
    expect(await send(view(fromDevHost, "/", { referrer: "https://id-preview.lovable.dev/" }))).toEqual({
      kind: "dropped",
      reason: "excluded-referrer",
    });
    // The next page names this site as its referrer; the session is still the dev host's.
    expect(await send(view(fromDevHost, "/schools", { referrer: "https://school.example/" }))).toEqual({
      kind: "dropped",
      reason: "excluded-referrer",
    });
    expect(await send(view(fromDevHost, "/schools", { timeSpent: 9 }))).toMatchObject({ kind: "dropped" });
    expect(await sessionRow(fromDevHost)).toBeUndefined();
    const other = newSessionId();
    expect(await send(view(other, "/schools", { referrer: "https://school.example/" }))).toEqual({
      kind: "stored",
    });
  });

  it("refuses a malformed beacon and stores nothing", async () => {
    const before = await storedCounts();
    const id = newSessionId();
    for (const body of [
      "not json",
      "",
      "[]",
      "null",
      { ...view(id, "/"), sessionId: "someone-else" },
      { ...view(id, "/"), pageUrl: "https://elsewhere.example/" },
      { ...view(id, "/"), pageUrl: "//elsewhere.example/" },
      { ...view(id, "/"), timeSpent: -1 },
      { ...view(id, "/"), timeSpent: 1.5 },
      { ...view(id, "/"), timeSpent: "10" },
      { ...view(id, "/"), pageTitle: "x".repeat(10_000) },
      { ...view(id, "/"), customData: { blob: "x".repeat(5_000) } },
    ]) {
      const outcome = await send(body);
      expect(outcome, JSON.stringify(body).slice(0, 80)).toMatchObject({ kind: "invalid" });
    }
    expect(await storedCounts()).toEqual(before);
  });

  it("limits each address, storing nothing beyond the limit", async () => {
    const address = "127.9.9.9";
    const id = newSessionId();
    const allowed = await Promise.all(
      Array.from({ length: TRACK_RATE_LIMIT.max }, (_, i) => send(view(id, `/page-${i}`), { address })),
    );
    expect(allowed.filter((outcome) => outcome.kind === "stored")).toHaveLength(TRACK_RATE_LIMIT.max);
    expect(await send(view(id, "/one-too-many"), { address })).toMatchObject({ kind: "rate-limited" });
    expect(await sessionRow(id)).toMatchObject({ page_views: TRACK_RATE_LIMIT.max });
    // Another address is not held back.
    expect(await send(view(newSessionId(), "/"))).toEqual({ kind: "stored" });
  });

  it("answers unavailable, storing nothing of the batch, when the database refuses it", async () => {
    const id = newSessionId();
    await sql`alter table page_view rename to page_view_away`.execute(db());
    let outcome: unknown;
    try {
      outcome = await send(view(id, "/news"));
    } finally {
      await sql`alter table page_view_away rename to page_view`.execute(db());
    }
    expect(outcome).toEqual({ kind: "unavailable" });
    // The session went in the same transaction as the view: neither is kept.
    expect(await sessionRow(id)).toBeUndefined();
    expect(await send(view(id, "/news"))).toEqual({ kind: "stored" });
  });

  it("stores every one of many concurrent beacons once their answers have come", async () => {
    const ids = Array.from({ length: 60 }, () => newSessionId());
    const beacons = ids.flatMap((id) => [view(id, "/"), view(id, "/schools"), view(id, "/contact")]);
    const outcomes = await Promise.all(beacons.map((beacon) => send(beacon)));
    expect(outcomes.every((outcome) => outcome.kind === "stored")).toBe(true);
    const stored = await db()
      .selectFrom("page_view")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("session_id", "in", ids)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(beacons.length);
    const sessions = await db()
      .selectFrom("visitor_session")
      .select(["page_views"])
      .where("session_id", "in", ids)
      .execute();
    expect(sessions.map((row) => row.page_views)).toEqual(ids.map(() => 3));

    const times = await Promise.all(ids.map((id) => send(view(id, "/schools", { timeSpent: 7 }))));
    expect(times.every((outcome) => outcome.kind === "stored")).toBe(true);
    const spent = await db()
      .selectFrom("visitor_session")
      .select(["time_spent"])
      .where("session_id", "in", ids)
      .execute();
    expect(spent.map((row) => row.time_spent)).toEqual(ids.map(() => 7));
  });
});

describe("place and device of a visit", () => {
  it("names the country and city of a public address, and none for a private or loopback one", async () => {
    expect(await locateAddress("8.8.8.8")).toEqual({ country: "United States", city: "Mountain View" });
    expect(await locateAddress("1.1.1.1")).toMatchObject({ country: "Australia" });
    expect((await locateAddress("2001:4860:4860::8888")).country).toEqual(expect.any(String));
    expect(await locateAddress("::ffff:8.8.8.8")).toMatchObject({ country: "United States" });
    for (const address of ["127.0.0.1", "10.1.2.3", "172.16.5.4", "192.168.1.1", "::1", "fe80::1", "fd00::1"])
      expect(await locateAddress(address), address).toEqual({ country: null, city: null });
    expect(await locateAddress("unknown")).toEqual({ country: null, city: null });
  });

  it("stores the place of the address on the session, never the address", async () => {
    const id = newSessionId();
    await send(view(id, "/"), { address: "8.8.8.8" });
    const session = await sessionRow(id);
    expect(session).toMatchObject({ country: "United States", city: "Mountain View" });
    expect(JSON.stringify(session)).not.toContain("8.8.8.8");
    const local = newSessionId();
    await send(view(local, "/"), { address: "127.0.0.1" });
    expect(await sessionRow(local)).toMatchObject({ country: null, city: null });
  });

  it("tells a desktop Chrome, an Android phone and an iPad apart", async () => {
    const expected = [
      [UA.desktopChrome, { device: "desktop", browser: "Chrome", os: "Windows" }],
      [UA.androidPhone, { device: "mobile", browser: "Chrome", os: "Android" }],
      [UA.iPad, { device: "tablet", browser: "Safari", os: "iOS" }],
    ] as const;
    for (const [userAgent, device] of expected) {
      const id = newSessionId();
      expect(await send(view(id, "/"), { userAgent })).toEqual({ kind: "stored" });
      expect(await sessionRow(id), userAgent).toMatchObject(device);
    }
  });
});

describe("the route module's answers (React Router's entry for /api/track)", () => {
  function request(method: string, body?: string, contentType = "text/plain;charset=UTF-8") {
    return new Request("http://localhost/api/track", {
      method,
      body,
      headers: {
        "content-type": contentType,
        "user-agent": UA.desktopChrome,
        [CLIENT_IP_HEADER]: nextAddress(),
      },
    });
  }

  it("answers as the Express fast path does", async () => {
    const id = newSessionId();
    const stored = await trackFetch(request("POST", JSON.stringify(view(id, "/news"))));
    expect(stored.status).toBe(204);
    expect(await viewsOf(id)).toHaveLength(1);
    expect((await trackFetch(request("GET"))).status).toBe(405);
    expect((await trackFetch(request("POST", "{}", "application/x-www-form-urlencoded"))).status).toBe(415);
    expect((await trackFetch(request("POST", "not json"))).status).toBe(400);
    expect((await trackFetch(request("POST", "x".repeat(20_000)))).status).toBe(413);
  });
});
