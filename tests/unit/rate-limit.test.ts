import { describe, expect, it } from "vitest";
import { clientAddress, createRateLimiter } from "~/server/rate-limit.server";

describe("createRateLimiter", () => {
  it("allows max attempts per window and says when to come back", async () => {
    const limiter = createRateLimiter({ windowMs: 60_000, max: 3 });
    const results = [];
    for (const i of [0, 1, 2, 3]) results.push(await limiter.hit("meena", 1_000 + i));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBe(60);
    expect((await limiter.hit("ravi", 1_005)).allowed).toBe(true);
    expect((await limiter.hit("meena", 61_000)).allowed).toBe(true);
  });

  it("reset forgets a key", async () => {
    const limiter = createRateLimiter({ windowMs: 1000, max: 1 });
    await limiter.hit("k", 0);
    expect((await limiter.hit("k", 1)).allowed).toBe(false);
    await limiter.reset("k");
    expect((await limiter.hit("k", 2)).allowed).toBe(true);
  });

  it("reads the client address the HTTP layer set", () => {
    expect(clientAddress(new Request("http://x/", { headers: { "x-school-client-ip": "10.1.2.3" } }))).toBe(
      "10.1.2.3",
    );
    expect(clientAddress(new Request("http://x/"))).toBe("unknown");
  });
});
