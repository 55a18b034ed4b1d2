// Pictures inside article bodies (issue 26, point 3), as the office does it in a real browser:
// "Insert picture" in a News article's body, a picture from the Media Library with its alt text
// (suggested from the library's) and a caption, saved and shown on the public article with its
// AVIF/WebP variants, size and lazy loading; a picture file pasted into the body is uploaded and
// inserted, marked "Alt text needed", and the article cannot be saved until it is described.
// Axe on the chooser at 390 and 1440 px.
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { EDITOR_LABELS, PICTURE_LABELS } from "~/copy/admin-content";
import { SEARCH_LABEL } from "~/copy/admin-media";
import {
  ADD_ARTICLE_LABEL,
  ADD_ARTICLE_TITLE,
  CREATE_ARTICLE_SUBMIT,
  ARTICLE_FIELD_LABELS as LABELS,
  NEWS_ADMIN_TITLE,
  NEWS_CREATED,
} from "~/copy/admin-news";
import { ALL_MEDIA_LABEL } from "~/copy/media";
import { PICTURE_ALT_REQUIRED } from "~/lib/rich-text-pictures";
import { animationsSettled } from "../support/browser";
import { queryDatabase, writeDatabase } from "../support/database-file";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { addDemoImage } from "../support/server-data";
import { expectToastOf } from "../support/toasts";
import { englishField, openAdminPage } from "./helpers/admin-pages";
import { axe } from "./helpers/axe";
import { type SignedInStaff, signedInPage, signedInStaff } from "./helpers/staff-session";

const { server, browser } = setupServerAndBrowser({ env: { SEED_DEMO_CONTENT: "false" } });
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

let editor: SignedInStaff;

beforeAll(async () => {
  [editor] = await signedInStaff(server(), [
    { username: "picture_editor", name: "Priya Editor", role: "editor", password: "editor-pass-123" },
  ]);
});

const LIBRARY_ALT = "Pupils waving at the school gate";

/** A demo picture in the Media Library, as an upload leaves it, with the library's alt text. */
async function libraryPicture(key: string) {
  await addDemoImage(server(), key);
  const [picture] = queryDatabase<{
    id: string;
    url: string;
    variants: string;
    width: number;
    height: number;
  }>(
    server(),
    "select id, url, variants, width, height from media where original_name = ? order by created_at desc limit 1",
    `${key}.png`,
  );
  writeDatabase(server(), `update media set alt_text = '${LIBRARY_ALT}' where id = '${picture!.id}'`);
  return picture!;
}

const storedBody = (title: string) =>
  queryDatabase<{ slug: string; body: string | null }>(
    server(),
    "select slug, body from content where kind = 'news' and title = ?",
    title,
  )[0];

async function addArticleDialog(page: Page): Promise<Locator> {
  await openAdminPage(page, `${server().url}/admin/news`, NEWS_ADMIN_TITLE);
  await page.getByRole("button", { name: ADD_ARTICLE_LABEL }).click();
  const dialog = page.getByRole("dialog", { name: ADD_ARTICLE_TITLE, exact: true });
  await dialog.waitFor();
  await dialog.locator("[data-rich-text]").waitFor();
  return dialog;
}

const pictureButton = (dialog: Locator) =>
  dialog
    .getByRole("toolbar", { name: EDITOR_LABELS.toolbar, exact: true })
    .getByRole("button", { name: EDITOR_LABELS.picture, exact: true });

const chooser = (page: Page, title: string = PICTURE_LABELS.insertTitle) =>
  page.getByRole("dialog", { name: title, exact: true });

