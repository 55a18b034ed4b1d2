// News Management's pure rules: the publication moment in India (across midnight), the list's URL,
// the dialog's schemas, the priority badges and the rows as they render, and the spec's texts.
import { parseWithZod } from "@conform-to/zod/v4";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NewsList } from "~/components/admin/news/news-list";
import { AdminPriorityBadge } from "~/components/admin/news/priority-badge";
import {
  ALL_STATUS_LABEL,
  articleCount,
  ERROR_TITLE,
  NEWS_CREATED,
  NEWS_DELETE_FAILED,
  NEWS_DELETED,
  NEWS_EXCERPT_MAX,
  NEWS_LOAD_FAILED,
  NEWS_MESSAGES,
  NEWS_SAVE_FAILED,
  NEWS_TITLE_MAX,
  NEWS_UPDATED,
  NO_NEWS_ARTICLES,
  NOT_PUBLISHED,
  PUBLISH_DATE_PLACEHOLDER,
} from "~/copy/admin-news";
import { NEWS_CATEGORIES } from "~/copy/categories";
import {
  createArticleSchema,
  NEWS_INTENTS,
  newsAdminHref,
  parseNewsAdminQuery,
  publicationInstant,
  updateArticleSchema,
} from "~/lib/schemas/news";
import { failureToast } from "~/server/news/admin-page.server";
import type { NewsArticleView } from "~/views/news";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

function errorsOf(
  schema: typeof createArticleSchema | typeof updateArticleSchema,
  fields: Record<string, string>,
) {
  const submission = parseWithZod(form(fields), { schema });
  return submission.status === "success" ? {} : (submission.error ?? {});
}

describe("the spec's texts (§8, §9)", () => {
  it("uses the toasts, empty text and count word for word", () => {
    expect([NEWS_CREATED, NEWS_UPDATED, NEWS_DELETED]).toEqual([
      "News created",
      "News updated",
      "News deleted",
    ]);
    expect(NEWS_SAVE_FAILED).toBe("Failed to save the news article. Please try again.");
    expect(NEWS_DELETE_FAILED).toBe("Failed to delete the news article. Please try again.");
    expect(NEWS_LOAD_FAILED).toBe("Failed to load news items");
    expect(ERROR_TITLE).toBe("Error");
    expect(NO_NEWS_ARTICLES).toBe("No news articles found");
    expect(NOT_PUBLISHED).toBe("Not published");
    expect(ALL_STATUS_LABEL).toBe("All Status");
    expect(PUBLISH_DATE_PLACEHOLDER).toBe("Select publish date");
    expect(articleCount(1)).toBe("1 article(s) found");
    expect(articleCount(1000)).toBe("1,000 article(s) found");
  });

  it("offers the spec's news categories with 'Other' first", () => {
    expect(NEWS_CATEGORIES).toEqual([
      "Other",
      "Announcement",
      "Achievement",
      "Academic",
      "Sports",
      "Cultural",
      "Admission",
      "Examination",
      "Holiday",
      "Parent Notice",
    ]);
  });

  it("says the spec's sentence for a failed save, and why for a failed delete or Undo", () => {
    const refused = { message: "This item no longer exists.", refused: true };
    expect(failureToast(NEWS_INTENTS.create, refused)).toEqual({
      type: "error",
      title: "Error",
      description: NEWS_SAVE_FAILED,
    });
    expect(failureToast(NEWS_INTENTS.update, { message: "boom", refused: false }).description).toBe(
      NEWS_SAVE_FAILED,
    );
    expect(failureToast(NEWS_INTENTS.delete, refused).description).toBe(
      `${NEWS_DELETE_FAILED} This item no longer exists.`,
    );
    expect(failureToast(NEWS_INTENTS.delete, { message: "boom", refused: false }).description).toBe(
      NEWS_DELETE_FAILED,
    );
  });
});

