import { describe, expect, it } from "vitest";
import { CHALLENGE_TTL_MS } from "~/copy/admin-login";
import { checkChallenge, createChallenge } from "~/server/staff/sign-in-question.server";

const secret = "unit-test-secret-that-is-long-enough-0123456789";
const other = "another-secret-that-is-also-long-enough-987654";

describe("the sign-in arithmetic challenge", () => {
  it("asks for two whole numbers from 1 to 10", async () => {
    const seen = new Set<number>();
    for (let i = 0; i < 300; i++) {
      const { a, b } = await createChallenge({ secret });
      for (const n of [a, b]) {
        expect(Number.isInteger(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(10);
        seen.add(n);
      }
    }
    expect(seen.size).toBe(10);
  });

  it("carries no readable numbers or answer: only an expiry, a nonce and a keyed hash", async () => {
    const now = Date.now();
    for (let i = 0; i < 50; i++) {
      const { token } = await createChallenge({ secret, now });
      const [expiry, nonce, mac, ...rest] = token.split(".");
      expect(rest).toEqual([]);
      expect(Number(expiry)).toBe(now + CHALLENGE_TTL_MS);
      expect(nonce).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(mac).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The same numbers under another nonce give an unrelated token.
      const again = await createChallenge({ secret, now });
      expect(again.token.split(".")[2]).not.toBe(mac);
    }
  });

  it("accepts the sum once, with spaces around it", async () => {
    const { a, b, token } = await createChallenge({ secret });
    expect(await checkChallenge(token, ` ${a + b} `, { secret })).toBe("passed");
    // The same token cannot be answered twice.
    expect(await checkChallenge(token, String(a + b), { secret })).toBe("failed");
  });

  it("refuses a wrong, empty or non-numeric answer, and the token is spent by it", async () => {
    for (const answer of ["", "abc", "1.5", "999999", "-3"]) {
      const { token } = await createChallenge({ secret });
      expect(await checkChallenge(token, answer, { secret })).toBe("failed");
    }
    const { a, b, token } = await createChallenge({ secret });
    expect(await checkChallenge(token, String(a + b + 1), { secret })).toBe("failed");
    expect(await checkChallenge(token, String(a + b), { secret })).toBe("failed");
  });

  it("refuses a token made with another secret, tampered with, or not made here", async () => {
    const foreign = await createChallenge({ secret: other });
    expect(await checkChallenge(foreign.token, String(foreign.a + foreign.b), { secret })).toBe("failed");

    const real = await createChallenge({ secret });
    const [expiry, nonce, mac] = real.token.split(".") as [string, string, string];
    const sum = String(real.a + real.b);
    // A later expiry, another nonce or a changed hash each break the token.
    expect(await checkChallenge(`${Number(expiry) + 1}.${nonce}.${mac}`, sum, { secret })).toBe("failed");
    expect(await checkChallenge(`${expiry}.${"A".repeat(16)}.${mac}`, sum, { secret })).toBe("failed");
    // The hash's last character carries two unused bits: changing one of them spells the same bytes
    // another way, and that spelling is refused too; changing a used bit breaks the hash.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(mac.at(-1)!);
    for (const bit of [1, 32]) {
      const respelled = `${mac.slice(0, -1)}${alphabet[last ^ bit]}`;
      expect(await checkChallenge(`${expiry}.${nonce}.${respelled}`, sum, { secret }), `bit ${bit}`).toBe(
        "failed",
      );
    }
    for (const garbage of ["garbage", "a.b.c", "", `${expiry}.${nonce}`, `${real.token}.x`]) {
      expect(await checkChallenge(garbage, sum, { secret })).toBe("failed");
    }
    // An expiry further ahead than any question lives was not made by the server.
    const far = await createChallenge({ secret, ttlMs: CHALLENGE_TTL_MS * 10 });
    expect(await checkChallenge(far.token, String(far.a + far.b), { secret })).toBe("failed");
  });

  it("tells an expired question apart from a wrong answer", async () => {
    const now = Date.now();
    const fresh = await createChallenge({ secret, now });
    expect(
      await checkChallenge(fresh.token, String(fresh.a + fresh.b), { secret, now: now + CHALLENGE_TTL_MS }),
    ).toBe("passed");
    const old = await createChallenge({ secret, now });
    const later = { secret, now: now + CHALLENGE_TTL_MS + 1 };
    expect(await checkChallenge(old.token, String(old.a + old.b), later)).toBe("expired");
    expect(await checkChallenge(old.token, String(old.a + old.b + 1), later)).toBe("expired");
  });

  it("expires after about ten minutes", () => {
    expect(CHALLENGE_TTL_MS).toBe(10 * 60 * 1000);
  });
});
