// The news row: its shape, mapping and checks, shared by the news reads and commands and by the
// content form when it creates news.
import { DEFAULT_NEWS_PRIORITY, isNewsCategory, isNewsPriority, type NewsPriority } from "~/copy/categories";
import { db } from "../db/db.server";
import type { ContentStatus } from "../db/schema";
import { bool, instant, json, nowIso } from "../db/values.server";
import { DomainError } from "../domain-error.server";
import type { PageRequest } from "../paging.server";
import type { Executor } from "../transaction.server";

export type NewsArticle = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  body: string | null;
  imageUrl: string | null;
  mediaId: string | null;
  category: string | null;
  priority: NewsPriority;
  isFeatured: boolean;
  status: ContentStatus;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type NewsInput = {
  title: string;
  excerpt?: string | null;
  body?: string | null;
  imageUrl?: string | null;
  mediaId?: string | null;
  category?: string | null;
  priority?: NewsPriority;
  isFeatured?: boolean;
  /** Published (the default) or draft. */
  status?: ContentStatus;
  /** The chosen publication date; a published article without one is published now. */
  publishedAt?: string | Date | null;
};

export type NewsFilter = PageRequest & { category?: string; status?: ContentStatus };

export function newsQuery(executor: Executor = db()) {
  return executor
    .selectFrom("content")
    .innerJoin("news", "news.content_id", "content.id")
    .where("content.kind", "=", "news");
}

export function selectNews(query: ReturnType<typeof newsQuery>) {
  return query.select([
    "content.id",
    "content.title",
    "content.slug",
    "content.summary",
    "content.details",
    "content.body",
    "content.featured_image",
    "content.featured_media_id",
    "content.status",
    "content.published_at",
    "content.created_at",
    "content.updated_at",
    "news.category",
    "news.priority",
    "news.is_featured",
  ]);
}

export type NewsRow = Awaited<ReturnType<ReturnType<typeof selectNews>["executeTakeFirstOrThrow"]>>;

export function toNewsArticle(row: NewsRow): NewsArticle {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.summary ?? json<{ description?: string }>(row.details, {}).description ?? "",
    body: row.body,
    imageUrl: row.featured_image,
    mediaId: row.featured_media_id,
    category: row.category,
    priority: row.priority,
    isFeatured: bool(row.is_featured),
    status: row.status,
    publishedAt: instant(row.published_at),
    createdAt: instant(row.created_at),
    updatedAt: instant(row.updated_at),
  };
}

export function checkedCategory(category: string | null | undefined) {
  if (category === undefined) return undefined;
  if (category === null || category === "") return null;
  if (!isNewsCategory(category))
    throw new DomainError("Choose a news category from the list.", { field: "category" });
  return category;
}

export function checkedPriority(priority: string | undefined) {
  if (priority === undefined) return undefined;
  if (!isNewsPriority(priority))
    throw new DomainError("Choose a priority: High, Medium or Low.", { field: "priority" });
  return priority;
}

/**
 * The news form's rule: published → the chosen date, else the date it already had, else now;
 * draft → no date. (An archived article keeps its date.)
 */
export function publicationFor(
  status: ContentStatus,
  chosen: string | Date | null | undefined,
  current: string | null,
) {
  if (status === "draft") return null;
  if (status === "archived") return chosen ?? current;
  return chosen ?? current ?? nowIso();
}

/** The news row of a new article; also used when the content form creates news. */
export async function insertNewsRow(
  trx: Executor,
  contentId: string,
  fields: Pick<NewsInput, "category" | "priority" | "isFeatured"> = {},
) {
  await trx
    .insertInto("news")
    .values({
      content_id: contentId,
      category: checkedCategory(fields.category) ?? null,
      priority: checkedPriority(fields.priority) ?? DEFAULT_NEWS_PRIORITY,
      is_featured: fields.isFeatured ?? false,
    })
    .execute();
}
