// The site's zone is written once (app/copy/locale.ts); its offset, in the forms ISO 8601 and SQL
// need, is derived from it.
import { describe, expect, it } from "vitest";
import { SITE_TIME_ZONE, SITE_UTC_OFFSET, SITE_UTC_OFFSET_MINUTES, utcOffset } from "~/copy/locale";

describe("the site's time zone", () => {
  it("is India's, with its one offset all year", () => {
    expect(SITE_TIME_ZONE).toBe("Asia/Kolkata");
    expect(SITE_UTC_OFFSET).toBe("+05:30");
    expect(SITE_UTC_OFFSET_MINUTES).toBe(330);
  });

  it("reads other zones' offsets, west of UTC and with daylight saving too", () => {
    expect(utcOffset("UTC")).toBe("+00:00");
    expect(utcOffset("Asia/Kathmandu", new Date("2026-01-01T00:00:00Z"))).toBe("+05:45");
    expect(utcOffset("America/New_York", new Date("2026-01-01T12:00:00Z"))).toBe("-05:00");
    expect(utcOffset("America/New_York", new Date("2026-07-01T12:00:00Z"))).toBe("-04:00");
    expect(utcOffset("America/St_Johns", new Date("2026-01-01T03:00:00Z"))).toBe("-03:30");
  });
});
