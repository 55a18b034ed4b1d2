// Reordering slides and gallery items in one move (issue 26): the whole new order in one
// transaction, refused with nothing changed when the list of ids is wrong, when the list seen is out
// of date (another tab), or when a write fails half-way; Move to top / Move to bottom of the gallery.
import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { badOrderMessage, staleOrderMessage } from "~/copy/admin-reorder";
import { db } from "~/server/db/db.server";
import { DomainError } from "~/server/domain-error.server";
import { createGalleryItem, galleryItems } from "~/server/gallery/items.server";
import { moveGalleryItemToEnd, saveGalleryOrder } from "~/server/gallery/order.server";
import { saveSlideOrder } from "~/server/slides/order.server";
import { allSlides, createSlide, publishedSlides } from "~/server/slides/slides.server";
import { setupTestDatabase, testEngine } from "../support/test-database";
import { insertUser } from "./helpers/staff";

setupTestDatabase();

type Actor = Awaited<ReturnType<typeof insertUser>>;
let actor: Actor;

beforeEach(async () => {
  actor = await insertUser();
  await db().deleteFrom("slide").execute();
  await db().deleteFrom("gallery_item").execute();
  await db().deleteFrom("content").where("kind", "in", ["homepage_slide", "gallery"]).execute();
});

async function slides(titles: string[]) {
  const made = [];
  for (const title of titles) made.push(await createSlide({ title }, actor));
  return made.map((slide) => slide.id);
}

const slideTitles = async () => (await allSlides()).map((slide) => slide.title);
const slideOrders = async () => (await allSlides()).map((slide) => slide.orderIndex);

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

/** Makes every update of one row fail inside the database, as a fault half-way would. */
async function failWritesOf(table: "slide" | "gallery_item", contentId: string) {
  if (testEngine() === "postgres") {
    await sql
      .raw(`create or replace function fail_reorder() returns trigger as $$
        begin raise exception 'write refused by the test'; end $$ language plpgsql`)
      .execute(db());
    await sql
      .raw(`create trigger fail_reorder before update on ${table} for each row
        when (new.content_id = '${contentId}') execute function fail_reorder()`)
      .execute(db());
    return () => sql.raw(`drop trigger fail_reorder on ${table}`).execute(db());
  }
  await sql
    .raw(`create trigger fail_reorder before update on ${table}
      when new.content_id = '${contentId}' begin select raise(abort, 'write refused by the test'); end`)
    .execute(db());
  return () => sql.raw("drop trigger fail_reorder").execute(db());
}

