// The slides' order in one move: the whole list as the person arranged it (a drag, the keyboard,
// Move to top / Move to bottom), saved in one transaction, and only when the list they saw is still
// the list stored — a change made meanwhile in another tab refuses it rather than mix two orders.
import type { Actor } from "../audit.server";
import { auditBy } from "../audit.server";
import { checkNewOrder, sameOrder, staleOrder } from "../content/order.server";
import { nowIso } from "../db/values.server";
import { inTransaction } from "../transaction.server";
import { lockOrder, renumber, type Slide, slideQuery, toSlide } from "./slides.server";

const THINGS = "slides";

export type SlideOrderChange = {
  /** Every slide's id in the order the page showed them. */
  seen: readonly string[];
  /** The same ids in their new order. */
  order: readonly string[];
  /** The slide the person moved: its change is recorded against it. */
  movedId: string;
};

/** Saves the new order; every slide's order becomes its position. Gives the slides in that order. */
export async function saveSlideOrder(change: SlideOrderChange, actor: Actor): Promise<Slide[]> {
  checkNewOrder(change.seen, change.order, THINGS);
  if (!change.order.includes(change.movedId)) checkNewOrder([], [], THINGS);
  return inTransaction(async (trx) => {
    await lockOrder(trx);
    const slides = (await slideQuery(trx).execute()).map(toSlide);
    if (
      !sameOrder(
        slides.map((slide) => slide.id),
        change.seen,
      )
    )
      throw staleOrder(THINGS);
    const byId = new Map(slides.map((slide) => [slide.id, slide]));
    const reordered = change.order.map((id) => byId.get(id)!);
    await renumber(trx, reordered);
    await trx
      .updateTable("content")
      .set({ updated_at: nowIso(), updated_by: actor.id })
      .where("id", "=", change.movedId)
      .execute();
    const position = change.order.indexOf(change.movedId) + 1;
    const title = byId.get(change.movedId)!.title;
    await auditBy(
      actor,
      "reordered",
      "homepage_slide",
      change.movedId,
      `Moved slide "${title}" to position ${position} of ${slides.length}`,
      trx,
    );
    return reordered.map((slide, index) => ({ ...slide, orderIndex: index }));
  });
}
