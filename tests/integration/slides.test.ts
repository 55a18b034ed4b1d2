import { sql } from "kysely";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  SLIDE_BUTTON_TEXT_MAX,
  SLIDE_CAPTION_MAX,
  SLIDE_LINK_MAX,
  SLIDE_MESSAGES,
  SLIDE_TITLE_MAX,
} from "~/copy/admin-slides";
import { SLIDES_MAX } from "~/copy/limits";
import type { Actor } from "~/server/audit.server";
import { contentItemById } from "~/server/content/items.server";
import { STALE_EDIT_MESSAGE } from "~/server/content/record.server";
import { db } from "~/server/db/db.server";
import { DomainError } from "~/server/domain-error.server";
import { recordUpload } from "~/server/media/media.server";
import { slidesOrFallback } from "~/server/slides/home-page.server";
import {
  allSlides,
  createSlide,
  deleteSlide,
  publishedSlides,
  reorderSlide,
  type Slide,
  type SlideInput,
  slideById,
  updateSlide,
} from "~/server/slides/slides.server";
import { processImageUpload } from "~/server/storage/image-pipeline.server";
import { nextInstant } from "../support/next-instant";
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

// The rules the Homepage Slider page relies on; each test starts from slides of its own.
describe("homepage slide rules", () => {
  async function onlySlides(titles: string[], actor: Actor) {
    for (const slide of await allSlides()) await deleteSlide(slide.id, actor);
    const made: Slide[] = [];
    for (const title of titles) made.push(await createSlide({ title }, actor));
    return made;
  }

  const orders = async () => (await allSlides()).map((slide) => slide.orderIndex);

  /** The refusal a call ends with, for checking its message, field and status. */
  async function refusal(work: Promise<unknown>): Promise<DomainError> {
    const error = await work.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }

  it("closes the gap a deleted slide leaves, so a new slide never shares an order", async () => {
    const actor = await insertUser();
    const [first, , third] = await onlySlides(["One", "Two", "Three", "Four"], actor);
    await deleteSlide(first!.id, actor);
    expect(await titles()).toEqual(["Two", "Three", "Four"]);
    expect(await orders()).toEqual([0, 1, 2]);
    await deleteSlide(third!.id, actor);
    expect(await orders()).toEqual([0, 1]);
    const added = await createSlide({ title: "Five" }, actor);
    expect(added.orderIndex).toBe(2);
    expect(await titles()).toEqual(["Two", "Four", "Five"]);
    expect(await orders()).toEqual([0, 1, 2]);
  });

  it("moves at both ends after deletes: the new first cannot go up, the new last cannot go down", async () => {
    const actor = await insertUser();
    const [first, second, third, fourth] = await onlySlides(["A", "B", "C", "D"], actor);
    await deleteSlide(first!.id, actor);
    await deleteSlide(fourth!.id, actor);
    expect(await reorderSlide(second!.id, "up", actor)).toBe(false);
    expect(await reorderSlide(third!.id, "down", actor)).toBe(false);
    expect(await titles()).toEqual(["B", "C"]);
    expect(await reorderSlide(third!.id, "up", actor)).toBe(true);
    expect(await titles()).toEqual(["C", "B"]);
    expect(await orders()).toEqual([0, 1]);
    expect(await reorderSlide(third!.id, "down", actor)).toBe(true);
    expect(await titles()).toEqual(["B", "C"]);
  });

  it("turns gaps and ties left in the table into positions on the next move", async () => {
    const actor = await insertUser();
    const [a, b, c] = await onlySlides(["A", "B", "C"], actor);
    // A tie falls back to creation time; two slides made in the same millisecond would tie on that too.
    for (const [slide, at] of [
      [b, "2026-01-01T00:00:00.000Z"],
      [c, "2026-01-01T00:00:01.000Z"],
    ] as const) {
      await sql`update content set created_at = ${at} where id = ${slide!.id}`.execute(db());
    }
    await db()
      .updateTable("slide")
      .set({ order_index: 7 })
      .where("content_id", "in", [b!.id, c!.id])
      .execute();
    await db().updateTable("slide").set({ order_index: 3 }).where("content_id", "=", a!.id).execute();
    expect(await reorderSlide(c!.id, "up", actor)).toBe(true);
    expect(await titles()).toEqual(["A", "C", "B"]);
    expect(await orders()).toEqual([0, 1, 2]);
  });

  it("keeps every order distinct when additions, moves and deletes arrive at the same time", async () => {
    const actor = await insertUser();
    // Several rounds: without the lock, PostgreSQL lets two of them read the same order.
    for (let round = 0; round < 4; round++) {
      const [, second, third, fourth] = await onlySlides(["A", "B", "C", "D"], actor);
      await Promise.all([
        ...["E", "F", "G", "H", "I", "J", "K", "L"].map((title) => createSlide({ title }, actor)),
        reorderSlide(second!.id, "down", actor),
        reorderSlide(third!.id, "up", actor),
        deleteSlide(fourth!.id, actor).then(() => createSlide({ title: "M" }, actor)),
      ]);
      expect(await orders()).toEqual(Array.from({ length: 12 }, (_, n) => n));
    }
  });

  it("refuses an edit made on an out-of-date copy, and keeps the newer save", async () => {
    const actor = await insertUser();
    const [slide] = await onlySlides(["Sports Day"], actor);
    const opened = slide!.updatedAt;
    await nextInstant();
    const saved = await updateSlide(slide!.id, { title: "Sports Day 2026" }, actor, {
      expectedUpdatedAt: opened,
    });
    expect(saved.updatedAt).not.toBe(opened);
    const stale = await refusal(
      updateSlide(slide!.id, { title: "Sports Meet", isActive: false }, actor, { expectedUpdatedAt: opened }),
    );
    expect(stale.message).toBe(STALE_EDIT_MESSAGE);
    expect(stale.status).toBe(409);
    expect(await slideById(slide!.id)).toMatchObject({
      title: "Sports Day 2026",
      isActive: true,
      updatedAt: saved.updatedAt,
    });
    // With the copy it now has, the same person's save goes through.
    await nextInstant();
    const again = await updateSlide(slide!.id, { title: "Sports Meet" }, actor, {
      expectedUpdatedAt: saved.updatedAt,
    });
    expect(again.title).toBe("Sports Meet");
  });

  it("refuses an edit of a slide someone deleted (404) and a move of it", async () => {
    const actor = await insertUser();
    const [slide] = await onlySlides(["Gone Soon"], actor);
    await deleteSlide(slide!.id, actor);
    const gone = await refusal(updateSlide(slide!.id, { title: "Back" }, actor));
    expect(gone.status).toBe(404);
    expect((await refusal(reorderSlide(slide!.id, "down", actor))).status).toBe(404);
    expect(await allSlides()).toEqual([]);
  });

  const UNSAFE_LINKS = [
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "  javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "//evil.example/admissions",
    "/\\evil.example",
    "/\t/evil.example",
    "http://example.org/admissions",
    "mailto:office@example.org",
    "https://user:secret@example.org/",
    "https://",
    "admissions",
    "vbscript:msgbox(1)",
  ];

  it("refuses a button link that is not a page of this site or an https address, under the field", async () => {
    const actor = await insertUser();
    const [slide] = await onlySlides(["Admissions Open"], actor);
    for (const link of UNSAFE_LINKS) {
      const onCreate = await refusal(createSlide({ title: "Bad Link", buttonLink: link }, actor));
      expect(onCreate.message, link).toBe(SLIDE_MESSAGES.buttonLink);
      expect(onCreate.field, link).toBe("buttonLink");
      expect(onCreate.status, link).toBe(400);
      const onUpdate = await refusal(updateSlide(slide!.id, { buttonLink: link, title: "Changed" }, actor));
      expect(onUpdate.field, link).toBe("buttonLink");
    }
    expect(await titles()).toEqual(["Admissions Open"]);
    expect(await slideById(slide!.id)).toMatchObject({ buttonLink: null, updatedAt: slide!.updatedAt });
    for (const link of [
      "/admissions",
      "/admissions?school=zee-litera",
      "/contact#visit",
      "https://example.org/x",
    ]) {
      expect((await updateSlide(slide!.id, { buttonLink: link }, actor)).buttonLink).toBe(link);
    }
  });

  it("refuses texts longer than the limits, naming the field; a 200-character title is kept whole", async () => {
    const actor = await insertUser();
    const [slide] = await onlySlides(["Limits"], actor);
    const cases: [Partial<SlideInput>, string][] = [
      [{ title: "T".repeat(SLIDE_TITLE_MAX + 1) }, "title"],
      [{ caption: "c".repeat(SLIDE_CAPTION_MAX + 1) }, "caption"],
      [{ buttonText: "b".repeat(SLIDE_BUTTON_TEXT_MAX + 1) }, "buttonText"],
      [{ buttonLink: `/${"a".repeat(SLIDE_LINK_MAX)}` }, "buttonLink"],
      [{ title: "   " }, "title"],
    ];
    for (const [input, field] of cases) {
      expect((await refusal(createSlide({ title: "Ok", ...input }, actor))).field).toBe(field);
      expect((await refusal(updateSlide(slide!.id, input, actor))).field).toBe(field);
    }
    expect(await titles()).toEqual(["Limits"]);
    const longest = "Annual Day ".repeat(20).slice(0, SLIDE_TITLE_MAX);
    const kept = await updateSlide(
      slide!.id,
      {
        title: longest,
        caption: "c".repeat(SLIDE_CAPTION_MAX),
        buttonText: "b".repeat(SLIDE_BUTTON_TEXT_MAX),
      },
      actor,
    );
    expect(kept.title).toBe(longest.trim());
    expect(kept.caption).toHaveLength(SLIDE_CAPTION_MAX);
  });

  it("takes a picture from the media library by its id, and refuses one from elsewhere", async () => {
    const actor = await insertUser();
    const [slide] = await onlySlides(["Picture"], actor);
    const bytes = await sharp({
      create: { width: 64, height: 36, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .png()
      .toBuffer();
    const image = await processImageUpload({
      bytes,
      originalName: "sports.png",
      category: "homepage-slides",
    });
    const media = await recordUpload(
      { image, originalName: "sports.png", category: "homepage-slides" },
      actor,
    );
    // The URL sent along is not trusted: the media file's own is stored.
    const withPicture = await updateSlide(
      slide!.id,
      { mediaId: media.id, imageUrl: "/elsewhere.png" },
      actor,
    );
    expect(withPicture).toMatchObject({ imageUrl: media.url, mediaId: media.id });

    for (const imageUrl of ["https://evil.example/x.png", "javascript:alert(1)", "//evil.example/x.png"]) {
      const refused = await refusal(updateSlide(slide!.id, { imageUrl, mediaId: null }, actor));
      expect(refused.field).toBe("imageUrl");
    }
    const missing = await refusal(createSlide({ title: "Ghost", mediaId: "no-such-media" }, actor));
    expect(missing).toMatchObject({ field: "imageUrl", message: SLIDE_MESSAGES.imageGone, status: 400 });
    expect(await slideById(slide!.id)).toMatchObject({ imageUrl: media.url, mediaId: media.id });
    expect(await titles()).toEqual(["Picture"]);
    // Removing the picture clears both.
    expect(await updateSlide(slide!.id, { imageUrl: null, mediaId: null }, actor)).toMatchObject({
      imageUrl: null,
      mediaId: null,
    });
  });

  it(`refuses slide ${SLIDES_MAX + 1}: the list and the home page show at most ${SLIDES_MAX}`, async () => {
    const actor = await insertUser();
    await onlySlides(
      Array.from({ length: SLIDES_MAX }, (_, n) => `Slide ${n + 1}`),
      actor,
    );
    const refused = await refusal(createSlide({ title: "One Too Many" }, actor));
    expect(refused).toMatchObject({ message: SLIDE_MESSAGES.tooMany, status: 409 });
    expect(await orders()).toEqual(Array.from({ length: SLIDES_MAX }, (_, n) => n));
  });

  it("sends visitors to /about from a slide whose stored link is unsafe", async () => {
    const actor = await insertUser();
    const [slide] = await onlySlides(["Old Link"], actor);
    await db()
      .updateTable("slide")
      .set({ button_link: "javascript:alert(1)", button_text: "Click" })
      .where("content_id", "=", slide!.id)
      .execute();
    const home = await slidesOrFallback();
    expect(home.slides.map((shown) => shown.button)).toEqual([{ href: "/about", label: "Click" }]);
  });
});
