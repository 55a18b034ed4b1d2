// School Management at /admin/schools: the five fixed schools as cards, each edited in a dialog
// (every field, both pictures uploaded, key features and grades by the spec's rules); a save shows
// on the public pages at the next request; a stale edit, bad input sent directly, viewers and
// anonymous posts are refused; axe with the dialog open; the keyboard alone; a failed load.
import { mkdirSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { DRAFT_STALE } from "~/components/admin/form/draft-notice";
import { REMOVE_IMAGE_LABEL } from "~/components/admin/image-field";
import { CHOOSE_FROM_LIBRARY_LABEL, PICKER_TITLE } from "~/copy/admin-media";
import { LIST_EDITOR_COPY, SCHOOL_FIELD_HINTS } from "~/copy/admin-school-page";
import { SCHOOL_PHOTO_COPY as PHOTO } from "~/copy/admin-school-photos";
import {
  ADMIN_SCHOOL_ORDER,
  AFFILIATION_PLACEHOLDER,
  EDIT_SCHOOL_TITLE,
  ERROR_TITLE,
  SCHOOL_FIELD_LABELS as LABELS,
  moreFeaturesLabel,
  NO_HEADER_IMAGE,
  SAVE_SCHOOL_LABEL,
  SCHOOL_UPDATED,
  SCHOOLS_ADMIN_TITLE,
  SCHOOLS_LOAD_FAILED,
} from "~/copy/admin-schools";
import { tamilLabel } from "~/copy/admin-tamil";
import { schoolFacts } from "~/copy/schools";

const SCHOOL_HINT_HEADER = SCHOOL_FIELD_HINTS.headerImage;

import { SAVE_SCHOOL_INTENT } from "~/lib/schemas/schools";
import { STALE_EDIT_MESSAGE } from "~/server/content/record.server";
import { DEMO_SCHOOLS } from "~/server/seed/schools-data";
import { TEST_ADMIN } from "../support/app-server";
import { animationsSettled, openPage } from "../support/browser";
import { queryDatabase, writeDatabase } from "../support/database-file";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { type Credentials, createStaff } from "../support/server-data";
import { toastWith } from "../support/toasts";
import { englishField, expectToast, openAdminPage } from "./helpers/admin-pages";
import { axe } from "./helpers/axe";
import { discardDraft } from "./helpers/discard-changes";
import { textOf } from "./helpers/markup";
import { signedInPage } from "./helpers/staff-session";

const { server, browser } = setupServerAndBrowser();

let editor: Credentials;
let viewer: Credentials;

beforeAll(async () => {
  [editor, viewer] = await createStaff(server(), [
    { username: "schools_editor", role: "editor", password: "editor-pass-123" },
    { username: "schools_viewer", role: "viewer", password: "viewer-pass-123" },
  ]);
});

const SCREENSHOTS = "/tmp/admin-schools-screenshots";

type StoredSchool = {
  id: string;
  title: string;
  summary: string | null;
  featured_image: string | null;
  featured_media_id: string | null;
  updated_at: string;
  location: string | null;
  address: string | null;
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  affiliation: string | null;
  logo_image: string | null;
  images: string;
  features: string;
  grades: string;
};

function stored(slug: string): StoredSchool {
  const [row] = queryDatabase<StoredSchool>(
    server(),
    `select c.id, c.title, c.summary, c.featured_image, c.featured_media_id, c.updated_at, s.location,
            s.address, s.phone, s.whatsapp, s.email, s.affiliation, s.logo_image, s.features, s.grades,
            s.images
       from content c join school s on s.content_id = c.id
      where c.kind = 'school_info' and c.slug = ?`,
    slug,
  );
  if (!row) throw new Error(`No school ${slug} in the database`);
  return row;
}

const openSchools = (page: Page) => openAdminPage(page, `${server().url}/admin/schools`, SCHOOLS_ADMIN_TITLE);

const cardOf = (page: Page, slug: string) => page.locator(`article[data-school="${slug}"]`);

/**
 * Opens a school's Edit dialog from its card and gives the dialog once its two lazily loaded parts,
 * the About editors and the carousel editor, have taken their places (the dialog grows then, and a
 * click aimed at Save as it grows would land elsewhere).
 */
async function openEditor(page: Page, slug: string): Promise<Locator> {
  await cardOf(page, slug).getByRole("button", { name: /^Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: EDIT_SCHOOL_TITLE });
  await dialog.waitFor();
  await dialog.locator("[data-rich-text]").waitFor();
  await dialog.locator("[data-rich-text-ta]").waitFor();
  await dialog.locator("[data-school-photos]").waitFor();
  return dialog;
}

/** The chips of a dialog's list (key features or grades), as their texts. */
function chips(dialog: Locator, list: "features" | "grades") {
  return dialog
    .getByRole("list", { name: LIST_EDITOR_COPY[list].listLabel })
    .getByRole("button")
    .allTextContents();
}

/** A real picture file, made with sharp, of the given size and colour. */
async function pictureFile(name: string, width: number, height: number, background: string) {
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** Drops a picture into an image field and waits until its upload is kept in the hidden field. */
async function uploadInto(
  dialog: Locator,
  label: string,
  field: string,
  file: Awaited<ReturnType<typeof pictureFile>>,
) {
  const before = await dialog.locator(`input[name="${field}"]`).inputValue();
  await dialog.getByRole("group", { name: label }).locator("input[type=file]").setInputFiles(file);
  await expect
    .poll(() => dialog.locator(`input[name="${field}"]`).inputValue(), { timeout: 20_000 })
    .not.toBe(before);
  return dialog.locator(`input[name="${field}"]`).inputValue();
}

async function publicHtml(path: string) {
  const response = await fetch(`${server().url}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** A picture's address without its extension: its variants all start with it. */
function stem(url: string) {
  return url.replace(/\.[a-z0-9]+$/i, "");
}

/** A school page as a visitor without a session gets it: its carousel's slides and its text. */
async function schoolPage(path: string) {
  const page = await openPage(browser(), { javaScriptEnabled: false });
  await page.goto(`${server().url}${path}`);
  const slides = await page
    .getByTestId("school-carousel")
    .locator("figure")
    .evaluateAll((figures) =>
      figures.map((figure) => ({
        title: figure.getAttribute("data-title") ?? "",
        src: figure.querySelector("img")?.getAttribute("src") ?? "",
      })),
    );
  const text = (await page.locator("main").textContent()) ?? "";
  return { slides, text, html: await page.content() };
}

/** What the Edit dialog would post for a school as stored (every field, as the dialog sends them). */
function dialogFields(row: StoredSchool, slug = ""): Record<string, string | string[]> {
  const optional = (value: string | null) => value ?? "";
  return {
    intent: SAVE_SCHOOL_INTENT,
    slug,
    updatedAt: new Date(row.updated_at).toISOString(),
    name: row.title,
    location: optional(row.location),
    address: optional(row.address),
    phone: optional(row.phone),
    whatsapp: optional(row.whatsapp),
    email: optional(row.email),
    affiliation: optional(row.affiliation),
    description: optional(row.summary),
    headerImage: optional(row.featured_image),
    logoImage: optional(row.logo_image),
    features: JSON.parse(row.features) as string[],
    grades: JSON.parse(row.grades) as string[],
    // The carousel's photos, as the dialog's rows post them (images[0].url, images[0].title…).
    ...Object.fromEntries(
      (JSON.parse(row.images) as Record<string, string>[]).flatMap((photo, index) =>
        Object.entries(photo).map(([key, value]) => [`images[${index}].${key}`, value]),
      ),
    ),
  };
}

/** Posts the School Management form directly, as a browser form would, with the page's cookies. */
function postSchoolForm(page: Page, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  return page.request.post(`${server().url}/admin/schools`, {
    headers: { origin: server().url, "content-type": "application/x-www-form-urlencoded" },
    data: body.toString(),
    maxRedirects: 0,
  });
}

/** Clicks Save Changes and gives the status the server answered the dialog's post with. */
async function saveAnswer(page: Page, dialog: Locator) {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/admin/schools"),
    ),
    dialog.getByRole("button", { name: SAVE_SCHOOL_LABEL }).click(),
  ]);
  return response.status();
}

/** Presses Tab until the focused element matches `selector` (at most `limit` presses). */
async function tabTo(page: Page, selector: string, limit = 80) {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

describe("the school cards", () => {
  it("shows one card per fixed school in the admin order, with no way to add or delete one", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openSchools(page);
    const names = await page.locator("main article h2").allTextContents();
    expect(names).toEqual(ADMIN_SCHOOL_ORDER.map((slug) => schoolFacts(slug).name));
    // The only buttons are the five Edit buttons: nothing adds or deletes a school.
    const buttons = await page.locator("main").getByRole("button").allTextContents();
    expect(buttons.map((text) => text.trim())).toEqual(
      ADMIN_SCHOOL_ORDER.map((slug) => `Edit ${schoolFacts(slug).name}`),
    );
    expect(await page.locator("main").getByRole("link").count()).toBe(0);

    for (const demo of DEMO_SCHOOLS) {
      const card = cardOf(page, demo.slug);
      const text = await card.textContent();
      expect(text).toContain(demo.location);
      expect(text).toContain(schoolFacts(demo.slug).affiliation);
      expect(text).toContain(demo.phone);
      expect(text).toContain(demo.email);
      expect(await card.getByTestId("school-description").textContent()).toBe(demo.description);
      // The description is clamped to three lines.
      expect(
        await card.getByTestId("school-description").evaluate((p) => getComputedStyle(p).webkitLineClamp),
      ).toBe("3");
      // Up to three key features, the rest counted in a '+N more' badge.
      const features = await card.getByTestId("card-features").getByRole("listitem").allTextContents();
      const hidden = demo.features.length - 3;
      expect(features).toEqual([
        ...demo.features.slice(0, 3),
        ...(hidden > 0 ? [moreFeaturesLabel(hidden)] : []),
      ]);
      // The demo schools all have a header picture.
      expect(await card.getByTestId("school-header").locator("img").count()).toBe(1);
      expect(text).not.toContain(NO_HEADER_IMAGE);
    }

    // A media file's "Used in" link (/admin/schools?edit=<slug>) opens that school's dialog (issue 28).
    await page.goto(`${server().url}/admin/schools?edit=euro-kids`);
    const dialog = page.getByRole("dialog", { name: EDIT_SCHOOL_TITLE });
    // The dialog's frame (its title) shows first while its chunk comes, then the school's form.
    await expect.poll(() => dialog.textContent()).toContain(schoolFacts("euro-kids").name);
    expect(await page.getByRole("dialog").count()).toBe(1);
    expect(new URL(page.url()).search).toBe("");
  });

  it("shows no '+N more' badge for three features or fewer, and 'No header image' once it is removed", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openSchools(page);
    const dialog = await openEditor(page, "buds-blossoms");
    // Remove features by clicking them until three are left.
    while ((await chips(dialog, "features")).length > 3)
      await dialog
        .getByRole("list", { name: LIST_EDITOR_COPY.features.listLabel })
        .getByRole("button")
        .last()
        .click();
    const kept = await chips(dialog, "features");
    await dialog
      .getByRole("group", { name: LABELS.headerImage })
      .getByRole("button", { name: REMOVE_IMAGE_LABEL })
      .click();
    await dialog.getByRole("button", { name: SAVE_SCHOOL_LABEL }).click();
    await expectToast(page, SCHOOL_UPDATED);
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);

    const card = cardOf(page, "buds-blossoms");
    await expect.poll(() => card.getByTestId("school-header").textContent()).toContain(NO_HEADER_IMAGE);
    expect(await card.getByTestId("school-header").locator("img").count()).toBe(0);
    expect(await card.getByTestId("card-features").getByRole("listitem").allTextContents()).toEqual(kept);
    expect(await card.getByTestId("more-features").count()).toBe(0);
    expect([stored("buds-blossoms").featured_image, stored("buds-blossoms").featured_media_id]).toEqual([
      null,
      null,
    ]);
    await page.reload();
    expect(await cardOf(page, "buds-blossoms").getByTestId("school-header").textContent()).toContain(
      NO_HEADER_IMAGE,
    );
  });
});

describe("editing a school", () => {
  it("saves every field, both uploaded pictures, features and grades, and the public pages show them", async () => {
    // Draw the public pages first, so the test proves the save empties the render cache.
    for (const path of ["/schools", "/schools/euro-kids"]) await publicHtml(path);

    const page = await signedInPage(browser(), server(), editor);
    await openSchools(page);
    const dialog = await openEditor(page, "euro-kids");
    expect(await dialog.getByLabel(LABELS.affiliation).getAttribute("placeholder")).toBe(
      AFFILIATION_PLACEHOLDER,
    );
    expect(await dialog.getByLabel(LABELS.email, { exact: true }).getAttribute("type")).toBe("email");
    expect(await chips(dialog, "features")).toEqual(
      DEMO_SCHOOLS.find((s) => s.slug === "euro-kids")!.features,
    );

    await dialog.getByLabel(LABELS.name).fill("EuroKids Lake View");
    await englishField(dialog, LABELS.location).fill("Lake View Road, near the water tank");
    await dialog.getByLabel(LABELS.phone).fill("+91 98765 41122");
    await dialog.getByLabel(LABELS.whatsapp).fill("+91 98765 41133");
    await dialog.getByLabel(LABELS.email, { exact: true }).fill("lakeview@example.org");
    await dialog.getByLabel(LABELS.affiliation).fill("KRR NP No.099");
    await englishField(dialog, LABELS.address).fill("9, Lake View Road, Thenpalli 600099");
    await englishField(dialog, LABELS.description).fill(
      "A pre-school by the lake where two-to-six-year-olds learn through play.",
    );

    const header = await uploadInto(
      dialog,
      LABELS.headerImage,
      "headerImage",
      await pictureFile("gate.png", 1280, 720, "#2e7d32"),
    );
    const logo = await uploadInto(
      dialog,
      LABELS.logoImage,
      "logoImage",
      await pictureFile("logo.png", 320, 320, "#f9a825"),
    );
    expect(header).toMatch(/^\/.+school-headers\//);
    expect(logo).toMatch(/^\/.+school-logos\//);
    // Both previews show the new pictures before anything is saved.
    expect(await dialog.getByRole("group", { name: LABELS.headerImage }).locator("img").count()).toBe(1);
    expect(await dialog.getByRole("group", { name: LABELS.logoImage }).locator("img").count()).toBe(1);

    // Key features: remove by clicking, add with the button and with Enter; repeats and blanks are ignored.
    const features = dialog.getByRole("list", { name: LIST_EDITOR_COPY.features.listLabel });
    await features
      .getByRole("button", { name: LIST_EDITOR_COPY.features.remove("Daily notes for parents") })
      .click();
    const newFeature = dialog.getByLabel(LABELS.features, { exact: true });
    await newFeature.fill("  Music and movement  ");
    await dialog.getByRole("button", { name: LIST_EDITOR_COPY.features.add }).click();
    expect(await newFeature.inputValue()).toBe("");
    await newFeature.fill("Splash pool");
    await newFeature.press("Enter");
    // Enter added the feature and did not save the dialog.
    expect(await page.getByRole("dialog").count()).toBe(1);
    const expectedFeatures = [
      "Play-based early-years curriculum",
      "Phonics and early reading",
      "Safe campus with CCTV and trained caregivers",
      "Indoor and outdoor play zones",
      "Music and movement",
      "Splash pool",
    ];
    expect(await chips(dialog, "features")).toEqual(expectedFeatures);
    await newFeature.fill(" Music and movement ");
    await newFeature.press("Enter");
    expect(await dialog.getByText(LIST_EDITOR_COPY.duplicate("Music and movement")).count()).toBe(1);
    await newFeature.fill("   ");
    await dialog.getByRole("button", { name: LIST_EDITOR_COPY.features.add }).click();
    await newFeature.press("Enter");
    expect(await chips(dialog, "features")).toEqual(expectedFeatures);

    // Grades, edited the same way.
    const grades = dialog.getByRole("list", { name: LIST_EDITOR_COPY.grades.listLabel });
    await grades.getByRole("button", { name: LIST_EDITOR_COPY.grades.remove("Junior KG") }).click();
    const newGrade = dialog.getByLabel(LABELS.grades, { exact: true });
    await newGrade.fill("Day Care");
    await newGrade.press("Enter");
    await newGrade.fill("Nursery");
    await dialog.getByRole("button", { name: LIST_EDITOR_COPY.grades.add }).click();
    const expectedGrades = ["Play Group", "Nursery", "Senior KG", "Day Care"];
    expect(await chips(dialog, "grades")).toEqual(expectedGrades);

    await dialog.getByRole("button", { name: SAVE_SCHOOL_LABEL }).click();
    await expectToast(page, SCHOOL_UPDATED);
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);

    const row = stored("euro-kids");
    expect(row).toMatchObject({
      title: "EuroKids Lake View",
      location: "Lake View Road, near the water tank",
      phone: "+91 98765 41122",
      whatsapp: "+91 98765 41133",
      email: "lakeview@example.org",
      affiliation: "KRR NP No.099",
      address: "9, Lake View Road, Thenpalli 600099",
      summary: "A pre-school by the lake where two-to-six-year-olds learn through play.",
      featured_image: header,
      logo_image: logo,
    });
    expect(row.featured_media_id).not.toBeNull();
    expect(JSON.parse(row.features)).toEqual(expectedFeatures);
    expect(JSON.parse(row.grades)).toEqual(expectedGrades);

    // The card shows the change without a reload.
    const card = cardOf(page, "euro-kids");
    await expect.poll(() => card.locator("h2").textContent()).toBe("EuroKids Lake View");
    expect(await card.getByTestId("card-features").getByRole("listitem").allTextContents()).toEqual([
      ...expectedFeatures.slice(0, 3),
      moreFeaturesLabel(3),
    ]);

    // The public pages, drawn before the save, show the change on the next request.
    const list = await publicHtml("/schools");
    expect(textOf(list)).toContain("EuroKids Lake View");
    expect(textOf(list)).toContain("Lake View Road, near the water tank");
    expect(textOf(list)).toContain("A pre-school by the lake where two-to-six-year-olds learn through play.");
    expect(list).toContain(header);
    const page2 = textOf(await publicHtml("/schools/euro-kids"));
    for (const value of [
      "EuroKids Lake View",
      "KRR NP No.099",
      "+91 98765 41122",
      "lakeview@example.org",
      "9, Lake View Road, Thenpalli 600099",
      "Splash pool",
      "Day Care",
    ])
      expect(page2, value).toContain(value);
    expect(page2).not.toContain("Daily notes for parents");
    expect(await publicHtml("/schools/euro-kids")).toContain(logo);
  });

  it("edits the whole school page in one dialog: tagline, About, Tamil words, the header leading, the third photo", async () => {
    // Draw the public pages first, so the test proves each save empties the render cache.
    for (const path of ["/schools/zee-litera", "/ta/schools/zee-litera"]) await publicHtml(path);
    const page = await signedInPage(browser(), server(), editor);
    await openSchools(page);
    let dialog = await openEditor(page, "zee-litera");
    // The dialog says plainly which picture leads the page.
    expect(await dialog.getByText(SCHOOL_HINT_HEADER).count()).toBe(1);
    // The carousel editor arrives in its own chunk.
    await expect.poll(() => dialog.locator("[data-photo]").count()).toBe(2);

    await englishField(dialog, LABELS.tagline).fill("Curious minds, confident leaders");
    await dialog.getByLabel(tamilLabel(LABELS.tagline)).fill("ஆர்வமுள்ள மனங்கள், நம்பிக்கையான தலைவர்கள்");
    await dialog.getByLabel(tamilLabel(LABELS.address)).fill("14, கம்பன் தெரு, தென்பள்ளி");
    await dialog.getByLabel(LABELS.ageRange).fill("Ages 3-16");
    await dialog.getByLabel(LABELS.studentCount).fill("550+");
    await dialog.getByLabel(LABELS.mapQuery).fill("Zee Litera School, Kamban Street, Thenpalli");
    const tamilGrade = dialog.getByLabel(tamilLabel(LABELS.grades), { exact: true });
    await tamilGrade.fill("மழலையர் வகுப்பு");
    await tamilGrade.press("Enter");
    const about = dialog.locator("[data-rich-text]");
    await about.waitFor();
    await about.click();
    await page.keyboard.press("Control+a");
    await page.keyboard.type("Forty children and one building in 1998; five hundred pupils today.");
    await dialog.locator("[data-rich-text-ta]").click();
    await page.keyboard.type("1998-இல் நாற்பது குழந்தைகள்.");

    const header = await uploadInto(
      dialog,
      LABELS.headerImage,
      "headerImage",
      await pictureFile("new-gate.png", 1280, 720, "#6a1b9a"),
    );
    // A third photo, uploaded, with its words in English and Tamil.
    await dialog.getByRole("button", { name: PHOTO.add }).click();
    const third = dialog.locator('[data-photo="3"]');
    const prize = await uploadInto(
      dialog,
      PHOTO.picture(3),
      "images[2].url",
      await pictureFile("prize.png", 1200, 800, "#ef6c00"),
    );
    await third.getByLabel(PHOTO.title(3), { exact: true }).fill("Prize day");
    await third.getByLabel(tamilLabel(PHOTO.title(3))).fill("பரிசு நாள்");
    await third.getByLabel(PHOTO.description(3), { exact: true }).fill("Every child on the stage once");
    await dialog.getByRole("button", { name: SAVE_SCHOOL_LABEL }).click();
    await expectToast(page, SCHOOL_UPDATED);
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);

    const english = await schoolPage("/schools/zee-litera");
    // The new header picture is the big photo at the top, captioned with the name and new tagline.
    expect(english.slides[0]).toMatchObject({
      title: "Zee Litera",
      src: expect.stringContaining(stem(header)),
    });
    expect(english.slides.map((slide) => slide.title)).toEqual([
      "Zee Litera",
      "Science laboratory",
      "Games period",
      "Prize day",
    ]);
    expect(english.slides[3]!.src).toContain(stem(prize));
    expect(english.text).toContain("Curious minds, confident leaders");
    expect(english.text).toContain("Forty children and one building in 1998; five hundred pupils today.");
    expect(english.text).toContain("Every child on the stage once");
    expect(english.text).toContain("Ages 3-16");
    expect(english.text).toContain("550+");
    expect(english.html).toContain("Zee Litera School, Kamban Street, Thenpalli");
    const tamil = await schoolPage("/ta/schools/zee-litera");
    expect(tamil.slides[0]!.src).toContain(stem(header));
    expect(tamil.slides[3]).toMatchObject({ title: "பரிசு நாள்", src: expect.stringContaining(stem(prize)) });
    for (const words of [
      "ஆர்வமுள்ள மனங்கள், நம்பிக்கையான தலைவர்கள்",
      "14, கம்பன் தெரு, தென்பள்ளி",
      "மழலையர் வகுப்பு",
      "1998-இல் நாற்பது குழந்தைகள்.",
    ])
      expect(tamil.text, words).toContain(words);

    // The third photo changed: another picture from the library, a new Tamil title.
    dialog = await openEditor(page, "zee-litera");
    await expect.poll(() => dialog.locator("[data-photo]").count()).toBe(3);
    const changed = await uploadInto(
      dialog,
      PHOTO.picture(3),
      "images[2].url",
      await pictureFile("prize-2.png", 1200, 800, "#00838f"),
    );
    expect(changed).not.toBe(prize);
    await dialog
      .locator('[data-photo="3"]')
      .getByLabel(tamilLabel(PHOTO.title(3)))
      .fill("பரிசளிப்பு விழா");
    await dialog.getByRole("button", { name: SAVE_SCHOOL_LABEL }).click();
    await expectToast(page, SCHOOL_UPDATED);
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    expect((await schoolPage("/schools/zee-litera")).slides[3]).toMatchObject({
      title: "Prize day",
      src: expect.stringContaining(stem(changed)),
    });
    expect((await schoolPage("/ta/schools/zee-litera")).slides[3]).toMatchObject({
      title: "பரிசளிப்பு விழா",
      src: expect.stringContaining(stem(changed)),
    });

    // Reordered and one removed: Prize day moves up twice, the laboratory goes.
    dialog = await openEditor(page, "zee-litera");
    await dialog.getByRole("button", { name: PHOTO.moveUp(3) }).click();
    await dialog.getByRole("button", { name: PHOTO.moveUp(2) }).click();
    await dialog.getByRole("button", { name: PHOTO.remove(2) }).click();
    // The carousel editor arrives in its own chunk.
    await expect.poll(() => dialog.locator("[data-photo]").count()).toBe(2);
    await dialog.getByRole("button", { name: SAVE_SCHOOL_LABEL }).click();
    await expectToast(page, SCHOOL_UPDATED);
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    expect((await schoolPage("/schools/zee-litera")).slides.map((slide) => slide.title)).toEqual([
      "Zee Litera",
      "Prize day",
      "Games period",
    ]);
  });

  it("refuses a wrong type and a file over MAX_UPLOAD_MB in an image field with the spec's dropzone words, uploading nothing", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openSchools(page);
    const dialog = await openEditor(page, "euro-kids");
    const field = dialog.getByRole("group", { name: LABELS.headerImage });
    const before = await dialog.locator('input[name="headerImage"]').inputValue();
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/admin/uploads")) uploads.push(request.url());
    });
    await field.locator("input[type=file]").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a picture"),
    });
    // The refusal is the field's description (its alert below the drop area).
    const refusal = () =>
      field.evaluate((element) => {
        const ids = element.getAttribute("aria-describedby")?.split(" ") ?? [];
        return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
      });
    await expect.poll(refusal).toContain("File type must be one of .png, .jpg, .jpeg, .gif, .webp");
    // The default limit is 15 MB: one byte more is refused before anything is sent.
    const limit = 15 * 1024 * 1024;
    await field.locator("input[type=file]").setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(limit + 1),
    });
    await expect.poll(refusal).toContain(`File is larger than ${limit} bytes`);
    expect(uploads).toEqual([]);
    expect(await dialog.locator('input[name="headerImage"]').inputValue()).toBe(before);

    // A picture chosen from the library instead clears the refusal.
    await field.getByRole("button", { name: CHOOSE_FROM_LIBRARY_LABEL }).click();
    const picker = page.getByRole("dialog", { name: PICKER_TITLE });
    await picker.locator("[data-picker-choice]").first().click();
    await expect.poll(() => picker.count()).toBe(0);
    await expect.poll(refusal).not.toContain("File is larger than");
    expect(await dialog.locator('input[name="headerImage"]').inputValue()).not.toBe("");
  });

  it("accepts the alternate spelling balar-kalikoodam and stores the canonical school", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openSchools(page);
    const before = stored("balar-kalikkoodam");
    const response = await postSchoolForm(page, {
      ...dialogFields(before),
      slug: "balar-kalikoodam",
      location: "Mariamman Kovil Street",
    });
    expect(response.status()).toBe(200);
    expect(stored("balar-kalikkoodam")).toMatchObject({
      ...before,
      location: "Mariamman Kovil Street",
      updated_at: expect.any(String),
    });
    expect(stored("balar-kalikkoodam").updated_at).not.toBe(before.updated_at);
    expect(queryDatabase(server(), "select 1 from content where slug = 'balar-kalikoodam'")).toEqual([]);
  });

  it("refuses a save from a copy someone else has saved since, keeping their change", async () => {
    const [first, second] = [
      await signedInPage(browser(), server(), TEST_ADMIN),
      // The browser logs the refused save's 409 answer as a console error.
      await signedInPage(browser(), server(), editor, [/status of 409/]),
    ];
    await Promise.all([openSchools(first), openSchools(second)]);
    const [firstDialog, secondDialog] = [
      await openEditor(first, "nursery-primary"),
      await openEditor(second, "nursery-primary"),
    ];

    await englishField(firstDialog, LABELS.location).fill("Temple Car Street, first edit");
    await firstDialog.getByRole("button", { name: SAVE_SCHOOL_LABEL }).click();
    await expectToast(first, SCHOOL_UPDATED);

    await englishField(secondDialog, LABELS.location).fill("Temple Car Street, second edit");
    expect(await saveAnswer(second, secondDialog)).toBe(409);
    await expectToast(second, STALE_EDIT_MESSAGE);
    const toast = toastWith(second, ERROR_TITLE).first();
    expect(await toast.getAttribute("data-type")).toBe("error");
    // The dialog stays open with the message, and the first person's change is kept.
    expect(await secondDialog.getByRole("alert").textContent()).toBe(STALE_EDIT_MESSAGE);
    expect(stored("nursery-primary").location).toBe("Temple Car Street, first edit");
    // Saving again from the same stale copy is refused again.
    expect(await saveAnswer(second, secondDialog)).toBe(409);
    expect(stored("nursery-primary").location).toBe("Temple Car Street, first edit");

    // After a reload the second person's typing comes back as a draft, marked as older than the
    // saved school (issue 26); thrown away, the dialog shows the change, and can save over it.
    await second.reload();
    const reopened = await openEditor(second, "nursery-primary");
    await reopened.getByText(DRAFT_STALE).waitFor();
    await discardDraft(reopened);
    expect(await englishField(reopened, LABELS.location).inputValue()).toBe("Temple Car Street, first edit");
    await englishField(reopened, LABELS.location).fill("Temple Car Street, second edit");
    await reopened.getByRole("button", { name: SAVE_SCHOOL_LABEL }).click();
    await expectToast(second, SCHOOL_UPDATED);
    expect(stored("nursery-primary").location).toBe("Temple Car Street, second edit");
  });
});

describe("refusals", () => {
  it("refuses bad input sent directly with a 4xx and changes nothing", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openSchools(page);
    const before = stored("zee-litera");
    const valid = dialogFields(before, "zee-litera");
    const { features: _features, grades: _grades, ...withoutLists } = valid;
    const refused: [Record<string, string | string[]>, number][] = [
      [{ ...valid, name: "Z".repeat(201) }, 400],
      [{ ...valid, name: "" }, 400],
      [{ ...valid, description: "d".repeat(161) }, 400],
      [{ ...valid, location: "l".repeat(201) }, 400],
      [{ ...valid, email: "principal at zee litera" }, 400],
      [{ ...valid, phone: "ring the bell" }, 400],
      [{ ...valid, features: ["x".repeat(121)] }, 400],
      [{ ...valid, features: Array.from({ length: 21 }, (_, i) => `Feature ${i}`) }, 400],
      // Where a list belongs, an object (features.first=…, grades[0].name=…) is refused.
      [{ ...withoutLists, "features.first": "Labs" }, 400],
      [{ ...withoutLists, "grades[0].name": "LKG" }, 400],
      [{ ...valid, headerImage: "javascript:alert(1)" }, 400],
      [{ ...valid, logoImage: "data:image/png;base64,AAAA" }, 400],
      [{ ...valid, slug: "new-school" }, 400],
      [{ ...valid, slug: "../zee-litera" }, 400],
      [{ ...valid, updatedAt: "yesterday" }, 400],
      [{ ...valid, updatedAt: "2020-01-01T00:00:00.000Z" }, 409],
      [{ ...valid, intent: "create-school", slug: "new-school" }, 400],
      [{ ...valid, intent: "delete-school" }, 400],
    ];
    for (const [fields, status] of refused) {
      const response = await postSchoolForm(page, fields);
      expect(response.status(), JSON.stringify(fields).slice(0, 120)).toBe(status);
    }
    expect(stored("zee-litera")).toEqual(before);
    expect(queryDatabase(server(), "select count(*) as n from content where kind = 'school_info'")).toEqual([
      { n: 5 },
    ]);
    // The same post with nothing wrong in it is saved: the refusals above were for what they changed.
    expect((await postSchoolForm(page, valid)).status()).toBe(200);
    expect(stored("zee-litera").updated_at).not.toBe(before.updated_at);
  });

  it("refuses viewers and anonymous posts on the server", async () => {
    const before = stored("zee-litera");
    const images = () =>
      queryDatabase(server(), "select images, tagline from school where content_id = ?", before.id);
    const photosBefore = images();
    const fields = {
      ...dialogFields(before, "zee-litera"),
      name: "Taken over",
      tagline: "Taken over",
      "images[0].url": "/media/school-headers/elsewhere.webp",
      "images[0].titleTa": "வேறு",
    };
    // The browser logs the 403 page it is shown (issue 26) as a failed resource.
    const viewerPage = await signedInPage(browser(), server(), viewer, [/status of 403/]);
    expect((await postSchoolForm(viewerPage, fields)).status()).toBe(403);
    // Issue 26: the 403 page at the same address, no longer a redirect to the public site.
    const refused = await viewerPage.goto(`${server().url}/admin/schools`);
    expect(refused?.status()).toBe(403);
    expect(new URL(viewerPage.url()).pathname).toBe("/admin/schools");

    const anonymous = await openPage(browser());
    const response = await postSchoolForm(anonymous, fields);
    expect([response.status(), response.headers().location ?? ""]).toEqual([
      302,
      expect.stringMatching(/^\/admin\/login/),
    ]);
    expect(stored("zee-litera")).toEqual(before);
    expect(images()).toEqual(photosBefore);
  });
});

describe("accessibility and layout", () => {
  it("is usable with the keyboard alone: open, edit, add and remove a feature, save, and back", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openSchools(page);
    await tabTo(page, 'article[data-school="zee-litera"] button');
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: EDIT_SCHOOL_TITLE });
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await dialog.locator("[data-school-photos]").waitFor();
    await dialog.locator("[data-rich-text-ta]").waitFor();

    await tabTo(page, `input[name="name"]`);
    await page.keyboard.press("Control+a");
    await page.keyboard.type("Zee Litera CBSE School");
    await tabTo(page, `[data-list-editor="features"] input:not([type=hidden])`);
    await page.keyboard.type("Robotics club");
    await page.keyboard.press("Enter");
    expect((await chips(dialog, "features")).at(-1)).toBe("Robotics club");
    // The first feature chip removed with the keyboard; focus stays in the list.
    await tabTo(page, `[data-list-editor="features"] ul button`);
    const removed = await page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press("Enter");
    expect(await chips(dialog, "features")).not.toContain(removed);
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest("[data-list-editor]")?.getAttribute("data-list-editor"),
      ),
    ).toBe("features");
    await tabTo(page, "button[type=submit]");
    await page.keyboard.press("Enter");
    await expectToast(page, SCHOOL_UPDATED);
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    const row = stored("zee-litera");
    expect(row.title).toBe("Zee Litera CBSE School");
    expect(JSON.parse(row.features)).toContain("Robotics club");
    expect(JSON.parse(row.features)).not.toContain(removed);
    // Focus is back on the card's Edit button, and Escape closes a dialog opened again.
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest("article")?.getAttribute("data-school")),
      )
      .toBe("zee-litera");
    await page.keyboard.press("Enter");
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
  });

  it("has no axe violations with the dialog open, and holds a 200-character name at 1440 px", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openSchools(page);
    const dialog = await openEditor(page, "balar-kalikkoodam");
    const longName = `Balar Kalikkoodam ${"Nursery and Primary ".repeat(10)}`.slice(0, 200);
    await dialog.getByLabel(LABELS.name).fill(longName);
    await dialog.getByLabel(LABELS.features, { exact: true }).fill("F".repeat(120));
    await dialog.getByLabel(LABELS.features, { exact: true }).press("Enter");
    await dialog.getByRole("button", { name: SAVE_SCHOOL_LABEL }).click();
    await expectToast(page, SCHOOL_UPDATED);
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await expect.poll(() => cardOf(page, "balar-kalikkoodam").locator("h2").textContent()).toBe(longName);

    // Nothing runs off the page or out of a card.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const overflowing = await page
      .locator("main article")
      .evaluateAll((cards) =>
        cards
          .filter((card) => card.scrollWidth > card.clientWidth)
          .map((card) => card.getAttribute("data-school")),
      );
    expect(overflowing).toEqual([]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    // A full-page capture draws the sticky header where the page is scrolled to: start at the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENSHOTS}/schools-1440.png`, fullPage: true });

    const reopened = await openEditor(page, "balar-kalikkoodam");
    // The carousel's rows are scanned too: the school's photos, and one just added.
    expect(await reopened.locator("[data-photo]").count()).toBeGreaterThan(0);
    await reopened.getByRole("button", { name: PHOTO.add }).click();
    await animationsSettled(page);
    await page.screenshot({ path: `${SCREENSHOTS}/schools-dialog-1440.png` });
    expect(await reopened.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
    const results = await axe(page).analyze();
    expect(results.violations).toEqual([]);
    await reopened.evaluate((d) => d.scrollTo(0, d.scrollHeight));
    await page.screenshot({ path: `${SCREENSHOTS}/schools-dialog-bottom-1440.png` });

    // On a phone too: the photo rows, the About editors and the Tamil fields stacked, nothing wider.
    await page.setViewportSize({ width: 390, height: 844 });
    await animationsSettled(page);
    expect(await reopened.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
    await reopened.locator("[data-school-photos]").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/schools-dialog-photos-390.png` });
    expect((await axe(page).analyze()).violations).toEqual([]);
  });
});

describe("a failed load", () => {
  it("says 'Failed to load schools data' on the page and in an Error toast", async () => {
    const page = await signedInPage(browser(), server(), editor);
    writeDatabase(server(), "alter table school rename to school_unavailable");
    try {
      await openSchools(page);
      expect(await page.getByRole("alert").filter({ hasText: SCHOOLS_LOAD_FAILED }).count()).toBe(1);
      const toast = toastWith(page, ERROR_TITLE).first();
      await toast.waitFor();
      expect(await toast.textContent()).toContain(SCHOOLS_LOAD_FAILED);
      expect(await toast.getAttribute("data-type")).toBe("error");
      expect(await page.locator("main article").count()).toBe(0);
    } finally {
      writeDatabase(server(), "alter table school_unavailable rename to school");
    }
    await openSchools(page);
    expect(await page.locator("main article").count()).toBe(5);
  });
});
