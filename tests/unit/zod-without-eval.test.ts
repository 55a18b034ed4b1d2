// app/lib/zod-without-eval.ts tells Zod not to compile parsers in the browser by writing Zod's
// shared settings object directly; this holds Zod to reading it there.
import { afterEach, describe, expect, it, vi } from "vitest";

describe("Zod's settings written without importing Zod", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("are the ones z.config reads, with jitless set in a browser", async () => {
    vi.stubGlobal("document", {});
    await import("~/lib/zod-without-eval");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    z.config({ jitless: false });
  });
});
