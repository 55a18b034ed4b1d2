import { describe, expect, it } from "vitest";
import { contentSlug, slideSlug } from "~/lib/slug";

describe("contentSlug", () => {
  it("lowercases and turns whitespace into hyphens", () => {
    expect(contentSlug("Annual Day Celebrations")).toBe("annual-day-celebrations");
  });

  it("collapses runs of whitespace, tabs and newlines into one hyphen", () => {
    expect(contentSlug("Sports \t Day\n2025")).toBe("sports-day-2025");
  });

  it("removes characters that are not word characters or hyphens", () => {
    expect(contentSlug("Science & Maths: Fair!")).toBe("science--maths-fair");
    expect(contentSlug("Parent–Teacher Meet (Term 1)")).toBe("parentteacher-meet-term-1");
  });

  it("keeps digits, underscores and existing hyphens", () => {
    expect(contentSlug("Class_10 Results 2024-25")).toBe("class_10-results-2024-25");
  });

  it("returns an empty slug for a title with no Latin word characters", () => {
    expect(contentSlug("பொங்கல் விழா")).toBe("-");
    expect(contentSlug("!!!")).toBe("");
  });
});

describe("slideSlug", () => {
  it("lowercases and turns whitespace into hyphens", () => {
    expect(slideSlug("International Yoga Day")).toBe("international-yoga-day");
  });

  it("keeps punctuation, unlike the content rule", () => {
    expect(slideSlug("Yoga & Wellness")).toBe("yoga-&-wellness");
    expect(contentSlug("Yoga & Wellness")).toBe("yoga--wellness");
  });
});
