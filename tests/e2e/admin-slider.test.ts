// Homepage Slider at /admin/homepage: the list and its empty text, Add New Slide with an uploaded
// picture, Edit Slide, the Active switch, moves at both ends and after deletes, the delete question,
// every toast of spec §8, refusals through the form and by direct post, the stale-edit refusal
// between two pages, the public home page on the next request (with AVIF/WebP variants), axe with
// the dialogs open, the keyboard alone, and 50 slides with 200-character titles.
import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_ALT_TEXT_LABEL } from "~/copy/admin-alt-text";
import {
  ACTIVE_BADGE,
  ADD_SLIDE_LABEL,
  ADD_SLIDE_TITLE,
  CREATE_SLIDE_SUBMIT,
  DELETE_SLIDE_CONFIRM,
  DRAFT_BADGE,
  deleteSlideQuestion,
  EDIT_SLIDE_TITLE,
  NO_SLIDES,
  orderLabel,
  SLIDE_CREATED,
  SLIDE_DELETE_FAILED,
  SLIDE_DELETED,
  SLIDE_FIELD_LABELS,
  SLIDE_MESSAGES,
  SLIDE_ORDER_FAILED,
  SLIDE_SAVE_FAILED,
  SLIDE_TITLE_MAX,
  SLIDE_UPDATED,
  SLIDES_LOAD_FAILED,
  SLIDES_TITLE,
  UPDATE_SLIDE_SUBMIT,
} from "~/copy/admin-slides";
import { tamilLabel } from "~/copy/admin-tamil";
import { DEFAULT_SLIDE_BUTTON_LABEL, DEFAULT_SLIDE_BUTTON_LINK } from "~/copy/home";
import { SLIDES_MAX } from "~/copy/limits";
import { NOT_FOUND_MESSAGE, STALE_EDIT_MESSAGE } from "~/server/content/record.server";
import { TEST_ADMIN } from "../support/app-server";
import { animationsSettled, openPage } from "../support/browser";
import { queryDatabase, writeDatabase } from "../support/database-file";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { addDemoImage, type ContentRow, insertContent } from "../support/server-data";
import { expectToastOf } from "../support/toasts";
import { englishField, expectToast, openAdminPage } from "./helpers/admin-pages";
import { axe } from "./helpers/axe";
import { drawnDialog } from "./helpers/dialogs";
import { discardChanges } from "./helpers/discard-changes";
import { type SignedInStaff, signedInPage, signedInStaff } from "./helpers/staff-session";

const { server, browser } = setupServerAndBrowser({ env: { SEED_DEMO_CONTENT: "false" } });

let editor: SignedInStaff;
let viewer: SignedInStaff;

beforeAll(async () => {
  [editor, viewer] = await signedInStaff(server(), [
    { username: "slide_editor", name: "Selvi Editor", role: "editor", password: "editor-pass-123" },
    { username: "slide_viewer", name: "Vinoth Viewer", role: "viewer", password: "viewer-pass-123" },
  ]);
});

const SCREENSHOTS = process.env.SCREENSHOT_DIR;
/** Refusals the browser logs for a 4xx answer the test provokes. */
const REFUSED = [/status of 4\d\d/];

type StoredSlide = {
  id: string;
  title: string;
  status: string;
  caption: string | null;
  image: string | null;
  mediaId: string | null;
  orderIndex: number;
  buttonText: string | null;
  buttonLink: string | null;
  updatedAt: string;
};

/** The slides as stored, in their order. */
function storedSlides(): StoredSlide[] {
  return queryDatabase<StoredSlide>(
    server(),
    `select c.id, c.title, c.status, c.summary as caption, c.featured_image as image,
            c.featured_media_id as mediaId, s.order_index as orderIndex, s.button_text as buttonText,
            s.button_link as buttonLink, c.updated_at as updatedAt
       from content c join slide s on s.content_id = c.id
      where c.kind = 'homepage_slide' order by s.order_index, c.created_at`,
  );
}

const storedTitles = () => storedSlides().map((slide) => slide.title);

type SlideRow = Omit<ContentRow, "kind">;

/** Replaces every slide with these, saved by the application's own command; gives their ids. */
async function onlySlides(rows: SlideRow[]): Promise<string[]> {
  writeDatabase(server(), "delete from slide; delete from content where kind = 'homepage_slide';");
  if (rows.length === 0) return [];
  return insertContent(
    server(),
    rows.map((row) => ({ kind: "homepage_slide" as const, ...row })),
  );
}

const openSlider = (page: Page) => openAdminPage(page, `${server().url}/admin/homepage`, SLIDES_TITLE);

const rows = (page: Page) => page.locator("[data-slide-row]");
const row = (page: Page, title: string) =>
  page.locator("[data-slide-row]").filter({ has: page.locator("[data-slide-title]", { hasText: title }) });
const listedTitles = (page: Page) => page.locator("[data-slide-title]").allTextContents();
const moveButton = (page: Page, title: string, direction: "up" | "down") =>
  row(page, title).locator(`[data-move="${direction}"]`);

