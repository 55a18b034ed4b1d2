// The optional Tamil versions of texts (issue 17, migration 007): each kind saves, reads, checks and
// restores its Tamil texts like its English ones; blank is "not translated" (null, or [] for a
// school's features); a Tamil body is cleaned like an English one; Undo brings the Tamil back.
import { describe, expect, it } from "vitest";
import { EVENT_LOCATION_MAX, EVENT_MESSAGES } from "~/copy/admin-events";
import { GALLERY_MESSAGES } from "~/copy/admin-gallery";
import { NEWS_MESSAGES } from "~/copy/admin-news";
import { SCHOOL_LIMITS, SCHOOL_MESSAGES } from "~/copy/admin-schools";
import {
  SLIDE_BUTTON_TEXT_MAX,
  SLIDE_CAPTION_MAX,
  SLIDE_MESSAGES,
  SLIDE_TITLE_MAX,
} from "~/copy/admin-slides";
import { contentFormSchema } from "~/lib/schemas/content";
import { createEventSchema } from "~/lib/schemas/events";
import { createItemSchema } from "~/lib/schemas/gallery";
import { createArticleSchema } from "~/lib/schemas/news";
import { schoolFormSchema } from "~/lib/schemas/schools";
import { createSlideSchema } from "~/lib/schemas/slides";
import {
  adminContentList,
  contentBySlug,
  contentItemById,
  createContentItem,
  deleteContentItem,
  restoreContentItem,
  updateContentItem,
} from "~/server/content/items.server";
import { contentPageBySlug } from "~/server/content/queries.server";
import { db } from "~/server/db/db.server";
import { DomainError } from "~/server/domain-error.server";
import {
  createEvent,
  deleteEvent,
  eventById,
  restoreEvent,
  updateEvent,
} from "~/server/events/events.server";
import { eventCards } from "~/server/events/page.server";
import {
  createGalleryItem,
  deleteGalleryItem,
  galleryItemById,
  restoreGalleryItem,
  updateGalleryItem,
} from "~/server/gallery/items.server";
import {
  createNewsArticle,
  deleteNewsArticle,
  newsArticleById,
  newsBySlug,
  restoreNewsArticle,
  updateNewsArticle,
} from "~/server/news/articles.server";
import { allSchools, schoolBySlug, updateSchool } from "~/server/schools/schools.server";
import { seedDemoContent } from "~/server/seed/index.server";
import { allSlides, createSlide, deleteSlide, slideById, updateSlide } from "~/server/slides/slides.server";
import { setupTestDatabase } from "../support/test-database";
import { insertUser } from "./helpers/staff";

setupTestDatabase();

/** The DomainError a call is refused with (its message and field). */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return { message: (error as DomainError).message, field: (error as DomainError).field };
}

