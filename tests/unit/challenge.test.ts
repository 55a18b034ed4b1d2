import { describe, expect, it } from "vitest";
import { CHALLENGE_TTL_MS } from "~/content/admin-login";
import { createChallenge, readChallenge, verifyChallenge } from "~/server/challenge.server";

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

  it("accepts the sum once, with spaces around it", async () => {
    const { a, b, token } = await createChallenge({ secret });
    expect(await verifyChallenge(token, ` ${a + b} `, { secret })).toBe(true);
    // The same token cannot be answered twice.
    expect(await verifyChallenge(token, String(a + b), { secret })).toBe(false);
  });

  it("refuses a wrong, empty or non-numeric answer, and the token is spent by it", async () => {
    for (const answer of ["", "abc", "1.5", "999999"]) {
      const { token } = await createChallenge({ secret });
      expect(await verifyChallenge(token, answer, { secret })).toBe(false);
    }
    const { a, b, token } = await createChallenge({ secret });
    expect(await verifyChallenge(token, String(a + b + 1), { secret })).toBe(false);
    expect(await verifyChallenge(token, String(a + b), { secret })).toBe(false);
  });

  it("refuses a token signed with another secret, tampered with, or expired", async () => {
    const foreign = await createChallenge({ secret: other });
    expect(await verifyChallenge(foreign.token, String(foreign.a + foreign.b), { secret })).toBe(false);

    const real = await createChallenge({ secret });
    const [body, signature] = real.token.split(".") as [string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, "base64url").toString()), a: 1, b: 1 }),
    ).toString("base64url");
    expect(await verifyChallenge(`${forged}.${signature}`, "2", { secret })).toBe(false);
    expect(await readChallenge(`${body}.${signature}x`, { secret })).toBeNull();
    expect(await readChallenge("garbage", { secret })).toBeNull();
    expect(await readChallenge("a.b.c", { secret })).toBeNull();

    const now = Date.now();
    const old = await createChallenge({ secret, now });
    expect(await readChallenge(old.token, { secret, now: now + CHALLENGE_TTL_MS - 1 })).not.toBeNull();
    expect(
      await verifyChallenge(old.token, String(old.a + old.b), { secret, now: now + CHALLENGE_TTL_MS + 1 }),
    ).toBe(false);
  });

  it("expires after about ten minutes", () => {
    expect(CHALLENGE_TTL_MS).toBe(10 * 60 * 1000);
  });
});
