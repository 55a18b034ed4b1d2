import { describe, expect, it } from "vitest";
import { visitorLocation } from "~/server/analytics/tallies.server";
import { cleanRichText } from "~/server/content/rich-text.server";
import { isUniqueViolation } from "~/server/domain-error.server";
import { page } from "~/server/paging.server";

describe("page", () => {
  it("uses the default size and clamps what callers ask for", () => {
    expect(page({}, 10)).toEqual({ limit: 10, offset: 0 });
    expect(page({ limit: 500, offset: 20 }, 10, 50)).toEqual({ limit: 50, offset: 20 });
    expect(page({ limit: 0, offset: -5 }, 10)).toEqual({ limit: 1, offset: 0 });
    expect(page({ limit: 2.7, offset: Number.NaN }, 10)).toEqual({ limit: 2, offset: 0 });
  });
});

describe("visitorLocation", () => {
  it("reads 'city, country', or the country, or 'Unknown'", () => {
    expect(visitorLocation("Madurai", "India")).toBe("Madurai, India");
    expect(visitorLocation(null, "India")).toBe("India");
    expect(visitorLocation("Madurai", null)).toBe("Unknown");
    expect(visitorLocation(null, null)).toBe("Unknown");
  });
});

describe("cleanRichText", () => {
  it("keeps formatting and removes anything that could run script", () => {
    expect(cleanRichText("<h2>Title</h2><p><strong>Bold</strong> <em>it</em></p>")).toBe(
      "<h2>Title</h2><p><strong>Bold</strong> <em>it</em></p>",
    );
    expect(
      cleanRichText('<img src="/media/news/1-a.png" alt="A" onerror="alert(1)"><script>alert(2)</script>'),
    ).toBe('<img src="/media/news/1-a.png" alt="A" />');
    // Only our own media: another site's picture, a path outside /media, a relative address,
    // //host or data: would be another picture on each page, or none (see rich-text-pictures.test.ts).
    for (const src of [
      "https://example.org/a.png",
      "/x.png",
      "x",
      "../a.png",
      "//evil.example/a.png",
      "data:image/png;base64,AA",
    ])
      expect(cleanRichText(`<p>A</p><img src="${src}" alt="A">`)).toBe("<p>A</p>");
    expect(cleanRichText('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(cleanRichText('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("stores an empty body as null", () => {
    expect(cleanRichText("   ")).toBeNull();
    expect(cleanRichText("<script>x</script>")).toBeNull();
    expect(cleanRichText(undefined)).toBeNull();
  });
});

describe("isUniqueViolation", () => {
  it("recognises both engines' unique-constraint errors", () => {
    expect(isUniqueViolation(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(true);
    expect(isUniqueViolation(new Error("UNIQUE constraint failed: content.kind, content.slug"))).toBe(true);
    expect(isUniqueViolation(new Error("no such table"))).toBe(false);
    expect(isUniqueViolation("23505")).toBe(false);
  });
});
