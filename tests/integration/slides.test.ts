import { describe, expect, it } from "vitest";
import { contentItemById } from "~/server/content/items.server";
import { db } from "~/server/db/db.server";
import { DomainError } from "~/server/domain-error.server";
import {
  allSlides,
  createSlide,
  deleteSlide,
  publishedSlides,
  reorderSlide,
  slideById,
  updateSlide,
} from "~/server/slides/slides.server";
import { setupTestDatabase } from "../support/test-database";
import { ISO_INSTANT, insertUser } from "./helpers/staff";

setupTestDatabase();

async function titles() {
  return (await allSlides()).map((slide) => slide.title);
}

describe("homepage slides", () => {
  it("creates active slides last in order, with the slide slug rule", async () => {
    const actor = await insertUser();
    const first = await createSlide({ title: "Yoga & Wellness", caption: "Calm minds" }, actor);
    const second = await createSlide(
      { title: "Sports Day", buttonText: "See More", buttonLink: "/events", imageUrl: "/media/a.webp" },
      actor,
    );
    const third = await createSlide({ title: "Reading Week", isActive: false }, actor);
    expect([first.orderIndex, second.orderIndex, third.orderIndex]).toEqual([0, 1, 2]);
    expect(first.slug).toBe("yoga-&-wellness");
    expect(first).toMatchObject({
      caption: "Calm minds",
      isActive: true,
      buttonText: null,
      buttonLink: null,
    });
    expect(second).toMatchObject({
      buttonText: "See More",
      buttonLink: "/events",
      imageUrl: "/media/a.webp",
    });
    expect(typeof third.isActive).toBe("boolean");
    expect(third.isActive).toBe(false);
    expect(third.updatedAt).toMatch(ISO_INSTANT);
    // Active maps to published, off to draft.
    expect((await contentItemById(third.id))?.status).toBe("draft");
  });

  it("shows only active slides publicly, in order", async () => {
    expect((await publishedSlides()).map((s) => s.title)).toEqual(["Yoga & Wellness", "Sports Day"]);
    expect(await titles()).toEqual(["Yoga & Wellness", "Sports Day", "Reading Week"]);
  });

  it("moves a slide up or down one place; the first cannot go up nor the last down", async () => {
    const actor = await insertUser();
    const [first, second, third] = await allSlides();
    expect(await reorderSlide(first!.id, "up", actor)).toBe(false);
    expect(await reorderSlide(third!.id, "down", actor)).toBe(false);
    expect(await titles()).toEqual(["Yoga & Wellness", "Sports Day", "Reading Week"]);

    expect(await reorderSlide(third!.id, "up", actor)).toBe(true);
    expect(await titles()).toEqual(["Yoga & Wellness", "Reading Week", "Sports Day"]);
    expect((await slideById(third!.id))?.orderIndex).toBe(1);
    expect((await slideById(second!.id))?.orderIndex).toBe(2);

    expect(await reorderSlide(first!.id, "down", actor)).toBe(true);
    expect(await titles()).toEqual(["Reading Week", "Yoga & Wellness", "Sports Day"]);
    expect((await allSlides()).map((s) => s.orderIndex)).toEqual([0, 1, 2]);
  });

  it("refuses to reorder a slide that no longer exists", async () => {
    const actor = await insertUser();
    await expect(reorderSlide("missing", "up", actor)).rejects.toThrow(DomainError);
  });

  it("updates title (re-deriving the slug), caption, button and the Active switch", async () => {
    const actor = await insertUser();
    const slide = (await allSlides()).find((s) => s.title === "Reading Week")!;
    const updated = await updateSlide(
      slide.id,
      { title: "Library Week", isActive: true, buttonText: "Visit", caption: "Books for all" },
      actor,
    );
    expect(updated).toMatchObject({
      title: "Library Week",
      slug: "library-week",
      isActive: true,
      buttonText: "Visit",
      caption: "Books for all",
      orderIndex: slide.orderIndex,
    });
    expect((await publishedSlides()).map((s) => s.title)).toContain("Library Week");
  });

  it("deletes a slide together with its slide row", async () => {
    const actor = await insertUser();
    const slide = await createSlide({ title: "Short Lived" }, actor);
    const snapshot = await deleteSlide(slide.id, actor);
    expect(snapshot?.kind).toBe("homepage_slide");
    expect(await slideById(slide.id)).toBeUndefined();
    const left = await db()
      .selectFrom("slide")
      .select("content_id")
      .where("content_id", "=", slide.id)
      .execute();
    expect(left).toEqual([]);
    expect(await deleteSlide(slide.id, actor)).toBeUndefined();
  });

  it("gives a new slide the current slide count as its order", async () => {
    const actor = await insertUser();
    const count = (await allSlides()).length;
    expect((await createSlide({ title: "Newest" }, actor)).orderIndex).toBe(count);
  });
});
