import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  NEWS_ADMIN_PAGE_SIZE,
  NEWS_BODY_MAX,
  NEWS_CREATED,
  NEWS_DELETED,
  NEWS_EXCERPT_MAX,
  NEWS_RESTORED,
  NEWS_TITLE_MAX,
  NEWS_UPDATED,
  NOT_PUBLISHED,
} from "~/copy/admin-news";
import { NEWS_LIMIT } from "~/copy/limits";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { instantOfSchoolMoment } from "~/lib/publication-time";
import { NEWS_INTENTS } from "~/lib/schemas/news";
import type { Actor } from "~/server/audit.server";
import { STALE_EDIT_MESSAGE } from "~/server/content/record.server";
import { db } from "~/server/db/db.server";
import { DomainError } from "~/server/domain-error.server";
import type { IntentContext } from "~/server/http/intents.server";
import {
  articleViews,
  createArticleIntent,
  deleteArticleIntent,
  newsAdminPage,
  restoreArticleIntent,
  updateArticleIntent,
} from "~/server/news/admin-page.server";
import {
  allNews,
  countPublishedNews,
  createNewsArticle,
  deleteNewsArticle,
  type NewsInput,
  newsArticleById,
  newsBySlug,
  publishedNews,
  restoreNewsArticle,
  updateNewsArticle,
} from "~/server/news/articles.server";
import { newsArchivePage, newsFeedArticles, recentNews } from "~/server/news/page.server";
import type { SessionUser } from "~/server/staff/auth.server";
import { setupTestDatabase } from "../support/test-database";
import { ISO_INSTANT, insertUser } from "./helpers/staff";