async function axeAt(page: Page, width: number, shot: string) {
  await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
  await animationsSettled(page);
  expect((await axe(page).analyze()).violations).toEqual([]);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${shot}-${width}.png` });
}

describe("pictures inside articles", () => {
  it("inserts a library picture with alt text and caption; the public article shows it with variants and lazy loading", async () => {
    const picture = await libraryPicture("news-announcement");
    const page = await signedInPage(browser(), server(), editor);
    const dialog = await addArticleDialog(page);
    await englishField(dialog, LABELS.title).fill("First Day of Term");
    await dialog.locator("[data-rich-text]").click();
    await page.keyboard.type("The gates opened at eight.");

    await pictureButton(dialog).click();
    const insert = chooser(page);
    await insert.waitFor();
    await insert.getByRole("tab", { name: PICTURE_LABELS.uploadTab }).click();
    await insert.getByRole("button", { name: PICTURE_LABELS.chooseFile }).waitFor();
    for (const width of [1440, 390]) await axeAt(page, width, "article-picture-upload");
    await page.setViewportSize({ width: 1440, height: 900 });
    await insert.getByRole("tab", { name: PICTURE_LABELS.libraryTab }).click();
    await insert.getByRole("tab", { name: ALL_MEDIA_LABEL }).click();
    await insert.getByLabel(SEARCH_LABEL).fill("news-announcement");
    const choice = insert.locator(`[data-picker-choice="${picture.id}"]`);
    await choice.waitFor();
    for (const width of [1440, 390]) await axeAt(page, width, "article-picture-library");
    await page.setViewportSize({ width: 1440, height: 900 });
    await choice.click();

    // Alt text is suggested from the library; without it the button stays disabled and says why.
    const alt = insert.getByLabel(PICTURE_LABELS.altText);
    await expect.poll(() => alt.inputValue()).toBe(LIBRARY_ALT);
    const insertButton = insert.getByRole("button", { name: PICTURE_LABELS.insert, exact: true });
    await alt.fill("  ");
    expect(await insertButton.isDisabled()).toBe(true);
    expect(await insert.getByText(PICTURE_LABELS.altNeeded, { exact: true }).isVisible()).toBe(true);
    expect(await insertButton.getAttribute("aria-describedby")).toBeTruthy();
    for (const width of [1440, 390]) await axeAt(page, width, "article-picture-details");
    await page.setViewportSize({ width: 1440, height: 900 });
    await alt.fill("Pupils and parents at the gate on the first day");
    await insert.getByLabel(PICTURE_LABELS.caption).fill("The first morning of the new term");
    expect(await insertButton.isDisabled()).toBe(false);
    await insertButton.click();
    await expect.poll(() => insert.count()).toBe(0);

    const inEditor = dialog.locator("[data-rich-text] [data-body-picture] img");
    expect(await inEditor.getAttribute("src")).toBe(picture.url);
    expect(await dialog.locator("[data-rich-text] [data-alt-needed]").count()).toBe(0);
    await dialog.getByRole("button", { name: CREATE_ARTICLE_SUBMIT }).click();
    await expectToastOf(page, "success", NEWS_CREATED, '"First Day of Term" is on the News page now.');

    const article = storedBody("First Day of Term")!;
    expect(article.body).toBe(
      `<p>The gates opened at eight.</p><figure><img src="${picture.url}" alt="Pupils and parents at the gate on the first day" width="${picture.width}" height="${picture.height}" /><figcaption>The first morning of the new term</figcaption></figure><p></p>`,
    );

    // The public article, as a parent's browser draws it.
    const visitor = await browser().newPage({ viewport: { width: 390, height: 844 } });
    try {
      for (const path of [`/news/${article.slug}`, `/ta/news/${article.slug}`]) {
        await visitor.goto(`${server().url}${path}`);
        const figure = visitor.getByTestId("article-body").locator("figure");
        expect(await figure.count(), path).toBe(1);
        const img = figure.locator("picture > img");
        expect(await img.getAttribute("alt")).toBe("Pupils and parents at the gate on the first day");
        expect(await img.getAttribute("loading")).toBe("lazy");
        expect(Number(await img.getAttribute("width"))).toBe(picture.width);
        expect(Number(await img.getAttribute("height"))).toBe(picture.height);
        const variants = JSON.parse(picture.variants) as { format: string; url: string }[];
        for (const format of ["avif", "webp"]) {
          const source = figure.locator(`picture > source[type="image/${format}"]`);
          expect(await source.count(), format).toBe(1);
          const srcset = (await source.getAttribute("srcset")) ?? "";
          for (const variant of variants.filter((v) => v.format === format))
            expect(srcset).toContain(variant.url);
          expect(await source.getAttribute("sizes")).toBeTruthy();
        }
        expect(await figure.locator("figcaption").textContent()).toBe("The first morning of the new term");
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() =>
            img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
          )
          .toBe(true);
        // The browser chose a variant, not the original.
        expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
          /-\d+\.(avif|webp)$/,
        );
        if (SCREENSHOTS)
          await visitor.screenshot({
            path: `${SCREENSHOTS}/article-picture-public${path.startsWith("/ta") ? "-ta" : ""}.png`,
            fullPage: true,
          });
      }
    } finally {
      await visitor.close();
    }
  });

  it("uploads a pasted picture file, marks it 'Alt text needed' and refuses the save until it is described", async () => {
    // The refused save is a 400 answer, which the browser logs.
    const page = await signedInPage(browser(), server(), editor, [/status of 400/]);
    const dialog = await addArticleDialog(page);
    await englishField(dialog, LABELS.title).fill("Art Week Paintings");
    // Found from the page: while the picture's dialog is open, the article's dialog is hidden from
    // the accessibility tree (a modal on top), so a role query would no longer find it.
    const body = page.locator("[data-rich-text]");
    await body.click();
    await page.keyboard.type("Look at these colours.");
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 60, b: 90 } },
    })
      .png()
      .toBuffer();
    const files = queryDatabase<{ n: number }>(server(), "select count(*) as n from media")[0]!.n;
    await body.evaluate((element, base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], "painting.png", { type: "image/png" }));
      element.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, png.toString("base64"));

    // Uploaded into the library, inserted, and the details dialog asks for its alt text at once.
    const details = chooser(page, PICTURE_LABELS.editTitle);
    await details.waitFor({ timeout: 30_000 });
    expect(queryDatabase<{ n: number }>(server(), "select count(*) as n from media")[0]!.n).toBe(files + 1);
    const [uploaded] = queryDatabase<{ url: string; category: string }>(
      server(),
      "select url, category from media where original_name = 'painting.png'",
    );
    expect(uploaded?.category).toBe("general");
    expect(await body.locator("[data-body-picture] img").getAttribute("src")).toBe(uploaded!.url);
    expect(await details.getByRole("button", { name: PICTURE_LABELS.save }).isDisabled()).toBe(true);
    for (const width of [1440, 390]) await axeAt(page, width, "article-picture-pasted");
    await page.setViewportSize({ width: 1440, height: 900 });

    // Closed without alt text: the picture stays, marked, and the article is not saved.
    await details.getByRole("button", { name: PICTURE_LABELS.cancel }).click();
    await expect.poll(() => details.count()).toBe(0);
    const mark = body.locator("[data-alt-needed]");
    expect(await mark.textContent()).toBe(PICTURE_LABELS.altMissingMark);
    await mark.scrollIntoViewIfNeeded();
    for (const width of [1440, 390]) await axeAt(page, width, "article-picture-marked");
    await page.setViewportSize({ width: 1440, height: 900 });
    await dialog.getByRole("button", { name: CREATE_ARTICLE_SUBMIT }).click();
    await expect.poll(() => dialog.getByText(PICTURE_ALT_REQUIRED).count()).toBe(1);
    expect(storedBody("Art Week Paintings")).toBeUndefined();

    await body.getByRole("button", { name: new RegExp(`^${PICTURE_LABELS.addAlt}`) }).click();
    await details.waitFor();
    await details.getByLabel(PICTURE_LABELS.altText).fill("A pupil's painting of a red sunset");
    await details.getByRole("button", { name: PICTURE_LABELS.save }).click();
    await expect.poll(() => mark.count()).toBe(0);
    await dialog.getByRole("button", { name: CREATE_ARTICLE_SUBMIT }).click();
    await expectToastOf(page, "success", NEWS_CREATED, '"Art Week Paintings" is on the News page now.');
    expect(storedBody("Art Week Paintings")?.body).toBe(
      `<p>Look at these colours.</p><figure><img src="${uploaded!.url}" alt="A pupil's painting of a red sunset" width="800" height="600" /></figure><p></p>`,
    );
    const html = await (await fetch(`${server().url}/news/${storedBody("Art Week Paintings")!.slug}`)).text();
    expect(html).toMatch(/<picture\b[^>]*><source type="image\/avif"/);
    expect(html).toContain('alt="A pupil&#x27;s painting of a red sunset"');
  });
});
