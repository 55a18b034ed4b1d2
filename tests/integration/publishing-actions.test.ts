// The plain publishing actions (issue 26, point 5) as the server takes them: Publish now, Save
// draft and Schedule on the News dialog's intents, the Content form's schema, and the preview of
// unsaved values, which is checked as a save is and stores nothing.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { CONTENT_MISSING } from "~/copy/admin-content";
import { PUBLISHING_MESSAGES } from "~/copy/admin-publishing";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { instantOfSchoolMoment, schoolMomentOf } from "~/lib/publication-time";
import { CONTENT_MESSAGES, contentFormSchema, SAVE_CONTENT_INTENT } from "~/lib/schemas/content";
import { NEWS_INTENTS } from "~/lib/schemas/news";
import type { Actor } from "~/server/audit.server";
import { contentPageData } from "~/server/content/content-page.server";
import { createContentItem } from "~/server/content/items.server";
import { contentPreviewFromForm } from "~/server/content/preview-page.server";
import { contentItemById, contentPageBySlug } from "~/server/content/queries.server";
import { db } from "~/server/db/db.server";
import type { IntentContext } from "~/server/http/intents.server";
import { createArticleIntent, updateArticleIntent } from "~/server/news/admin-page.server";
import { createNewsArticle, newsArticleById, newsBySlug } from "~/server/news/articles.server";
import { newsPreviewFromForm } from "~/server/news/preview-page.server";
import type { SessionUser } from "~/server/staff/auth.server";
import { setupTestDatabase } from "../support/test-database";
import { insertUser } from "./helpers/staff";

setupTestDatabase();

const DAY = 24 * 60 * 60 * 1000;

type Handler = (context: IntentContext<SessionUser>) => Promise<unknown>;
type Reply = {
  saved?: boolean;
  toast?: { title: string; description?: string };
  result?: { error?: Record<string, string[] | null> };
};

function formOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** Runs one of News Management's intent handlers with this form, as dispatchIntent would. */
async function runIntent(handler: Handler, fields: Record<string, string>, actor: Actor) {
  const form = formOf(fields);
  const reply = await handler({
    request: new Request("http://localhost/admin/news", { method: "POST" }),
    form,
    user: actor as SessionUser,
    actor,
    parse: (schema) => parseWithZod(form, { schema }) as never,
  });
  return reply as { data: Reply; init: { status?: number } | null };
}

