// The Analytics screen's figures as text (spec §9): durations, percentages, comparisons with the
// previous period, and the time range read from the address.
import { describe, expect, it } from "vitest";
import { ANALYTICS_RANGES, analyticsRangeFrom } from "~/copy/analytics";
import {
  chartPoint,
  compareWithPrevious,
  formatDuration,
  formatPercent,
  pageRow,
  percentChange,
  referrerHost,
  summaryCards,
  visitorRow,
} from "~/lib/analytics-format";
import { SPEC } from "../support/spec";

describe("formatDuration", () => {
  it("writes seconds under a minute as seconds, else minutes and seconds", () => {
    expect(formatDuration(0)).toBe("0s");
    expect(formatDuration(59)).toBe("59s");
    expect(formatDuration(60)).toBe("1m 0s");
    expect(formatDuration(3725)).toBe("62m 5s");
  });

  it("rounds to the nearest second first", () => {
    expect(formatDuration(59.4)).toBe("59s");
    expect(formatDuration(59.5)).toBe("1m 0s");
    expect(formatDuration(124.6)).toBe("2m 5s");
  });

  it("never shows a negative or unreadable time", () => {
    expect(formatDuration(-3)).toBe("0s");
    expect(formatDuration(Number.NaN)).toBe("0s");
  });
});

describe("formatPercent", () => {
  it("writes a whole percentage", () => {
    expect(formatPercent(0)).toBe("0%");
    expect(formatPercent(33.4)).toBe("33%");
    expect(formatPercent(100)).toBe("100%");
  });
});

describe("percentChange", () => {
  it("is the change over the previous figure in whole percent", () => {
    expect(percentChange(112, 100)).toBe(12);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(3, 2)).toBe(50);
    expect(percentChange(1, 3)).toBe(-67);
    expect(percentChange(7, 7)).toBe(0);
  });

  it("calls a figure new when the previous one was 0, and has nothing to say about 0 and 0", () => {
    expect(percentChange(5, 0)).toBe("new");
    expect(percentChange(0, 0)).toBeNull();
    expect(percentChange(0, 4)).toBe(-100);
  });
});

describe("compareWithPrevious", () => {
  it("writes the change with its sign and the period", () => {
    expect(compareWithPrevious(112, 100, "24 hours")).toEqual({
      trend: "up",
      text: "+12% vs previous 24 hours",
    });
    expect(compareWithPrevious(3, 4, "7 days")).toEqual({ trend: "down", text: "-25% vs previous 7 days" });
    expect(compareWithPrevious(9, 9, "hour")).toEqual({ trend: "same", text: "No change vs previous hour" });
  });

  it("says new when the previous period had no visits, and nothing when neither had", () => {
    expect(compareWithPrevious(4, 0, "24 hours")).toEqual({
      trend: "new",
      text: "New: none in the previous 24 hours",
    });
    expect(compareWithPrevious(0, 0, "24 hours")).toBeNull();
  });

  it("compares a rate by its difference in points", () => {
    expect(compareWithPrevious(60, 40, "30 days", { points: true })).toEqual({
      trend: "up",
      text: "+20 pts vs previous 30 days",
    });
    expect(compareWithPrevious(0, 50, "30 days", { points: true })).toEqual({
      trend: "down",
      text: "-50 pts vs previous 30 days",
    });
    // 0% before among real visits is a rate like any other.
    expect(compareWithPrevious(25, 0, "hour", { points: true, previousHadVisits: true })).toEqual({
      trend: "up",
      text: "+25 pts vs previous hour",
    });
  });

  it("tells a figure that was 0 among visits from a quiet previous period", () => {
    expect(compareWithPrevious(30, 0, "24 hours", { previousHadVisits: true })).toEqual({
      trend: "up",
      text: "Up from 0 in the previous 24 hours",
    });
    expect(compareWithPrevious(0, 0, "24 hours", { previousHadVisits: true })).toEqual({
      trend: "same",
      text: "No change vs previous 24 hours",
    });
    expect(compareWithPrevious(30, 12, "24 hours", { previousHadVisits: false })).toEqual({
      trend: "new",
      text: "New: none in the previous 24 hours",
    });
  });
});

describe("the time range in the address", () => {
  it("reads the four ranges of the spec, Last 24 Hours when none or another is asked for", () => {
    const spec = SPEC.analyticsRangesMs;
    expect(ANALYTICS_RANGES.map((range) => [range.key, range.label, range.milliseconds])).toEqual([
      ["1h", "Last Hour", spec["1h"]],
      ["24h", "Last 24 Hours", spec["24h"]],
      ["7d", "Last 7 Days", spec["7d"]],
      ["30d", "Last 30 Days", spec["30d"]],
    ]);
    expect(analyticsRangeFrom("1h")).toBe("1h");
    expect(analyticsRangeFrom("7d")).toBe("7d");
    expect(analyticsRangeFrom("30d")).toBe("30d");
    for (const other of [null, undefined, "", "24H", "90d", "1h ", "toString", "__proto__"])
      expect(analyticsRangeFrom(other)).toBe(SPEC.analyticsDefaultRange);
  });
});

