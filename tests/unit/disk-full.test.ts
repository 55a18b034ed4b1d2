// Which failures mean "the disk is full" (app/server/storage/disk-full.server.ts): an upload that
// meets one is answered 507 with a message that says so, instead of blaming the form or the file.
import { describe, expect, it } from "vitest";
import { isDiskFull } from "~/server/storage/disk-full.server";

const failure = (code: string, message = "write failed") => Object.assign(new Error(message), { code });

describe("isDiskFull", () => {
  it("knows a full disk and an exceeded quota by their codes, and libvips's words", () => {
    expect(isDiskFull(failure("ENOSPC"))).toBe(true);
    expect(isDiskFull(failure("EDQUOT"))).toBe(true);
    expect(isDiskFull(new Error("VipsForeignSave: write failed: No space left on device"))).toBe(true);
  });

  it("finds one wrapped in a cause or an AggregateError", () => {
    expect(isDiskFull(new Error("store failed", { cause: failure("ENOSPC") }))).toBe(true);
    expect(isDiskFull(new AggregateError([new Error("other"), failure("ENOSPC")]))).toBe(true);
  });

  it("is false for every other failure", () => {
    for (const other of [
      failure("EACCES"),
      failure("EROFS"),
      new Error("bad JPEG"),
      "ENOSPC",
      null,
      undefined,
      28,
    ])
      expect(isDiskFull(other), String(other)).toBe(false);
  });
});
