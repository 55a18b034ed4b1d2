// The staff preview of the News dialog's unsaved values (issue 26, point 5): checked as a save
// checks them, drawn with the public article page's own data, and never stored.
import { parseWithZod } from "@conform-to/zod/v4";
import { DEFAULT_NEWS_CATEGORY, DEFAULT_NEWS_PRIORITY } from "~/copy/categories";
import type { Locale } from "~/i18n/locales";
import { previewArticleSchema, publicationInstant } from "~/lib/schemas/news";
import { publicationOfAction } from "~/lib/schemas/publishing";
import type { NewsArticlePageSource } from "~/views/news";
import { newsArticlePageData } from "./article-page.server";
import { type NewsArticle, newsArticleById } from "./articles.server";

/** The slug a never-saved article is previewed under (its page address is not shown). */
const UNSAVED_SLUG = "preview";

export type NewsPreview = { page: NewsArticlePageSource; refused: null } | { page: null; refused: string[] };

/** The status and moment the values would be saved with (the save's rules, admin-page.server.ts). */
function publicationOf(
  value: { status?: NewsArticle["status"]; publish?: "now" | "draft" | "schedule" },
  chosen: string | null,
  current: NewsArticle | undefined,
) {
  const pressed = publicationOfAction(value.publish, chosen);
  const status = pressed?.status ?? value.status ?? current?.status ?? "published";
  if (status === "draft") return { status, publishedAt: null };
  const publishedAt = pressed?.publishedAt ?? chosen ?? current?.publishedAt ?? new Date().toISOString();
  return { status, publishedAt };
}

export async function newsPreviewFromForm(form: FormData, locale: Locale): Promise<NewsPreview> {
  const submission = parseWithZod(form, { schema: previewArticleSchema });
  if (submission.status !== "success") {
    const messages = Object.values(submission.error ?? {}).flatMap((list) => list ?? []);
    return { page: null, refused: [...new Set(messages)] };
  }
  const value = submission.value;
  const current = value.articleId ? await newsArticleById(value.articleId) : undefined;
  const chosen = publicationInstant(value.publishDate, value.publishTime) ?? null;
  const now = new Date().toISOString();
  const article: NewsArticle = {
    id: current?.id ?? UNSAVED_SLUG,
    slug: current?.slug ?? UNSAVED_SLUG,
    title: value.title,
    excerpt: value.excerpt ?? "",
    body: value.body ?? null,
    titleTa: value.titleTa || null,
    excerptTa: value.excerptTa || null,
    bodyTa: value.bodyTa || null,
    imageUrl: value.imageUrl ?? null,
    mediaId: value.imageUrl ? (value.mediaId ?? null) : null,
    category: value.category ?? DEFAULT_NEWS_CATEGORY,
    priority: value.priority ?? DEFAULT_NEWS_PRIORITY,
    isFeatured: value.isFeatured ?? false,
    ...publicationOf(value, chosen, current),
    createdAt: current?.createdAt ?? now,
    updatedAt: now,
  };
  return { page: await newsArticlePageData(article, locale, { unsaved: true }), refused: null };
}
