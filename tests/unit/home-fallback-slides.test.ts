// The eight built-in homepage slides (spec §8) in either language: the English exactly as the
// copy writes them, the Tamil from the home catalogue with links and the default button in Tamil.
import { describe, expect, it } from "vitest";
import { FALLBACK_SLIDES } from "~/copy/fallback-slides";
import { DEFAULT_SLIDE_BUTTON_LABEL, DEFAULT_SLIDE_BUTTON_LINK } from "~/copy/home";
import { home } from "~/i18n/messages/ta/home";
import { fallbackHeroSlides } from "~/server/slides/home-page.server";

describe("the built-in slides", () => {
  it("are the copy's, unchanged, on an English page", () => {
    const slides = fallbackHeroSlides();
    expect(slides.map((slide) => [slide.title, slide.caption, slide.image?.alt])).toEqual(
      FALLBACK_SLIDES.map((slide) => [slide.title, slide.caption, slide.image.alt]),
    );
    expect(slides[0]!.button).toEqual({ href: DEFAULT_SLIDE_BUTTON_LINK, label: DEFAULT_SLIDE_BUTTON_LABEL });
    expect(slides.some((slide) => "lang" in slide)).toBe(false);
  });

  it("speak Tamil on a Tamil page, in the same order, their buttons leading to Tamil pages", () => {
    const slides = fallbackHeroSlides("ta");
    const words = Object.values(home.fallbackSlides);
    expect(slides).toHaveLength(FALLBACK_SLIDES.length);
    expect(slides.map((slide) => slide.id)).toEqual(FALLBACK_SLIDES.map((slide) => slide.id));
    expect(slides.map((slide) => [slide.title, slide.caption, slide.image?.alt])).toEqual(
      words.map((word) => [word.title, word.caption, word.alt]),
    );
    expect(slides[0]!.title).toBe("சர்வதேச யோகா தினம்");
    for (const slide of slides) expect(slide.button).toEqual({ href: "/ta/about", label: home.learnMore });
  });
});
