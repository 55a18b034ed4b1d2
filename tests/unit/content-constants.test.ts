import { describe, expect, it } from "vitest";
import { ANALYTICS_RANGES, analyticsRangeStart, DEFAULT_ANALYTICS_RANGE } from "~/copy/analytics";
import {
  DEFAULT_EVENT_CATEGORY,
  DEFAULT_GALLERY_CATEGORY,
  DEFAULT_NEWS_CATEGORY,
  DEFAULT_NEWS_PRIORITY,
  EVENT_CATEGORIES,
  GALLERY_CATEGORIES,
  NEWS_CATEGORIES,
} from "~/copy/categories";
import { CONTENT_KIND_LABELS, CONTENT_LIST_KINDS } from "~/copy/content-kinds";
import { CAMPUS_VISIT_TIME_SLOTS } from "~/copy/enquiries";
import { MEDIA_BUCKETS } from "~/copy/media";

describe("fixed facts of the spec", () => {
  it("puts each category list's default first", () => {
    expect(GALLERY_CATEGORIES[0]).toBe(DEFAULT_GALLERY_CATEGORY);
    expect(EVENT_CATEGORIES[0]).toBe(DEFAULT_EVENT_CATEGORY);
    expect(NEWS_CATEGORIES[0]).toBe(DEFAULT_NEWS_CATEGORY);
    expect(DEFAULT_GALLERY_CATEGORY).toBe("Other");
    expect(DEFAULT_NEWS_PRIORITY).toBe("medium");
    expect([GALLERY_CATEGORIES.length, EVENT_CATEGORIES.length, NEWS_CATEGORIES.length]).toEqual([
      10, 10, 10,
    ]);
  });

  it("offers six one-hour campus visit slots", () => {
    expect(CAMPUS_VISIT_TIME_SLOTS).toHaveLength(6);
    expect(CAMPUS_VISIT_TIME_SLOTS[3]).toBe("2:00 PM - 3:00 PM");
  });

  it("names the content list's type filter as the spec does", () => {
    expect(CONTENT_LIST_KINDS.map((kind) => CONTENT_KIND_LABELS[kind])).toEqual([
      "News",
      "Events",
      "Faculty",
      "Gallery",
      "About",
      "School Info",
    ]);
  });

  it("groups school logos with school headers, and events and news with general", () => {
    expect(MEDIA_BUCKETS["school-logos"]).toBe("school-headers");
    expect([MEDIA_BUCKETS.events, MEDIA_BUCKETS.news]).toEqual(["general", "general"]);
  });

  it("starts analytics ranges the right time back, with Last 24 Hours by default", () => {
    const now = new Date("2030-01-08T00:00:00Z");
    expect(ANALYTICS_RANGES.map((r) => r.label)).toEqual([
      "Last Hour",
      "Last 24 Hours",
      "Last 7 Days",
      "Last 30 Days",
    ]);
    expect(DEFAULT_ANALYTICS_RANGE).toBe("24h");
    expect(analyticsRangeStart("1h", now).toISOString()).toBe("2030-01-07T23:00:00.000Z");
    expect(analyticsRangeStart("7d", now).toISOString()).toBe("2030-01-01T00:00:00.000Z");
  });
});
