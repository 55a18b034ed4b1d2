// File sizes as the Media Library shows them (spec §9): Bytes, KB, MB, GB, base 1024, 2 decimals.
import { describe, expect, it } from "vitest";
import { formatFileSize } from "~/lib/file-size";

describe("formatFileSize", () => {
  it("shows whole bytes below one kilobyte", () => {
    expect(formatFileSize(0)).toBe("0 Bytes");
    expect(formatFileSize(1)).toBe("1 Byte");
    expect(formatFileSize(2)).toBe("2 Bytes");
    expect(formatFileSize(1023)).toBe("1023 Bytes");
  });

  it("steps by 1024, always with two decimals", () => {
    expect(formatFileSize(1024)).toBe("1.00 KB");
    expect(formatFileSize(1536)).toBe("1.50 KB");
    expect(formatFileSize(1024 * 1024)).toBe("1.00 MB");
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe("1.50 MB");
    expect(formatFileSize(3_456_789)).toBe("3.30 MB");
    expect(formatFileSize(1024 ** 3)).toBe("1.00 GB");
    expect(formatFileSize(2.25 * 1024 ** 3)).toBe("2.25 GB");
  });

  it("moves up a unit rather than showing 1024.00 of the smaller one", () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe("1.00 MB");
    expect(formatFileSize(1024 * 1024 - 6)).toBe("1023.99 KB");
    expect(formatFileSize(1024 ** 3 - 1)).toBe("1.00 GB");
  });

  it("stops at GB", () => {
    expect(formatFileSize(2048 * 1024 ** 3)).toBe("2048.00 GB");
  });

  it("shows nothing odd for a size that cannot be", () => {
    expect(formatFileSize(-5)).toBe("0 Bytes");
    expect(formatFileSize(Number.NaN)).toBe("0 Bytes");
    expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe("0 Bytes");
  });
});
