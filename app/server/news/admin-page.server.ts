// News Management's server side (app/routes/admin/news.tsx): one page of articles as the page
// shows them, and one handler per intent of its action (docs/decisions/013: the happy path only;
// dispatchIntent turns a refusal into the form's reply, a toast and its status).
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import {
  backInNews,
  ERROR_TITLE,
  goneFromNews,
  NEWS_ADMIN_PAGE_SIZE,
  NEWS_CREATED,
  NEWS_DELETE_FAILED,
  NEWS_DELETED,
  NEWS_RESTORED,
  NEWS_SAVE_FAILED,
  NEWS_UPDATED,
  NOT_PUBLISHED,
  publishedOn,
  scheduledFor,
  whereArticleIs,
} from "~/copy/admin-news";
import { DEFAULT_NEWS_CATEGORY, DEFAULT_NEWS_PRIORITY, UNCATEGORISED_NEWS_LABEL } from "~/copy/categories";
import { newsArticlePath } from "~/copy/news-page";
import { adminDateTime } from "~/lib/admin-format";
import { schoolMomentOf } from "~/lib/publication-time";
import {
  type ArticleForm,
  createArticleSchema,
  deleteArticleSchema,
  NEWS_INTENTS,
  type NewsAdminQuery,
  publicationInstant,
  restoreArticleSchema,
  updateArticleSchema,
} from "~/lib/schemas/news";
import { publicationOfAction } from "~/lib/schemas/publishing";
import type { ActionToast } from "~/views/action-toast";
import type { DeleteReply, NewsArticleView, RestoreReply } from "~/views/news";
import { NOT_FOUND_MESSAGE } from "../content/record.server";
import { keepForUndo, takeForUndo, UNDO_EXPIRED_MESSAGE } from "../content/undo.server";
import { DomainError, goneError } from "../domain-error.server";
import { failureToasts, type IntentContext, invalidForm, savedReply } from "../http/intents.server";
import { picturesFor } from "../media/pictures.server";
import { pageCountOf } from "../paging.server";
import type { SessionUser } from "../staff/auth.server";
import {
  allNews,
  createNewsArticle,
  deleteNewsArticle,
  type NewsArticle,
  type NewsInput,
  newsArticleById,
  restoreNewsArticle,
  updateNewsArticle,
} from "./articles.server";

/** Widest picture variant the rows and the dialog's preview use. */
const THUMBNAIL_MAX_WIDTH = 640;

function isScheduled(article: NewsArticle, now: number) {
  return (
    article.status === "published" && article.publishedAt !== null && Date.parse(article.publishedAt) > now
  );
}

function dateText(article: NewsArticle, scheduled: boolean) {
  if (!article.publishedAt) return NOT_PUBLISHED;
  const when = adminDateTime(article.publishedAt);
  return scheduled ? scheduledFor(when) : publishedOn(when);
}

export async function articleViews(articles: NewsArticle[], now = Date.now()): Promise<NewsArticleView[]> {
  const pictures = await picturesFor(articles.map((article) => article.imageUrl));
  return articles.map((article) => {
    const picture = article.imageUrl ? pictures.get(article.imageUrl) : undefined;
    const preview = (picture?.variants ?? [])
      .filter((variant) => variant.format === "webp" && variant.width <= THUMBNAIL_MAX_WIDTH)
      .sort((a, b) => b.width - a.width)[0];
    const scheduled = isScheduled(article, now);
    const moment = schoolMomentOf(article.publishedAt);
    const live = article.status === "published" && article.publishedAt !== null && !scheduled;
    return {
      id: article.id,
      title: article.title,
      slug: article.slug,
      excerpt: article.excerpt,
      body: article.body,
      titleTa: article.titleTa,
      excerptTa: article.excerptTa,
      bodyTa: article.bodyTa,
      category: article.category,
      categoryLabel: article.category || UNCATEGORISED_NEWS_LABEL,
      priority: article.priority,
      isFeatured: article.isFeatured,
      status: article.status,
      scheduled,
      dateText: dateText(article, scheduled),
      publishDate: moment.slice(0, 10),
      publishTime: moment.slice(11, 16),
      imageUrl: article.imageUrl,
      mediaId: article.mediaId,
      thumbnailSrc: picture ? (preview?.url ?? picture.src) : null,
      href: live ? newsArticlePath(article.slug) : null,
      previewHref: live ? null : newsArticlePath(article.slug),
      updatedAt: article.updatedAt,
    };
  });
}

export type NewsAdminPage = { articles: NewsArticleView[]; total: number; pageCount: number };

/** One page of every article (drafts first, then newest publication), of one category and status or all. */
export async function newsAdminPage(query: NewsAdminQuery): Promise<NewsAdminPage> {
  const { items, total } = await allNews({
    category: query.category ?? undefined,
    status: query.status ?? undefined,
    limit: NEWS_ADMIN_PAGE_SIZE,
    offset: (query.page - 1) * NEWS_ADMIN_PAGE_SIZE,
  });
  return {
    articles: await articleViews(items),
    total,
    pageCount: pageCountOf(total, NEWS_ADMIN_PAGE_SIZE),
  };
}

/**
 * The spec's failure toasts (title Error): a save that failed says the spec's sentence, and the
 * dialog says why under the field or above its buttons; a delete or an Undo also says why.
 */
export const failureToast = failureToasts({
  title: ERROR_TITLE,
  fault: (intent) => (intent === NEWS_INTENTS.delete ? NEWS_DELETE_FAILED : NEWS_SAVE_FAILED),
  refusal: (intent) => (intent === NEWS_INTENTS.delete || intent === NEWS_INTENTS.restore ? "after" : "none"),
});

type Context = IntentContext<SessionUser>;

