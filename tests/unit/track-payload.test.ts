// The beacon as POST /api/track accepts it: the contract's fields, each capped, and the referrer
// reduced to what is kept.
import { describe, expect, it } from "vitest";
import { newVisitorSessionId } from "~/lib/tracking";
import {
  isAdminPage,
  isExcludedHost,
  readBeacon,
  TRACK_BODY_MAX_BYTES,
  TRACK_FIELD_MAX,
} from "~/server/analytics/ingest/payload.server";

const SESSION = newVisitorSessionId(1_764_072_000_000, 0.123456789);
const VALID = { sessionId: SESSION, pageUrl: "/schools?tab=all", pageTitle: "Our Schools", timeSpent: 0 };

function read(value: unknown) {
  return readBeacon(new TextEncoder().encode(typeof value === "string" ? value : JSON.stringify(value)));
}

describe("reading a beacon", () => {
  it("accepts the tracker's payload, with or without the optional fields", () => {
    expect(read(VALID)).toEqual({
      ok: true,
      beacon: { ...VALID, referrer: null, referrerHost: null },
    });
    const full = read({
      ...VALID,
      referrer: "https://www.Google.co.in/search?q=school",
      timeSpent: 30,
      customData: { a: 1 },
    });
    expect(full).toEqual({
      ok: true,
      beacon: {
        ...VALID,
        timeSpent: 30,
        referrer: "https://www.google.co.in/search?q=school",
        referrerHost: "www.google.co.in",
      },
    });
    // Fields the contract does not name are ignored, not stored.
    expect(read({ ...VALID, ip: "8.8.8.8" })).toMatchObject({ ok: true });
  });

  it("keeps only web addresses as referrers, without any user name or password in them", () => {
    const referrerOf = (referrer: unknown) => {
      const result = read({ ...VALID, referrer });
      return result.ok ? [result.beacon.referrer, result.beacon.referrerHost] : result.message;
    };
    expect(referrerOf("")).toEqual([null, null]);
    expect(referrerOf(null)).toEqual([null, null]);
    expect(referrerOf("android-app://com.google.android.gm/")).toEqual([null, null]);
    expect(referrerOf("javascript:alert(1)")).toEqual([null, null]);
    expect(referrerOf("not a url")).toEqual([null, null]);
    expect(referrerOf("https://user:secret@example.org/x")).toEqual(["https://example.org/x", "example.org"]);
  });

  it("turns control characters in the title into spaces", () => {
    const result = read({ ...VALID, pageTitle: "  Admissions\u0000\tOpen\n" });
    expect(result).toMatchObject({ ok: true, beacon: { pageTitle: "Admissions  Open" } });
  });

  it.each([
    ["not JSON", "{sessionId:"],
    ["JSON that is not an object", "[1,2]"],
    ["an empty body", ""],
    ["bytes that are not UTF-8", new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])],
    ["a session id of another shape", { ...VALID, sessionId: "abc" }],
    ["a session id with a NUL", { ...VALID, sessionId: `${SESSION}\u0000` }],
    ["a page address with a host", { ...VALID, pageUrl: "https://elsewhere.example/" }],
    ["a page address starting with //", { ...VALID, pageUrl: "//elsewhere.example/" }],
    ["a page address with a space", { ...VALID, pageUrl: "/a b" }],
    ["a page address with a NUL", { ...VALID, pageUrl: "/a\u0000b" }],
    ["a page address over its cap", { ...VALID, pageUrl: `/${"a".repeat(TRACK_FIELD_MAX.pageUrl)}` }],
    ["a title over its cap", { ...VALID, pageTitle: "t".repeat(TRACK_FIELD_MAX.pageTitle + 1) }],
    [
      "a referrer over its cap",
      { ...VALID, referrer: `https://a.example/${"r".repeat(TRACK_FIELD_MAX.referrer)}` },
    ],
    ["a referrer with a control character", { ...VALID, referrer: "https://a.example/\u0000" }],
    ["a missing title", { sessionId: SESSION, pageUrl: "/", timeSpent: 0 }],
    ["seconds as text", { ...VALID, timeSpent: "5" }],
    ["negative seconds", { ...VALID, timeSpent: -1 }],
    ["fractional seconds", { ...VALID, timeSpent: 2.5 }],
    ["more than a day of seconds", { ...VALID, timeSpent: 86_401 }],
    ["custom data that is not an object", { ...VALID, customData: [1, 2] }],
    ["custom data over its cap", { ...VALID, customData: { note: "x".repeat(2_000) } }],
  ])("refuses %s", (_, value) => {
    const result = value instanceof Uint8Array ? readBeacon(value) : read(value);
    expect(result).toMatchObject({
      ok: false,
      message: expect.stringContaining("This is not a visit report."),
    });
  });

  it("has a body limit that any valid beacon fits in", () => {
    const largest = {
      sessionId: `session_${"9".repeat(16)}_${"z".repeat(32)}`,
      pageUrl: `/${"p".repeat(TRACK_FIELD_MAX.pageUrl - 1)}`,
      pageTitle: "t".repeat(TRACK_FIELD_MAX.pageTitle),
      referrer: `https://a.example/${"r".repeat(TRACK_FIELD_MAX.referrer - 18)}`,
      timeSpent: 86_400,
      customData: { note: "c".repeat(1_000) },
    };
    expect(read(largest)).toMatchObject({ ok: true });
    expect(new TextEncoder().encode(JSON.stringify(largest)).byteLength).toBeLessThanOrEqual(
      TRACK_BODY_MAX_BYTES,
    );
  });
});

describe("what is left out", () => {
  it("matches an excluded host and its subdomains, not hosts that merely end the same way", () => {
    const excluded = ["lovable.dev", "staging.example.net"];
    expect(isExcludedHost("lovable.dev", excluded)).toBe(true);
    expect(isExcludedHost("preview--site.lovable.dev", excluded)).toBe(true);
    expect(isExcludedHost("staging.example.net", excluded)).toBe(true);
    expect(isExcludedHost("notlovable.dev", excluded)).toBe(false);
    expect(isExcludedHost("example.net", excluded)).toBe(false);
    expect(isExcludedHost(null, excluded)).toBe(false);
  });

  it("knows admin pages as the spec's tracker does: any path beginning with /admin", () => {
    expect(isAdminPage("/admin")).toBe(true);
    expect(isAdminPage("/admin/analytics?range=7d")).toBe(true);
    expect(isAdminPage("/admissions")).toBe(false);
    expect(isAdminPage("/")).toBe(false);
  });
});
