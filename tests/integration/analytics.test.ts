import { describe, expect, it } from "vitest";
import {
  addTimeSpent,
  analyticsSummary,
  recentVisitors,
  recordPageView,
  recordVisit,
  recordVisitorSession,
  topPages,
  visitorBreakdown,
  visitorTimeline,
} from "~/server/analytics/tracking.server";
import { setupTestDatabase } from "../support/test-database";
import { ISO_INSTANT } from "./helpers/staff";

setupTestDatabase();

const NOW = new Date("2030-05-01T12:00:00.000Z");
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();
const LAST_DAY = { since: new Date(NOW.getTime() - 24 * 3_600_000), until: NOW };

async function visit(
  sessionId: string,
  minutes: number,
  session: { referrer?: string; referrerHost?: string; country?: string; city?: string; device?: string },
  pages: [url: string, seconds: number][],
) {
  await recordVisitorSession({ sessionId, landingPage: pages[0]![0], ...session }, minutesAgo(minutes));
  for (const [index, [url, seconds]] of pages.entries())
    await recordPageView(
      { sessionId, pageUrl: url, pageTitle: `Title ${url}`, timeSpent: seconds },
      minutesAgo(minutes - index),
    );
}

describe("analytics", () => {
  it("records sessions once and page views with time spent", async () => {
    await visit(
      "s1",
      50,
      {
        country: "India",
        city: "Chennai",
        referrer: "https://www.google.com/",
        referrerHost: "www.google.com",
        device: "mobile",
      },
      [
        ["/", 30],
        ["/schools", 60],
      ],
    );
    expect(await recordVisitorSession({ sessionId: "s1", landingPage: "/other" }, minutesAgo(40))).toBe(
      false,
    );
    await visit(
      "s2",
      40,
      {
        country: "India",
        referrer: "https://google.com/search",
        referrerHost: "google.com",
        device: "desktop",
      },
      [["/", 10]],
    );
    await visit("s3", 30, { country: "Singapore", city: "Singapore", device: "mobile" }, [["/news", 20]]);
    await visit("s4", 20, {}, [
      ["/", 5],
      ["/contact", 15],
      ["/admissions", 40],
    ]);
    // Excluded: the spec's development host and a configured one.
    await visit("dev", 15, { referrer: "https://preview.lovable.dev/app", country: "Germany" }, [["/", 500]]);
    await visit("staging", 10, { referrer: "https://staging.example.net/", country: "France" }, [["/", 500]]);
    // Outside the range.
    await visit("old", 3 * 24 * 60, { country: "Japan" }, [["/", 999]]);
  });

  it("summarises the range per the spec, leaving out excluded referrers", async () => {
    const summary = await analyticsSummary({ ...LAST_DAY, excludedReferrers: ["staging.example.net"] });
    expect(summary).toEqual({
      visitors: 4,
      pageViews: 7,
      totalTimeSeconds: 180,
      averageTimeSeconds: 26,
      countries: 2,
      bounceRate: 50,
      topSource: "google.com",
    });
    const withStaging = await analyticsSummary(LAST_DAY);
    expect(withStaging.visitors).toBe(5);
    expect(withStaging.countries).toBe(3);
  });

  it("reports Direct when nobody came from another site, and zeros for an empty range", async () => {
    const empty = await analyticsSummary({ since: new Date(NOW.getTime() + 3_600_000) });
    expect(empty).toEqual({
      visitors: 0,
      pageViews: 0,
      totalTimeSeconds: 0,
      averageTimeSeconds: 0,
      countries: 0,
      bounceRate: 0,
      topSource: "Direct",
    });
    const lastHalfHour = await analyticsSummary({
      since: minutesAgo(31),
      until: NOW,
      excludedReferrers: ["example.net"],
    });
    expect(lastHalfHour.topSource).toBe("Direct");
    expect(lastHalfHour.visitors).toBe(2);
  });

  it("ranks top pages by views with total and average time", async () => {
    const pages = await topPages({ ...LAST_DAY, excludedReferrers: ["staging.example.net"] });
    expect(pages[0]).toEqual({
      pageUrl: "/",
      pageTitle: "Title /",
      views: 3,
      totalTimeSeconds: 45,
      averageTimeSeconds: 15,
    });
    expect(pages.map((p) => p.pageUrl)).toEqual(["/", "/admissions", "/contact", "/news", "/schools"]);
    expect(await topPages(LAST_DAY, 2)).toHaveLength(2);
  });

  it("lists recent visitors newest first with location, views and time", async () => {
    const visitors = await recentVisitors({ ...LAST_DAY, excludedReferrers: ["staging.example.net"] });
    expect(visitors.map((v) => v.sessionId)).toEqual(["s4", "s3", "s2", "s1"]);
    expect(visitors[0]).toMatchObject({
      location: "Unknown",
      views: 3,
      timeSpentSeconds: 60,
      landingPage: "/",
    });
    expect(visitors[1]!.location).toBe("Singapore, Singapore");
    expect(visitors[2]!.location).toBe("India");
    expect(visitors[3]).toMatchObject({
      location: "Chennai, India",
      referrer: "https://www.google.com/",
      views: 2,
    });
    expect(visitors[0]!.visitedAt).toMatch(ISO_INSTANT);
    expect(await recentVisitors(LAST_DAY, { limit: 1, offset: 1 })).toHaveLength(1);
  });

  it("adds reported time to the latest view of the page, ignoring nonsense", async () => {
    expect(await addTimeSpent({ sessionId: "s3", pageUrl: "/news", seconds: 25 })).toBe(true);
    expect(await addTimeSpent({ sessionId: "s3", pageUrl: "/news", seconds: -5 })).toBe(false);
    expect(await addTimeSpent({ sessionId: "s3", pageUrl: "/never-seen", seconds: 5 })).toBe(false);
    const [page] = (await topPages(LAST_DAY, 100)).filter((p) => p.pageUrl === "/news");
    expect(page!.totalTimeSeconds).toBe(45);
  });

  it("records a whole visit in one call, the session only the first time", async () => {
    await recordVisit(
      { sessionId: "s9", landingPage: "/gallery", country: "India" },
      { pageUrl: "/gallery", pageTitle: "Gallery" },
      minutesAgo(-1),
    );
    await recordVisit(
      { sessionId: "s9", landingPage: "/ignored" },
      { pageUrl: "/events", pageTitle: "Events", timeSpent: 3 },
      minutesAgo(-2),
    );
    const [latest] = await recentVisitors({ since: NOW });
    expect(latest).toMatchObject({ sessionId: "s9", landingPage: "/gallery", views: 2, timeSpentSeconds: 3 });
  });

  it("breaks visitors down by device and country", async () => {
    const range = { ...LAST_DAY, excludedReferrers: ["staging.example.net"] };
    expect(await visitorBreakdown(range, "device")).toEqual([
      { label: "mobile", visitors: 2 },
      { label: "desktop", visitors: 1 },
      { label: "Unknown", visitors: 1 },
    ]);
    const countries = await visitorBreakdown(range, "country");
    expect(countries[0]).toEqual({ label: "India", visitors: 2 });
    expect(countries.map((c) => c.label)).toContain("Unknown");
  });

  it("charts visitors and page views per hour in Indian time, every hour present", async () => {
    const since = new Date(NOW.getTime() - 2 * 3_600_000);
    const points = await visitorTimeline(
      { since, until: NOW, excludedReferrers: ["staging.example.net"] },
      NOW,
    );
    // 10:00-12:00 UTC is 15:30-17:30 in India: buckets 15, 16 and 17.
    expect(points.map((p) => p.bucket)).toEqual(["2030-05-01T15", "2030-05-01T16", "2030-05-01T17"]);
    expect(points.reduce((sum, p) => sum + p.visitors, 0)).toBe(4);
    expect(points.reduce((sum, p) => sum + p.pageViews, 0)).toBe(7);
    const daily = await visitorTimeline(
      { since: new Date(NOW.getTime() - 7 * 24 * 3_600_000), until: NOW },
      NOW,
    );
    expect(daily).toHaveLength(8);
    expect(daily.at(-1)).toMatchObject({ bucket: "2030-05-01", visitors: 5 });
    expect(daily.find((p) => p.bucket === "2030-04-28")).toMatchObject({ visitors: 1, pageViews: 1 });
  });
});