/** The dialog's values as the domain takes them: an emptied field clears what was stored. */
function articleInput(
  value: Omit<ArticleForm, "intent" | "status" | "publishDate" | "publishTime" | "publish">,
) {
  return {
    title: value.title,
    excerpt: value.excerpt ?? null,
    body: value.body ?? null,
    titleTa: value.titleTa ?? null,
    excerptTa: value.excerptTa ?? null,
    bodyTa: value.bodyTa ?? null,
    category: value.category ?? DEFAULT_NEWS_CATEGORY,
    priority: value.priority ?? DEFAULT_NEWS_PRIORITY,
    imageUrl: value.imageUrl ?? null,
    mediaId: value.imageUrl ? (value.mediaId ?? null) : null,
    isFeatured: value.isFeatured ?? false,
  } satisfies Partial<NewsInput>;
}

/** The chosen publication moment; the schema has checked that the date and time are real. */
function chosenMoment(value: Pick<ArticleForm, "publishDate" | "publishTime">) {
  return publicationInstant(value.publishDate, value.publishTime) ?? null;
}

/** Where the saved article is now, for the success toast. */
function savedToast(title: string, article: NewsArticle): ActionToast {
  const scheduled = isScheduled(article, Date.now());
  const state = article.status !== "published" ? "hidden" : scheduled ? "scheduled" : "public";
  return {
    type: "success",
    title,
    description: whereArticleIs(
      article.title,
      state,
      article.publishedAt ? adminDateTime(article.publishedAt) : undefined,
    ),
  };
}

export async function createArticleIntent({ parse, actor }: Context) {
  const submission = parse(createArticleSchema);
  if (submission.status !== "success") return invalidArticle(NEWS_INTENTS.create, submission);
  const { status = "published", publish, ...value } = submission.value;
  const pressed = publicationOfAction(publish, chosenMoment(value));
  // Published: the chosen moment, or now when none is chosen; a draft has none (spec §4).
  const nextStatus = pressed?.status ?? status;
  const publishedAt =
    nextStatus !== "published" ? null : (pressed?.publishedAt ?? chosenMoment(value) ?? undefined);
  const article = await createNewsArticle({ ...articleInput(value), status: nextStatus, publishedAt }, actor);
  return savedReply(NEWS_INTENTS.create, savedToast(NEWS_CREATED, article));
}

export async function updateArticleIntent({ parse, actor }: Context) {
  const submission = parse(updateArticleSchema);
  if (submission.status !== "success") return invalidArticle(NEWS_INTENTS.update, submission);
  const { articleId, updatedAt, status, publish, ...value } = submission.value;
  const current = await newsArticleById(articleId);
  if (!current) throw goneError(NOT_FOUND_MESSAGE);
  const chosen = chosenMoment(value);
  const pressed = publicationOfAction(publish, chosen);
  const nextStatus = pressed?.status ?? status ?? current.status;
  let publishedAt: string | null | undefined;
  if (nextStatus === "draft") publishedAt = null;
  // Publish now and Schedule: the moment they name, whatever the fields showed before.
  else if (pressed) publishedAt = pressed.publishedAt;
  // The moment the dialog showed, unchanged: the stored one stays, to the millisecond.
  else if (
    chosen !== null &&
    `${value.publishDate}T${value.publishTime ?? "00:00"}` === schoolMomentOf(current.publishedAt)
  )
    publishedAt = undefined;
  else if (chosen !== null) publishedAt = chosen;
  // Published with the date emptied: published now (spec §4: the chosen date or now).
  else publishedAt = nextStatus === "published" ? new Date().toISOString() : undefined;
  const article = await updateNewsArticle(
    articleId,
    { ...articleInput(value), status: nextStatus, publishedAt },
    actor,
    { expectedUpdatedAt: updatedAt },
  );
  return savedReply(NEWS_INTENTS.update, savedToast(NEWS_UPDATED, article));
}

/** No question first (spec §7); the toast offers Undo instead (DECISIONS.md). */
export async function deleteArticleIntent({ parse, actor }: Context) {
  const submission = parse(deleteArticleSchema);
  if (submission.status !== "success") return invalidArticle(NEWS_INTENTS.delete, submission);
  const snapshot = await deleteNewsArticle(submission.value.articleId, actor);
  if (!snapshot) throw goneError(NOT_FOUND_MESSAGE);
  return data<DeleteReply>({
    intent: NEWS_INTENTS.delete,
    toast: { type: "success", title: NEWS_DELETED, description: goneFromNews(snapshot.title) },
    undo: {
      token: await keepForUndo(snapshot, actor.id),
      articleId: submission.value.articleId,
      title: snapshot.title,
    },
  });
}

/** The toast's Undo: the deleted article back exactly as it was, once, by the person who deleted it. */
export async function restoreArticleIntent({ parse, actor }: Context) {
  const submission = parse(restoreArticleSchema);
  if (submission.status !== "success") return invalidArticle(NEWS_INTENTS.restore, submission);
  const snapshot = await takeForUndo(submission.value.token, "news", actor.id);
  if (!snapshot) throw new DomainError(UNDO_EXPIRED_MESSAGE, { status: 409 });
  const article = await restoreNewsArticle(snapshot, actor);
  return data<RestoreReply>({
    intent: NEWS_INTENTS.restore,
    toast: { type: "success", title: NEWS_RESTORED, description: backInNews(article.title) },
    restoredId: article.id,
  });
}

/** A form its schema refused (400): the messages next to the fields, and the spec's failure toast. */
function invalidArticle(intent: string, submission: { reply: () => SubmissionResult<string[]> }) {
  return invalidForm(intent, submission, failureToast(intent, { message: "", refused: false }));
}
