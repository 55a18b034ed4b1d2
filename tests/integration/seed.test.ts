import { describe, expect, it } from "vitest";
import { EVENT_CATEGORIES, GALLERY_CATEGORIES, NEWS_CATEGORIES } from "~/copy/categories";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { SCHOOL_SLUGS, SCHOOLS } from "~/copy/schools";
import { contentCounts } from "~/server/content/items.server";
import { db } from "~/server/db/db.server";
import { allEvents } from "~/server/events/events.server";
import { galleryItems, publishedGallery } from "~/server/gallery/items.server";
import { allNews, publishedNews } from "~/server/news/articles.server";
import { allSchools } from "~/server/schools/schools.server";
import { demoImageKeysUsed, seedDemoContent } from "~/server/seed/index.server";
import { siteSettings } from "~/server/settings/settings.server";
import { allSlides, publishedSlides } from "~/server/slides/slides.server";
import { setupTestDatabase } from "../support/test-database";

setupTestDatabase();

const SLIDE_TITLES = [
  "International Yoga Day",
  "Independence Day",
  "Cultural Heritage",
  "Physical Activities",
  "Yoga & Wellness",
  "Library & Reading",
  "Hands-on Learning",
  "Dedicated Faculty",
];

describe("demo content", () => {
  const asked: string[] = [];

  it("adds 5 schools, 8 slides, 9 gallery items, 4 news articles and 12 events", async () => {
    const images = async (key: string) => {
      asked.push(key);
      return key.startsWith("slide-") || key.startsWith("school-header-")
        ? { url: `/media/demo/${key}.webp` }
        : undefined;
    };
    expect(await seedDemoContent({ images })).toEqual({ seeded: true });
    expect(await allSchools()).toHaveLength(5);
    expect(await allSlides()).toHaveLength(8);
    expect((await galleryItems()).total).toBe(9);
    expect((await allNews()).total).toBe(4);
    expect((await allEvents()).total).toBe(12);
    expect(await contentCounts()).toEqual({ total: 38, published: 38 });
  });

  it("asks for each image key once and attaches the pictures it gets", async () => {
    expect(asked.sort()).toEqual([...demoImageKeysUsed()].sort());
    const slides = await publishedSlides();
    expect(slides[0]!.imageUrl).toBe("/media/demo/slide-international-yoga-day.webp");
    const schools = await allSchools();
    expect(schools[0]!.headerImage).toBe("/media/demo/school-header-zee-litera.webp");
    // The header picture leads the school page on its own: not a second time in the carousel (issue 28).
    expect(schools[0]!.images.map((image) => image.url)).not.toContain(
      "/media/demo/school-header-zee-litera.webp",
    );
    expect(schools[0]!.logoImage).toBeNull();
    expect((await publishedGallery()).every((item) => item.imageUrl === null)).toBe(true);
  });

  it("does nothing the second time", async () => {
    expect(await seedDemoContent()).toEqual({ seeded: false });
    expect((await contentCounts()).total).toBe(38);
  });

  it("shows the spec's slide titles in order, all active", async () => {
    const slides = await publishedSlides();
    expect(slides.map((s) => s.title)).toEqual(SLIDE_TITLES);
    expect(slides.map((s) => s.orderIndex)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("gives every school its fixed facts and complete demo details", async () => {
    const schools = await allSchools();
    expect(schools.map((s) => s.slug)).toEqual([...SCHOOL_SLUGS]);
    for (const [index, school] of schools.entries()) {
      const facts = SCHOOLS[index]!;
      expect(school).toMatchObject({
        name: facts.name,
        affiliation: facts.affiliation,
        ageRange: facts.ageRange,
        studentCount: facts.studentCount,
        grades: [...facts.grades],
      });
      expect(school.features.length).toBeGreaterThanOrEqual(4);
      expect(school.description!.length).toBeLessThanOrEqual(160);
      expect(school.about).toContain("<p>");
      expect(school.tagline).toBeTruthy();
      expect(school.email).toMatch(/@example\.org$/);
      expect(school.phone).toMatch(/^\+91 98765 4\d{4}$/);
      expect(school.whatsapp).toMatch(/^\+91 98765 4\d{4}$/);
      expect(school.address).toBeTruthy();
      expect(school.mapQuery).toBeTruthy();
    }
  });

  it("uses valid categories and mixes high, medium and low news, all published with bodies", async () => {
    const news = await publishedNews();
    expect(news).toHaveLength(4);
    expect(new Set(news.map((n) => n.priority))).toEqual(new Set(["high", "medium", "low"]));
    for (const article of news) {
      expect(article.body).toBeTruthy();
      expect(NEWS_CATEGORIES).toContain(article.category);
    }
    for (const item of (await galleryItems()).items) expect(GALLERY_CATEGORIES).toContain(item.category);
    expect((await publishedGallery()).map((g) => g.title)[0]).toBe("Morning Assembly");
  });

  it("places events both before and after today, some featured, some limited or needing registration", async () => {
    const events = (await allEvents()).items;
    const today = todayInSchoolTimeZone();
    expect(events.filter((e) => e.eventDate < today).length).toBeGreaterThanOrEqual(3);
    expect(events.filter((e) => e.eventDate >= today).length).toBeGreaterThanOrEqual(3);
    expect(events.some((e) => e.isFeatured)).toBe(true);
    expect(events.some((e) => e.maxParticipants !== null)).toBe(true);
    expect(events.some((e) => e.registrationRequired)).toBe(true);
    for (const event of events) expect(EVENT_CATEGORIES).toContain(event.category);
  });

  it("fills the site settings with demo contact details", async () => {
    const settings = await siteSettings();
    expect(settings.officeEmail).toBe("office@example.org");
    expect(settings.whatsappSupportNumber).toMatch(/^\+91 98765 4\d{4}$/);
    expect(settings.admissionsYear).toBe("2025-26");
    const rows = await db().selectFrom("site_setting").select("key").execute();
    expect(rows.length).toBeGreaterThanOrEqual(7);
  });
});
