// Daily roll-ups give the same figures as raw rows: visits generated at random over ten days are
// reported for many ranges, checked against figures worked out here from the generated visits,
// then rolled up, and reported again; then the raw rows of the rolled-up days are deleted and
// ranges made of whole days still give the same figures (so they really come from the roll-ups).
import { describe, expect, it } from "vitest";
import { type Dimension, visitorBreakdown, visitorTimeline } from "~/server/analytics/breakdowns.server";
import { maintainAnalytics } from "~/server/analytics/maintenance.server";
import { allPages, analyticsSummary, countVisitors } from "~/server/analytics/reports.server";
import { recordVisit } from "~/server/analytics/tracking.server";
import { db } from "~/server/db/db.server";
import { setupTestDatabase } from "../support/test-database";

setupTestDatabase();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const IST = 330 * 60_000;
const NOW = Date.parse("2030-06-15T09:10:00.000Z"); // 14:40 in India
const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`) - IST;
const dayOf = (time: number) => new Date(time + IST).toISOString().slice(0, 10);

function randomSource(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = randomSource(20300615);
const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;

type View = { url: string; title: string; at: number; seconds: number };
type Visit = {
  id: string;
  start: number;
  country: string | null;
  host: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  views: View[];
};

const PAGES = ["/", "/schools", "/news", "/events", "/contact", "/admissions", "/gallery"];
const visits: Visit[] = [];

function generateVisits() {
  for (let i = 0; i < 140; i++) {
    // Now and then right before a school-time midnight, so that a visit runs into the next day.
    const start =
      i % 12 === 0
        ? dayStart(dayOf(NOW - (1 + Math.floor(random() * 9)) * DAY)) - 2 * 60_000
        : NOW - Math.floor(random() * 10 * DAY) - 20 * 60_000;
    const views: View[] = [];
    const count = random() < 0.4 ? 1 : 2 + Math.floor(random() * 4);
    for (let v = 0; v < count; v++) {
      const url = pick(PAGES);
      views.push({
        url,
        title: `${url} ${pick(["A", "B"])}`,
        at: start + v * 90_000,
        seconds: random() < 0.2 ? 0 : Math.floor(random() * 200),
      });
    }
    visits.push({
      id: `session_${start}_r${i}`,
      start,
      country: pick(["India", "India", "Nepal", "Singapore", null]),
      host: pick(["google.com", "bing.com", "facebook.com", null, null]),
      device: pick(["mobile", "desktop", null]),
      browser: pick(["Chrome", "Safari", "Firefox"]),
      os: pick(["Android", "iOS", "Windows", null]),
      views,
    });
  }
}

/** The spec's figures worked out from the generated visits, independently of the product's SQL. */
function expectedSummary(from: number, to: number) {
  const inRange = visits.filter((v) => v.start >= from && v.start < to);
  const pageViews = inRange.reduce((sum, v) => sum + v.views.length, 0);
  const time = inRange.reduce((sum, v) => sum + v.views.reduce((s, view) => s + view.seconds, 0), 0);
  const hosts = new Map<string, number>();
  for (const v of inRange) if (v.host) hosts.set(v.host, (hosts.get(v.host) ?? 0) + 1);
  const top = [...hosts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))[0];
  const bounces = inRange.filter((v) => v.views.length === 1).length;
  const direct = inRange.filter((v) => !v.host).length;
  return {
    visitors: inRange.length,
    pageViews,
    totalTimeSeconds: time,
    averageTimeSeconds: pageViews ? Math.round(time / pageViews) : 0,
    countries: new Set(inRange.map((v) => v.country).filter(Boolean)).size,
    bounceRate: inRange.length ? Math.round((bounces / inRange.length) * 100) : 0,
    topSource: top?.[0] ?? "Direct",
    // Issue 26: the shares the Top Source card states.
    topSourceShare: share(top ? top[1] : direct, inRange.length),
    directShare: share(direct, inRange.length),
  };
}

function share(part: number, whole: number) {
  return whole ? Math.round((part / whole) * 100) : 0;
}

function expectedPages(from: number, to: number) {
  const pages = new Map<string, { views: number; time: number }>();
  for (const view of visits.flatMap((v) => v.views).filter((view) => view.at >= from && view.at < to)) {
    const page = pages.get(view.url) ?? { views: 0, time: 0 };
    page.views++;
    page.time += view.seconds;
    pages.set(view.url, page);
  }
  return [...pages]
    .sort(([a, x], [b, y]) => y.views - x.views || (a < b ? -1 : 1))
    .map(([url, page]) => [url, page.views, page.time]);
}

/** Ranges of every shape: the page's own, whole days, and random stretches. */
function ranges() {
  const list = [
    { from: NOW - HOUR, to: NOW },
    { from: NOW - DAY, to: NOW },
    { from: NOW - 7 * DAY, to: NOW },
    { from: NOW - 30 * DAY, to: NOW },
    { from: dayStart(dayOf(NOW - 6 * DAY)), to: dayStart(dayOf(NOW - DAY)) },
  ];
  for (let i = 0; i < 12; i++) {
    const from = NOW - Math.floor(random() * 11 * DAY);
    list.push({ from, to: Math.min(NOW, from + Math.floor(random() * 6 * DAY) + HOUR) });
  }
  return list;
}

const DIMENSIONS: Dimension[] = ["country", "source", "device", "browser", "os"];

async function everything(range: { from: number; to: number }) {
  const r = { since: new Date(range.from), until: new Date(range.to) };
  return {
    summary: await analyticsSummary(r),
    visitors: await countVisitors(r),
    pages: (await allPages(r, { limit: 100 })).items,
    breakdowns: await Promise.all(DIMENSIONS.map((d) => visitorBreakdown(r, d, 50))),
    timeline: await visitorTimeline(r, new Date(range.to)),
  };
}

describe("daily roll-ups", () => {
  const checked = ranges();
  const before: Awaited<ReturnType<typeof everything>>[] = [];

  it("records ten days of generated visits", async () => {
    generateVisits();
    for (const visit of visits)
      for (const [index, view] of visit.views.entries())
        await recordVisit(
          {
            sessionId: visit.id,
            landingPage: visit.views[0]!.url,
            country: visit.country,
            referrer: visit.host ? `https://${visit.host}/` : null,
            referrerHost: visit.host,
            device: visit.device,
            browser: visit.browser,
            os: visit.os,
          },
          { pageUrl: view.url, pageTitle: view.title, timeSpent: view.seconds },
          new Date(index === 0 ? visit.start : view.at).toISOString(),
        );
    const rows = await db()
      .selectFrom("page_view")
      .select(db().fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(visits.reduce((sum, v) => sum + v.views.length, 0));
  });

  it("reports raw rows as the spec counts them", async () => {
    for (const range of checked) {
      const figures = await everything(range);
      expect(figures.summary).toEqual(expectedSummary(range.from, range.to));
      expect(figures.visitors).toBe(figures.summary.visitors);
      expect(figures.pages.map((p) => [p.pageUrl, p.views, p.totalTimeSeconds])).toEqual(
        expectedPages(range.from, range.to),
      );
      before.push(figures);
    }
  });

  it("gives the very same figures once the finished days are rolled up", async () => {
    const report = await maintainAnalytics({ now: new Date(NOW), retentionDays: 400 });
    const firstDay = dayOf(Math.min(...visits.map((v) => v.start)));
    expect(report.rolledUpDays[0]).toBe(firstDay);
    expect(report.rolledUpDays.at(-1)).toBe(dayOf(NOW - DAY));
    expect(report.prunedPageViews + report.prunedSessions).toBe(0);
    for (const [i, range] of checked.entries()) expect(await everything(range)).toEqual(before[i]);
  });

  it("reads whole days from the roll-ups: the same figures without their raw rows", async () => {
    const keptFrom = dayStart(dayOf(NOW - 2 * DAY));
    const pruned = await maintainAnalytics({ now: new Date(NOW), retentionDays: 2 });
    expect(pruned.prunedBefore).toBe(new Date(keptFrom).toISOString());
    expect(pruned.prunedSessions).toBeGreaterThan(80);
    const wholeDays = [
      { from: dayStart(dayOf(NOW - 9 * DAY)), to: NOW },
      { from: dayStart(dayOf(NOW - 7 * DAY)), to: dayStart(dayOf(NOW)) },
      { from: dayStart(dayOf(NOW - 5 * DAY)), to: NOW - 3 * HOUR },
      { from: dayStart(dayOf(NOW - 4 * DAY)), to: keptFrom + 5 * HOUR },
    ];
    for (const range of wholeDays) {
      const figures = await everything(range);
      expect(figures.summary).toEqual(expectedSummary(range.from, range.to));
      // Sessions are counted on the day they began, their page views on the day each was made.
      const pages = figures.pages.map((p) => [p.pageUrl, p.views, p.totalTimeSeconds]);
      expect(pages).toEqual(expectedPages(range.from, range.to));
    }
  });
});