describe("the publication moment (Asia/Kolkata)", () => {
  it("reads the date and time on the schools' wall clock", () => {
    expect(publicationInstant("2026-06-15", "09:30")).toBe("2026-06-15T04:00:00.000Z");
    expect(publicationInstant("2026-06-15", "09:30:15")).toBe("2026-06-15T04:00:15.000Z");
  });

  it("crosses midnight: early morning in India is the evening before in UTC", () => {
    expect(publicationInstant("2026-01-01", "00:10")).toBe("2025-12-31T18:40:00.000Z");
    expect(publicationInstant("2026-03-01", "05:29")).toBe("2026-02-28T23:59:00.000Z");
    expect(publicationInstant("2026-03-01", "05:30")).toBe("2026-03-01T00:00:00.000Z");
    expect(publicationInstant("2026-12-31", "23:59")).toBe("2026-12-31T18:29:00.000Z");
  });

  it("takes a date without a time as the start of that day, and no date as none", () => {
    expect(publicationInstant("2026-08-15", undefined)).toBe("2026-08-14T18:30:00.000Z");
    expect(publicationInstant("2026-08-15", "")).toBe("2026-08-14T18:30:00.000Z");
    expect(publicationInstant(undefined, "10:00")).toBeNull();
    expect(publicationInstant(undefined, undefined)).toBeNull();
  });

  it("names no moment for an impossible date or time", () => {
    expect(publicationInstant("2026-02-30", "10:00")).toBeUndefined();
    expect(publicationInstant("2026-13-01", undefined)).toBeUndefined();
    expect(publicationInstant("2026-02-10", "24:00")).toBeUndefined();
  });
});

describe("the list's URL", () => {
  it("keeps known filters and pages, in a fixed order, and drops the rest", () => {
    const query = parseNewsAdminQuery(new URLSearchParams("status=draft&category=parent-notice&page=3"));
    expect(query).toEqual({ category: "Parent Notice", status: "draft", page: 3 });
    expect(newsAdminHref(query)).toBe("/admin/news?category=parent-notice&status=draft&page=3");
    expect(parseNewsAdminQuery(new URLSearchParams("category=gossip&status=archived&page=-2&x=1"))).toEqual({
      category: null,
      status: null,
      page: 1,
    });
    expect(parseNewsAdminQuery(new URLSearchParams("page=2.5")).page).toBe(1);
    expect(parseNewsAdminQuery(new URLSearchParams("page=99999")).page).toBe(1);
    expect(newsAdminHref({ category: null, status: null, page: 1 })).toBe("/admin/news");
    expect(newsAdminHref({ category: "Sports", status: "published", page: 1 })).toBe(
      "/admin/news?category=sports&status=published",
    );
  });
});

describe("the dialog's schemas", () => {
  const create = { intent: NEWS_INTENTS.create, title: "Annual Day" };

  it("accepts a bare title with the spec's defaults left to the server", () => {
    const submission = parseWithZod(form(create), { schema: createArticleSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ ...create });
  });

  it("reads every field of the dialog", () => {
    const submission = parseWithZod(
      form({
        ...create,
        excerpt: "  Songs and dances.  ",
        body: "<p>Hi</p>",
        category: "Cultural",
        priority: "low",
        imageUrl: "/media/news/a.webp",
        mediaId: "m1",
        publishDate: "2026-01-26",
        publishTime: "10:00",
        status: "draft",
        isFeatured: "on",
      }),
      { schema: createArticleSchema },
    );
    expect(submission.status === "success" && submission.value).toMatchObject({
      excerpt: "Songs and dances.",
      category: "Cultural",
      priority: "low",
      status: "draft",
      isFeatured: true,
      publishDate: "2026-01-26",
      publishTime: "10:00",
    });
  });

  it.each<[string, Record<string, string>, string, string]>([
    ["an empty title", { title: "  " }, "title", NEWS_MESSAGES.titleRequired],
    ["a long title", { title: "x".repeat(NEWS_TITLE_MAX + 1) }, "title", NEWS_MESSAGES.titleTooLong],
    [
      "a long excerpt",
      { excerpt: "x".repeat(NEWS_EXCERPT_MAX + 1) },
      "excerpt",
      NEWS_MESSAGES.excerptTooLong,
    ],
    ["an unknown category", { category: "Gossip" }, "category", NEWS_MESSAGES.category],
    ["an unknown priority", { priority: "urgent" }, "priority", NEWS_MESSAGES.priority],
    ["an unknown status", { status: "deleted" }, "status", NEWS_MESSAGES.status],
    ["an archived status on create", { status: "archived" }, "status", NEWS_MESSAGES.status],
    ["a picture elsewhere", { imageUrl: "https://evil.example/x.png" }, "imageUrl", NEWS_MESSAGES.image],
    ["a script address", { imageUrl: "javascript:alert(1)" }, "imageUrl", NEWS_MESSAGES.image],
    ["an impossible date", { publishDate: "2026-02-30" }, "publishDate", NEWS_MESSAGES.publishDate],
    [
      "a time like text",
      { publishDate: "2026-02-10", publishTime: "noon" },
      "publishTime",
      NEWS_MESSAGES.publishTime,
    ],
    ["a time without a date", { publishTime: "10:00" }, "publishDate", NEWS_MESSAGES.timeWithoutDate],
    ["a featured flag that is no checkbox", { isFeatured: "maybe" }, "isFeatured", NEWS_MESSAGES.featured],
  ])("refuses %s", (_, fields, field, message) => {
    expect(errorsOf(createArticleSchema, { ...create, ...fields })[field]).toEqual([message]);
  });

  it("needs the article and the moment it was loaded for an edit, and keeps an archived status", () => {
    const edit = {
      intent: NEWS_INTENTS.update,
      title: "Annual Day",
      articleId: "a1",
      updatedAt: "2026-01-01T00:00:00.000Z",
    };
    expect(errorsOf(updateArticleSchema, edit)).toEqual({});
    expect(errorsOf(updateArticleSchema, { ...edit, status: "archived" })).toEqual({});
    expect(errorsOf(updateArticleSchema, { ...edit, updatedAt: "yesterday" }).updatedAt).toEqual([
      NEWS_MESSAGES.reload,
    ]);
    const { articleId: _, ...withoutId } = edit;
    expect(errorsOf(updateArticleSchema, withoutId).articleId).toEqual([NEWS_MESSAGES.article]);
  });
});