/** The slide dialog (Add New Slide or Edit Slide) once it is open. */
const slideDialog = (page: Page, title: string) => drawnDialog(page, title, { exact: false });

/** A real photo-sized JPEG, made here, for the upload. */
function photo(width = 1200, height = 675) {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 170 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f5b700"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The hero slides of the public home page as an anonymous visitor gets them on the next request. */
async function publicSlides(path = "/") {
  const page = await openPage(browser());
  await page.goto(`${server().url}${path}`);
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-roledescription="slide"]')].map((slide) => {
      const link = slide.querySelector("a");
      const files = (type: string) => {
        const roots = [slide, ...[...slide.querySelectorAll("template")].map((t) => t.content)];
        return roots.flatMap((root) =>
          [...root.querySelectorAll(`source[type="${type}"]`)].flatMap((source) =>
            (source.getAttribute("srcset") ?? "")
              .split(",")
              .map((candidate) => candidate.trim().split(/\s+/)[0]!),
          ),
        );
      };
      return {
        text: slide.textContent ?? "",
        href: link?.getAttribute("href") ?? null,
        label: link?.firstChild?.textContent ?? null,
        /** The language a Tamil page marks the label with when it shows the English. */
        labelLang: link?.firstChild instanceof Element ? link.firstChild.getAttribute("lang") : null,
        avif: files("image/avif"),
        webp: files("image/webp"),
      };
    }),
  );
}

/** Requests / so the render cache holds it: a later change must empty the cache to show. */
async function warmHomePage() {
  const response = await fetch(`${server().url}/`);
  expect(response.status).toBe(200);
  await response.arrayBuffer();
}

/** Posts the page's form directly, as a script or an old page would, without the browser's checks. */
async function post(fields: Record<string, string> | FormData, cookie = editor.cookie) {
  const response = await fetch(`${server().url}/admin/homepage`, {
    method: "POST",
    redirect: "manual",
    headers: { ...(cookie ? { cookie } : {}), origin: server().url },
    body: fields instanceof FormData ? fields : new URLSearchParams(fields),
  });
  await response.arrayBuffer();
  return response;
}

