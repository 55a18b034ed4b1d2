// Pictures inside news bodies on both engines: a figure of a Media Library file is stored with its
// alt text and caption (English and Tamil), another site's picture is removed, a picture without
// alt text refuses the save under its field and changes nothing, and the public page receives the
// body with the library records (variants, size) of the pictures it shows.
import { describe, expect, it } from "vitest";
import { PICTURE_ALT_REQUIRED } from "~/lib/rich-text-pictures";
import { publicBody } from "~/server/content/body-pictures.server";
import { db } from "~/server/db/db.server";
import { recordUpload } from "~/server/media/media.server";
import { createNewsArticle, newsArticleById, updateNewsArticle } from "~/server/news/articles.server";
import { processedImage } from "../support/processed-image";
import { setupTestDatabase } from "../support/test-database";
import { insertUser } from "./helpers/staff";

setupTestDatabase();

async function libraryPicture(actor: { id: string; name: string }) {
  const image = processedImage("general", {
    mimeType: "image/jpeg",
    width: 1200,
    height: 800,
    variantWidths: [320, 640, 960],
  });
  return recordUpload({ image, originalName: "Planting day.jpg", category: "general" }, actor);
}

const figure = (src: string, alt: string, caption = "") =>
  `<figure><img src="${src}" alt="${alt}" width="1200" height="800">${caption ? `<figcaption>${caption}</figcaption>` : ""}</figure>`;

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const { message, field, status } = error as { message: string; field?: string; status?: number };
    return { message, field, status };
  }
  return null;
}

describe("pictures inside news bodies", () => {
  it("stores a library picture as a figure with alt text and caption, English and Tamil", async () => {
    const actor = await insertUser();
    const file = await libraryPicture(actor);
    const article = await createNewsArticle(
      {
        title: "Tree Planting Day",
        body: `<p>Our pupils planted 40 trees.</p>${figure(file.url, "Pupils planting a sapling", "Class 3 at work")}<img src="https://example.org/hotlinked.jpg" alt="Elsewhere">`,
        bodyTa: `<p>மரம் நடும் நாள்.</p>${figure(file.url, "மரக்கன்று நடும் மாணவர்கள்")}`,
      },
      actor,
    );
    const stored = await newsArticleById(article.id);
    expect(stored?.body).toBe(
      `<p>Our pupils planted 40 trees.</p><figure><img src="${file.url}" alt="Pupils planting a sapling" width="1200" height="800" /><figcaption>Class 3 at work</figcaption></figure>`,
    );
    expect(stored?.bodyTa).toBe(
      `<p>மரம் நடும் நாள்.</p><figure><img src="${file.url}" alt="மரக்கன்று நடும் மாணவர்கள்" width="1200" height="800" /></figure>`,
    );

    const body = await publicBody(stored?.body);
    expect(body?.pictures).toHaveLength(1);
    expect(body?.pictures[0]).toMatchObject({ src: file.url, width: 1200, height: 800 });
    expect(body?.pictures[0]?.variants.map((v) => `${v.format}-${v.width}`).sort()).toEqual([
      "avif-320",
      "avif-640",
      "avif-960",
      "webp-320",
      "webp-640",
      "webp-960",
    ]);
  });

  it("refuses a picture without alt text under its field and changes nothing", async () => {
    const actor = await insertUser();
    const file = await libraryPicture(actor);
    const article = await createNewsArticle({ title: "Sports Day", body: "<p>Races at nine.</p>" }, actor);
    const rowBefore = await db()
      .selectFrom("content")
      .selectAll()
      .where("id", "=", article.id)
      .executeTakeFirst();

    expect(
      await refusal(updateNewsArticle(article.id, { body: `<p>Races.</p>${figure(file.url, " ")}` }, actor)),
    ).toEqual({
      message: PICTURE_ALT_REQUIRED,
      field: "body",
      status: 400,
    });
    expect(
      await refusal(updateNewsArticle(article.id, { bodyTa: `<img src="${file.url}">` }, actor)),
    ).toEqual({
      message: PICTURE_ALT_REQUIRED,
      field: "bodyTa",
      status: 400,
    });
    expect(
      await refusal(createNewsArticle({ title: "No Alt", body: figure(file.url, "") }, actor)),
    ).toMatchObject({
      field: "body",
    });
    const rowAfter = await db()
      .selectFrom("content")
      .selectAll()
      .where("id", "=", article.id)
      .executeTakeFirst();
    expect(rowAfter).toEqual(rowBefore);
    expect(await db().selectFrom("content").select("id").where("title", "=", "No Alt").execute()).toEqual([]);
  });

  it("leaves out of the public body a picture whose file is no longer in the library", async () => {
    const body = await publicBody(`<p>A</p>${figure("/media/general/1700000000000-gone.jpg", "Gone")}`);
    expect(body).toEqual({
      html: '<p>A</p><figure><img src="/media/general/1700000000000-gone.jpg" alt="Gone" width="1200" height="800" /></figure>',
      pictures: [],
    });
  });
});