describe("the slides' order in one move", () => {
  it("saves the whole new order: every order becomes its position, and the home page follows", async () => {
    const [a, b, c, d] = await slides(["A", "B", "C", "D"]);
    const saved = await saveSlideOrder(
      { seen: [a!, b!, c!, d!], order: [d!, a!, b!, c!], movedId: d! },
      actor,
    );
    expect(saved.map((slide) => slide.title)).toEqual(["D", "A", "B", "C"]);
    expect(await slideTitles()).toEqual(["D", "A", "B", "C"]);
    expect(await slideOrders()).toEqual([0, 1, 2, 3]);
    expect((await publishedSlides()).map((slide) => slide.title)).toEqual(["D", "A", "B", "C"]);
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "summary"])
      .where("entity_id", "=", d!)
      .where("action", "=", "reordered")
      .execute();
    expect(audit.map((row) => row.summary)).toEqual(['Moved slide "D" to position 1 of 4']);
  });

  it("refuses a list that does not name every slide once, and changes nothing", async () => {
    const [a, b, c] = await slides(["A", "B", "C"]);
    const seen = [a!, b!, c!];
    for (const order of [[c!, b!], [c!, b!, a!, a!], [c!, b!, b!], [c!, b!, "not-a-slide"], []]) {
      const error = await refusal(saveSlideOrder({ seen, order, movedId: c! }, actor));
      expect(error.status).toBe(400);
      expect(error.message).toBe(badOrderMessage("slides"));
    }
    // The moved slide must be one of them; and `seen` itself must name each slide once.
    expect(
      (await refusal(saveSlideOrder({ seen, order: [c!, b!, a!], movedId: "other" }, actor))).status,
    ).toBe(400);
    expect(
      (await refusal(saveSlideOrder({ seen: [a!, a!, b!], order: [b!, a!, a!], movedId: b! }, actor))).status,
    ).toBe(400);
    expect(await slideTitles()).toEqual(["A", "B", "C"]);
  });

  it("refuses an order made on a list that has changed since (another tab), and changes nothing", async () => {
    const [a, b, c] = await slides(["A", "B", "C"]);
    // The first tab moves C to the top.
    await saveSlideOrder({ seen: [a!, b!, c!], order: [c!, a!, b!], movedId: c! }, actor);
    // The second tab still shows A B C and moves A to the bottom.
    const stale = await refusal(
      saveSlideOrder({ seen: [a!, b!, c!], order: [b!, c!, a!], movedId: a! }, actor),
    );
    expect(stale.status).toBe(409);
    expect(stale.message).toBe(staleOrderMessage("slides"));
    expect(await slideTitles()).toEqual(["C", "A", "B"]);

    // A slide added since: the list seen lacks it.
    const [e] = await slides(["E"]);
    expect(
      (await refusal(saveSlideOrder({ seen: [c!, a!, b!], order: [a!, c!, b!], movedId: a! }, actor))).status,
    ).toBe(409);
    expect(await slideTitles()).toEqual(["C", "A", "B", "E"]);
    await saveSlideOrder({ seen: [c!, a!, b!, e!], order: [e!, c!, a!, b!], movedId: e! }, actor);
    expect(await slideTitles()).toEqual(["E", "C", "A", "B"]);
  });

  it("is one transaction: a write that fails half-way leaves the whole order as it was", async () => {
    const [a, b, c, d] = await slides(["A", "B", "C", "D"]);
    const restore = await failWritesOf("slide", a!);
    try {
      // D goes first (written), then A would go second: that write fails.
      await expect(
        saveSlideOrder({ seen: [a!, b!, c!, d!], order: [d!, a!, b!, c!], movedId: d! }, actor),
      ).rejects.toThrow(/write refused by the test/);
    } finally {
      await restore();
    }
    expect(await slideTitles()).toEqual(["A", "B", "C", "D"]);
    expect(await slideOrders()).toEqual([0, 1, 2, 3]);
  });

  it("lets only one of two orders made at once on the same list through, never a mix", async () => {
    const [a, b, c, d] = await slides(["A", "B", "C", "D"]);
    const seen = [a!, b!, c!, d!];
    const results = await Promise.allSettled([
      saveSlideOrder({ seen, order: [d!, c!, b!, a!], movedId: d! }, actor),
      saveSlideOrder({ seen, order: [b!, a!, d!, c!], movedId: b! }, actor),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect((refused.reason as DomainError).status).toBe(409);
    expect([
      ["D", "C", "B", "A"],
      ["B", "A", "D", "C"],
    ]).toContainEqual(await slideTitles());
    expect(await slideOrders()).toEqual([0, 1, 2, 3]);
  });
});

