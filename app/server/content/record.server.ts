// The shared `content` row: mapping, slugs, publishing rules and the low-level writes that the
// per-kind modules run inside their own transactions.
import { randomUUID } from "node:crypto";
import type { ExpressionBuilder, Selectable } from "kysely";
import { CONTENT_KIND_NOUNS } from "~/copy/content-kinds";
import { META_TITLE_MAX } from "~/copy/limits";
import { PICTURE_ALT_REQUIRED, picturesWithoutAlt } from "~/lib/rich-text-pictures";
import { contentSlug } from "~/lib/slug";
import type { Actor } from "../audit.server";
import type { ContentKind, ContentStatus, ContentTable, Database } from "../db/schema";
import { instant, json, nowIso } from "../db/values.server";
import { DomainError, goneError, isUniqueViolation } from "../domain-error.server";
import type { Executor } from "../transaction.server";
import { cleanRichText } from "./rich-text.server";

export type ContentDetails = { description?: string; details?: string };

export type ContentItem = {
  id: string;
  kind: ContentKind;
  title: string;
  slug: string;
  status: ContentStatus;
  body: string | null;
  summary: string | null;
  /** Optional Tamil versions (null = not translated; a Tamil page shows the English one). */
  titleTa: string | null;
  summaryTa: string | null;
  bodyTa: string | null;
  metaTitle: string | null;
  featuredImage: string | null;
  featuredMediaId: string | null;
  details: ContentDetails;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
  updatedBy: string | null;
};

/** Shared fields as commands receive them; a field left undefined keeps its value on update. */
export type ContentFields = {
  title?: string;
  slug?: string;
  status?: ContentStatus;
  body?: string | null;
  summary?: string | null;
  /** Tamil versions: blank is stored as null (not translated); the body is cleaned like `body`. */
  titleTa?: string | null;
  summaryTa?: string | null;
  bodyTa?: string | null;
  metaTitle?: string | null;
  featuredImage?: string | null;
  featuredMediaId?: string | null;
  details?: ContentDetails;
  /** An explicit publication instant; undefined lets the publishing rules decide. */
  publishedAt?: string | Date | null;
};

export type SlugRule = (title: string) => string;

export const NOT_FOUND_MESSAGE = "This item no longer exists. Someone may have deleted it.";
/** Two people edited the same item: the later save is refused rather than silently overwriting. */
export const STALE_EDIT_MESSAGE =
  "Someone else saved changes to this item while you were editing. Reload the page to see them, then make your changes again.";

function sameInstant(stored: string | Date, given: string) {
  const at = Date.parse(given);
  return !Number.isNaN(at) && new Date(stored).getTime() === at;
}

/**
 * The form carries the item's updated_at as it was loaded: a different stored one means someone
 * saved it since, and this save is refused (409) rather than silently overwriting theirs.
 */
export function refuseStaleEdit(
  storedUpdatedAt: string | Date,
  expectedUpdatedAt: string | null | undefined,
) {
  if (expectedUpdatedAt && !sameInstant(storedUpdatedAt, expectedUpdatedAt))
    throw new DomainError(STALE_EDIT_MESSAGE, { status: 409 });
}

/** The body cleaned for storing; a picture in it without alt text refuses the save, under the field. */
function checkedBody(html: string | null | undefined, field: "body" | "bodyTa") {
  const cleaned = cleanRichText(html);
  if (picturesWithoutAlt(cleaned) > 0) throw new DomainError(PICTURE_ALT_REQUIRED, { field });
  return cleaned;
}

function slugTakenError(kind: ContentKind, slug: string) {
  return new DomainError(slugTakenMessage(kind, slug), { field: "slug", status: 409 });
}

