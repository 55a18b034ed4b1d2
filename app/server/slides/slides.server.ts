// Homepage slides: a content item of kind homepage_slide with its order and button.
import { SLIDES_MAX } from "~/copy/limits";
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
import { instant, nowIso } from "../db/values.server";
import { DomainError, goneError } from "../domain-error.server";
import { type Executor, inTransaction } from "../transaction.server";

export type Slide = {
  id: string;
  title: string;
  slug: string;
  caption: string | null;
  imageUrl: string | null;
  mediaId: string | null;
  orderIndex: number;
  buttonText: string | null;
  buttonLink: string | null;
  isActive: boolean;
  updatedAt: string;
};

export type SlideInput = {
  title: string;
  caption?: string | null;
  imageUrl?: string | null;
  mediaId?: string | null;
  buttonText?: string | null;
  buttonLink?: string | null;
  /** The Active switch: on publishes the slide, off keeps it as a draft. New slides are active. */
  isActive?: boolean;
};

function slideQuery(executor: Executor = db()) {
  return executor
    .selectFrom("content")
    .innerJoin("slide", "slide.content_id", "content.id")
    .select([
      "content.id",
      "content.title",
      "content.slug",
      "content.summary",
      "content.featured_image",
      "content.featured_media_id",
      "content.status",
      "content.updated_at",
      "slide.order_index",
      "slide.button_text",
      "slide.button_link",
    ])
    .where("content.kind", "=", "homepage_slide")
    .orderBy("slide.order_index", "asc")
    .orderBy("content.created_at", "asc")
    .orderBy("content.id", "asc");
}

type SlideRow = Awaited<ReturnType<ReturnType<typeof slideQuery>["executeTakeFirstOrThrow"]>>;

function toSlide(row: SlideRow): Slide {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    caption: row.summary,
    imageUrl: row.featured_image,
    mediaId: row.featured_media_id,
    orderIndex: Number(row.order_index),
    buttonText: row.button_text,
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

/** A new slide goes last: its order is the number of slides there were. */
export async function createSlide(
  input: SlideInput,
  actor: Actor,
  executor: Executor = db(),
): Promise<Slide> {
  return inTransaction(async (trx) => {
    const { count } = await trx
      .selectFrom("slide")
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow();
    const item = await insertContentRecord(
      trx,
      "homepage_slide",
      {
        title: input.title,
        summary: input.caption,
        featuredImage: input.imageUrl,
        featuredMediaId: input.mediaId,
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
        button_link: optional(input.buttonLink) ?? null,
      })
      .execute();
    await auditBy(actor, "created", "homepage_slide", item.id, `Created slide "${item.title}"`, trx);
    return toSlide(await slideQuery(trx).where("content.id", "=", item.id).executeTakeFirstOrThrow());
  }, executor);
}

export async function updateSlide(id: string, changes: Partial<SlideInput>, actor: Actor): Promise<Slide> {
  return inTransaction(async (trx) => {
    const item = await updateContentRecord(
      trx,
      id,
      "homepage_slide",
      {
        title: changes.title,
        summary: changes.caption,
        featuredImage: changes.imageUrl,
        featuredMediaId: changes.mediaId,
        status: changes.isActive === undefined ? undefined : changes.isActive ? "published" : "draft",
      },
      actor,
      { reslug: slideSlug },
    );
    const buttonText = optional(changes.buttonText);
    const buttonLink = optional(changes.buttonLink);
    if (buttonText !== undefined || buttonLink !== undefined)
      await trx
        .updateTable("slide")
        .set({
          ...(buttonText !== undefined && { button_text: buttonText }),
          ...(buttonLink !== undefined && { button_link: buttonLink }),
        })
        .where("content_id", "=", id)
        .execute();
    await auditBy(actor, "updated", "homepage_slide", id, `Updated slide "${item.title}"`, trx);
    return toSlide(await slideQuery(trx).where("content.id", "=", id).executeTakeFirstOrThrow());
  });
}

export async function deleteSlide(id: string, actor: Actor): Promise<ContentSnapshot | undefined> {
  return inTransaction(async (trx) => {
    const snapshot = await deleteContentRecord(trx, id, "homepage_slide");
    if (snapshot)
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
    const slides = (await slideQuery(trx).execute()).map(toSlide);
    const from = slides.findIndex((slide) => slide.id === id);
    if (from === -1) throw goneError(NOT_FOUND_MESSAGE);
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= slides.length) return false;
    [slides[from], slides[to]] = [slides[to]!, slides[from]!];
    for (const [position, slide] of slides.entries()) {
      if (slide.orderIndex === position) continue;
      await trx
        .updateTable("slide")
        .set({ order_index: position })
        .where("content_id", "=", slide.id)
        .execute();
    }
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
