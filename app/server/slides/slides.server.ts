// Homepage slides: a content item of kind homepage_slide with its order and button. Their order is
// kept as positions 0, 1, 2… with no gaps or ties: adding puts a slide last, deleting closes the gap,
// moving swaps two neighbours, each in one transaction.
import {
  SLIDE_BUTTON_TEXT_MAX,
  SLIDE_CAPTION_MAX,
  SLIDE_LINK_MAX,
  SLIDE_MESSAGES,
  SLIDE_TITLE_MAX,
} from "~/copy/admin-slides";
import { SLIDES_MAX } from "~/copy/limits";
import { isSafeSlideLink, isSitePath } from "~/lib/schemas/slides";
import { slideSlug } from "~/lib/slug";
import { type Actor, auditBy } from "../audit.server";
import {
  insertContentRecord,
  NOT_FOUND_MESSAGE,
  publiclyVisible,
  updateContentRecord,
} from "../content/record.server";
import { type ContentSnapshot, deleteContentRecord } from "../content/snapshot.server";
import { db } from "../db/db.server";
import { lockTableForWrites } from "../db/dialect.server";
import { instant, nowIso } from "../db/values.server";
import { DomainError, goneError } from "../domain-error.server";
import { type Executor, inTransaction } from "../transaction.server";

export type Slide = {
  id: string;
  title: string;
  slug: string;
  caption: string | null;
  /** Optional Tamil title and caption (null = not translated). */
  titleTa: string | null;
  captionTa: string | null;
  imageUrl: string | null;
  mediaId: string | null;
  orderIndex: number;
  buttonText: string | null;
  /** Optional Tamil button text (null = not translated). */
  buttonTextTa: string | null;
  buttonLink: string | null;
  isActive: boolean;
  updatedAt: string;
};

export type SlideInput = {
  title: string;
  caption?: string | null;
  titleTa?: string | null;
  captionTa?: string | null;
  imageUrl?: string | null;
  mediaId?: string | null;
  buttonText?: string | null;
  buttonTextTa?: string | null;
  buttonLink?: string | null;
  /** The Active switch: on publishes the slide, off keeps it as a draft. New slides are active. */
  isActive?: boolean;
};

export function slideQuery(executor: Executor = db()) {
  return executor
    .selectFrom("content")
    .innerJoin("slide", "slide.content_id", "content.id")
    .select([
      "content.id",
      "content.title",
      "content.slug",
      "content.summary",
      "content.title_ta",
      "content.summary_ta",
      "content.featured_image",
      "content.featured_media_id",
      "content.status",
      "content.updated_at",
      "slide.order_index",
      "slide.button_text",
      "slide.button_text_ta",
      "slide.button_link",
    ])
    .where("content.kind", "=", "homepage_slide")
    .orderBy("slide.order_index", "asc")
    .orderBy("content.created_at", "asc")
    .orderBy("content.id", "asc");
}

type SlideRow = Awaited<ReturnType<ReturnType<typeof slideQuery>["executeTakeFirstOrThrow"]>>;

export function toSlide(row: SlideRow): Slide {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    caption: row.summary,
    titleTa: row.title_ta?.trim() || null,
    captionTa: row.summary_ta?.trim() || null,
    imageUrl: row.featured_image,
    mediaId: row.featured_media_id,
    orderIndex: Number(row.order_index),
    buttonText: row.button_text,
    buttonTextTa: row.button_text_ta?.trim() || null,
    buttonLink: row.button_link,
    isActive: row.status === "published",
    updatedAt: instant(row.updated_at),
  };
}

/** The slides the homepage shows, in their order. */
export async function publishedSlides(): Promise<Slide[]> {
  const rows = await slideQuery()
    .where((eb) => publiclyVisible(eb))
    .limit(SLIDES_MAX)
    .execute();
  return rows.map(toSlide);
}

/** Every slide, active or not, in order, for the Homepage Slider page. */
export async function allSlides(): Promise<Slide[]> {
  return (await slideQuery().limit(SLIDES_MAX).execute()).map(toSlide);
}

export async function slideById(id: string): Promise<Slide | undefined> {
  const row = await slideQuery().where("content.id", "=", id).executeTakeFirst();
  return row && toSlide(row);
}

