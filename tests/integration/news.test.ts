import { describe, expect, it } from "vitest";
import { NEWS_LIMIT } from "~/copy/limits";
import { db } from "~/server/db/db.server";
import { DomainError } from "~/server/domain-error.server";
import {
  allNews,
  countPublishedNews,
  createNewsArticle,
  deleteNewsArticle,
  newsArticleById,
  newsBySlug,
  publishedNews,
  updateNewsArticle,
} from "~/server/news/articles.server";
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