setupTestDatabase();

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe("news", () => {
  it("publishes now by default, with priority medium and plain values", async () => {
    const actor = await insertUser();
    const before = Date.now();
    const article = await createNewsArticle(
      { title: "Admissions Open", excerpt: "Seats available", body: "<p>Apply</p>" },
      actor,
    );
    expect(article).toMatchObject({
      status: "published",
      priority: "medium",
      isFeatured: false,
      category: null,
      excerpt: "Seats available",
      body: "<p>Apply</p>",
    });
    expect(article.publishedAt).toMatch(ISO_INSTANT);
    expect(Date.parse(article.publishedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(typeof article.isFeatured).toBe("boolean");
  });

  it("uses the chosen publication date, and no date for a draft", async () => {
    const actor = await insertUser();
    const chosen = daysFromNow(-3);
    const dated = await createNewsArticle(
      { title: "Dated", publishedAt: chosen, priority: "high", category: "Achievement" },
      actor,
    );
    expect(dated.publishedAt).toBe(chosen);
    const draft = await createNewsArticle({ title: "Draft", status: "draft", publishedAt: chosen }, actor);
    expect(draft.publishedAt).toBeNull();
  });

  it("shows published news newest first, names missing categories 'General', and hides drafts", async () => {
    const titles = (await publishedNews()).map((a) => a.title);
    expect(titles).toEqual(["Admissions Open", "Dated"]);
    const [first] = await publishedNews();
    expect(first!.category).toBe("General");
    expect(await newsBySlug("draft")).toBeUndefined();
    expect((await newsBySlug("draft", { staff: true }))?.status).toBe("draft");
  });

  it("keeps a scheduled article hidden until its publication time", async () => {
    const actor = await insertUser();
    const scheduled = await createNewsArticle({ title: "Next Week", publishedAt: daysFromNow(7) }, actor);
    expect(scheduled.status).toBe("published");
    expect((await publishedNews()).map((a) => a.title)).not.toContain("Next Week");
    expect(await newsBySlug("next-week")).toBeUndefined();
    expect(await countPublishedNews()).toBe(2);
    // Once its time has come it appears, in date order.
    await updateNewsArticle(scheduled.id, { publishedAt: daysFromNow(-1) }, actor);
    expect((await publishedNews()).map((a) => a.title)).toEqual(["Admissions Open", "Next Week", "Dated"]);
  });

  it("limits the public list to 10 by default and pages through the rest", async () => {
    const actor = await insertUser();
    for (let i = 0; i < 12; i++)
      await createNewsArticle({ title: `Bulk ${i}`, publishedAt: daysFromNow(-10 - i) }, actor);
    const firstPage = await publishedNews();
    expect(firstPage).toHaveLength(NEWS_LIMIT);
    const secondPage = await publishedNews({ offset: NEWS_LIMIT });
    expect(secondPage.map((a) => a.title)).toEqual(["Bulk 7", "Bulk 8", "Bulk 9", "Bulk 10", "Bulk 11"]);
    expect(await publishedNews({ limit: 1000 })).toHaveLength(15);
  });

  it("switches between draft and published by the form's rule", async () => {
    const actor = await insertUser();
    const article = await createNewsArticle({ title: "Flip Flop", publishedAt: daysFromNow(-2) }, actor);
    const draft = await updateNewsArticle(article.id, { status: "draft" }, actor);
    expect(draft.publishedAt).toBeNull();
    const republished = await updateNewsArticle(draft.id, { status: "published" }, actor);
    expect(Date.parse(republished.publishedAt!)).toBeGreaterThan(Date.now() - 60_000);
    // An edit that does not choose a date keeps the one it has.
    const edited = await updateNewsArticle(article.id, { title: "Flip Flop Edited", priority: "low" }, actor);
    expect(edited.publishedAt).toBe(republished.publishedAt);
    expect(edited.priority).toBe("low");
  });

  it("lists every article for the admin with undated drafts first and filters", async () => {
    const all = await allNews();
    expect(all.items[0]!.publishedAt).toBeNull();
    expect(all.total).toBe(17);
    const drafts = await allNews({ status: "draft" });
    expect(drafts.items.map((a) => a.title)).toEqual(["Draft"]);
    expect((await allNews({ category: "Achievement" })).items.map((a) => a.title)).toEqual(["Dated"]);
    expect((await allNews({ limit: 5 })).items).toHaveLength(5);
  });

  it("refuses unknown categories and priorities", async () => {
    const actor = await insertUser();
    await expect(createNewsArticle({ title: "X", category: "Gossip" }, actor)).rejects.toThrow(DomainError);
    await expect(createNewsArticle({ title: "Y", priority: "urgent" as "high" }, actor)).rejects.toThrow(
      DomainError,
    );
  });

  it("falls back to the description for the excerpt, then to empty", async () => {
    const actor = await insertUser();
    const article = await createNewsArticle({ title: "No Excerpt" }, actor);
    expect(article.excerpt).toBe("");
    await db()
      .updateTable("content")
      .set({ details: JSON.stringify({ description: "From the description" }) })
      .where("id", "=", article.id)
      .execute();
    expect((await newsArticleById(article.id))?.excerpt).toBe("From the description");
  });

  it("deletes the news row with the article", async () => {
    const actor = await insertUser();
    const article = await createNewsArticle({ title: "To Delete" }, actor);
    await deleteNewsArticle(article.id, actor);
    expect(await newsArticleById(article.id)).toBeUndefined();
    const rows = await db()
      .selectFrom("news")
      .select("content_id")
      .where("content_id", "=", article.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// News Management (issue 13): the dialog's publication rule, stale edits, delete and Undo, the
// admin list's filters and pages, featured ordering on /news, and refusals of bad input.

type Handler = (context: IntentContext<SessionUser>) => Promise<unknown>;

/** Runs one of the page's intent handlers with this form, as dispatchIntent would. */
async function runIntent(handler: Handler, fields: Record<string, string>, actor: Actor) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const reply = await handler({
    request: new Request("http://localhost/admin/news", { method: "POST" }),
    form,
    user: actor as SessionUser,
    actor,
    parse: (schema) => parseWithZod(form, { schema }) as never,
  });
  return (reply as { data: { saved?: boolean; toast?: { title: string; description?: string } } }).data;
}

/** The stored rows of an article, as the database holds them. */
async function storedRows(id: string) {
  const [content, news] = await Promise.all([
    db().selectFrom("content").selectAll().where("id", "=", id).executeTakeFirst(),
    db().selectFrom("news").selectAll().where("content_id", "=", id).executeTakeFirst(),
  ]);
  return { content, news };
}

describe("news management", () => {
  it("publishes at the chosen India date and time, now without one, and never as a draft", async () => {
    const actor = await insertUser();
    const before = Date.now();
    const chosen = await runIntent(
      createArticleIntent,
      {
        intent: NEWS_INTENTS.create,
        title: "Chosen Moment",
        category: "Sports",
        priority: "high",
        status: "published",
        publishDate: "2026-01-15",
        publishTime: "00:30",
      },
      actor,
    );
    expect(chosen.saved).toBe(true);
    expect(chosen.toast?.title).toBe(NEWS_CREATED);
    // 00:30 in India is 19:00 the evening before in UTC.
    const dated = (await allNews({ limit: 200 })).items.find((a) => a.title === "Chosen Moment")!;
    expect(dated.publishedAt).toBe("2026-01-14T19:00:00.000Z");
    expect(dated).toMatchObject({ category: "Sports", priority: "high", status: "published" });

    await runIntent(createArticleIntent, { intent: NEWS_INTENTS.create, title: "Right Away" }, actor);
    const now = (await allNews({ limit: 200 })).items.find((a) => a.title === "Right Away")!;
    // The spec's defaults: published, medium, 'Other', published now.
    expect(now).toMatchObject({
      status: "published",
      priority: "medium",
      category: "Other",
      isFeatured: false,
    });
    expect(Date.parse(now.publishedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(now.publishedAt!)).toBeLessThanOrEqual(Date.now());

    await runIntent(
      createArticleIntent,
      { intent: NEWS_INTENTS.create, title: "Draft With Date", status: "draft", publishDate: "2026-01-15" },
      actor,
    );
    const draft = (await allNews({ limit: 200 })).items.find((a) => a.title === "Draft With Date")!;
    expect(draft.publishedAt).toBeNull();
    expect(await newsBySlug(draft.slug)).toBeUndefined();
  });

  it("schedules a future moment: hidden from /news, the archive and the feed until then", async () => {
    const actor = await insertUser();
    const tomorrow = todayInSchoolTimeZone(new Date(Date.now() + DAY));
    const reply = await runIntent(
      createArticleIntent,
      { intent: NEWS_INTENTS.create, title: "Tomorrow Morning", publishDate: tomorrow, publishTime: "09:00" },
      actor,
    );
    expect(reply.toast?.description).toContain("will appear on the News page on");
    const article = (await allNews({ limit: 200 })).items.find((a) => a.title === "Tomorrow Morning")!;
    expect(article.publishedAt).toBe(instantOfSchoolMoment(`${tomorrow}T09:00`));
    const [view] = await articleViews([article]);
    expect(view).toMatchObject({ scheduled: true, href: null, publishDate: tomorrow, publishTime: "09:00" });
    expect(view!.dateText).toMatch(/^Scheduled for /);
    expect((await recentNews()).items.map((card) => card.title)).not.toContain("Tomorrow Morning");
    expect((await newsFeedArticles()).map((a) => a.title)).not.toContain("Tomorrow Morning");
    expect((await newsArchivePage(1))!.items.map((card) => card.title)).not.toContain("Tomorrow Morning");
    expect(await newsBySlug(article.slug)).toBeUndefined();
  });

  it("keeps the stored moment when the dialog's date and time are unchanged, and publishes now when emptied", async () => {
    const actor = await insertUser();
    const stored = "2026-02-10T04:31:27.345Z"; // 10:01:27 in India
    const article = await createNewsArticle({ title: "Exact Moment", publishedAt: stored }, actor);
    const [view] = await articleViews([article]);
    expect([view!.publishDate, view!.publishTime]).toEqual(["2026-02-10", "10:01"]);
    const form = {
      intent: NEWS_INTENTS.update,
      articleId: article.id,
      updatedAt: article.updatedAt,
      title: "Exact Moment Edited",
      status: "published",
      publishDate: view!.publishDate,
      publishTime: view!.publishTime,
    };
    const saved = await runIntent(updateArticleIntent, form, actor);
    expect(saved.toast?.title).toBe(NEWS_UPDATED);
    const edited = await newsArticleById(article.id);
    expect(edited).toMatchObject({ title: "Exact Moment Edited", publishedAt: stored });

    // Draft clears it; published again without a date is published now.
    await runIntent(updateArticleIntent, { ...form, updatedAt: edited!.updatedAt, status: "draft" }, actor);
    const drafted = await newsArticleById(article.id);
    expect(drafted!.publishedAt).toBeNull();
    const before = Date.now();
    const { publishDate: _d, publishTime: _t, ...withoutDate } = form;
    await runIntent(updateArticleIntent, { ...withoutDate, updatedAt: drafted!.updatedAt }, actor);
    const republished = await newsArticleById(article.id);
    expect(republished!.status).toBe("published");
    expect(Date.parse(republished!.publishedAt!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("refuses a stale edit with the stale-edit message and changes nothing", async () => {
    const actor = await insertUser();
    const article = await createNewsArticle({ title: "Two Editors", excerpt: "First" }, actor);
    const first = await updateNewsArticle(article.id, { excerpt: "Saved by the first" }, actor, {
      expectedUpdatedAt: article.updatedAt,
    });
    const before = await storedRows(article.id);
    await expect(
      updateNewsArticle(article.id, { excerpt: "Saved by the second" }, actor, {
        expectedUpdatedAt: article.updatedAt,
      }),
    ).rejects.toThrow(new DomainError(STALE_EDIT_MESSAGE, { status: 409 }));
    await expect(
      updateNewsArticle(article.id, { excerpt: "x" }, actor, { expectedUpdatedAt: article.updatedAt }),
    ).rejects.toMatchObject({ status: 409 });
    expect(await storedRows(article.id)).toEqual(before);
    // With the current updatedAt the save goes through.
    const second = await updateNewsArticle(article.id, { excerpt: "Second, after reloading" }, actor, {
      expectedUpdatedAt: first.updatedAt,
    });
    expect(second.excerpt).toBe("Second, after reloading");
  });

  it("restores a deleted article exactly: same id, slug, picture, news row and dates", async () => {
    const actor = await insertUser();
    const article = await createNewsArticle(
      {
        title: "Science Fair Winners",
        excerpt: "Our class 5 team won.",
        body: "<p>Well done!</p>",
        imageUrl: "/media/news/2026/science-fair.webp",
        category: "Achievement",
        priority: "high",
        isFeatured: true,
        publishedAt: new Date(Date.now() - 3 * DAY).toISOString(),
      },
      actor,
    );
    const before = await storedRows(article.id);
    expect(before.content).toBeDefined();
    const snapshot = await deleteNewsArticle(article.id, actor);
    expect(await storedRows(article.id)).toEqual({ content: undefined, news: undefined });
    expect(await newsBySlug(article.slug)).toBeUndefined();

    const restored = await restoreNewsArticle(snapshot!, actor);
    expect(restored).toEqual(article);
    expect(await storedRows(article.id)).toEqual(before);
    expect((await newsBySlug(article.slug))?.id).toBe(article.id);
    // A second restore of the same snapshot clashes with the article that is back.
    await expect(restoreNewsArticle(snapshot!, actor)).rejects.toMatchObject({ status: 409 });
    // A snapshot of another kind is not News Management's to restore.
    await expect(restoreNewsArticle({ ...snapshot!, kind: "gallery" }, actor)).rejects.toMatchObject({
      status: 409,
    });
    expect(await storedRows(article.id)).toEqual(before);
  });

  it("deletes and restores through the page's intents, once, for the person who deleted", async () => {
    const actor = await insertUser();
    const other = await insertUser({ name: "Another Editor" });
    const article = await createNewsArticle({ title: "Undo Through The Page" }, actor);
    const before = await storedRows(article.id);
    const deleted = (await runIntent(
      deleteArticleIntent,
      { intent: NEWS_INTENTS.delete, articleId: article.id },
      actor,
    )) as { toast?: { title: string }; undo?: { token: string } };
    expect(deleted.toast?.title).toBe(NEWS_DELETED);
    const token = deleted.undo!.token;
    // Someone else cannot use the token; its owner can, once.
    await expect(
      runIntent(restoreArticleIntent, { intent: NEWS_INTENTS.restore, token }, other),
    ).rejects.toMatchObject({ status: 409 });
    const restored = await runIntent(restoreArticleIntent, { intent: NEWS_INTENTS.restore, token }, actor);
    expect(restored.toast?.title).toBe(NEWS_RESTORED);
    expect(await storedRows(article.id)).toEqual(before);
    await expect(
      runIntent(restoreArticleIntent, { intent: NEWS_INTENTS.restore, token }, actor),
    ).rejects.toMatchObject({ status: 409 });
    // Deleting an article that is gone is a 404.
    await deleteNewsArticle(article.id, actor);
    await expect(
      runIntent(deleteArticleIntent, { intent: NEWS_INTENTS.delete, articleId: article.id }, actor),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("filters the admin list by category and status and pages through it without gaps or repeats", async () => {
    const actor = await insertUser();
    await db().deleteFrom("news").execute();
    await db().deleteFrom("content").where("kind", "=", "news").execute();
    for (let i = 0; i < 60; i++)
      await createNewsArticle(
        {
          title: `Paged ${String(i).padStart(2, "0")}`,
          category: i % 3 === 0 ? "Holiday" : "Sports",
          status: i % 4 === 0 ? "draft" : "published",
          publishedAt: new Date(Date.now() - (i + 1) * DAY).toISOString(),
        },
        actor,
      );
    const query = { category: null, status: null } as const;
    const first = await newsAdminPage({ ...query, page: 1 });
    expect(first.total).toBe(60);
    expect(first.pageCount).toBe(Math.ceil(60 / NEWS_ADMIN_PAGE_SIZE));
    const pages = [first];
    for (let page = 2; page <= first.pageCount; page++) pages.push(await newsAdminPage({ ...query, page }));
    const seen = pages.flatMap((p) => p.articles.map((a) => a.title));
    expect(new Set(seen).size).toBe(60);
    // Drafts (undated) first, then the newest publication.
    const drafts = seen.slice(0, 15);
    expect(drafts.every((title) => Number(title.slice(6)) % 4 === 0)).toBe(true);
    const published = seen.slice(15).map((title) => Number(title.slice(6)));
    expect(published).toEqual([...published].sort((a, b) => a - b));

    const holidays = await newsAdminPage({ category: "Holiday", status: null, page: 1 });
    expect(holidays.total).toBe(20);
    expect(holidays.articles.every((a) => a.category === "Holiday")).toBe(true);
    const holidayDrafts = await newsAdminPage({ category: "Holiday", status: "draft", page: 1 });
    // i divisible by 3 and by 4: 0, 12, 24, 36, 48.
    expect(holidayDrafts.articles.map((a) => a.title).sort()).toEqual([
      "Paged 00",
      "Paged 12",
      "Paged 24",
      "Paged 36",
      "Paged 48",
    ]);
    expect(holidayDrafts.articles.every((a) => a.dateText === NOT_PUBLISHED)).toBe(true);
    const none = await newsAdminPage({ category: "Admission", status: null, page: 1 });
    expect(none).toEqual({ articles: [], total: 0, pageCount: 1 });
  });

  it("lists featured articles in date order like the rest on /news, the archive and the feed (spec §7)", async () => {
    const actor = await insertUser();
    await db().deleteFrom("news").execute();
    await db().deleteFrom("content").where("kind", "=", "news").execute();
    const day = (n: number) => new Date(Date.now() - n * DAY).toISOString();
    await createNewsArticle({ title: "Newest Plain", publishedAt: day(1) }, actor);
    await createNewsArticle({ title: "Old Featured", publishedAt: day(30), isFeatured: true }, actor);
    await createNewsArticle({ title: "Middle Plain", publishedAt: day(5) }, actor);
    await createNewsArticle({ title: "Recent Featured", publishedAt: day(2), isFeatured: true }, actor);
    await createNewsArticle({ title: "Featured Draft", status: "draft", isFeatured: true }, actor);
    await createNewsArticle(
      { title: "Featured Later", publishedAt: new Date(Date.now() + DAY), isFeatured: true },
      actor,
    );
    const dateOrder = ["Newest Plain", "Recent Featured", "Middle Plain", "Old Featured"];
    expect((await recentNews()).items.map((card) => card.title)).toEqual(dateOrder);
    expect((await newsFeedArticles()).map((a) => a.title)).toEqual(dateOrder);
    expect((await newsArchivePage(1))!.items.map((card) => card.title)).toEqual(dateOrder);
    // The flag is kept and shown in News Management, drafts and scheduled ones included.
    const featured = (await allNews({ limit: 50 })).items.filter((a) => a.isFeatured).map((a) => a.title);
    expect(featured.sort()).toEqual(["Featured Draft", "Featured Later", "Old Featured", "Recent Featured"]);
    // Unfeaturing changes nothing in the public order.
    const old = (await allNews({ limit: 50 })).items.find((a) => a.title === "Old Featured")!;
    expect((await updateNewsArticle(old.id, { isFeatured: false }, actor)).isFeatured).toBe(false);
    expect((await recentNews()).items.map((card) => card.title)).toEqual(dateOrder);
  });

  it("refuses bad input whoever sends it, and changes nothing", async () => {
    const actor = await insertUser();
    const article = await createNewsArticle({ title: "Guarded", excerpt: "Safe" }, actor);
    const before = await storedRows(article.id);
    const count = async () => (await allNews({ limit: 1 })).total;
    const total = await count();
    const refusals: [Partial<NewsInput>, string][] = [
      [{ title: "x".repeat(NEWS_TITLE_MAX + 1) }, "title"],
      [{ title: "   " }, "title"],
      [{ excerpt: "x".repeat(NEWS_EXCERPT_MAX + 1) }, "excerpt"],
      [{ body: `<p>${"x".repeat(NEWS_BODY_MAX)}</p>` }, "body"],
      [{ category: "Gossip" }, "category"],
      [{ priority: "urgent" as "high" }, "priority"],
      [{ status: "deleted" as "draft" }, "status"],
      [{ imageUrl: "javascript:alert(1)" }, "imageUrl"],
      [{ imageUrl: "/media/x.webp", mediaId: "no-such-media" }, "imageUrl"],
      [{ isFeatured: "yes" as unknown as boolean }, "isFeatured"],
      [{ publishedAt: "not a date" }, "publishedAt"],
    ];
    for (const [changes, field] of refusals) {
      await expect(updateNewsArticle(article.id, changes, actor), field).rejects.toMatchObject({ field });
      await expect(createNewsArticle({ title: "New", ...changes }, actor), field).rejects.toMatchObject({
        field,
      });
    }
    expect(await storedRows(article.id)).toEqual(before);
    expect(await count()).toBe(total);
    await expect(updateNewsArticle("no-such-id", { title: "Ghost" }, actor)).rejects.toMatchObject({
      status: 404,
    });
    // A body with script is stored clean.
    const cleaned = await updateNewsArticle(
      article.id,
      {
        body: '<p onclick="steal()">Hi</p><script>alert(1)</script><img src="/media/news/1-a.png" alt="A" onerror="steal()">',
      },
      actor,
    );
    expect(cleaned.body).toBe('<p>Hi</p><img src="/media/news/1-a.png" alt="A" />');
  });
});