describe("the gallery's order in one move", () => {
  /** Items with orders 1000, 900, 800…: the first title comes first. */
  async function gallery(rows: { title: string; category?: string }[]) {
    const ids: string[] = [];
    for (const [index, row] of rows.entries())
      ids.push((await createGalleryItem({ ...row, orderIndex: 1000 - index * 100 }, actor)).id);
    return ids;
  }
  const titles = async (category?: string) =>
    (await galleryItems({ category, limit: 100 })).items.map((item) => item.title);
  const orders = async () => (await galleryItems({ limit: 100 })).items.map((item) => item.orderIndex);

  it("reorders a page's items among the places they held; every other item keeps its place", async () => {
    const [a, , c, , e] = await gallery(
      ["A", "B", "C", "D", "E"].map((title) => ({
        title,
        category: title === "B" || title === "D" ? "Sports & Games" : "Campus Life",
      })),
    );
    // The Campus Life list shows A C E; E is dragged to its top.
    await saveGalleryOrder(
      { seen: [a!, c!, e!], order: [e!, a!, c!], category: "Campus Life", movedId: e! },
      actor,
    );
    expect(await titles("Campus Life")).toEqual(["E", "A", "C"]);
    expect(await titles()).toEqual(["E", "B", "A", "D", "C"]);
    // Only the three items' orders changed, to the values their places held.
    expect(await orders()).toEqual([1000, 900, 800, 700, 600]);
  });

  it("refuses a page whose items no longer stand together as seen, or a wrong list, changing nothing", async () => {
    const [a, b, c, d] = await gallery(["A", "B", "C", "D"].map((title) => ({ title })));
    // A page of B C seen; since then A was moved between them (another tab).
    await saveGalleryOrder({ seen: [a!, b!, c!], order: [b!, a!, c!], category: null, movedId: a! }, actor);
    expect(await titles()).toEqual(["B", "A", "C", "D"]);
    const stale = await refusal(
      saveGalleryOrder({ seen: [b!, c!], order: [c!, b!], category: null, movedId: c! }, actor),
    );
    expect(stale.status).toBe(409);
    expect(stale.message).toBe(staleOrderMessage("gallery items"));
    // An item deleted since.
    expect(
      (
        await refusal(
          saveGalleryOrder({ seen: [c!, "gone"], order: ["gone", c!], category: null, movedId: c! }, actor),
        )
      ).status,
    ).toBe(409);
    // Ids that are not the page's, twice, or missing.
    for (const order of [[a!, c!], [c!, c!], [c!]])
      expect(
        (await refusal(saveGalleryOrder({ seen: [c!, d!], order, category: null, movedId: c! }, actor)))
          .status,
      ).toBe(400);
    expect(await titles()).toEqual(["B", "A", "C", "D"]);
  });

  it("is one transaction: a write that fails half-way leaves every order as it was", async () => {
    const [a, b, c] = await gallery(["A", "B", "C"].map((title) => ({ title })));
    const before = await orders();
    const restore = await failWritesOf("gallery_item", a!);
    try {
      await expect(
        saveGalleryOrder({ seen: [a!, b!, c!], order: [c!, b!, a!], category: null, movedId: c! }, actor),
      ).rejects.toThrow(/write refused by the test/);
    } finally {
      await restore();
    }
    expect(await titles()).toEqual(["A", "B", "C"]);
    expect(await orders()).toEqual(before);
  });

  it("gives tied orders (two items added in one millisecond) distinct places as it saves", async () => {
    const [a, b, c] = await gallery(["A", "B", "C"].map((title) => ({ title })));
    await db().updateTable("gallery_item").set({ order_index: 500 }).execute();
    const tied = await titles();
    const ids = new Map([
      ["A", a!],
      ["B", b!],
      ["C", c!],
    ]);
    const seen = tied.map((title) => ids.get(title)!);
    const order = [...seen].reverse();
    await saveGalleryOrder({ seen, order, category: null, movedId: order[0]! }, actor);
    expect(await titles()).toEqual([...tied].reverse());
    expect(new Set(await orders()).size).toBe(3);
  });

  it("moves an item to the top (as if just added) or the bottom of the whole gallery", async () => {
    const [, , c] = await gallery(["A", "B", "C"].map((title) => ({ title })));
    expect(await moveGalleryItemToEnd(c!, "top", actor)).toBe("C");
    expect(await titles()).toEqual(["C", "A", "B"]);
    expect((await orders())[0]).toBeGreaterThan(Date.now() - 60_000);
    await moveGalleryItemToEnd(c!, "bottom", actor);
    expect(await titles()).toEqual(["A", "B", "C"]);
    // Already there: nothing changes.
    const before = await orders();
    await moveGalleryItemToEnd(c!, "bottom", actor);
    expect(await orders()).toEqual(before);
    await expect(moveGalleryItemToEnd("gone", "top", actor)).rejects.toThrow(DomainError);
  });
});
