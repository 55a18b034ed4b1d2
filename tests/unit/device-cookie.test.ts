// The "signed in here before" cookie on its own: what it sets, and that nothing but a cookie made
// here, for the account, in the last year, is recognised (docs/decisions/020-device-cookies.md).
import { describe, expect, it } from "vitest";
import {
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  deviceCookieName,
  issueDeviceCookie,
  knownDevice,
} from "~/server/staff/device-cookie.server";

const SECRET = "device-cookie-unit-secret-0123456789abcdef";
const USER = "0b7f6a4e-5c1d-4e8a-9f3b-2d6c8a1e4f70";
const OTHER_USER = "7e2d1c9b-3a4f-4b6e-8d5c-1f0a9e8b7c6d";
const plain = { secret: SECRET, secure: false };

/** The cookie as the browser sends it back: "name=value". */
const sentBack = (setCookie: string | undefined) => setCookie!.split(";")[0]!;
const cookieValue = (setCookie: string | undefined) => sentBack(setCookie).split("=")[1]!;
const named = (value: string) => `${deviceCookieName(USER, false)}=${value}`;

describe("the device cookie", () => {
  it("is httpOnly, SameSite=Lax, for the admin paths only and kept a year; Secure with its prefix on https", () => {
    const cookie = issueDeviceCookie(USER, plain)!;
    const attributes = cookie.split("; ").slice(1);
    expect(attributes).toEqual(["Path=/admin", `Max-Age=${365 * 24 * 60 * 60}`, "HttpOnly", "SameSite=Lax"]);
    expect(DEVICE_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(cookie).not.toMatch(/Secure/);

    const secure = issueDeviceCookie(USER, { secret: SECRET, secure: true })!;
    expect(secure).toMatch(/^__Secure-sign_in_device_[A-Za-z0-9_-]{12}=/);
    expect(secure.split("; ")).toContain("Secure");
    // The name with the prefix only, whichever the browser sends.
    expect(knownDevice(sentBack(secure), USER, { secret: SECRET, secure: true })).toBeDefined();
    expect(knownDevice(sentBack(secure), USER, plain)).toBeUndefined();
    expect(knownDevice(sentBack(cookie), USER, { secret: SECRET, secure: true })).toBeUndefined();
  });

  it("carries the account's id and a random nonce, nothing about the person", () => {
    const first = cookieValue(issueDeviceCookie(USER, plain));
    const second = cookieValue(issueDeviceCookie(USER, plain));
    const [version, user, issued, nonce, mac] = first.split(".");
    expect(version).toBe("v1");
    expect(user).toBe(USER);
    expect(Number(issued)).toBeCloseTo(Date.now() / 1000, -1);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(mac).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.split(".")[3]).not.toBe(nonce);

    expect(knownDevice(named(first), USER, plain)).toEqual({ userId: USER, nonce });
    expect(knownDevice(`theme=dark; ${named(first)}; other=1`, USER, plain)?.nonce).toBe(nonce);
  });

  it("has a name of its own per account, so one browser keeps a cookie for each", () => {
    const name = (setCookie: string | undefined) => sentBack(setCookie).split("=")[0];
    expect(name(issueDeviceCookie(USER, plain))).toBe(deviceCookieName(USER, false));
    expect(name(issueDeviceCookie(USER, plain))).toMatch(/^sign_in_device_[A-Za-z0-9_-]{12}$/);
    expect(name(issueDeviceCookie(OTHER_USER, plain))).not.toBe(name(issueDeviceCookie(USER, plain)));
    // Read by its value: the name is only for the browser to keep them apart.
    const value = cookieValue(issueDeviceCookie(USER, plain));
    expect(knownDevice(`${deviceCookieName(OTHER_USER, false)}=${value}`, USER, plain)?.userId).toBe(USER);
  });

  it("is not recognised for another account, or when there is no account", () => {
    const cookie = sentBack(issueDeviceCookie(USER, plain));
    expect(knownDevice(cookie, OTHER_USER, plain)).toBeUndefined();
    expect(knownDevice(cookie, undefined, plain)).toBeUndefined();
    // Another account's cookie beside this one's: this one's counts.
    const other = sentBack(issueDeviceCookie(OTHER_USER, plain));
    expect(knownDevice(`${other}; ${cookie}`, USER, plain)?.userId).toBe(USER);
  });

  it("is not recognised when any part is changed, or signed with another secret", () => {
    const value = cookieValue(issueDeviceCookie(USER, plain));
    const [version, user, issued, nonce, mac] = value.split(".") as [string, string, string, string, string];
    const flip = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === "A" ? "B" : "A"}${text.slice(at + 1)}`;
    const changed = [
      [version, OTHER_USER, issued, nonce, mac],
      [version, user, String(Number(issued) - 1), nonce, mac],
      [version, user, issued, flip(nonce, 0), mac],
      [version, user, issued, nonce, flip(mac, 0)],
      [version, user, issued, nonce, flip(mac, 42)],
      ["v2", user, issued, nonce, mac],
    ].map((parts) => parts.join("."));
    for (const forged of changed) expect(knownDevice(named(forged), USER, plain), forged).toBeUndefined();
    for (const forged of changed.map((text) => text.replace(OTHER_USER, USER))) {
      if (forged !== value) expect(knownDevice(named(forged), USER, plain), forged).toBeUndefined();
    }
    expect(knownDevice(named(value), USER, { secret: `${SECRET}-other`, secure: false })).toBeUndefined();
    const otherSecret = cookieValue(issueDeviceCookie(USER, { secret: `${SECRET}-other`, secure: false }));
    expect(knownDevice(named(otherSecret), USER, plain)).toBeUndefined();
  });

  it("treats garbage as no cookie, without throwing", () => {
    const garbage = [
      "",
      "x",
      "v1",
      "v1....",
      `v1.${USER}.1.2.3`,
      "%00%ff",
      "é".repeat(100),
      `v1.${USER}.${"9".repeat(12)}.${"A".repeat(22)}.${"A".repeat(43)}`,
      `v1.${"a".repeat(5000)}`,
      '"quoted"',
    ];
    for (const value of garbage) expect(knownDevice(named(value), USER, plain), value).toBeUndefined();
    expect(knownDevice(null, USER, plain)).toBeUndefined();
    expect(knownDevice(";;; =; sign_in_device_; sign_in_device_x=", USER, plain)).toBeUndefined();
    // A header stuffed with forgeries is not checked without end, nor does it throw.
    const stuffed = Array.from({ length: 500 }, (_, i) => `sign_in_device_${i}=v1.x.1.y.z`).join("; ");
    expect(knownDevice(stuffed, USER, plain)).toBeUndefined();
  });

  it("is recognised for a year from its issue, not after, and not from the future", () => {
    const now = Date.UTC(2026, 10, 27, 9, 0, 0);
    const cookie = sentBack(issueDeviceCookie(USER, { ...plain, now }));
    const at = (ms: number) => knownDevice(cookie, USER, { ...plain, now: ms });
    expect(at(now)).toBeDefined();
    expect(at(now + DEVICE_COOKIE_MAX_AGE_SECONDS * 1000)).toBeDefined();
    expect(at(now + (DEVICE_COOKIE_MAX_AGE_SECONDS + 1) * 1000)).toBeUndefined();
    // Another process's clock a minute behind still takes it; an hour is not a clock's drift.
    expect(at(now - 60_000)).toBeDefined();
    expect(at(now - 60 * 60_000)).toBeUndefined();
  });

  it("is not issued for an id it could not carry", () => {
    expect(issueDeviceCookie("has.dots", plain)).toBeUndefined();
    expect(issueDeviceCookie("", plain)).toBeUndefined();
  });
});