/** Presses Tab until the focused element matches `selector` (at most `limit` presses). */
async function tabTo(page: Page, selector: string, limit = 80) {
  for (let press = 0; press < limit; press++) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${selector}`);
}

const focused = (page: Page, selector: string) =>
  page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector);

describe("the homepage slider", () => {
  it("shows the empty text, then adds a slide with an uploaded picture that / serves as AVIF and WebP", async () => {
    await onlySlides([]);
    const page = await signedInPage(browser(), server(), editor);
    await openSlider(page);
    expect(await page.getByText(NO_SLIDES, { exact: true }).count()).toBe(1);
    expect(await rows(page).count()).toBe(0);
    await warmHomePage();

    await page.getByRole("button", { name: ADD_SLIDE_LABEL }).click();
    const dialog = await slideDialog(page, ADD_SLIDE_TITLE);
    // A new slide is active unless switched off (spec §4).
    expect(
      await dialog.getByRole("switch", { name: SLIDE_FIELD_LABELS.isActive }).getAttribute("aria-checked"),
    ).toBe("true");
    await englishField(dialog, SLIDE_FIELD_LABELS.title).fill("Sports Day 2026");
    await englishField(dialog, SLIDE_FIELD_LABELS.caption).fill(
      "Races, relays and a tug of war for every class.",
    );
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "sports-day.jpg", mimeType: "image/jpeg", buffer: await photo() });
    // Uploaded at once: the preview shows and the form holds the stored picture.
    await expect
      .poll(() => dialog.locator('input[name="imageUrl"]').inputValue(), { timeout: 30_000 })
      .toMatch(/^\/media\//);
    expect(await dialog.locator("img").getAttribute("src")).toMatch(/\.webp$/);
    // Asked for its alt text at once, suggested from the file name (issue 28); the clerk's words are stored.
    const altText = dialog.getByLabel(UPLOAD_ALT_TEXT_LABEL);
    expect(await altText.inputValue()).toBe("Sports day");
    await animationsSettled(page);
    expect((await axe(page).include('[role="dialog"]').analyze()).violations).toEqual([]);
    await altText.fill("Children racing on the school ground");
    await englishField(dialog, SLIDE_FIELD_LABELS.buttonText).fill("Apply Now");
    await dialog.getByLabel(tamilLabel(SLIDE_FIELD_LABELS.buttonText)).fill("விண்ணப்பிக்கவும்");
    await dialog.getByLabel(SLIDE_FIELD_LABELS.buttonLink).fill("/admissions?school=zee-litera");
    await dialog.getByRole("button", { name: CREATE_SLIDE_SUBMIT }).click();
    await expectToastOf(page, "success", SLIDE_CREATED);
    await expect.poll(() => dialog.count()).toBe(0);

    const [stored] = storedSlides();
    expect(stored).toMatchObject({
      title: "Sports Day 2026",
      caption: "Races, relays and a tug of war for every class.",
      status: "published",
      orderIndex: 0,
      buttonText: "Apply Now",
      buttonLink: "/admissions?school=zee-litera",
    });
    expect(stored?.image).toMatch(/^\/media\/homepage-slides\//);
    const media = queryDatabase<{ url: string; category: string }>(
      server(),
      "select url, category from media where id = ?",
      stored!.mediaId,
    );
    expect(media).toEqual([{ url: stored!.image, category: "homepage-slides" }]);
    await expect
      .poll(() =>
        queryDatabase<{ alt: string }>(
          server(),
          "select alt_text as alt from media where id = ?",
          stored!.mediaId,
        ),
      )
      .toEqual([{ alt: "Children racing on the school ground" }]);
    expect(
      queryDatabase<{ ta: string }>(
        server(),
        "select button_text_ta as ta from slide where content_id = ?",
        stored!.id,
      ),
    ).toEqual([{ ta: "விண்ணப்பிக்கவும்" }]);

    // The list: thumbnail (the small variant), title, caption, Active, Order 1.
    expect(await page.getByText(NO_SLIDES).count()).toBe(0);
    const listed = row(page, "Sports Day 2026");
    expect(await listed.locator("[data-slide-caption]").textContent()).toBe(
      "Races, relays and a tug of war for every class.",
    );
    expect(await listed.locator("[data-slide-status]").textContent()).toBe(ACTIVE_BADGE);
    expect(await listed.locator("[data-slide-order]").textContent()).toBe(orderLabel(1));
    const thumbnail = listed.locator("[data-slide-thumbnail]");
    expect(await thumbnail.getAttribute("src")).toMatch(/-320\.webp$/);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);

    // The public home page, on the very next request.
    const [hero, ...others] = await publicSlides();
    expect(others).toEqual([]);
    expect(hero?.text).toContain("Sports Day 2026");
    expect(hero?.text).toContain("Races, relays and a tug of war for every class.");
    expect(hero?.href).toBe("/admissions?school=zee-litera");
    expect(hero?.label).toBe("Apply Now");
    // The Tamil home page shows the Tamil button text, linking to the Tamil page.
    const [tamilHero] = await publicSlides("/ta");
    expect(tamilHero).toMatchObject({
      href: "/ta/admissions?school=zee-litera",
      label: "விண்ணப்பிக்கவும்",
      labelLang: null,
    });
    expect(hero?.avif.length).toBeGreaterThanOrEqual(3);
    expect(hero?.webp.length).toBeGreaterThanOrEqual(3);
    for (const [format, files] of [
      ["avif", hero!.avif],
      ["webp", hero!.webp],
    ] as const) {
      for (const file of files) {
        const response = await fetch(`${server().url}${file}`);
        expect(response.status, file).toBe(200);
        expect(response.headers.get("content-type"), file).toBe(`image/${format}`);
        const bytes = Buffer.from(await response.arrayBuffer());
        expect((await sharp(bytes).metadata()).format, file).toBe(format === "avif" ? "heif" : "webp");
      }
    }
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/slider-one.png`, fullPage: true });
  });

  it("edits a slide, and the Active switch takes it off the home page and puts it back", async () => {
    await onlySlides([
      { title: "Yoga Day", summary: "Sun salutations on the ground." },
      {
        title: "Library Week",
        summary: "A book for every child.",
        slide: { buttonText: "Read", buttonLink: "/news" },
      },
    ]);
    await warmHomePage();
    const page = await signedInPage(browser(), server(), editor);
    await openSlider(page);

    await row(page, "Library Week").getByRole("button", { name: /^Edit/ }).click();
    let dialog = await slideDialog(page, EDIT_SLIDE_TITLE);
    expect(await englishField(dialog, SLIDE_FIELD_LABELS.title).inputValue()).toBe("Library Week");
    expect(await dialog.getByLabel(SLIDE_FIELD_LABELS.buttonLink).inputValue()).toBe("/news");
    await englishField(dialog, SLIDE_FIELD_LABELS.title).fill("Reading Festival");
    await englishField(dialog, SLIDE_FIELD_LABELS.caption).fill("Stories in Tamil and English all week.");
    // Emptied button fields fall back to the spec's Learn More and /about.
    await englishField(dialog, SLIDE_FIELD_LABELS.buttonText).fill("");
    await dialog.getByLabel(SLIDE_FIELD_LABELS.buttonLink).fill("");
    await dialog.getByRole("button", { name: UPDATE_SLIDE_SUBMIT }).click();
    await expectToastOf(page, "success", SLIDE_UPDATED);
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await listedTitles(page)).toEqual(["Yoga Day", "Reading Festival"]);
    expect(storedSlides()[1]).toMatchObject({
      title: "Reading Festival",
      caption: "Stories in Tamil and English all week.",
      buttonText: null,
      buttonLink: null,
      status: "published",
      orderIndex: 1,
    });
    let shown = await publicSlides();
    expect(shown.map((slide) => slide.text.includes("Reading Festival"))).toEqual([false, true]);
    expect(shown[1]).toMatchObject({ href: DEFAULT_SLIDE_BUTTON_LINK, label: DEFAULT_SLIDE_BUTTON_LABEL });
    expect(shown[1]?.text).toContain("Stories in Tamil and English all week.");

    // Switched off: a draft, gone from the home page.
    await row(page, "Reading Festival").getByRole("button", { name: /^Edit/ }).click();
    dialog = await slideDialog(page, EDIT_SLIDE_TITLE);
    const active = dialog.getByRole("switch", { name: SLIDE_FIELD_LABELS.isActive });
    expect(await active.getAttribute("aria-checked")).toBe("true");
    await active.click();
    await dialog.getByRole("button", { name: UPDATE_SLIDE_SUBMIT }).click();
    await expectToastOf(page, "success", SLIDE_UPDATED);
    await expect
      .poll(() => row(page, "Reading Festival").locator("[data-slide-status]").textContent())
      .toBe(DRAFT_BADGE);
    expect(storedSlides()[1]?.status).toBe("draft");
    shown = await publicSlides();
    expect(shown).toHaveLength(1);
    expect(shown[0]?.text).toContain("Yoga Day");

    // And on again.
    await row(page, "Reading Festival").getByRole("button", { name: /^Edit/ }).click();
    dialog = await slideDialog(page, EDIT_SLIDE_TITLE);
    expect(await dialog.getByRole("switch").getAttribute("aria-checked")).toBe("false");
    await dialog.getByRole("switch").click();
    await dialog.getByRole("button", { name: UPDATE_SLIDE_SUBMIT }).click();
    await expect
      .poll(() => row(page, "Reading Festival").locator("[data-slide-status]").textContent())
      .toBe(ACTIVE_BADGE);
    expect((await publicSlides()).map((slide) => slide.text.includes("Reading Festival"))).toEqual([
      false,
      true,
    ]);
  });

  it("moves slides up and down, never past the ends, also after deletes, and asks before deleting", async () => {
    await onlySlides(
      ["A Annual Day", "B Book Fair", "C Craft Week", "D Dance Day"].map((title) => ({ title })),
    );
    await warmHomePage();
    const page = await signedInPage(browser(), server(), editor);
    await openSlider(page);

    async function expectEnds(first: string, last: string) {
      expect(await moveButton(page, first, "up").isDisabled()).toBe(true);
      expect(await moveButton(page, first, "down").isDisabled()).toBe(false);
      expect(await moveButton(page, last, "down").isDisabled()).toBe(true);
      expect(await moveButton(page, last, "up").isDisabled()).toBe(false);
    }
    async function expectOrder(titles: string[]) {
      await expect.poll(() => listedTitles(page)).toEqual(titles);
      expect(await rows(page).locator("[data-slide-order]").allTextContents()).toEqual(
        titles.map((_, index) => orderLabel(index + 1)),
      );
      expect(storedSlides().map((slide) => [slide.title, slide.orderIndex])).toEqual(
        titles.map((title, index) => [title, index]),
      );
    }

    await expectEnds("A Annual Day", "D Dance Day");
    await moveButton(page, "A Annual Day", "down").click();
    await expectOrder(["B Book Fair", "A Annual Day", "C Craft Week", "D Dance Day"]);
    await moveButton(page, "D Dance Day", "up").click();
    await expectOrder(["B Book Fair", "A Annual Day", "D Dance Day", "C Craft Week"]);
    await expectEnds("B Book Fair", "C Craft Week");

    // The question first; Cancel keeps the slide.
    await row(page, "B Book Fair")
      .getByRole("button", { name: /^Delete/ })
      .click();
    let question = page.getByRole("dialog", { name: deleteSlideQuestion("B Book Fair") });
    await question.waitFor();
    await question.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => question.count()).toBe(0);
    expect(storedSlides()).toHaveLength(4);

    // Deleting the first and the last: the new ends cannot move past them either.
    await row(page, "B Book Fair")
      .getByRole("button", { name: /^Delete/ })
      .click();
    question = page.getByRole("dialog", { name: deleteSlideQuestion("B Book Fair") });
    await question.getByRole("button", { name: DELETE_SLIDE_CONFIRM }).click();
    await expectToastOf(page, "success", SLIDE_DELETED);
    await expectOrder(["A Annual Day", "D Dance Day", "C Craft Week"]);
    await row(page, "C Craft Week")
      .getByRole("button", { name: /^Delete/ })
      .click();
    await page
      .getByRole("dialog", { name: deleteSlideQuestion("C Craft Week") })
      .getByRole("button", { name: DELETE_SLIDE_CONFIRM })
      .click();
    await expectOrder(["A Annual Day", "D Dance Day"]);
    await expectEnds("A Annual Day", "D Dance Day");
    await moveButton(page, "D Dance Day", "up").click();
    await expectOrder(["D Dance Day", "A Annual Day"]);
    await expectEnds("D Dance Day", "A Annual Day");

    // A new slide goes last, with the slide count as its order.
    await page.getByRole("button", { name: ADD_SLIDE_LABEL }).click();
    const dialog = await slideDialog(page, ADD_SLIDE_TITLE);
    await englishField(dialog, SLIDE_FIELD_LABELS.title).fill("E Exhibition");
    await dialog.getByRole("button", { name: CREATE_SLIDE_SUBMIT }).click();
    await expectOrder(["D Dance Day", "A Annual Day", "E Exhibition"]);
    await expectEnds("D Dance Day", "E Exhibition");

    const everyTitle = ["A Annual Day", "B Book Fair", "C Craft Week", "D Dance Day", "E Exhibition"];
    const shown = await publicSlides();
    expect(shown.map((slide) => everyTitle.filter((title) => slide.text.includes(title)))).toEqual([
      ["D Dance Day"],
      ["A Annual Day"],
      ["E Exhibition"],
    ]);
  });

  it("refuses a javascript: button link under the field, and saves nothing", async () => {
    await onlySlides([{ title: "Open Day" }]);
    const page = await signedInPage(browser(), server(), editor);
    await openSlider(page);
    await page.getByRole("button", { name: ADD_SLIDE_LABEL }).click();
    const dialog = await slideDialog(page, ADD_SLIDE_TITLE);
    await englishField(dialog, SLIDE_FIELD_LABELS.title).fill("Trap");
    const link = dialog.getByLabel(SLIDE_FIELD_LABELS.buttonLink);
    await link.fill("javascript:alert(document.cookie)");
    await dialog.getByRole("button", { name: CREATE_SLIDE_SUBMIT }).click();
    await expect.poll(() => link.getAttribute("aria-invalid")).toBe("true");
    const messageId = (await link.getAttribute("aria-describedby"))?.split(" ").at(-1);
    expect(await dialog.locator(`[id="${messageId}"]`).textContent()).toBe(SLIDE_MESSAGES.buttonLink);
    expect(await focused(page, `[name="buttonLink"]`)).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    expect(storedTitles()).toEqual(["Open Day"]);

    // The same on an edit; a site path is then accepted.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await discardChanges(page);
    await row(page, "Open Day").getByRole("button", { name: /^Edit/ }).click();
    const edit = await slideDialog(page, EDIT_SLIDE_TITLE);
    await edit.getByLabel(SLIDE_FIELD_LABELS.buttonLink).fill("//evil.example/admissions");
    await edit.getByRole("button", { name: UPDATE_SLIDE_SUBMIT }).click();
    await expect.poll(() => edit.getByText(SLIDE_MESSAGES.buttonLink).count()).toBe(1);
    expect(storedSlides()[0]?.buttonLink).toBeNull();
    await edit.getByLabel(SLIDE_FIELD_LABELS.buttonLink).fill("/contact#visit");
    await edit.getByRole("button", { name: UPDATE_SLIDE_SUBMIT }).click();
    await expectToastOf(page, "success", SLIDE_UPDATED);
    expect(storedSlides()[0]?.buttonLink).toBe("/contact#visit");
  });

  it("refuses bad input posted directly with a 4xx and changes nothing", async () => {
    const [first, second] = await onlySlides([
      { title: "First", slide: { buttonLink: "/about" } },
      { title: "Second" },
    ]);
    const before = storedSlides();
    const { updatedAt } = before[1]!;
    const edit = { intent: "update-slide", slideId: second!, updatedAt, title: "Changed" };
    const refusals: [string, Record<string, string> | FormData, number][] = [
      [
        "javascript: link on create",
        { intent: "create-slide", title: "X", buttonLink: "javascript:alert(1)" },
        400,
      ],
      ["javascript: link on update", { ...edit, buttonLink: "javascript:alert(1)" }, 400],
      ["data: link", { ...edit, buttonLink: "data:text/html,<script>alert(1)</script>" }, 400],
      ["protocol-relative link", { ...edit, buttonLink: "//evil.example" }, 400],
      ["title too long", { ...edit, title: "t".repeat(SLIDE_TITLE_MAX + 1) }, 400],
      ["empty title", { ...edit, title: "  " }, 400],
      ["switch neither on nor off", { ...edit, isActive: "yes please" }, 400],
      ["picture from elsewhere", { ...edit, imageUrl: "https://evil.example/x.png" }, 400],
      ["unknown picture", { ...edit, mediaId: "no-such-media" }, 400],
      ["unknown slide on update", { ...edit, slideId: "no-such-slide" }, 404],
      ["unknown slide on delete", { intent: "delete-slide", slideId: "no-such-slide" }, 404],
      ["unknown slide on move", { intent: "move-slide", slideId: "no-such-slide", direction: "up" }, 404],
      ["first slide up", { intent: "move-slide", slideId: first!, direction: "up" }, 409],
      ["last slide down", { intent: "move-slide", slideId: second!, direction: "down" }, 409],
      ["sideways", { intent: "move-slide", slideId: first!, direction: "left" }, 400],
      ["stale copy", { ...edit, updatedAt: "2020-01-01T00:00:00.000Z" }, 409],
      ["no intent", { title: "X" }, 400],
      ["unknown intent", { intent: "drop-table", title: "X" }, 400],
    ];
    const titleAsFile = new FormData();
    titleAsFile.set("intent", "create-slide");
    titleAsFile.set("title", new Blob(["Sneaky"], { type: "text/plain" }), "title.txt");
    refusals.push(["a file as the title", titleAsFile, 400]);
    const duplicated = new URLSearchParams({ intent: "create-slide", title: "One" });
    duplicated.append("title", "Two");
    refusals.push(["two titles", duplicated as unknown as FormData, 400]);

    for (const [what, fields, status] of refusals) {
      const response = await post(fields);
      expect(response.status, what).toBe(status);
    }
    expect(storedSlides()).toEqual(before);

    // Anonymous: to the sign-in page. A viewer: 403. Neither changes anything.
    const anonymous = await post({ intent: "delete-slide", slideId: first! }, "");
    expect(anonymous.status).toBe(302);
    const target = new URL(anonymous.headers.get("location") ?? "", server().url);
    expect(target.pathname).toBe("/admin/login");
    expect(target.searchParams.get("redirectTo")).toBe("/admin/homepage");
    expect((await post({ intent: "delete-slide", slideId: first! }, viewer.cookie)).status).toBe(403);
    expect((await post({ intent: "create-slide", title: "Viewer's slide" }, viewer.cookie)).status).toBe(403);
    const viewerPage = await fetch(`${server().url}/admin/homepage`, {
      redirect: "manual",
      headers: { cookie: viewer.cookie },
    });
    // Issue 26: refused with 403, no longer a redirect to the public site.
    expect(viewerPage.status).toBe(403);
    expect(storedSlides()).toEqual(before);

    // The same post, well formed, goes through: the refusals above were about their input.
    expect((await post({ intent: "move-slide", slideId: second!, direction: "up" })).status).toBe(200);
    expect(storedTitles()).toEqual(["Second", "First"]);
  });

  it("refuses the later of two edits of the same slide, and reports moves and deletes of a slide already gone", async () => {
    const [sports, , dance] = await onlySlides([
      { title: "Sports Meet" },
      { title: "Science Fair" },
      { title: "Dance Recital" },
    ]);
    const first = await signedInPage(browser(), server(), editor);
    const second = await signedInPage(browser(), server(), TEST_ADMIN, REFUSED);
    await Promise.all([openSlider(first), openSlider(second)]);

    await row(first, "Sports Meet").getByRole("button", { name: /^Edit/ }).click();
    await row(second, "Sports Meet").getByRole("button", { name: /^Edit/ }).click();
    const firstDialog = await slideDialog(first, EDIT_SLIDE_TITLE);
    const secondDialog = await slideDialog(second, EDIT_SLIDE_TITLE);
    await englishField(firstDialog, SLIDE_FIELD_LABELS.title).fill("Sports Meet 2026");
    await englishField(secondDialog, SLIDE_FIELD_LABELS.title).fill("Annual Sports");
    await firstDialog.getByRole("button", { name: UPDATE_SLIDE_SUBMIT }).click();
    await expectToastOf(first, "success", SLIDE_UPDATED);
    const saved = storedSlides().find((slide) => slide.id === sports)!;
    expect(saved.title).toBe("Sports Meet 2026");

    await secondDialog.getByRole("button", { name: UPDATE_SLIDE_SUBMIT }).click();
    await expectToastOf(second, "error", SLIDE_SAVE_FAILED, STALE_EDIT_MESSAGE);
    // The message stays in the dialog, with what the person typed.
    expect(await secondDialog.getByRole("alert").textContent()).toBe(STALE_EDIT_MESSAGE);
    expect(await englishField(secondDialog, SLIDE_FIELD_LABELS.title).inputValue()).toBe("Annual Sports");
    expect(storedSlides().find((slide) => slide.id === sports)).toEqual(saved);
    await secondDialog.getByRole("button", { name: "Cancel" }).click();
    await discardChanges(second);

    // The first page deletes two slides the second still lists.
    for (const title of ["Science Fair", "Dance Recital"]) {
      await row(first, title)
        .getByRole("button", { name: /^Delete/ })
        .click();
      await first
        .getByRole("dialog", { name: deleteSlideQuestion(title) })
        .getByRole("button", { name: DELETE_SLIDE_CONFIRM })
        .click();
      await expect.poll(() => row(first, title).count()).toBe(0);
    }
    expect(storedTitles()).toEqual(["Sports Meet 2026"]);
    await moveButton(second, "Science Fair", "down").click();
    await expectToastOf(second, "error", SLIDE_ORDER_FAILED, NOT_FOUND_MESSAGE);
    await expect.poll(() => row(second, "Science Fair").count()).toBe(0);
    await expect.poll(() => listedTitles(second)).toEqual(["Sports Meet 2026"]);
    // And a delete of a slide someone deleted first.
    await row(first, "Sports Meet 2026")
      .getByRole("button", { name: /^Delete/ })
      .click();
    await first
      .getByRole("dialog", { name: deleteSlideQuestion("Sports Meet 2026") })
      .getByRole("button", { name: DELETE_SLIDE_CONFIRM })
      .click();
    await expectToastOf(first, "success", SLIDE_DELETED);
    await row(second, "Sports Meet 2026")
      .getByRole("button", { name: /^Delete/ })
      .click();
    await second
      .getByRole("dialog", { name: deleteSlideQuestion("Sports Meet 2026") })
      .getByRole("button", { name: DELETE_SLIDE_CONFIRM })
      .click();
    await expectToastOf(second, "error", SLIDE_DELETE_FAILED, NOT_FOUND_MESSAGE);
    await expect.poll(() => second.getByText(NO_SLIDES, { exact: true }).count()).toBe(1);
    expect(storedSlides()).toEqual([]);
    expect(queryDatabase(server(), "select id from content where id in (?, ?)", sports!, dance!)).toEqual([]);
  });

  it("says 'Failed to load homepage slides' when the slides cannot be read", async () => {
    await onlySlides([{ title: "Hidden By Failure" }]);
    const page = await signedInPage(browser(), server(), editor);
    writeDatabase(server(), "alter table slide rename to slide_away");
    try {
      await openSlider(page);
      await expectToastOf(page, "error", SLIDES_LOAD_FAILED);
      expect(await page.getByRole("alert").filter({ hasText: SLIDES_LOAD_FAILED }).count()).toBe(1);
      expect(await page.getByText(NO_SLIDES).count()).toBe(0);
      expect(await page.getByRole("button", { name: ADD_SLIDE_LABEL }).isDisabled()).toBe(true);
    } finally {
      writeDatabase(server(), "alter table slide_away rename to slide");
    }
    await openSlider(page);
    expect(await listedTitles(page)).toEqual(["Hidden By Failure"]);
  });

  it("has no axe violations on the list, the slide dialog (with a refused field) and the delete question", async () => {
    await addDemoImage(server(), "slide-yoga-wellness");
    const [{ url }] = queryDatabase<{ url: string }>(
      server(),
      "select url from media order by created_at desc limit 1",
    ) as [{ url: string }];
    await onlySlides([
      { title: "Yoga & Wellness", summary: "Calm minds.", featuredImage: url },
      { title: "Draft Without Picture", status: "draft" },
    ]);
    const page = await signedInPage(browser(), server(), editor);
    await openSlider(page);
    expect((await axe(page).analyze()).violations).toEqual([]);

    await row(page, "Yoga & Wellness").getByRole("button", { name: /^Edit/ }).click();
    const dialog = await slideDialog(page, EDIT_SLIDE_TITLE);
    await englishField(dialog, SLIDE_FIELD_LABELS.title).fill("");
    await dialog.getByRole("button", { name: UPDATE_SLIDE_SUBMIT }).click();
    await expect.poll(() => dialog.getByText(SLIDE_MESSAGES.titleRequired).count()).toBe(1);
    await animationsSettled(page);
    expect((await axe(page).analyze()).violations).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/slider-edit-dialog.png` });
    await page.keyboard.press("Escape");
    await discardChanges(page);

    await page.getByRole("button", { name: ADD_SLIDE_LABEL }).click();
    await slideDialog(page, ADD_SLIDE_TITLE);
    await animationsSettled(page);
    expect((await axe(page).analyze()).violations).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/slider-add-dialog.png` });
    await page.keyboard.press("Escape");

    await row(page, "Draft Without Picture")
      .getByRole("button", { name: /^Delete/ })
      .click();
    await drawnDialog(page, deleteSlideQuestion("Draft Without Picture"));
    await animationsSettled(page);
    expect((await axe(page).analyze()).violations).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/slider-delete-question.png` });
  });

  it("works with the keyboard alone: add, move, edit and delete", async () => {
    await onlySlides([{ title: "Alpha Assembly" }, { title: "Beta Bazaar" }]);
    const page = await signedInPage(browser(), server(), editor);
    await openSlider(page);

    await tabTo(page, "#add-slide");
    await page.keyboard.press("Enter");
    const dialog = await slideDialog(page, ADD_SLIDE_TITLE);
    expect(await focused(page, '[name="title"]')).toBe(true);
    await page.keyboard.type("Gamma Games");
    await tabTo(page, '[name="buttonText"]');
    await page.keyboard.type("Visit Us");
    await tabTo(page, '[name="buttonLink"]');
    await page.keyboard.type("/contact#visit");
    await tabTo(page, '[role="switch"]');
    await page.keyboard.press("Space");
    await tabTo(page, 'button[type="submit"]');
    await page.keyboard.press("Enter");
    await expectToast(page, SLIDE_CREATED);
    await expect.poll(() => dialog.count()).toBe(0);
    // Focus goes back to the button that opened the dialog.
    await expect.poll(() => focused(page, "#add-slide")).toBe(true);
    expect(storedSlides()[2]).toMatchObject({
      title: "Gamma Games",
      status: "draft",
      buttonText: "Visit Us",
      buttonLink: "/contact#visit",
      orderIndex: 2,
    });

    // Moving keeps focus on the moved slide, so Enter again moves it further.
    const gammaUp = `[data-slide-row="${storedSlides()[2]!.id}"] [data-move="up"]`;
    await tabTo(page, gammaUp);
    await page.keyboard.press("Enter");
    await expect.poll(() => storedTitles()).toEqual(["Alpha Assembly", "Gamma Games", "Beta Bazaar"]);
    await expect.poll(() => focused(page, gammaUp)).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => storedTitles()).toEqual(["Gamma Games", "Alpha Assembly", "Beta Bazaar"]);
    // At the top, Move up is disabled: focus moves to the slide's Move down.
    await expect.poll(() => focused(page, gammaUp.replace('"up"', '"down"'))).toBe(true);
    await expect.poll(() => listedTitles(page)).toEqual(["Gamma Games", "Alpha Assembly", "Beta Bazaar"]);

    // Edit, then Escape leaves without saving and focus returns to Edit; Enter on Update saves.
    const gammaEdit = gammaUp.replace('[data-move="up"]', "[data-edit-slide]");
    await page.keyboard.press("Tab");
    expect(await focused(page, gammaEdit)).toBe(true);
    await page.keyboard.press("Enter");
    let edit = await slideDialog(page, EDIT_SLIDE_TITLE);
    await page.keyboard.press("Escape");
    await expect.poll(() => edit.count()).toBe(0);
    await expect.poll(() => focused(page, gammaEdit)).toBe(true);
    await page.keyboard.press("Enter");
    edit = await slideDialog(page, EDIT_SLIDE_TITLE);
    expect(await focused(page, '[name="title"]')).toBe(true);
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Gamma Games Day");
    await tabTo(page, 'button[type="submit"]');
    await page.keyboard.press("Enter");
    await expectToast(page, SLIDE_UPDATED);
    await expect.poll(() => storedTitles()[0]).toBe("Gamma Games Day");
    await expect.poll(() => focused(page, gammaEdit)).toBe(true);

    // Delete: the question opens on Cancel; Tab to the delete button, Enter.
    await tabTo(page, "[data-delete-slide]");
    await page.keyboard.press("Enter");
    await drawnDialog(page, deleteSlideQuestion("Gamma Games Day"));
    await tabTo(page, "[role=dialog] button[type=submit]");
    await page.keyboard.press("Enter");
    await expectToast(page, SLIDE_DELETED);
    await expect.poll(() => storedTitles()).toEqual(["Alpha Assembly", "Beta Bazaar"]);
    // Focus lands on the slide that took its place.
    const alphaDelete = `[data-slide-row="${storedSlides()[0]!.id}"] [data-delete-slide]`;
    await expect.poll(() => focused(page, alphaDelete)).toBe(true);
  });

  it(`lists ${SLIDES_MAX} slides with ${SLIDE_TITLE_MAX}-character titles without breaking the layout`, async () => {
    await addDemoImage(server(), "slide-library-reading");
    const [{ url }] = queryDatabase<{ url: string }>(
      server(),
      "select url from media order by created_at desc limit 1",
    ) as [{ url: string }];
    const longTitle = (n: number) =>
      `${n} ${"Annual Day celebrations with dance, drama and music ".repeat(5)}`.slice(0, SLIDE_TITLE_MAX);
    const ids = await onlySlides(
      Array.from({ length: SLIDES_MAX }, (_, n) => ({
        title: longTitle(n + 1),
        summary: "Parents, grandparents and friends joined the children for a day of songs and stories. "
          .repeat(2)
          .slice(0, 160),
        featuredImage: n % 3 === 0 ? null : url,
        status: n % 4 === 0 ? ("draft" as const) : ("published" as const),
      })),
    );
    // One unbroken word too: long enough to push a row wider than the page if it could.
    writeDatabase(
      server(),
      "update content set title = ? where id = ?",
      "W".repeat(SLIDE_TITLE_MAX),
      ids[1]!,
    );
    const page = await signedInPage(browser(), server(), editor);
    await openSlider(page);
    expect(await rows(page).count()).toBe(SLIDES_MAX);
    expect(await rows(page).last().locator("[data-slide-order]").textContent()).toBe(orderLabel(SLIDES_MAX));
    // Full: Add Slide is off, with the reason on the page.
    expect(await page.getByRole("button", { name: ADD_SLIDE_LABEL }).isDisabled()).toBe(true);
    expect(await page.getByText(SLIDE_MESSAGES.tooMany).count()).toBe(1);

    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(() => {
        const list = document.querySelector("[data-slide-row]")?.parentElement as HTMLElement;
        const box = list.getBoundingClientRect();
        const outside = [...list.querySelectorAll<HTMLElement>("[data-slide-row] *")].filter((element) => {
          const own = element.getBoundingClientRect();
          return own.width > 0 && (own.right > box.right + 0.5 || own.left < box.left - 0.5);
        });
        return {
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          outside: outside.length,
        };
      });
      expect(overflow, `at ${width} px`).toEqual({ page: 0, outside: 0 });
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/slider-50-${width}.png` });
    }

    // The home page with 200-character titles, for the eye.
    if (SCREENSHOTS) {
      const home = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
      await home.goto(`${server().url}/`);
      await home.screenshot({ path: `${SCREENSHOTS}/home-long-title-1440.png` });
      await home.setViewportSize({ width: 390, height: 844 });
      await home.screenshot({ path: `${SCREENSHOTS}/home-long-title-390.png` });
    }
  });
});