export function toContentItem(row: Selectable<ContentTable>): ContentItem {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    slug: row.slug,
    status: row.status,
    body: row.body,
    summary: row.summary,
    titleTa: row.title_ta?.trim() || null,
    summaryTa: row.summary_ta?.trim() || null,
    bodyTa: row.body_ta?.trim() || null,
    metaTitle: row.meta_title,
    featuredImage: row.featured_image,
    featuredMediaId: row.featured_media_id,
    details: json<ContentDetails>(row.details, {}),
    publishedAt: instant(row.published_at),
    createdAt: instant(row.created_at),
    updatedAt: instant(row.updated_at),
    createdBy: row.created_by,
    updatedBy: row.updated_by,
  };
}

/** What the public may see: published, and not scheduled for later. */
export function publiclyVisible(eb: ExpressionBuilder<Database, "content">, now = nowIso()) {
  return eb.and([
    eb("content.status", "=", "published"),
    eb.or([eb("content.published_at", "is", null), eb("content.published_at", "<=", now)]),
  ]);
}

function slugTakenMessage(kind: ContentKind, slug: string) {
  return `Another ${CONTENT_KIND_NOUNS[kind]} already uses the slug "${slug}". Choose a different slug.`;
}

async function slugTaken(trx: Executor, kind: ContentKind, slug: string, exceptId?: string) {
  let query = trx.selectFrom("content").select("id").where("kind", "=", kind).where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** A slug the staff member typed: used as it is, or refused when taken. */
async function chosenSlug(trx: Executor, kind: ContentKind, wanted: string, exceptId?: string) {
  const slug = wanted.trim();
  if (slug === "") throw new DomainError("Enter a slug.", { field: "slug" });
  if (await slugTaken(trx, kind, slug, exceptId)) throw slugTakenError(kind, slug);
  return slug;
}

/** A slug derived from the title, numbered (-2, -3, …) when the plain one is taken. */
async function derivedSlug(
  trx: Executor,
  kind: ContentKind,
  title: string,
  rule: SlugRule,
  exceptId?: string,
) {
  const fromTitle = rule(title);
  // Titles in Tamil script keep no word characters under the spec's rule.
  const base = /[^-]/.test(fromTitle) ? fromTitle : `${kind.replace("_", "-")}-${randomUUID().slice(0, 8)}`;
  for (let n = 1; n < 100; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(trx, kind, candidate, exceptId))) return candidate;
  }
  return `${base}-${randomUUID().slice(0, 8)}`;
}

function publicationInstant(value: string | Date | null): string | null {
  if (value === null) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime()))
    throw new DomainError("The publication date is not a valid date.", { field: "publishedAt" });
  return date.toISOString();
}

function checkedTitle(title: string) {
  const trimmed = title.trim();
  if (trimmed === "") throw new DomainError("Enter a title.", { field: "title" });
  return trimmed;
}

function checkedMetaTitle(metaTitle: string | null | undefined) {
  const value = metaTitle?.trim() || null;
  if (value && value.length > META_TITLE_MAX)
    throw new DomainError(`The meta title can have at most ${META_TITLE_MAX} characters.`, {
      field: "metaTitle",
    });
  return value;
}

function text(value: string | null | undefined) {
  return value?.trim() || null;
}

