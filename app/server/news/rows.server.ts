// The news row: its shape, mapping and checks, shared by the news reads and commands and by the
// content form when it creates news.
import {
  NEWS_BODY_MAX,
  NEWS_EXCERPT_MAX,
  NEWS_IMAGE_URL_MAX,
  NEWS_MESSAGES,
  NEWS_TITLE_MAX,
} from "~/copy/admin-news";
import { DEFAULT_NEWS_PRIORITY, isNewsCategory, isNewsPriority, type NewsPriority } from "~/copy/categories";
import { IMAGE_URL_PATTERN } from "~/lib/schemas/content";
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
  /** Optional Tamil title, excerpt and body (null = not translated). */
  titleTa: string | null;
  excerptTa: string | null;
  bodyTa: string | null;
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
  titleTa?: string | null;
  excerptTa?: string | null;
  bodyTa?: string | null;
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

/** Options of an update from News Management. */
export type NewsUpdateOptions = {
  /** The article's updated_at when the form was opened: a newer save refuses this one (409). */
  expectedUpdatedAt?: string | null;
};

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
    "content.title_ta",
    "content.summary_ta",
    "content.body_ta",
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
    titleTa: row.title_ta?.trim() || null,
    excerptTa: row.summary_ta?.trim() || null,
    bodyTa: row.body_ta?.trim() || null,
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

function refuse(message: string, field: string): never {
  throw new DomainError(message, { field });
}

/**
 * News Management's rules, whoever calls (the dialog, a script posting directly, the seed): texts
 * of sensible length, a status the news form knows, a picture on this site or the web. The title
 * must not be empty (checked where the shared row is written); the body is cleaned there too.
 */
export function checkNewsInput(input: Partial<NewsInput>) {
  if (input.title !== undefined && input.title.trim().length > NEWS_TITLE_MAX)
    refuse(NEWS_MESSAGES.titleTooLong, "title");
  if ((input.titleTa?.trim().length ?? 0) > NEWS_TITLE_MAX) refuse(NEWS_MESSAGES.titleTooLong, "titleTa");
  if ((input.excerpt?.trim().length ?? 0) > NEWS_EXCERPT_MAX) refuse(NEWS_MESSAGES.excerptTooLong, "excerpt");
  if ((input.excerptTa?.trim().length ?? 0) > NEWS_EXCERPT_MAX)
    refuse(NEWS_MESSAGES.excerptTooLong, "excerptTa");
  if ((input.body?.length ?? 0) > NEWS_BODY_MAX) refuse(NEWS_MESSAGES.bodyTooLong, "body");
  if ((input.bodyTa?.length ?? 0) > NEWS_BODY_MAX) refuse(NEWS_MESSAGES.bodyTooLong, "bodyTa");
  if (input.status !== undefined && !["published", "draft", "archived"].includes(input.status))
    refuse(NEWS_MESSAGES.status, "status");
  const image = input.imageUrl?.trim();
  if (image && (image.length > NEWS_IMAGE_URL_MAX || !IMAGE_URL_PATTERN.test(image)))
    refuse(NEWS_MESSAGES.image, "imageUrl");
  if (input.isFeatured !== undefined && typeof input.isFeatured !== "boolean")
    refuse(NEWS_MESSAGES.featured, "isFeatured");
}

/** A picture chosen from the media library must still be there. */
export async function checkNewsMedia(trx: Executor, mediaId: string | null | undefined) {
  if (!mediaId) return;
  const found = await trx.selectFrom("media").select("id").where("id", "=", mediaId).executeTakeFirst();
  if (!found) refuse(NEWS_MESSAGES.image, "imageUrl");
}

export function checkedCategory(category: string | null | undefined) {
  if (category === undefined) return undefined;
  if (category === null || category === "") return null;
  if (!isNewsCategory(category)) throw new DomainError(NEWS_MESSAGES.category, { field: "category" });
  return category;
}

export function checkedPriority(priority: string | undefined) {
  if (priority === undefined) return undefined;
  if (!isNewsPriority(priority)) throw new DomainError(NEWS_MESSAGES.priority, { field: "priority" });
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