function optional(value: string | null | undefined) {
  return value === undefined ? undefined : value?.trim() || null;
}

function refuse(message: string, field: string): never {
  throw new DomainError(message, { field });
}

/** The rules of the slide form, checked again here for every caller (spec §4, our limits). */
function checkTexts(input: Partial<SlideInput>) {
  if (input.title !== undefined && input.title.trim().length > SLIDE_TITLE_MAX)
    refuse(SLIDE_MESSAGES.titleTooLong, "title");
  const titleTa = optional(input.titleTa);
  if (titleTa && titleTa.length > SLIDE_TITLE_MAX) refuse(SLIDE_MESSAGES.titleTooLong, "titleTa");
  const caption = optional(input.caption);
  if (caption && caption.length > SLIDE_CAPTION_MAX) refuse(SLIDE_MESSAGES.captionTooLong, "caption");
  const captionTa = optional(input.captionTa);
  if (captionTa && captionTa.length > SLIDE_CAPTION_MAX) refuse(SLIDE_MESSAGES.captionTooLong, "captionTa");
  const buttonText = optional(input.buttonText);
  if (buttonText && buttonText.length > SLIDE_BUTTON_TEXT_MAX)
    refuse(SLIDE_MESSAGES.buttonTextTooLong, "buttonText");
  const buttonTextTa = optional(input.buttonTextTa);
  if (buttonTextTa && buttonTextTa.length > SLIDE_BUTTON_TEXT_MAX)
    refuse(SLIDE_MESSAGES.buttonTextTooLong, "buttonTextTa");
  const buttonLink = optional(input.buttonLink);
  if (buttonLink && buttonLink.length > SLIDE_LINK_MAX)
    refuse(SLIDE_MESSAGES.buttonLinkTooLong, "buttonLink");
  if (buttonLink && !isSafeSlideLink(buttonLink)) refuse(SLIDE_MESSAGES.buttonLink, "buttonLink");
}

/**
 * The slide's picture: a media library file by its id (its own URL is used, whatever was sent), or
 * a path on this site. Nothing when neither is given (an update that keeps the picture).
 */
async function checkedPicture(trx: Executor, input: Partial<SlideInput>) {
  if (input.imageUrl === undefined && input.mediaId === undefined) return {};
  const mediaId = optional(input.mediaId);
  if (mediaId) {
    const media = await trx
      .selectFrom("media")
      .select(["id", "url"])
      .where("id", "=", mediaId)
      .executeTakeFirst();
    if (!media) refuse(SLIDE_MESSAGES.imageGone, "imageUrl");
    return { featuredImage: media.url, featuredMediaId: media.id };
  }
  const url = optional(input.imageUrl) ?? null;
  if (url !== null && (url.length > SLIDE_LINK_MAX || !isSitePath(url)))
    refuse(SLIDE_MESSAGES.image, "imageUrl");
  return { featuredImage: url, featuredMediaId: null };
}

/**
 * SQLite runs one write transaction at a time. On PostgreSQL two changes of the order made at once
 * (two additions, a move and a delete) would each read the same order and leave a tie, so each
 * takes the slide table for itself until it commits; reading the slides is never blocked.
 */
export async function lockOrder(trx: Executor) {
  await lockTableForWrites(trx, "slide");
}

/** Gives every slide its position as its order, closing gaps and ties. */
export async function renumber(trx: Executor, slides: readonly Pick<Slide, "id" | "orderIndex">[]) {
  for (const [position, slide] of slides.entries()) {
    if (slide.orderIndex === position) continue;
    await trx
      .updateTable("slide")
      .set({ order_index: position })
      .where("content_id", "=", slide.id)
      .execute();
  }
}

