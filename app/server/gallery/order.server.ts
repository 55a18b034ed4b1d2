// Gallery items' order (newest order first: a larger order_index comes first). Gallery Management
// shows one page of one category or of all, so a drag reorders the items of that page among
// themselves: they swap the places they held, and every other item keeps its own. Move to top and
// Move to bottom send one item past every other. Each is one transaction.
import type { GalleryCategory } from "~/copy/categories";
import type { Actor } from "../audit.server";
import { auditBy } from "../audit.server";
import { checkNewOrder, sameOrder, staleOrder } from "../content/order.server";
import { NOT_FOUND_MESSAGE } from "../content/record.server";
import { lockTableForWrites } from "../db/dialect.server";
import { int, nowIso } from "../db/values.server";
import { goneError } from "../domain-error.server";
import { type Executor, inTransaction } from "../transaction.server";

const THINGS = "gallery items";

type Placed = { id: string; title: string; category: string; orderIndex: number };

/** Every item in the gallery's order, as the lists show it (ties: by id). */
async function everyItem(trx: Executor): Promise<Placed[]> {
  const rows = await trx
    .selectFrom("content")
    .innerJoin("gallery_item", "gallery_item.content_id", "content.id")
    .where("content.kind", "=", "gallery")
    .select(["content.id", "content.title", "gallery_item.category", "gallery_item.order_index"])
    .orderBy("gallery_item.order_index", "desc")
    .orderBy("content.id", "asc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    category: row.category,
    orderIndex: int(row.order_index),
  }));
}

/**
 * Two orders made at once on PostgreSQL would each read the same places and mix them; the first
 * takes the table for itself until it commits (readers go on). SQLite writes one at a time anyway.
 */
async function lockOrder(trx: Executor) {
  await lockTableForWrites(trx, "gallery_item");
}

async function recordMove(trx: Executor, actor: Actor, item: Placed, where: string) {
  await trx
    .updateTable("content")
    .set({ updated_at: nowIso(), updated_by: actor.id })
    .where("id", "=", item.id)
    .execute();
  await auditBy(actor, "reordered", "gallery", item.id, `Moved gallery item "${item.title}" ${where}`, trx);
}

/**
 * Writes the orders of `items` (the whole gallery in its new sequence) so that each comes strictly
 * after the one before: a place keeps its order value unless an equal one stands above it (two
 * items added in the same millisecond), so only the rows that must change are written.
 */
async function writeSequence(trx: Executor, items: readonly Placed[], values: readonly number[]) {
  let above = Number.POSITIVE_INFINITY;
  for (const [place, item] of items.entries()) {
    const value = Math.min(values[place]!, above - 1);
    above = value;
    if (value === item.orderIndex) continue;
    await trx
      .updateTable("gallery_item")
      .set({ order_index: value })
      .where("content_id", "=", item.id)
      .execute();
  }
}

export type GalleryOrderChange = {
  /** The page's items as it showed them, in order. */
  seen: readonly string[];
  /** The same ids in their new order. */
  order: readonly string[];
  /** The category the page showed, or null for all. */
  category: GalleryCategory | null;
  /** The item the person moved: its change is recorded against it. */
  movedId: string;
};

/**
 * Saves a page's new order. Refused (409) when those items no longer stand together in that
 * order in the list the page showed: one was deleted or moved, or another slipped between them.
 */
export async function saveGalleryOrder(change: GalleryOrderChange, actor: Actor): Promise<void> {
  checkNewOrder(change.seen, change.order, THINGS);
  if (!change.order.includes(change.movedId)) checkNewOrder([], [], THINGS);
  await inTransaction(async (trx) => {
    await lockOrder(trx);
    const items = await everyItem(trx);
    const listed = change.category ? items.filter((item) => item.category === change.category) : items;
    const start = listed.findIndex((item) => item.id === change.seen[0]);
    const run = start === -1 ? [] : listed.slice(start, start + change.seen.length);
    if (
      !sameOrder(
        run.map((item) => item.id),
        change.seen,
      )
    )
      throw staleOrder(THINGS);
    // The page's items take, in their new order, the places the page's items held.
    const byId = new Map(items.map((item) => [item.id, item]));
    const moving = new Set(change.seen);
    const sequence = [...items];
    let next = 0;
    for (const [place, item] of items.entries())
      if (moving.has(item.id)) sequence[place] = byId.get(change.order[next++]!)!;
    await writeSequence(
      trx,
      sequence,
      items.map((item) => item.orderIndex),
    );
    const moved = byId.get(change.movedId)!;
    const position = change.order.indexOf(change.movedId) - change.seen.indexOf(change.movedId);
    await recordMove(trx, actor, moved, position < 0 ? "up" : "down");
  });
}

/**
 * Sends an item to the top of the gallery (first, as if just added, and above every other) or to
 * its bottom; nothing changes when it is there already. Gives the item's title.
 */
export async function moveGalleryItemToEnd(id: string, end: "top" | "bottom", actor: Actor) {
  return inTransaction(async (trx) => {
    await lockOrder(trx);
    const items = await everyItem(trx);
    const item = items.find((other) => other.id === id);
    if (!item) throw goneError(NOT_FOUND_MESSAGE);
    const others = items.filter((other) => other.id !== id);
    if (others.length === 0 || (end === "top" ? items[0] : items.at(-1))!.id === id) return item.title;
    const value =
      end === "top"
        ? Math.max(Date.now(), others[0]!.orderIndex + 1)
        : Math.min(...others.map((other) => other.orderIndex)) - 1;
    await trx.updateTable("gallery_item").set({ order_index: value }).where("content_id", "=", id).execute();
    await recordMove(trx, actor, item, `to the ${end}`);
    return item.title;
  });
}
