import { describe, expect, it } from "vitest";
import { DEFAULT_SLIDE_BUTTON_LABEL, DEFAULT_SLIDE_BUTTON_LINK } from "~/copy/home";
import { nextIndex, normalizeIndex, previousIndex, slideButton } from "~/lib/slider";

describe("hero slider index arithmetic", () => {
  it("moves to the next slide and wraps from the last to the first", () => {
    expect(nextIndex(0, 8)).toBe(1);
    expect(nextIndex(6, 8)).toBe(7);
    expect(nextIndex(7, 8)).toBe(0);
  });

  it("moves to the previous slide and wraps from the first to the last", () => {
    expect(previousIndex(3, 8)).toBe(2);
    expect(previousIndex(0, 8)).toBe(7);
  });

  it("starts again at the first slide when the index is beyond the slides", () => {
    expect(normalizeIndex(8, 8)).toBe(0);
    expect(normalizeIndex(12, 3)).toBe(0);
    expect(normalizeIndex(-1, 3)).toBe(0);
    expect(normalizeIndex(2, 3)).toBe(2);
    expect(nextIndex(9, 3)).toBe(1);
    expect(previousIndex(9, 3)).toBe(2);
  });

  it("stays on the only slide, and at 0 when there are none", () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
    expect(normalizeIndex(0, 0)).toBe(0);
  });
});

describe("the slide button", () => {
  it("uses the slide's own link and text when they are set", () => {
    expect(slideButton({ buttonText: "See the Gallery", buttonLink: "/gallery" })).toEqual({
      href: "/gallery",
      label: "See the Gallery",
    });
  });

  it("goes to /about with 'Learn More' when neither is set", () => {
    expect(DEFAULT_SLIDE_BUTTON_LINK).toBe("/about");
    expect(DEFAULT_SLIDE_BUTTON_LABEL).toBe("Learn More");
    expect(slideButton({ buttonText: null, buttonLink: null })).toEqual({
      href: "/about",
      label: "Learn More",
    });
    expect(slideButton({})).toEqual({ href: "/about", label: "Learn More" });
  });

  it("fills in only the missing half, treating blank text as missing", () => {
    expect(slideButton({ buttonText: "Apply", buttonLink: "  " })).toEqual({
      href: "/about",
      label: "Apply",
    });
    expect(slideButton({ buttonText: "", buttonLink: "/events" })).toEqual({
      href: "/events",
      label: "Learn More",
    });
  });
});