/** Inserts the shared row. A published item without an explicit date is published now. */
export async function insertContentRecord(
  trx: Executor,
  kind: ContentKind,
  fields: ContentFields & { title: string },
  actor: Actor,
  slugRule: SlugRule = contentSlug,
): Promise<ContentItem> {
  const title = checkedTitle(fields.title);
  const slug =
    fields.slug !== undefined
      ? await chosenSlug(trx, kind, fields.slug)
      : await derivedSlug(trx, kind, title, slugRule);
  const status = fields.status ?? "draft";
  const now = nowIso();
  const publishedAt =
    fields.publishedAt !== undefined
      ? publicationInstant(fields.publishedAt)
      : status === "published"
        ? now
        : null;
  try {
    const row = await trx
      .insertInto("content")
      .values({
        id: randomUUID(),
        kind,
        title,
        slug,
        status,
        body: checkedBody(fields.body, "body"),
        summary: text(fields.summary),
        title_ta: text(fields.titleTa),
        summary_ta: text(fields.summaryTa),
        body_ta: checkedBody(fields.bodyTa, "bodyTa"),
        meta_title: checkedMetaTitle(fields.metaTitle),
        featured_image: text(fields.featuredImage),
        featured_media_id: fields.featuredMediaId ?? null,
        details: JSON.stringify(fields.details ?? {}),
        published_at: publishedAt,
        created_at: now,
        updated_at: now,
        created_by: actor.id,
        updated_by: actor.id,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toContentItem(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError(kind, slug);
    throw error;
  }
}

export async function findContentRow(trx: Executor, id: string, kind?: ContentKind) {
  let query = trx.selectFrom("content").selectAll().where("id", "=", id);
  if (kind) query = query.where("kind", "=", kind);
  return query.executeTakeFirst();
}

/**
 * Updates the shared row. A first publication stamps published_at (later edits keep it); an
 * explicit publishedAt wins. With `reslug`, a changed title derives a new slug by that rule. With
 * `expectedUpdatedAt`, the update is refused (409) when someone saved the item since it was read.
 */
export async function updateContentRecord(
  trx: Executor,
  id: string,
  kind: ContentKind,
  changes: ContentFields,
  actor: Actor,
  options: { reslug?: SlugRule; newKind?: ContentKind; expectedUpdatedAt?: string | null } = {},
): Promise<ContentItem> {
  const current = await findContentRow(trx, id, kind);
  if (!current) throw goneError(NOT_FOUND_MESSAGE);
  refuseStaleEdit(current.updated_at, options.expectedUpdatedAt);
  const targetKind = options.newKind ?? kind;
  const title = changes.title !== undefined ? checkedTitle(changes.title) : current.title;
  let slug = current.slug;
  if (changes.slug !== undefined) slug = await chosenSlug(trx, targetKind, changes.slug, id);
  else if (options.reslug && title !== current.title)
    slug = await derivedSlug(trx, targetKind, title, options.reslug, id);
  else if (targetKind !== kind) slug = await chosenSlug(trx, targetKind, slug, id);
  const status = changes.status ?? current.status;
  const now = instantAfter(current.updated_at);
  let publishedAt = instant(current.published_at);
  if (changes.publishedAt !== undefined) publishedAt = publicationInstant(changes.publishedAt);
  else if (status === "published" && publishedAt === null) publishedAt = now;

  const set = {
    kind: targetKind,
    title,
    slug,
    status,
    published_at: publishedAt,
    updated_at: now,
    updated_by: actor.id,
    ...(changes.body !== undefined && { body: checkedBody(changes.body, "body") }),
    ...(changes.summary !== undefined && { summary: text(changes.summary) }),
    ...(changes.titleTa !== undefined && { title_ta: text(changes.titleTa) }),
    ...(changes.summaryTa !== undefined && { summary_ta: text(changes.summaryTa) }),
    ...(changes.bodyTa !== undefined && { body_ta: checkedBody(changes.bodyTa, "bodyTa") }),
    ...(changes.metaTitle !== undefined && { meta_title: checkedMetaTitle(changes.metaTitle) }),
    ...(changes.featuredImage !== undefined && { featured_image: text(changes.featuredImage) }),
    ...(changes.featuredMediaId !== undefined && { featured_media_id: changes.featuredMediaId }),
    ...(changes.details !== undefined && { details: JSON.stringify(changes.details) }),
  };
  try {
    const row = await trx
      .updateTable("content")
      .set(set)
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toContentItem(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError(targetKind, slug);
    throw error;
  }
}

/**
 * Now, or a millisecond after the stored time when two saves land in one millisecond: every save
 * moves updated_at on, so the next stale edit is always seen (refuseStaleEdit compares instants).
 */
function instantAfter(previous: string | Date): string {
  return new Date(Math.max(Date.now(), new Date(previous).getTime() + 1)).toISOString();
}