function fieldErrors(
  schema: {
    safeParse: (value: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
) {
  const issues = schema.safeParse(value).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("Tamil texts", () => {
  it("demo content: the slides in Tamil, some events and news in Tamil and the rest in English only", async () => {
    expect(await seedDemoContent()).toEqual({ seeded: true });
    const slides = await allSlides();
    const demo = slides.filter(
      (slide) => slide.imageUrl === null && slide.titleTa && /[\u0B80-\u0BFF]/.test(slide.titleTa),
    );
    expect(demo.length).toBeGreaterThanOrEqual(8);
    for (const slide of demo) expect(slide.captionTa!.length).toBeLessThanOrEqual(SLIDE_CAPTION_MAX);
    const events = await db()
      .selectFrom("content")
      .select(["title", "title_ta", "summary_ta"])
      .where("kind", "=", "event")
      .where("created_by", "is", null)
      .execute();
    const translated = events.filter((event) => event.title_ta);
    expect(translated.length).toBeGreaterThan(0);
    expect(translated.length).toBeLessThan(events.length);
    for (const event of translated) expect(event.summary_ta).toMatch(/[\u0B80-\u0BFF]/);
    const news = await db()
      .selectFrom("content")
      .select(["title_ta", "body_ta"])
      .where("kind", "=", "news")
      .where("created_by", "is", null)
      .execute();
    expect(
      news.filter((article) => article.title_ta && article.body_ta?.startsWith("<p>")).length,
    ).toBeGreaterThan(0);
    expect(news.some((article) => article.title_ta === null)).toBe(true);
  });

  it("schools: demo content in Tamil; tagline, description, about, location and key features saved and checked", async () => {
    // Seeded by the test before.
    const schools = await allSchools();
    for (const school of schools) {
      expect(school.taglineTa).toMatch(/[\u0B80-\u0BFF]/);
      expect(school.descriptionTa).toMatch(/[\u0B80-\u0BFF]/);
      expect(school.descriptionTa!.length).toBeLessThanOrEqual(SCHOOL_LIMITS.description);
      expect(school.aboutTa).toMatch(/^<p>[\s\S]*[\u0B80-\u0BFF][\s\S]*<\/p>$/);
      expect(school.locationTa).toMatch(/தென்பள்ளி$/);
      expect(school.featuresTa).toHaveLength(school.features.length);
    }
    const actor = await insertUser();
    const saved = await updateSchool(
      "euro-kids",
      {
        locationTa: "  ஏரிக்கரைச் சாலை ",
        descriptionTa: "புதிய விளக்கம்",
        featuresTa: ["ஒலிப்புப் பயிற்சி", " ஒலிப்புப் பயிற்சி ", "", "இசை"],
        aboutTa: "<p>புதிய <strong>உரை</strong></p><script>x()</script>",
      },
      actor,
    );
    expect(saved).toMatchObject({
      locationTa: "ஏரிக்கரைச் சாலை",
      descriptionTa: "புதிய விளக்கம்",
      featuresTa: ["ஒலிப்புப் பயிற்சி", "இசை"],
      aboutTa: "<p>புதிய <strong>உரை</strong></p>",
    });
    // The English texts stay as they were; the tagline's Tamil too, since it was not sent.
    const demo = schools.find((school) => school.slug === "euro-kids")!;
    expect(saved).toMatchObject({
      location: demo.location,
      features: demo.features,
      taglineTa: demo.taglineTa,
    });
    // Emptied: not translated.
    const cleared = await updateSchool("euro-kids", { featuresTa: [], descriptionTa: "" }, actor);
    expect(cleared).toMatchObject({ featuresTa: [], descriptionTa: null });
    expect((await schoolBySlug("euro-kids"))?.featuresTa).toEqual([]);
    expect(
      await refusal(
        updateSchool("euro-kids", { featuresTa: ["த".repeat(SCHOOL_LIMITS.feature + 1)] }, actor),
      ),
    ).toEqual({ message: SCHOOL_MESSAGES.features, field: "featuresTa" });
    expect(
      await refusal(updateSchool("euro-kids", { locationTa: "த".repeat(SCHOOL_LIMITS.location + 1) }, actor)),
    ).toEqual({ message: SCHOOL_MESSAGES.locationTooLong, field: "locationTa" });
    expect(
      await refusal(
        updateSchool("euro-kids", { descriptionTa: "த".repeat(SCHOOL_LIMITS.description + 1) }, actor),
      ),
    ).toEqual({ message: SCHOOL_MESSAGES.descriptionTooLong, field: "descriptionTa" });
    expect(
      fieldErrors(schoolFormSchema, {
        intent: "save-school",
        slug: "euro-kids",
        updatedAt: new Date().toISOString(),
        name: "EuroKids",
        featuresTa: ["த".repeat(SCHOOL_LIMITS.feature + 1)],
      }),
    ).toEqual({ featuresTa: SCHOOL_MESSAGES.features });
    // A null stored list (as migration 007 leaves every school) reads as not translated.
    await db().updateTable("school").set({ features_ta: null }).execute();
    expect((await allSchools()).every((school) => school.featuresTa.length === 0)).toBe(true);
  });

  it("slides: saved, read, blank is not translated, checked like the English, kept through Undo", async () => {
    const actor = await insertUser();
    const slide = await createSlide(
      {
        title: "Sports Day",
        caption: "Races for all",
        titleTa: "  விளையாட்டு விழா ",
        captionTa: "அனைவருக்கும் ஓட்டப் பந்தயம்",
      },
      actor,
    );
    expect(slide).toMatchObject({
      title: "Sports Day",
      titleTa: "விளையாட்டு விழா",
      caption: "Races for all",
      captionTa: "அனைவருக்கும் ஓட்டப் பந்தயம்",
    });
    // A field left out keeps its Tamil; an emptied one is not translated any more.
    const renamed = await updateSlide(slide.id, { title: "Sports Day 2026" }, actor);
    expect(renamed.titleTa).toBe("விளையாட்டு விழா");
    const cleared = await updateSlide(slide.id, { captionTa: "   " }, actor);
    expect(cleared).toMatchObject({ titleTa: "விளையாட்டு விழா", captionTa: null });
    // The English limits hold for the Tamil fields, in the domain and in the form.
    expect(
      await refusal(createSlide({ title: "T", titleTa: "த".repeat(SLIDE_TITLE_MAX + 1) }, actor)),
    ).toEqual({
      message: SLIDE_MESSAGES.titleTooLong,
      field: "titleTa",
    });
    expect(
      await refusal(updateSlide(slide.id, { captionTa: "த".repeat(SLIDE_CAPTION_MAX + 1) }, actor)),
    ).toEqual({ message: SLIDE_MESSAGES.captionTooLong, field: "captionTa" });
    expect(
      fieldErrors(createSlideSchema, {
        intent: "create-slide",
        title: "T",
        captionTa: "த".repeat(SLIDE_CAPTION_MAX + 1),
      }),
    ).toEqual({ captionTa: SLIDE_MESSAGES.captionTooLong });
    expect(fieldErrors(createSlideSchema, { intent: "create-slide", title: "T" })).toEqual({});
    // Deleted and restored, it comes back with its Tamil.
    const snapshot = await deleteSlide(slide.id, actor);
    expect(await slideById(slide.id)).toBeUndefined();
    await restoreContentItem(snapshot!, actor);
    expect(await slideById(slide.id)).toMatchObject({ titleTa: "விளையாட்டு விழா", captionTa: null });
    // A slide saved without Tamil reads as not translated.
    const plain = await createSlide({ title: "Reading Week" }, actor);
    expect(plain).toMatchObject({ titleTa: null, captionTa: null });
  });

  it("slides: the button text in Tamil (issue 28), checked like the English, kept through Undo", async () => {
    const actor = await insertUser();
    const slide = await createSlide(
      { title: "Sports Day", buttonText: "See the Photos", buttonTextTa: " படங்களைப் பாருங்கள் " },
      actor,
    );
    expect(slide).toMatchObject({ buttonText: "See the Photos", buttonTextTa: "படங்களைப் பாருங்கள்" });
    expect((await updateSlide(slide.id, { buttonText: "Photos" }, actor)).buttonTextTa).toBe(
      "படங்களைப் பாருங்கள்",
    );
    expect((await updateSlide(slide.id, { buttonTextTa: "  " }, actor)).buttonTextTa).toBeNull();
    expect(
      await refusal(updateSlide(slide.id, { buttonTextTa: "த".repeat(SLIDE_BUTTON_TEXT_MAX + 1) }, actor)),
    ).toEqual({ message: SLIDE_MESSAGES.buttonTextTooLong, field: "buttonTextTa" });
    expect(
      fieldErrors(createSlideSchema, {
        intent: "create-slide",
        title: "T",
        buttonTextTa: "த".repeat(SLIDE_BUTTON_TEXT_MAX + 1),
      }),
    ).toEqual({ buttonTextTa: SLIDE_MESSAGES.buttonTextTooLong });
    await updateSlide(slide.id, { buttonTextTa: "படங்கள்" }, actor);
    const snapshot = await deleteSlide(slide.id, actor);
    await restoreContentItem(snapshot!, actor);
    expect(await slideById(slide.id)).toMatchObject({ buttonText: "Photos", buttonTextTa: "படங்கள்" });
  });

  it("events: the location in Tamil (issue 28) on the Tamil cards, else the English marked English", async () => {
    const actor = await insertUser();
    const event = await createEvent(
      { title: "Annual Day", eventDate: "2031-03-14", location: "Main Hall", locationTa: " பிரதான அரங்கம் " },
      actor,
    );
    expect(event).toMatchObject({ location: "Main Hall", locationTa: "பிரதான அரங்கம்" });
    const [tamilCard] = await eventCards([event], new Date("2031-03-01T00:00:00Z"), "ta");
    expect(tamilCard!.location).toEqual({ text: "பிரதான அரங்கம்" });
    const [englishCard] = await eventCards([event], new Date("2031-03-01T00:00:00Z"), "en");
    expect(englishCard!.location).toEqual({ text: "Main Hall" });
    const untranslated = await updateEvent(event.id, { locationTa: "" }, actor);
    expect(untranslated.locationTa).toBeNull();
    const [fallback] = await eventCards([untranslated], new Date("2031-03-01T00:00:00Z"), "ta");
    expect(fallback!.location).toEqual({ text: "Main Hall", lang: "en" });
    expect(
      await refusal(updateEvent(event.id, { locationTa: "த".repeat(EVENT_LOCATION_MAX + 1) }, actor)),
    ).toEqual({ message: EVENT_MESSAGES.locationTooLong, field: "locationTa" });
    expect(
      fieldErrors(createEventSchema, {
        intent: "create-event",
        title: "T",
        eventDate: "2031-03-14",
        locationTa: "த".repeat(EVENT_LOCATION_MAX + 1),
      }),
    ).toEqual({ locationTa: EVENT_MESSAGES.locationTooLong });
    await updateEvent(event.id, { locationTa: "அரங்கம்" }, actor);
    const snapshot = await deleteEvent(event.id, actor);
    expect(await restoreEvent(snapshot!, actor)).toMatchObject({ locationTa: "அரங்கம்" });
  });

  it("gallery items: title and description in Tamil, checked, restored by Undo", async () => {
    const actor = await insertUser();
    const item = await createGalleryItem(
      {
        title: "Kolam Contest",
        description: "Rice-flour patterns.",
        titleTa: "கோலப் போட்டி",
        descriptionTa: "அரிசி மாவுக் கோலங்கள்.",
      },
      actor,
    );
    expect(item).toMatchObject({ titleTa: "கோலப் போட்டி", descriptionTa: "அரிசி மாவுக் கோலங்கள்." });
    const edited = await updateGalleryItem(item.id, { descriptionTa: "" }, actor);
    expect(edited).toMatchObject({ titleTa: "கோலப் போட்டி", descriptionTa: null });
    expect(await refusal(updateGalleryItem(item.id, { titleTa: "த".repeat(201) }, actor))).toEqual({
      message: GALLERY_MESSAGES.titleTooLong,
      field: "titleTa",
    });
    expect(
      fieldErrors(createItemSchema, {
        intent: "create-item",
        title: "T",
        imageUrl: "/media/a.webp",
        descriptionTa: "த".repeat(161),
      }),
    ).toEqual({ descriptionTa: GALLERY_MESSAGES.descriptionTooLong });
    const snapshot = await deleteGalleryItem(item.id, actor);
    expect(await galleryItemById(item.id)).toBeUndefined();
    const back = await restoreGalleryItem(snapshot!, actor);
    expect(back).toMatchObject({ titleTa: "கோலப் போட்டி", descriptionTa: null });
  });

  it("events: title, description and a cleaned rich-text body in Tamil, restored by Undo", async () => {
    const actor = await insertUser();
    const event = await createEvent(
      {
        title: "Science Fair",
        description: "Models and experiments.",
        eventDate: "2031-03-14",
        titleTa: "அறிவியல் கண்காட்சி",
        descriptionTa: "மாதிரிகளும் சோதனைகளும்.",
        bodyTa:
          '<p lang="ta">வருக!</p><script>alert(1)</script><img src="/media/events/1-a.png" alt="படம்" onerror="alert(2)">',
      },
      actor,
    );
    expect(event).toMatchObject({
      titleTa: "அறிவியல் கண்காட்சி",
      descriptionTa: "மாதிரிகளும் சோதனைகளும்.",
      bodyTa: '<p lang="ta">வருக!</p><img src="/media/events/1-a.png" alt="படம்" />',
    });
    expect(event.bodyTa).not.toMatch(/script|onerror/);
    // An emptied body is no body, as in English.
    expect((await updateEvent(event.id, { bodyTa: "  " }, actor)).bodyTa).toBeNull();
    expect(await refusal(updateEvent(event.id, { descriptionTa: "த".repeat(2001) }, actor))).toEqual({
      message: EVENT_MESSAGES.descriptionTooLong,
      field: "descriptionTa",
    });
    expect(
      fieldErrors(createEventSchema, {
        intent: "create-event",
        title: "T",
        eventDate: "2031-03-14",
        titleTa: "த".repeat(201),
      }),
    ).toEqual({ titleTa: EVENT_MESSAGES.titleTooLong });
    const snapshot = await deleteEvent(event.id, actor);
    expect(await eventById(event.id)).toBeUndefined();
    expect(await restoreEvent(snapshot!, actor)).toMatchObject({
      titleTa: "அறிவியல் கண்காட்சி",
      descriptionTa: "மாதிரிகளும் சோதனைகளும்.",
      bodyTa: null,
    });
  });

  it("news: title, excerpt and body in Tamil on the public read too, checked, restored by Undo", async () => {
    const actor = await insertUser();
    const article = await createNewsArticle(
      {
        title: "Admissions Open",
        excerpt: "Apply now.",
        body: "<p>Welcome.</p>",
        titleTa: "சேர்க்கை தொடங்கியது",
        excerptTa: "இப்போதே விண்ணப்பியுங்கள்.",
        bodyTa: '<p>வருக.</p><a href="javascript:alert(1)">இணைப்பு</a>',
      },
      actor,
    );
    expect(article).toMatchObject({
      titleTa: "சேர்க்கை தொடங்கியது",
      excerptTa: "இப்போதே விண்ணப்பியுங்கள்.",
      bodyTa: "<p>வருக.</p><a>இணைப்பு</a>",
    });
    expect(await newsBySlug(article.slug)).toMatchObject({ titleTa: "சேர்க்கை தொடங்கியது" });
    const edited = await updateNewsArticle(
      article.id,
      { title: "Admissions Open Now", excerptTa: null },
      actor,
    );
    expect(edited).toMatchObject({ titleTa: "சேர்க்கை தொடங்கியது", excerptTa: null });
    expect(await refusal(updateNewsArticle(article.id, { excerptTa: "த".repeat(161) }, actor))).toEqual({
      message: NEWS_MESSAGES.excerptTooLong,
      field: "excerptTa",
    });
    expect(await refusal(updateNewsArticle(article.id, { bodyTa: "த".repeat(200_001) }, actor))).toEqual({
      message: NEWS_MESSAGES.bodyTooLong,
      field: "bodyTa",
    });
    expect(
      fieldErrors(createArticleSchema, { intent: "create-article", title: "T", titleTa: "த".repeat(201) }),
    ).toEqual({ titleTa: NEWS_MESSAGES.titleTooLong });
    const snapshot = await deleteNewsArticle(article.id, actor);
    expect(await newsArticleById(article.id)).toBeUndefined();
    expect(await restoreNewsArticle(snapshot!, actor)).toMatchObject({
      titleTa: "சேர்க்கை தொடங்கியது",
      excerptTa: null,
      bodyTa: "<p>வருக.</p><a>இணைப்பு</a>",
    });
  });

  it("content pages: title, summary and body in Tamil through the content form, the list marks the untranslated", async () => {
    const actor = await insertUser();
    const page = await createContentItem(
      {
        kind: "about",
        title: "Our Story",
        status: "published",
        summary: "How it began.",
        body: "<p>Once…</p>",
        titleTa: "எங்கள் கதை",
        summaryTa: "இது எப்படித் தொடங்கியது.",
        bodyTa: '<h2>தொடக்கம்</h2><p>ஒரு காலத்தில்…</p><iframe src="https://evil.example"></iframe>',
      },
      actor,
    );
    expect(page).toMatchObject({
      titleTa: "எங்கள் கதை",
      summaryTa: "இது எப்படித் தொடங்கியது.",
      bodyTa: "<h2>தொடக்கம்</h2><p>ஒரு காலத்தில்…</p>",
    });
    expect(await contentBySlug(page.slug)).toMatchObject({ titleTa: "எங்கள் கதை" });
    expect(await contentPageBySlug(page.slug)).toMatchObject({ bodyTa: "<h2>தொடக்கம்</h2><p>ஒரு காலத்தில்…</p>" });
    const untranslated = await createContentItem(
      { kind: "about", title: "Our Campus", status: "draft" },
      actor,
    );
    const list = await adminContentList({ search: "Our" });
    expect(list.items.find((row) => row.id === page.id)).toMatchObject({
      titleTa: "எங்கள் கதை",
      hasTamil: true,
    });
    expect(list.items.find((row) => row.id === untranslated.id)).toMatchObject({
      titleTa: null,
      hasTamil: false,
    });
    // The meta description's limit holds for its Tamil version, under the Tamil field's name.
    expect(await refusal(updateContentItem(page.id, { summaryTa: "த".repeat(161) }, actor))).toEqual({
      message: "The meta description can have at most 160 characters.",
      field: "metaDescriptionTa",
    });
    expect(await refusal(updateContentItem(page.id, { titleTa: "த".repeat(201) }, actor))).toMatchObject({
      field: "titleTa",
    });
    expect(
      fieldErrors(contentFormSchema, {
        intent: "save-content",
        title: "T",
        slug: "t",
        kind: "about",
        status: "draft",
        metaDescriptionTa: "த".repeat(161),
      }),
    ).toEqual({ metaDescriptionTa: "The meta description can have at most 160 characters." });
    // Turning it into news keeps its Tamil; deleted and restored, it comes back with it.
    await updateContentItem(page.id, { kind: "news" }, actor);
    expect(await newsArticleById(page.id)).toMatchObject({
      titleTa: "எங்கள் கதை",
      excerptTa: "இது எப்படித் தொடங்கியது.",
    });
    const snapshot = await deleteContentItem(page.id, actor);
    expect(await contentItemById(page.id)).toBeUndefined();
    await restoreContentItem(snapshot!, actor);
    expect(await contentItemById(page.id)).toMatchObject({
      titleTa: "எங்கள் கதை",
      summaryTa: "இது எப்படித் தொடங்கியது.",
      bodyTa: "<h2>தொடக்கம்</h2><p>ஒரு காலத்தில்…</p>",
    });
  });
});
