// The spec's analytics arithmetic (§9) and the school-day arithmetic behind the roll-ups, on
// hand-built numbers.
import { describe, expect, it } from "vitest";
import {
  lastFinishedDay,
  nextSchoolTime,
  planRange,
  previousPeriod,
  schoolDayOf,
  schoolDayStart,
  wholeDaysWithin,
} from "~/server/analytics/school-days.server";
import {
  addTally,
  averageSeconds,
  bounceRate,
  countryCount,
  summaryOf,
  type Tallies,
  topSourceOf,
  visitorLocation,
} from "~/server/analytics/tallies.server";
import { ConfigError } from "~/server/config.server";
import { configWith } from "../support/config-reader";

function tallies(entries: Record<string, number>): Tallies {
  return new Map(
    Object.entries(entries).map(([value, sessions]) => [
      value,
      { sessions, pageViews: sessions, timeSpent: 0, bounces: 0 },
    ]),
  );
}

const at = (text: string) => Date.parse(text);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("the spec's figures", () => {
  it("bounce rate: sessions with exactly one page view over all sessions, in whole percent", () => {
    expect(bounceRate(1, 3)).toBe(33);
    expect(bounceRate(2, 3)).toBe(67);
    expect(bounceRate(1, 8)).toBe(13); // 12.5 rounds up
    expect(bounceRate(3, 3)).toBe(100);
    expect(bounceRate(0, 0)).toBe(0);
  });

  it("average time: total seconds over page views, rounded", () => {
    expect(averageSeconds(180, 7)).toBe(26); // 25.7
    expect(averageSeconds(10, 4)).toBe(3); // 2.5 rounds up
    expect(averageSeconds(10, 3)).toBe(3); // 3.33
    expect(averageSeconds(0, 5)).toBe(0);
    expect(averageSeconds(50, 0)).toBe(0);
  });

  it("top source: the host most sessions came from; a tie goes to the host that sorts first", () => {
    expect(topSourceOf(tallies({ "google.com": 3, "bing.com": 2, "": 9 }))).toBe("google.com");
    expect(topSourceOf(tallies({ "google.com": 2, "bing.com": 2, "yahoo.com": 1 }))).toBe("bing.com");
    expect(topSourceOf(tallies({ "zeta.org": 4, "alpha.org": 4 }))).toBe("alpha.org");
  });

  it("top source: 'Direct' when no session came from another site", () => {
    expect(topSourceOf(tallies({ "": 12 }))).toBe("Direct");
    expect(topSourceOf(new Map())).toBe("Direct");
  });

  it("countries: distinct, non-empty", () => {
    expect(countryCount(tallies({ India: 5, Singapore: 1, "": 7 }))).toBe(2);
    expect(countryCount(tallies({ "": 3 }))).toBe(0);
  });

  it("location: 'city, country', or the country, or 'Unknown'", () => {
    expect(visitorLocation("Chennai", "India")).toBe("Chennai, India");
    expect(visitorLocation(null, "India")).toBe("India");
    expect(visitorLocation("Chennai", null)).toBe("Unknown");
    expect(visitorLocation(null, null)).toBe("Unknown");
    expect(visitorLocation("", "")).toBe("Unknown");
  });

  it("a summary puts the figures together", () => {
    const total = { sessions: 4, pageViews: 7, timeSpent: 180, bounces: 2 };
    expect(
      summaryOf(total, tallies({ India: 2, Singapore: 1, "": 1 }), tallies({ "google.com": 2, "": 2 })),
    ).toEqual({
      visitors: 4,
      pageViews: 7,
      totalTimeSeconds: 180,
      averageTimeSeconds: 26,
      countries: 2,
      bounceRate: 50,
      topSource: "google.com",
      topSourceShare: 50,
      directShare: 50,
    });
  });

  it("says how many came from the top source and how many came direct (issue 26)", () => {
    const total = { sessions: 12, pageViews: 20, timeSpent: 0, bounces: 6 };
    expect(summaryOf(total, new Map(), tallies({ "google.com": 2, "": 10 }))).toMatchObject({
      topSource: "google.com",
      topSourceShare: 17,
      directShare: 83,
    });
    expect(summaryOf(total, new Map(), tallies({ "": 12 }))).toMatchObject({
      topSource: "Direct",
      topSourceShare: 100,
      directShare: 100,
    });
  });

  it("the previous period has the same length and ends where the range begins", () => {
    const since = new Date("2030-05-01T10:00:00Z");
    const until = new Date("2030-05-01T11:00:00Z");
    expect(previousPeriod({ since, until })).toEqual({
      since: new Date("2030-05-01T09:00:00Z"),
      until: since,
    });
    const week = previousPeriod({ since: "2030-05-08T00:00:00Z" }, new Date("2030-05-15T00:00:00Z"));
    expect(week.since.toISOString()).toBe("2030-05-01T00:00:00.000Z");
    expect(week.until.toISOString()).toBe("2030-05-08T00:00:00.000Z");
  });

  it("adding tallies sums the counts and keeps the greater title", () => {
    const kept: Tallies = new Map();
    addTally(kept, "/", { sessions: 1, pageViews: 2, timeSpent: 30, bounces: 1, title: "Alpha" });
    addTally(kept, "/", { sessions: 2, pageViews: 3, timeSpent: 5, bounces: 0, title: "Beta" });
    addTally(kept, "/", { sessions: 0, pageViews: 1, timeSpent: 1, bounces: 0, title: null });
    expect(kept.get("/")).toEqual({ sessions: 3, pageViews: 6, timeSpent: 36, bounces: 1, title: "Beta" });
  });
});

