import { describe, expect, it } from "vitest";
import { isCalendarDate, todayInSchoolTimeZone } from "~/copy/locale";

describe("todayInSchoolTimeZone", () => {
  it("is already tomorrow in India when it is late evening in UTC", () => {
    // 19:00 UTC is 00:30 the next day in Asia/Kolkata (UTC+5:30).
    expect(todayInSchoolTimeZone(new Date("2025-08-14T19:00:00Z"))).toBe("2025-08-15");
  });

  it("is still today just before midnight in India", () => {
    expect(todayInSchoolTimeZone(new Date("2025-08-14T18:29:59Z"))).toBe("2025-08-14");
  });

  it("pads months and days", () => {
    expect(todayInSchoolTimeZone(new Date("2026-01-05T06:00:00Z"))).toBe("2026-01-05");
  });
});

describe("isCalendarDate", () => {
  it("accepts real dates and refuses impossible or badly written ones", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2025-02-29")).toBe(false);
    expect(isCalendarDate("2025-13-01")).toBe(false);
    expect(isCalendarDate("2025-1-01")).toBe(false);
    expect(isCalendarDate("01-01-2025")).toBe(false);
  });
});
