// The home page's slides: the database's active slides in order, or the eight built-in slides
// when reading fails (logged as the spec says) or finds none.
import { describe, expect, it, vi } from "vitest";
import { FALLBACK_SLIDES } from "~/copy/fallback-slides";
import { SCHOOLS } from "~/copy/schools";
import { messagesFor } from "~/i18n/server";
import { familyOfSchools, SLIDES_FAILURE_MESSAGE, slidesOrFallback } from "~/server/slides/home-page.server";
import { createSlide, publishedSlides } from "~/server/slides/slides.server";
import { setupTestDatabase } from "../support/test-database";
import { insertUser } from "./helpers/staff";

setupTestDatabase();

const FALLBACK_TITLES = [
  "International Yoga Day",
  "Independence Day",
  "Cultural Heritage",
  "Physical Activities",
  "Yoga & Wellness",
  "Library & Reading",
  "Hands-on Learning",
  "Dedicated Faculty",
];

describe("the home page's hero slides", () => {
  it("are the eight built-in slides, with static pictures, while the database has none", async () => {
    const report = vi.fn();
    const result = await slidesOrFallback(publishedSlides, report);
    expect(result.source).toBe("fallback");
    expect(result.slides.map((slide) => slide.title)).toEqual(FALLBACK_TITLES);
    expect(FALLBACK_SLIDES).toHaveLength(8);
    for (const slide of result.slides) {
      expect(slide.button).toEqual({ href: "/about", label: "Learn More" });
      expect(slide.image?.src).toMatch(/^\/fallback\/[a-z-]+\.webp$/);
      expect(slide.image?.width).toBeGreaterThan(0);
    }
    expect(report).not.toHaveBeenCalled();
  });

  it("are the built-in slides when reading them fails, and the failure is logged", async () => {
    const report = vi.fn();
    const failure = new Error("database is locked");
    const result = await slidesOrFallback(() => Promise.reject(failure), report);
    expect(result.source).toBe("fallback");
    expect(result.slides.map((slide) => slide.title)).toEqual(FALLBACK_TITLES);
    expect(report).toHaveBeenCalledWith(SLIDES_FAILURE_MESSAGE, { error: failure });
    expect(SLIDES_FAILURE_MESSAGE).toBe("Failed to fetch homepage slides");
  });

  it("are the database's active slides in order, with the button rule applied", async () => {
    const actor = await insertUser();
    await createSlide(
      { title: "Sports Day", caption: "Races and relays", imageUrl: "/media/sports.webp" },
      actor,
    );
    await createSlide({ title: "Hidden Draft", isActive: false }, actor);
    await createSlide({ title: "Art Week", buttonText: "See the Art", buttonLink: "/gallery" }, actor);
    const report = vi.fn();
    const result = await slidesOrFallback(publishedSlides, report);
    expect(result.source).toBe("database");
    expect(result.slides.map((slide) => slide.title)).toEqual(["Sports Day", "Art Week"]);
    expect(result.slides[0]).toMatchObject({
      caption: "Races and relays",
      button: { href: "/about", label: "Learn More" },
      // Not in the media library: shown as the plain file with a default size.
      image: { src: "/media/sports.webp", variants: [] },
    });
    expect(result.slides[1]).toMatchObject({
      button: { href: "/gallery", label: "See the Art" },
      image: null,
    });
    expect(report).not.toHaveBeenCalled();
  });

  it("keeps only active slides, sorted by their order, from whatever the read returns", async () => {
    const base = {
      slug: "s",
      caption: null,
      titleTa: null,
      captionTa: null,
      imageUrl: null,
      mediaId: null,
      buttonText: null,
      buttonTextTa: null,
      buttonLink: null,
      updatedAt: "2025-01-01T00:00:00.000Z",
    };
    const result = await slidesOrFallback(async () => [
      { ...base, id: "b", title: "Second", orderIndex: 2, isActive: true },
      { ...base, id: "x", title: "Inactive", orderIndex: 0, isActive: false },
      { ...base, id: "a", title: "First", orderIndex: 1, isActive: true },
    ]);
    expect(result.slides.map((slide) => slide.title)).toEqual(["First", "Second"]);
  });

  it("gives a Tamil page the slide's Tamil button text, else its English one marked English, else the Tamil default", async () => {
    const base = {
      slug: "s",
      caption: null,
      titleTa: null,
      captionTa: null,
      imageUrl: null,
      mediaId: null,
      buttonLink: "/gallery",
      isActive: true,
      updatedAt: "2025-01-01T00:00:00.000Z",
    };
    const read = async () => [
      {
        ...base,
        id: "a",
        title: "Both",
        orderIndex: 0,
        buttonText: "See the Art",
        buttonTextTa: "கலையைக் காண்க",
      },
      { ...base, id: "b", title: "English", orderIndex: 1, buttonText: "See the Art", buttonTextTa: "  " },
      { ...base, id: "c", title: "None", orderIndex: 2, buttonText: null, buttonTextTa: null },
    ];
    const tamil = await slidesOrFallback(read, vi.fn(), "ta");
    expect(tamil.slides.map((slide) => [slide.button, slide.lang?.button])).toEqual([
      [{ href: "/ta/gallery", label: "கலையைக் காண்க" }, undefined],
      [{ href: "/ta/gallery", label: "See the Art" }, "en"],
      [{ href: "/ta/gallery", label: messagesFor("ta").home.learnMore }, undefined],
    ]);
    const english = await slidesOrFallback(read, vi.fn(), "en");
    expect(english.slides.map((slide) => slide.button.label)).toEqual([
      "See the Art",
      "See the Art",
      "Learn More",
    ]);
  });

  it("fall back when the read finds only inactive slides", async () => {
    const result = await slidesOrFallback(async () => [
      {
        id: "x",
        title: "Inactive",
        slug: "inactive",
        caption: null,
        titleTa: null,
        captionTa: null,
        imageUrl: null,
        mediaId: null,
        orderIndex: 0,
        buttonText: null,
        buttonTextTa: null,
        buttonLink: null,
        isActive: false,
        updatedAt: "2025-01-01T00:00:00.000Z",
      },
    ]);
    expect(result.source).toBe("fallback");
    expect(result.slides).toHaveLength(8);
  });
});

describe("the family-of-schools section", () => {
  it("shows the five schools' fixed facts while the database has no schools", async () => {
    const schools = await familyOfSchools();
    expect(schools.map((school) => school.name)).toEqual(SCHOOLS.map((school) => school.name));
  });
});