describe("school days (Asia/Kolkata, UTC+05:30)", () => {
  it("a day runs from 18:30 UTC the evening before", () => {
    expect(schoolDayOf(at("2030-04-30T18:29:59.999Z"))).toBe("2030-04-30");
    expect(schoolDayOf(at("2030-04-30T18:30:00.000Z"))).toBe("2030-05-01");
    expect(new Date(schoolDayStart("2030-05-01")).toISOString()).toBe("2030-04-30T18:30:00.000Z");
  });

  it("whole days of a range leave out the partial days at its edges", () => {
    const from = at("2030-05-01T12:00:00Z"); // 17:30 on 1 May in India
    expect(wholeDaysWithin({ from, to: from + 3 * DAY })).toEqual(["2030-05-02", "2030-05-03"]);
    expect(wholeDaysWithin({ from, to: from + 2 * HOUR })).toEqual([]);
    const midnight = schoolDayStart("2030-05-02");
    expect(wholeDaysWithin({ from: midnight, to: midnight + DAY })).toEqual(["2030-05-02"]);
    expect(wholeDaysWithin({ from: midnight, to: midnight + DAY - 1 })).toEqual([]);
  });

  it("a range splits into rolled-up days and raw stretches that cover it exactly once", () => {
    const from = at("2030-05-01T12:00:00Z");
    const to = from + 4 * DAY;
    const plan = planRange({ from, to }, new Set(["2030-05-02", "2030-05-04", "2030-04-30"]));
    expect(plan.rolledDays).toEqual(["2030-05-02", "2030-05-04"]);
    expect(plan.rawIntervals).toEqual([
      { from, to: schoolDayStart("2030-05-02") },
      { from: schoolDayStart("2030-05-03"), to: schoolDayStart("2030-05-04") },
      { from: schoolDayStart("2030-05-05"), to },
    ]);
    const covered =
      plan.rolledDays.length * DAY + plan.rawIntervals.reduce((sum, part) => sum + part.to - part.from, 0);
    expect(covered).toBe(to - from);
    expect(planRange({ from, to }, new Set())).toEqual({ rolledDays: [], rawIntervals: [{ from, to }] });
  });

  it("a day may be rolled up once it has been over for the settle time", () => {
    const end = schoolDayStart("2030-05-02");
    expect(lastFinishedDay(end + HOUR - 1, HOUR)).toBe("2030-04-30");
    expect(lastFinishedDay(end + HOUR, HOUR)).toBe("2030-05-01");
  });

  it("the daily run is the next time the school clock shows the given minute", () => {
    const quarterPastOne = schoolDayStart("2030-05-02") + 75 * 60_000;
    expect(nextSchoolTime(quarterPastOne - 1, 75)).toBe(quarterPastOne);
    expect(nextSchoolTime(quarterPastOne, 75)).toBe(quarterPastOne + DAY);
    expect(nextSchoolTime(schoolDayStart("2030-05-02") + 20 * HOUR, 75)).toBe(quarterPastOne + DAY);
  });
});

describe("ANALYTICS_RETENTION_DAYS", () => {
  const read = configWith("ANALYTICS_RETENTION_DAYS");

  it("defaults to 400 days", () => {
    expect(read().analyticsRetentionDays).toBe(400);
    expect(read("90").analyticsRetentionDays).toBe(90);
  });

  it("refuses what is not a whole number of days from 62 on, naming the variable", () => {
    for (const bad of ["ten", "30", "61", "90.5", "-1", "40000"]) {
      expect(() => read(bad)).toThrow(ConfigError);
      expect(() => read(bad)).toThrow(/ANALYTICS_RETENTION_DAYS/);
    }
  });
});