async function contentCount() {
  const row = await db()
    .selectFrom("content")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function editForm(article: { id: string; updatedAt: string; title: string }, fields: Record<string, string>) {
  return {
    intent: NEWS_INTENTS.update,
    articleId: article.id,
    updatedAt: article.updatedAt,
    title: article.title,
    ...fields,
  };
}

describe("News: publishing actions", () => {
  it("Publish now publishes a scheduled article at this moment, whatever the fields say", async () => {
    const actor = await insertUser();
    const later = new Date(Date.now() + 3 * DAY).toISOString();
    const article = await createNewsArticle({ title: "Science Fair", publishedAt: later }, actor);
    const [date, time] = schoolMomentOf(later).split("T");
    const before = Date.now();
    const { data } = await runIntent(
      updateArticleIntent,
      editForm(article, { status: "draft", publishDate: date!, publishTime: time!, publish: "now" }),
      actor,
    );
    expect(data.saved).toBe(true);
    expect(data.toast?.description).toBe('"Science Fair" is on the News page now.');
    const published = await newsArticleById(article.id);
    expect(published!.status).toBe("published");
    expect(Date.parse(published!.publishedAt!)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(published!.publishedAt!)).toBeLessThanOrEqual(Date.now());
    expect(await newsBySlug(article.slug)).toBeDefined();
  });

  it("Save draft takes a published article off the website, its date cleared (spec §4)", async () => {
    const actor = await insertUser();
    const article = await createNewsArticle({ title: "Sports Day" }, actor);
    const { data } = await runIntent(
      updateArticleIntent,
      editForm(article, { status: "published", publish: "draft" }),
      actor,
    );
    expect(data.toast?.description).toBe('"Sports Day" is saved as a draft and is not on the website.');
    expect(await newsArticleById(article.id)).toMatchObject({ status: "draft", publishedAt: null });
    expect(await newsBySlug(article.slug)).toBeUndefined();
  });

  it("Schedule publishes a draft at the India moment chosen; a past or missing moment is refused", async () => {
    const actor = await insertUser();
    const article = await createNewsArticle({ title: "Pongal Holidays", status: "draft" }, actor);
    const yesterday = todayInSchoolTimeZone(new Date(Date.now() - DAY));
    const past = await runIntent(
      updateArticleIntent,
      editForm(article, {
        status: "draft",
        publishDate: yesterday,
        publishTime: "09:00",
        publish: "schedule",
      }),
      actor,
    );
    expect(past.init?.status).toBe(400);
    expect(past.data.result?.error?.publishDate).toEqual([PUBLISHING_MESSAGES.scheduleInPast]);
    const missing = await runIntent(
      updateArticleIntent,
      editForm(article, { status: "draft", publish: "schedule" }),
      actor,
    );
    expect(missing.data.result?.error?.publishDate).toEqual([PUBLISHING_MESSAGES.scheduleNeedsMoment]);
    expect(await newsArticleById(article.id)).toMatchObject({ status: "draft", publishedAt: null });

    const dayAfter = todayInSchoolTimeZone(new Date(Date.now() + 2 * DAY));
    const { data } = await runIntent(
      updateArticleIntent,
      editForm(article, {
        status: "draft",
        publishDate: dayAfter,
        publishTime: "09:00",
        publish: "schedule",
      }),
      actor,
    );
    expect(data.toast?.description).toContain("will appear on the News page on");
    expect(await newsArticleById(article.id)).toMatchObject({
      status: "published",
      publishedAt: instantOfSchoolMoment(`${dayAfter}T09:00`),
    });
    expect(await newsBySlug(article.slug)).toBeUndefined();
  });

  it("takes the actions on a new article too, and refuses an unknown action", async () => {
    const actor = await insertUser();
    await runIntent(
      createArticleIntent,
      { intent: NEWS_INTENTS.create, title: "Born Draft", status: "published", publish: "draft" },
      actor,
    );
    const dayAfter = todayInSchoolTimeZone(new Date(Date.now() + 2 * DAY));
    await runIntent(
      createArticleIntent,
      {
        intent: NEWS_INTENTS.create,
        title: "Born Scheduled",
        status: "draft",
        publishDate: dayAfter,
        publishTime: "07:30",
        publish: "schedule",
      },
      actor,
    );
    const rows = await db()
      .selectFrom("content")
      .select(["title", "status", "published_at"])
      .where("title", "in", ["Born Draft", "Born Scheduled"])
      .orderBy("title")
      .execute();
    expect(rows.map((row) => [row.title, row.status])).toEqual([
      ["Born Draft", "draft"],
      ["Born Scheduled", "published"],
    ]);
    expect(rows[0]!.published_at).toBeNull();
    expect(new Date(rows[1]!.published_at!).toISOString()).toBe(instantOfSchoolMoment(`${dayAfter}T07:30`));

    const before = await contentCount();
    const odd = await runIntent(
      createArticleIntent,
      { intent: NEWS_INTENTS.create, title: "Odd", publish: "tomorrow" },
      actor,
    );
    expect(odd.init?.status).toBe(400);
    expect(await contentCount()).toBe(before);
  });
});

describe("News: preview of unsaved values", () => {
  it("draws the typed values with the article page's data, marked unsaved, and stores nothing", async () => {
    const actor = await insertUser();
    const article = await createNewsArticle({ title: "Library Week", status: "draft" }, actor);
    const before = await contentCount();
    const preview = await newsPreviewFromForm(
      formOf({
        intent: NEWS_INTENTS.update,
        articleId: article.id,
        title: "Library Week 2026",
        titleTa: "நூலக வாரம்",
        body: "<p>Books</p><script>alert(1)</script>",
        status: "draft",
      }),
      "ta",
    );
    expect(preview.refused).toBeNull();
    expect(preview.page!.article.title).toBe("நூலக வாரம்");
    expect(preview.page!.article.body?.html).toContain("Books");
    expect(preview.page!.article.body?.html).not.toContain("script");
    expect(preview.page!.preview).toMatchObject({ status: "draft", unsaved: true });
    expect(await contentCount()).toBe(before);
    expect((await newsArticleById(article.id))!.title).toBe("Library Week");
  });

  it("refuses values a save would refuse, with the form's messages", async () => {
    const preview = await newsPreviewFromForm(formOf({ title: " ", publish: "schedule" }), "en");
    expect(preview.page).toBeNull();
    expect(preview.refused).toContain("Enter the article title.");
  });
});

describe("Content form: publishing actions", () => {
  const fields = { intent: SAVE_CONTENT_INTENT, title: "Transport", slug: "transport", kind: "about" };
  function errorsOf(values: Record<string, string>) {
    const submission = parseWithZod(formOf({ ...fields, ...values }), { schema: contentFormSchema });
    return submission.status === "success" ? {} : (submission.error ?? {});
  }

  it("takes Publish now and Save draft as they come, and Schedule only with a moment ahead", () => {
    expect(errorsOf({ status: "draft", publish: "now" })).toEqual({});
    expect(errorsOf({ status: "published", publish: "draft" })).toEqual({});
    expect(errorsOf({ status: "draft", publish: "schedule" }).publishedAt).toEqual([
      PUBLISHING_MESSAGES.scheduleNeedsMoment,
    ]);
    expect(
      errorsOf({ status: "draft", publish: "schedule", publishedAt: "2020-01-01T09:00" }).publishedAt,
    ).toEqual([PUBLISHING_MESSAGES.scheduleInPast]);
    const ahead = schoolMomentOf(new Date(Date.now() + DAY).toISOString());
    expect(errorsOf({ status: "draft", publish: "schedule", publishedAt: ahead })).toEqual({});
  });
});

describe("Content form: preview of unsaved values", () => {
  it("draws the typed values with the content page's data, marked unsaved, and stores nothing", async () => {
    const actor = await insertUser();
    const item = await createContentItem(
      {
        kind: "event",
        title: "Annual Day",
        slug: "annual-day",
        status: "draft",
        body: "<p>Old words.</p>",
        event: { date: "2031-02-01", time: "10:00", location: "Hall" },
      },
      actor,
    );
    const before = await contentCount();
    const preview = await contentPreviewFromForm(
      formOf({
        intent: SAVE_CONTENT_INTENT,
        itemId: item.id,
        title: "Annual Day 2031",
        titleTa: "ஆண்டு விழா",
        slug: "annual-day",
        kind: "event",
        status: "draft",
        body: "<p>Songs</p><script>alert(1)</script>",
        eventDate: "2031-02-02",
        eventTime: "10:30",
        location: "Main Hall",
      }),
      "ta",
    );
    expect(preview.refused).toBeNull();
    const page = preview.page!;
    expect(page.item.title).toEqual({ text: "ஆண்டு விழா" });
    // No Tamil body: the English one, marked English, cleaned as the public page cleans it.
    expect(page.item.bodies).toHaveLength(1);
    expect(page.item.bodies[0]!.lang).toBe("en");
    expect(page.item.bodies[0]!.body.html).toContain("Songs");
    expect(page.item.bodies[0]!.body.html).not.toContain("script");
    expect(page.item.event).toMatchObject({ date: "2031-02-02", location: "Main Hall", time: "10:30" });
    expect(page.preview).toMatchObject({ status: "draft", unsaved: true });
    expect(await contentCount()).toBe(before);
    const kept = (await contentItemById(item.id))!;
    expect(kept).toMatchObject({ title: "Annual Day", status: "draft", body: "<p>Old words.</p>" });
    expect(kept.event).toMatchObject({ date: "2031-02-01", location: "Hall" });
  });

  it("is the public page's data when nothing is changed, but for the strip", async () => {
    const actor = await insertUser();
    const item = await createContentItem(
      {
        kind: "about",
        title: "Transport",
        slug: "transport",
        status: "published",
        summary: "Buses and vans.",
        body: "<p>Routes.</p>",
      },
      actor,
    );
    const shown = schoolMomentOf(item.publishedAt);
    const preview = await contentPreviewFromForm(
      formOf({
        intent: SAVE_CONTENT_INTENT,
        itemId: item.id,
        title: "Transport",
        slug: "transport",
        kind: "about",
        status: "published",
        metaDescription: "Buses and vans.",
        body: "<p>Routes.</p>",
        publishedAt: shown,
        publishedAtShown: shown,
      }),
      "en",
    );
    const publicPage = await contentPageData((await contentPageBySlug("transport"))!, "en");
    expect(publicPage.preview).toBeNull();
    expect(preview.page!.preview).toEqual({ status: "published", unsaved: true });
    expect({ ...preview.page!.item, updatedAt: "" }).toEqual({ ...publicPage.item, updatedAt: "" });

    // Publish now: the page as it would be at once, still marked unsaved.
    const now = await contentPreviewFromForm(
      formOf({
        intent: SAVE_CONTENT_INTENT,
        itemId: item.id,
        title: "Transport",
        slug: "transport",
        kind: "about",
        status: "draft",
        publish: "now",
      }),
      "en",
    );
    expect(now.page!.preview).toEqual({ status: "published", unsaved: true });
  });

  it("refuses values a save would refuse, and an item no longer there, with the messages", async () => {
    const base = {
      intent: SAVE_CONTENT_INTENT,
      title: "Transport",
      slug: "transport",
      kind: "about",
      status: "draft",
    };
    const bad = await contentPreviewFromForm(formOf({ ...base, title: " ", slug: "Not A Slug" }), "en");
    expect(bad.page).toBeNull();
    expect(bad.refused).toEqual(
      expect.arrayContaining([CONTENT_MESSAGES.title, CONTENT_MESSAGES.slugCharacters]),
    );
    const gone = await contentPreviewFromForm(formOf({ ...base, itemId: "no-such-item" }), "en");
    expect(gone.refused).toEqual([CONTENT_MISSING.message]);
    const slide = await contentPreviewFromForm(formOf({ ...base, kind: "homepage_slide" }), "en");
    expect(slide.refused).toEqual([CONTENT_MESSAGES.kind]);
  });
});