/** A new slide goes last: its order is the number of slides there were (spec §4). */
export async function createSlide(
  input: SlideInput,
  actor: Actor,
  executor: Executor = db(),
): Promise<Slide> {
  checkTexts(input);
  return inTransaction(async (trx) => {
    await lockOrder(trx);
    const { count } = await trx
      .selectFrom("slide")
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow();
    if (Number(count) >= SLIDES_MAX) throw new DomainError(SLIDE_MESSAGES.tooMany, { status: 409 });
    const picture = await checkedPicture(trx, input);
    const item = await insertContentRecord(
      trx,
      "homepage_slide",
      {
        title: input.title,
        summary: input.caption,
        titleTa: input.titleTa,
        summaryTa: input.captionTa,
        ...picture,
        status: input.isActive === false ? "draft" : "published",
      },
      actor,
      slideSlug,
    );
    await trx
      .insertInto("slide")
      .values({
        content_id: item.id,
        order_index: Number(count),
        button_text: optional(input.buttonText) ?? null,
        button_text_ta: optional(input.buttonTextTa) ?? null,
        button_link: optional(input.buttonLink) ?? null,
      })
      .execute();
    await auditBy(actor, "created", "homepage_slide", item.id, `Created slide "${item.title}"`, trx);
    return toSlide(await slideQuery(trx).where("content.id", "=", item.id).executeTakeFirstOrThrow());
  }, executor);
}

/**
 * Changes a slide; a field left undefined keeps its value. With `expectedUpdatedAt` (the slide's
 * updatedAt when the form was opened) a save made by someone else since is not overwritten: the
 * change is refused with STALE_EDIT_MESSAGE (409).
 */
export async function updateSlide(
  id: string,
  changes: Partial<SlideInput>,
  actor: Actor,
  options: { expectedUpdatedAt?: string | null } = {},
): Promise<Slide> {
  checkTexts(changes);
  return inTransaction(async (trx) => {
    const picture = await checkedPicture(trx, changes);
    const item = await updateContentRecord(
      trx,
      id,
      "homepage_slide",
      {
        title: changes.title,
        summary: changes.caption,
        titleTa: changes.titleTa,
        summaryTa: changes.captionTa,
        ...picture,
        status: changes.isActive === undefined ? undefined : changes.isActive ? "published" : "draft",
      },
      actor,
      { reslug: slideSlug, expectedUpdatedAt: options.expectedUpdatedAt },
    );
    const buttonText = optional(changes.buttonText);
    const buttonTextTa = optional(changes.buttonTextTa);
    const buttonLink = optional(changes.buttonLink);
    if (buttonText !== undefined || buttonTextTa !== undefined || buttonLink !== undefined)
      await trx
        .updateTable("slide")
        .set({
          ...(buttonText !== undefined && { button_text: buttonText }),
          ...(buttonTextTa !== undefined && { button_text_ta: buttonTextTa }),
          ...(buttonLink !== undefined && { button_link: buttonLink }),
        })
        .where("content_id", "=", id)
        .execute();
    await auditBy(actor, "updated", "homepage_slide", id, `Updated slide "${item.title}"`, trx);
    return toSlide(await slideQuery(trx).where("content.id", "=", id).executeTakeFirstOrThrow());
  });
}

/** Deletes a slide and closes the gap it leaves in the order; undefined when it was already gone. */
export async function deleteSlide(id: string, actor: Actor): Promise<ContentSnapshot | undefined> {
  return inTransaction(async (trx) => {
    await lockOrder(trx);
    const snapshot = await deleteContentRecord(trx, id, "homepage_slide");
    if (!snapshot) return undefined;
    await renumber(trx, (await slideQuery(trx).execute()).map(toSlide));
    await auditBy(actor, "deleted", "homepage_slide", id, `Deleted slide "${snapshot.title}"`, trx);
    return snapshot;
  });
}

/**
 * Moves a slide one place up or down. The first cannot move up and the last cannot move down
 * (false, nothing changes). Every slide's order becomes its position, so gaps and ties left by
 * earlier edits disappear.
 */
export async function reorderSlide(id: string, direction: "up" | "down", actor: Actor): Promise<boolean> {
  return inTransaction(async (trx) => {
    await lockOrder(trx);
    const slides = (await slideQuery(trx).execute()).map(toSlide);
    const from = slides.findIndex((slide) => slide.id === id);
    if (from === -1) throw goneError(NOT_FOUND_MESSAGE);
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= slides.length) return false;
    [slides[from], slides[to]] = [slides[to]!, slides[from]!];
    await renumber(trx, slides);
    await trx
      .updateTable("content")
      .set({ updated_at: nowIso(), updated_by: actor.id })
      .where("id", "=", id)
      .execute();
    const moved = slides[to]!;
    await auditBy(actor, "reordered", "homepage_slide", id, `Moved slide "${moved.title}" ${direction}`, trx);
    return true;
  });
}
