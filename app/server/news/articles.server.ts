// News articles: a content item of kind news with category, priority and featured flag.
// A published article with a future publication date is scheduled: hidden until that moment.
import { UNCATEGORISED_NEWS_LABEL } from "~/copy/categories";
import { NEWS_LIMIT } from "~/copy/limits";
import { type Actor, auditBy } from "../audit.server";
import {
  findContentRow,
  insertContentRecord,
  NOT_FOUND_MESSAGE,
  publiclyVisible,
  updateContentRecord,
} from "../content/record.server";
import { type ContentSnapshot, deleteContentRecord, restoreContentRecord } from "../content/snapshot.server";
import { db } from "../db/db.server";
import { instant, nowIso } from "../db/values.server";
import { DomainError, goneError } from "../domain-error.server";
import { type Paged, type PageRequest, page } from "../paging.server";
import { type Executor, inTransaction } from "../transaction.server";
import {
  checkedCategory,
  checkedPriority,
  checkNewsInput,
  checkNewsMedia,
  insertNewsRow,
  type NewsArticle,
  type NewsFilter,
  type NewsInput,
  type NewsUpdateOptions,
  newsQuery,
  publicationFor,
  selectNews,
  toNewsArticle,
} from "./rows.server";

export type { NewsArticle, NewsFilter, NewsInput, NewsUpdateOptions };

/** The public site names an article saved without a category 'General'. */
function forPublic(article: NewsArticle): NewsArticle {
  return { ...article, category: article.category || UNCATEGORISED_NEWS_LABEL };
}

function visible(query: ReturnType<typeof newsQuery>) {
  const now = nowIso();
  return query.where((eb) => publiclyVisible(eb, now)).where("content.published_at", "is not", null);
}

/** Published articles whose publication time has come, newest first (ten by default). */
export async function publishedNews(request: PageRequest = {}): Promise<NewsArticle[]> {
  const { limit, offset } = page(request, NEWS_LIMIT, 50);
  const rows = await selectNews(visible(newsQuery()))
    .orderBy("content.published_at", "desc")
    .orderBy("content.id", "asc")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => forPublic(toNewsArticle(row)));
}

export async function countPublishedNews(): Promise<number> {
  const { count } = await visible(newsQuery())
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** One article for /news/<slug>: visible to the public once published, to staff always. */
export async function newsBySlug(slug: string, options: { staff?: boolean } = {}) {
  const query = newsQuery().where("content.slug", "=", slug);
  const row = await selectNews(options.staff ? query : visible(query)).executeTakeFirst();
  return row && forPublic(toNewsArticle(row));
}

/** Every article for News Management, newest publication first (drafts, undated, on top). */
export async function allNews(filter: NewsFilter = {}): Promise<Paged<NewsArticle>> {
  const { limit, offset } = page(filter);
  let query = newsQuery();
  if (filter.category) query = query.where("news.category", "=", filter.category);
  if (filter.status) query = query.where("content.status", "=", filter.status);
  const [rows, total] = await Promise.all([
    selectNews(query)
      .orderBy("content.published_at", (ob) => ob.desc().nullsFirst())
      .orderBy("content.updated_at", "desc")
      .orderBy("content.id", "asc")
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toNewsArticle), total: Number(total.count) };
}

export async function newsArticleById(id: string): Promise<NewsArticle | undefined> {
  const row = await selectNews(newsQuery().where("content.id", "=", id)).executeTakeFirst();
  return row && toNewsArticle(row);
}

async function reload(trx: Executor, id: string) {
  return toNewsArticle(
    await selectNews(newsQuery(trx).where("content.id", "=", id)).executeTakeFirstOrThrow(),
  );
}

export async function createNewsArticle(
  input: NewsInput,
  actor: Actor,
  executor: Executor = db(),
): Promise<NewsArticle> {
  checkNewsInput(input);
  return inTransaction(async (trx) => {
    await checkNewsMedia(trx, input.mediaId);
    const status = input.status ?? "published";
    const item = await insertContentRecord(
      trx,
      "news",
      {
        title: input.title,
        summary: input.excerpt,
        body: input.body,
        titleTa: input.titleTa,
        summaryTa: input.excerptTa,
        bodyTa: input.bodyTa,
        featuredImage: input.imageUrl,
        featuredMediaId: input.mediaId,
        status,
        publishedAt: publicationFor(status, input.publishedAt, null),
      },
      actor,
    );
    await insertNewsRow(trx, item.id, input);
    await auditBy(actor, "created", "news", item.id, `Created news "${item.title}"`, trx);
    return reload(trx, item.id);
  }, executor);
}

/**
 * Saves changes to an article; a field left undefined keeps its value. With `expectedUpdatedAt`,
 * a save made meanwhile by someone else refuses this one (STALE_EDIT_MESSAGE, 409).
 */
export async function updateNewsArticle(
  id: string,
  changes: Partial<NewsInput>,
  actor: Actor,
  options: NewsUpdateOptions = {},
): Promise<NewsArticle> {
  checkNewsInput(changes);
  return inTransaction(async (trx) => {
    const current = await findContentRow(trx, id, "news");
    if (!current) throw goneError(NOT_FOUND_MESSAGE);
    await checkNewsMedia(trx, changes.mediaId);
    const status = changes.status ?? current.status;
    const item = await updateContentRecord(
      trx,
      id,
      "news",
      {
        title: changes.title,
        summary: changes.excerpt,
        body: changes.body,
        titleTa: changes.titleTa,
        summaryTa: changes.excerptTa,
        bodyTa: changes.bodyTa,
        featuredImage: changes.imageUrl,
        featuredMediaId: changes.mediaId,
        status,
        publishedAt: publicationFor(status, changes.publishedAt, instant(current.published_at)),
      },
      actor,
      { expectedUpdatedAt: options.expectedUpdatedAt },
    );
    const category = checkedCategory(changes.category);
    const priority = checkedPriority(changes.priority);
    const set = {
      ...(category !== undefined && { category }),
      ...(priority !== undefined && { priority }),
      ...(changes.isFeatured !== undefined && { is_featured: changes.isFeatured }),
    };
    if (Object.keys(set).length > 0)
      await trx.updateTable("news").set(set).where("content_id", "=", id).execute();
    await auditBy(actor, "updated", "news", id, `Updated news "${item.title}"`, trx);
    return reload(trx, id);
  });
}

export async function deleteNewsArticle(id: string, actor: Actor): Promise<ContentSnapshot | undefined> {
  return inTransaction(async (trx) => {
    const snapshot = await deleteContentRecord(trx, id, "news");
    if (snapshot) await auditBy(actor, "deleted", "news", id, `Deleted news "${snapshot.title}"`, trx);
    return snapshot;
  });
}

/**
 * Undo of a delete: the article back exactly as it was (id, slug, picture, dates, its news row),
 * unless its slug has been taken meanwhile.
 */
export async function restoreNewsArticle(snapshot: ContentSnapshot, actor: Actor): Promise<NewsArticle> {
  if (snapshot.kind !== "news" || typeof snapshot.content.id !== "string")
    throw new DomainError("This is not a news article.", { status: 409 });
  const id = snapshot.content.id;
  return inTransaction(async (trx) => {
    await restoreContentRecord(trx, snapshot);
    await auditBy(actor, "restored", "news", id, `Restored news "${snapshot.title}"`, trx);
    return reload(trx, id);
  });
}