describe("priority badges and rows", () => {
  it("shows the priority in upper case: high destructive, medium default, low secondary", () => {
    const badge = (priority: "high" | "medium" | "low") =>
      renderToStaticMarkup(<AdminPriorityBadge priority={priority} />);
    expect(badge("high")).toMatch(/data-variant="destructive"[^>]*>HIGH</);
    expect(badge("medium")).toMatch(/data-variant="default"[^>]*>MEDIUM</);
    expect(badge("low")).toMatch(/data-variant="secondary"[^>]*>LOW</);
  });

  const view = (overrides: Partial<NewsArticleView>): NewsArticleView => ({
    id: "a1",
    title: "Annual Day",
    slug: "annual-day",
    excerpt: "Songs and dances.",
    body: null,
    titleTa: null,
    excerptTa: null,
    bodyTa: null,
    category: "Cultural",
    categoryLabel: "Cultural",
    priority: "high",
    isFeatured: false,
    status: "published",
    scheduled: false,
    dateText: "Published 26 Jan 2026, 10:00 am",
    publishDate: "2026-01-26",
    publishTime: "10:00",
    imageUrl: null,
    mediaId: null,
    thumbnailSrc: null,
    href: "/news/annual-day",
    previewHref: null,
    updatedAt: "2026-01-26T04:30:00.000Z",
    ...overrides,
  });

  it("renders each row's badges, title, excerpt and date, and a link only while it is public", () => {
    const html = renderToStaticMarkup(
      <NewsList
        articles={[
          view({}),
          view({
            id: "a2",
            title: "Exam Timetable",
            priority: "low",
            isFeatured: true,
            status: "draft",
            dateText: NOT_PUBLISHED,
            href: null,
          }),
          view({ id: "a3", title: "Next Week", scheduled: true, dateText: "Scheduled for …", href: null }),
        ]}
        onEdit={() => {}}
        onDelete={() => {}}
      />,
    );
    const rows = html.split("<li ").slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain(">HIGH<");
    expect(rows[0]).toContain("Published 26 Jan 2026, 10:00 am");
    expect(rows[0]).toContain('href="/news/annual-day"');
    expect(rows[0]).not.toContain("data-news-featured");
    expect(rows[0]).toContain('data-news-status="published"');
    expect(rows[1]).toContain(">LOW<");
    expect(rows[1]).toContain("data-news-featured");
    expect(rows[1]).toContain('data-news-status="draft"');
    expect(rows[1]).toContain(`>${NOT_PUBLISHED}<`);
    expect(rows[1]).not.toContain("href=");
    expect(rows[2]).toContain('data-news-status="scheduled"');
    expect(rows[2]).not.toContain("href=");
  });
});
