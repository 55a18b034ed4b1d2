import { describe, expect, it } from "vitest";
import { visitorBreakdown, visitorTimeline } from "~/server/analytics/breakdowns.server";
import { enquiryPages } from "~/server/analytics/enquiry-pages.server";
import {
  allPages,
  analyticsSummary,
  countVisitors,
  recentVisitors,
  topPages,
} from "~/server/analytics/reports.server";
import { previousPeriod } from "~/server/analytics/school-days.server";
import {
  addTimeSpent,
  recordPageView,
  recordVisit,
  recordVisitorSession,
} from "~/server/analytics/tracking.server";
import { recordEnquiry } from "~/server/enquiries/enquiries.server";
import { setupTestDatabase } from "../support/test-database";
import { ISO_INSTANT } from "./helpers/staff";

setupTestDatabase();

const NOW = new Date("2030-05-01T12:00:00.000Z"); // 17:30 in India
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();
const HOURS = 60;
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
    // The day before: the previous period of the last 24 hours.
    await visit("p1", 24 * HOURS + 30, { referrerHost: "bing.com", country: "India" }, [
      ["/", 10],
      ["/events", 20],
    ]);
    await visit("p2", 24 * HOURS + 40, { referrerHost: "ask.com", country: "Nepal" }, [["/", 6]]);
    await visit("p3", 48 * HOURS, {}, [["/gallery", 4]]);
    // Before both periods.
    await visit("old", 48 * HOURS + 1, { country: "Japan", referrerHost: "yahoo.com" }, [["/", 999]]);
  });

  it("summarises the range per the spec", async () => {
    expect(await analyticsSummary(LAST_DAY)).toEqual({
      visitors: 4,
      pageViews: 7,
      totalTimeSeconds: 180,
      averageTimeSeconds: 26, // 180 / 7 = 25.7
      countries: 2, // India twice, Singapore; s4 has none
      bounceRate: 50, // s2 and s3 viewed one page each
      topSource: "google.com", // www. is dropped, so both Google visits count together
      topSourceShare: 50, // issue 26: what the card means, 2 of 4 from google.com
      directShare: 50, // s3 and s4 came direct
    });
    expect(await countVisitors(LAST_DAY)).toBe(4);
  });

  it("compares with the previous period of the same length, right before", async () => {
    const previous = previousPeriod(LAST_DAY);
    expect(previous).toEqual({ since: new Date(NOW.getTime() - 48 * 3_600_000), until: LAST_DAY.since });
    expect(await analyticsSummary(previous)).toEqual({
      visitors: 3, // p3 began exactly at the start; "old" a minute before it
      pageViews: 4,
      totalTimeSeconds: 40,
      averageTimeSeconds: 10,
      countries: 2,
      bounceRate: 67,
      topSource: "ask.com", // one session each from ask.com and bing.com: the first by name
      topSourceShare: 33,
      directShare: 33, // p3
    });
  });

  it("reports Direct when nobody came from another site, and zeros for an empty range", async () => {
    const empty = await analyticsSummary({ since: new Date(NOW.getTime() + 3_600_000), until: NOW });
    expect(empty).toEqual({
      visitors: 0,
      pageViews: 0,
      totalTimeSeconds: 0,
      averageTimeSeconds: 0,
      countries: 0,
      bounceRate: 0,
      topSource: "Direct",
      topSourceShare: 0,
      directShare: 0,
    });
    const lastHalfHour = await analyticsSummary({ since: minutesAgo(31), until: NOW });
    expect(lastHalfHour).toMatchObject({
      visitors: 2,
      topSource: "Direct",
      topSourceShare: 100,
      directShare: 100,
      countries: 1,
      bounceRate: 50,
    });
  });

  it("ranks top pages by views with total and average time", async () => {
    const pages = await topPages(LAST_DAY);
    expect(pages[0]).toEqual({
      pageUrl: "/",
      pageTitle: "Title /",
      views: 3,
      totalTimeSeconds: 45,
      averageTimeSeconds: 15,
    });
    expect(pages.map((p) => p.pageUrl)).toEqual(["/", "/admissions", "/contact", "/news", "/schools"]);
    expect(await topPages(LAST_DAY, 2)).toHaveLength(2);
    expect((await topPages(LAST_DAY, 2, 3)).map((p) => p.pageUrl)).toEqual(["/news", "/schools"]);
  });

  it("pages the Pages tab with the number of pages viewed", async () => {
    const second = await allPages(LAST_DAY, { limit: 2, offset: 2 });
    expect(second.total).toBe(5);
    expect(second.items.map((p) => [p.pageUrl, p.views, p.totalTimeSeconds])).toEqual([
      ["/contact", 1, 15],
      ["/news", 1, 20],
    ]);
    expect((await allPages(LAST_DAY, { offset: 10 })).items).toEqual([]);
  });

  it("lists recent visitors newest first with location, views and time", async () => {
    const visitors = await recentVisitors(LAST_DAY);
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
      timeSpentSeconds: 90,
    });
    expect(visitors[0]!.visitedAt).toMatch(ISO_INSTANT);
    expect((await recentVisitors(LAST_DAY, { limit: 2, offset: 1 })).map((v) => v.sessionId)).toEqual([
      "s3",
      "s2",
    ]);
  });

  it("breaks visitors down by device, country and source, missing values last among equals", async () => {
    expect(await visitorBreakdown(LAST_DAY, "device")).toEqual([
      { label: "mobile", visitors: 2 },
      { label: "desktop", visitors: 1 },
      { label: "Unknown", visitors: 1 },
    ]);
    expect(await visitorBreakdown(LAST_DAY, "country")).toEqual([
      { label: "India", visitors: 2 },
      { label: "Singapore", visitors: 1 },
      { label: "Unknown", visitors: 1 },
    ]);
    expect(await visitorBreakdown(LAST_DAY, "source")).toEqual([
      { label: "google.com", visitors: 2 },
      { label: "Direct", visitors: 2 },
    ]);
    expect(await visitorBreakdown(LAST_DAY, "device", 1)).toEqual([{ label: "mobile", visitors: 2 }]);
  });

  it("charts visitors and their page views per hour in Indian time, every hour present", async () => {
    const since = new Date(NOW.getTime() - 2 * 3_600_000);
    const points = await visitorTimeline({ since, until: NOW }, NOW);
    // 10:00-12:00 UTC is 15:30-17:30 in India; s1 and s2 began at 16:40 and 16:50, s3 and s4 at
    // 17:00 and 17:10.
    expect(points).toEqual([
      { bucket: "2030-05-01T15", visitors: 0, pageViews: 0 },
      { bucket: "2030-05-01T16", visitors: 2, pageViews: 3 },
      { bucket: "2030-05-01T17", visitors: 2, pageViews: 4 },
    ]);
  });

  it("charts longer ranges per day, every day present", async () => {
    const daily = await visitorTimeline(
      { since: new Date(NOW.getTime() - 7 * 24 * 3_600_000), until: NOW },
      NOW,
    );
    expect(daily.map((p) => p.bucket)).toEqual([
      "2030-04-24",
      "2030-04-25",
      "2030-04-26",
      "2030-04-27",
      "2030-04-28",
      "2030-04-29",
      "2030-04-30",
      "2030-05-01",
    ]);
    // p3 and "old" began at 17:30 and 17:29 in India on 29 April.
    expect(daily.slice(-4)).toEqual([
      { bucket: "2030-04-28", visitors: 0, pageViews: 0 },
      { bucket: "2030-04-29", visitors: 2, pageViews: 2 },
      { bucket: "2030-04-30", visitors: 2, pageViews: 3 },
      { bucket: "2030-05-01", visitors: 4, pageViews: 7 },
    ]);
  });

  it("adds reported time to the latest view of the page and to its session, ignoring nonsense", async () => {
    expect(await addTimeSpent({ sessionId: "s3", pageUrl: "/news", seconds: 25 })).toBe(true);
    expect(await addTimeSpent({ sessionId: "s3", pageUrl: "/news", seconds: -5 })).toBe(false);
    expect(await addTimeSpent({ sessionId: "s3", pageUrl: "/never-seen", seconds: 5 })).toBe(false);
    const [page] = (await topPages(LAST_DAY, 100)).filter((p) => p.pageUrl === "/news");
    expect(page!.totalTimeSeconds).toBe(45);
    expect((await analyticsSummary(LAST_DAY)).totalTimeSeconds).toBe(205);
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
    const [latest] = await recentVisitors({ since: NOW, until: minutesAgo(-3) });
    expect(latest).toMatchObject({ sessionId: "s9", landingPage: "/gallery", views: 2, timeSpentSeconds: 3 });
  });

  it("tells which pages led to an enquiry: pages viewed before it was sent, and where the visit began", async () => {
    await recordEnquiry(
      { kind: "contact", name: "From s1", visitorSessionId: "s1" },
      new Date(minutesAgo(10)),
    );
    // s4 viewed /admissions only after sending.
    await recordEnquiry(
      { kind: "contact", name: "From s4", visitorSessionId: "s4" },
      new Date(minutesAgo(18.5)),
    );
    await recordEnquiry({ kind: "contact", name: "Spam", visitorSessionId: "s2" }, new Date(minutesAgo(5)), {
      isSuspectedSpam: () => true,
    });
    await recordEnquiry({ kind: "contact", name: "No visit known" }, new Date(minutesAgo(5)));
    await recordEnquiry(
      { kind: "contact", name: "Day before", visitorSessionId: "p1" },
      new Date(minutesAgo(24 * HOURS + 10)),
    );
    expect(await enquiryPages(LAST_DAY)).toEqual([
      { pageUrl: "/", enquiries: 2, asLandingPage: 2 },
      { pageUrl: "/contact", enquiries: 1, asLandingPage: 0 },
      { pageUrl: "/schools", enquiries: 1, asLandingPage: 0 },
    ]);
    expect(await enquiryPages(LAST_DAY, 1)).toHaveLength(1);
    expect(await enquiryPages(previousPeriod(LAST_DAY))).toEqual([
      { pageUrl: "/", enquiries: 1, asLandingPage: 1 },
      { pageUrl: "/events", enquiries: 1, asLandingPage: 0 },
    ]);
  });
});