describe("chartPoint", () => {
  it("names an hour of school time on the axis and in full", () => {
    expect(chartPoint({ bucket: "2026-11-25T14", visitors: 3, pageViews: 7 })).toEqual({
      bucket: "2026-11-25T14",
      visitors: 3,
      pageViews: 7,
      label: "2 pm",
      fullLabel: "25 Nov, 2 pm",
    });
    expect(chartPoint({ bucket: "2026-01-01T00", visitors: 0, pageViews: 0 }).fullLabel).toBe("1 Jan, 12 am");
    expect(chartPoint({ bucket: "2026-01-01T12", visitors: 0, pageViews: 0 }).label).toBe("12 pm");
  });

  it("names a day with its weekday in full", () => {
    const point = chartPoint({ bucket: "2026-11-25", visitors: 1, pageViews: 2 });
    expect([point.label, point.fullLabel]).toEqual(["25 Nov", "Wed, 25 Nov"]);
  });
});

describe("summaryCards", () => {
  const figures = {
    visitors: 4,
    pageViews: 7,
    averageTimeSeconds: 3725,
    countries: 2,
    bounceRate: 50,
    topSource: "google.com",
    topSourceShare: 17,
    directShare: 83,
  };

  it("says what the Top Source means: the top referring site's share, and Direct's (issue 26)", () => {
    const [, , , , , topSource] = summaryCards(figures, figures, "24 hours");
    expect([topSource!.value, topSource!.meaning]).toEqual([
      "google.com",
      "Top referring site: 17% of visits (Direct: 83%)",
    ]);
    const direct = { ...figures, topSource: "Direct", topSourceShare: 100, directShare: 100 };
    expect(summaryCards(direct, figures, "24 hours")[5]!.meaning).toBe(
      "No referring site: 100% of visits came direct",
    );
    expect(summaryCards({ ...direct, visitors: 0 }, figures, "24 hours")[5]!.meaning).toBeUndefined();
  });

  it("writes each figure as the card shows it, against the period before", () => {
    const before = {
      ...figures,
      visitors: 2,
      pageViews: 7,
      averageTimeSeconds: 45,
      bounceRate: 60,
      topSource: "Direct",
    };
    expect(
      summaryCards(figures, before, "24 hours").map((card) => [card.value, card.comparison?.text]),
    ).toEqual([
      ["4", "+100% vs previous 24 hours"],
      ["7", "No change vs previous 24 hours"],
      ["62m 5s", "+8178% vs previous 24 hours"],
      ["2", "No change vs previous 24 hours"],
      ["50%", "-10 pts vs previous 24 hours"],
      ["google.com", "Previous 24 hours: Direct"],
    ]);
  });

  it("says new against a period without visits, and compares nothing when neither had any", () => {
    const quiet = {
      ...figures,
      visitors: 0,
      pageViews: 0,
      averageTimeSeconds: 0,
      countries: 0,
      bounceRate: 0,
      topSource: "Direct",
    };
    const cards = summaryCards(figures, quiet, "7 days");
    expect(cards.slice(0, 5).map((card) => card.comparison?.text)).toEqual(
      Array(5).fill("New: none in the previous 7 days"),
    );
    expect(cards[5]!.comparison).toBeNull();
    expect(summaryCards(quiet, quiet, "hour").map((card) => [card.value, card.comparison])).toEqual([
      ["0", null],
      ["0", null],
      ["0s", null],
      ["0", null],
      ["0%", null],
      ["Direct", null],
    ]);
  });

  it("groups large counts the Indian way", () => {
    expect(summaryCards({ ...figures, visitors: 1234567 }, figures, "30 days")[0]!.value).toBe("12,34,567");
  });
});

describe("the tables' rows", () => {
  const visit = {
    sessionId: "session_1764072000000_abcdefghi",
    location: "Chennai, India",
    landingPage: "/schools",
    referrer: "https://www.google.com/search?q=schools",
    device: "mobile",
    browser: "Safari",
    os: null,
    views: 3,
    timeSpentSeconds: 125,
    visitedAt: "2026-11-25T08:45:00.000Z",
  };

  it("writes a visit with its source host, device, time spent and India time", () => {
    expect(visitorRow(visit)).toEqual({
      id: visit.sessionId,
      location: "Chennai, India",
      landingPage: "/schools",
      referrer: "https://www.google.com/search?q=schools",
      source: "google.com",
      device: "mobile · Safari",
      views: 3,
      timeSpent: "2m 5s",
      visitTime: "25 Nov 2026, 2:15 pm",
      visitedAt: visit.visitedAt,
    });
  });

  it("calls a visit without a referrer direct", () => {
    const row = visitorRow({ ...visit, referrer: null, device: null, browser: null });
    expect([row.referrer, row.source, row.device]).toEqual(["Direct", "Direct", ""]);
    expect(visitorRow({ ...visit, referrer: "" }).referrer).toBe("Direct");
  });

  it("finds a referrer's host, or none", () => {
    expect(referrerHost("https://www.google.co.in/")).toBe("google.co.in");
    expect(referrerHost("http://facebook.com/groups/x")).toBe("facebook.com");
    expect(referrerHost("not an address")).toBeNull();
    expect(referrerHost(null)).toBeNull();
  });

  it("writes a page's average and total time", () => {
    expect(
      pageRow({ pageUrl: "/", pageTitle: "Home", views: 3, averageTimeSeconds: 25, totalTimeSeconds: 75 }),
    ).toEqual({ pageUrl: "/", pageTitle: "Home", views: 3, averageTime: "25s", totalTime: "1m 15s" });
  });
});
