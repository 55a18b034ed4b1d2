// The Content form's Preview (issue 26, point 5; docs/decisions/025): what is typed and not saved,
// posted to /admin/preview/content in a new tab and drawn as /content/<slug> draws an item — the
// public layout, marked PREVIEW, noindex and never cached — with nothing saved; Preview in Tamil
// draws the Tamil page. The saved item's Preview link stays. The preview page refuses the
// signed-out (sign-in), viewers (403) and values a save would refuse (400, with the messages). Axe at
// 390 and 1440 px.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT_LIST_TITLE, FORM_LABELS, FORM_TITLES, PREVIEW_LABEL } from "~/copy/admin-content";
import { PREVIEW_ACTION_LABEL, PREVIEW_PATHS, PREVIEW_TAMIL_ACTION_LABEL } from "~/copy/admin-publishing";
import { CONTENT_MESSAGES, SAVE_CONTENT_INTENT } from "~/lib/schemas/content";
import { animationsSettled } from "../support/browser";
import { queryDatabase } from "../support/database-file";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { insertContent } from "../support/server-data";
import { englishField, openAdminPage } from "./helpers/admin-pages";
import { axe } from "./helpers/axe";
import { type SignedInStaff, signedInPage, signedInStaff } from "./helpers/staff-session";

const { server, browser } = setupServerAndBrowser({ env: { SEED_DEMO_CONTENT: "false" } });

let editor: SignedInStaff;
let viewer: SignedInStaff;

beforeAll(async () => {
  [editor, viewer] = await signedInStaff(server(), [
    { username: "cpv_editor", name: "Chitra Editor", role: "editor", password: "editor-pass-123" },
    { username: "cpv_viewer", name: "Vimal Viewer", role: "viewer", password: "viewer-pass-123" },
  ]);
});

type Stored = { id: string; title: string; status: string; body: string | null };
const storedTitles = () =>
  queryDatabase<{ title: string }>(server(), "select title from content order by title").map(
    (row) => row.title,
  );
const stored = (title: string) =>
  queryDatabase<Stored>(server(), "select id, title, status, body from content where title = ?", title)[0];

const richText = (page: Page) => page.locator("[data-rich-text]").first();

/** Opens the form and waits until its editor (its own chunk) has taken its place. */
async function openForm(page: Page, path: string, title: string) {
  await openAdminPage(page, `${server().url}${path}`, title);
  await richText(page).waitFor();
}

/** Presses a Preview button of the form; gives the tab it opens, loaded. */
async function previewTab(page: Page, label: string) {
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    page
      .getByRole("button", { name: new RegExp(`^${label}`) })
      .first()
      .click(),
  ]);
  await tab.waitForLoadState();
  return tab;
}

/** The content list as a second tab of the same person sees it. */
async function listedTitles(page: Page) {
  const list = await page.context().newPage();
  await openAdminPage(list, `${server().url}/admin/content`, CONTENT_LIST_TITLE);
  const titles = await list.locator("[data-content-row]").allTextContents();
  await list.close();
  return titles.join("\n");
}

const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  fetch(`${server().url}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
    headers: { origin: server().url, ...(cookie && { cookie }) },
  });

describe("Content form: Preview of unsaved values", () => {
  it("shows a new item's typed title and body in a new tab, marked PREVIEW, noindex, not cached, and saves nothing", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openForm(page, "/admin/content/new", FORM_TITLES.create);
    const before = storedTitles();
    await page.locator('#content-form [name="kind"]').selectOption("about");
    await englishField(page, FORM_LABELS.title).fill("Bus Routes for 2027");
    await richText(page).click();
    await page.keyboard.type("The lake stop opens in June.");

    const tab = await previewTab(page, PREVIEW_ACTION_LABEL);
    expect(tab.url()).toBe(`${server().url}${PREVIEW_PATHS.content}`);
    expect(await tab.locator("h1").textContent()).toContain("Bus Routes for 2027");
    expect(await tab.getByTestId("article-body").textContent()).toBe("The lake stop opens in June.");
    const banner = tab.getByTestId("preview-banner");
    expect(await banner.textContent()).toContain("Preview");
    expect(await banner.evaluate((node) => getComputedStyle(node.querySelector("span")!).textTransform)).toBe(
      "uppercase",
    );
    expect(await tab.getByTestId("preview-unsaved").count()).toBe(1);
    expect(await tab.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    // The public page's layout: its header and footer.
    expect(await tab.locator("header").count()).toBeGreaterThan(0);
    expect(await tab.locator("footer").count()).toBeGreaterThan(0);
    expect(await tab.locator("html").getAttribute("lang")).toBe("en");

    // Nothing saved: the database and the content list as they were; the form keeps what was typed.
    expect(storedTitles()).toEqual(before);
    expect(await listedTitles(page)).not.toContain("Bus Routes for 2027");
    expect(page.url()).toBe(`${server().url}/admin/content/new`);
    expect(await englishField(page, FORM_LABELS.title).inputValue()).toBe("Bus Routes for 2027");

    // The Tamil page: lang="ta", the English title marked as English where no Tamil is written.
    const tamil = await previewTab(page, PREVIEW_TAMIL_ACTION_LABEL);
    expect(tamil.url()).toBe(`${server().url}${PREVIEW_PATHS.contentTamil}`);
    expect(await tamil.locator("html").getAttribute("lang")).toBe("ta");
    expect(await tamil.locator("h1").textContent()).toContain("Bus Routes for 2027");
    expect(await tamil.locator('h1[lang="en"], h1 [lang="en"]').count()).toBe(1);
    expect(await tamil.getByTestId("preview-banner").count()).toBe(1);
    expect(storedTitles()).toEqual(before);

    for (const width of [390, 1440]) {
      await tab.setViewportSize({ width, height: 900 });
      await animationsSettled(tab);
      expect((await axe(tab).analyze()).violations).toEqual([]);
      if (process.env.SCREENSHOT_DIR)
        await tab.screenshot({
          path: `${process.env.SCREENSHOT_DIR}/content-preview-${width}.png`,
          fullPage: true,
        });
    }
  });

  it("shows a saved item's unsaved changes, keeps the saved item's Preview link, and changes nothing stored", async () => {
    const [id] = await insertContent(server(), [
      { kind: "about", title: "School Uniform", slug: "school-uniform", body: "<p>Blue shirts.</p>" },
    ]);
    const page = await signedInPage(browser(), server(), editor);
    await openForm(page, `/admin/content/edit/${id}`, FORM_TITLES.edit);
    expect(await page.getByRole("link", { name: PREVIEW_LABEL }).getAttribute("href")).toBe(
      "/content/school-uniform",
    );
    await englishField(page, FORM_LABELS.title).fill("School Uniform from June");
    await richText(page).click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" Grey trousers.");

    const tab = await previewTab(page, PREVIEW_ACTION_LABEL);
    expect(await tab.locator("h1").textContent()).toContain("School Uniform from June");
    expect(await tab.getByTestId("article-body").textContent()).toBe("Blue shirts. Grey trousers.");
    expect(await tab.getByTestId("preview-unsaved").count()).toBe(1);

    expect(stored("School Uniform")).toMatchObject({ id, status: "published" });
    expect(stored("School Uniform")!.body).not.toContain("Grey trousers");
    expect(stored("School Uniform from June")).toBeUndefined();
    expect(await listedTitles(page)).not.toContain("School Uniform from June");
    const publicPage = await (await fetch(`${server().url}/content/school-uniform`)).text();
    expect(publicPage).not.toContain("Grey trousers");
  });

  it("answers for one person and no index; refuses the signed-out, viewers and bad values", async () => {
    const fields = {
      intent: SAVE_CONTENT_INTENT,
      title: "Headers Check",
      slug: "headers-check",
      kind: "about",
      status: "draft",
    };
    const before = storedTitles();
    const answered = await post(PREVIEW_PATHS.content, fields, editor.cookie);
    expect(answered.status).toBe(200);
    expect(answered.headers.get("cache-control")).toContain("no-store");
    expect(answered.headers.get("x-robots-tag")).toContain("noindex");
    expect(await answered.text()).toContain("Headers Check");

    const signedOut = await post(PREVIEW_PATHS.content, fields);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/admin\/login/);
    const asViewer = await post(PREVIEW_PATHS.content, fields, viewer.cookie);
    expect(asViewer.status).toBe(403);
    const asViewerTamil = await post(PREVIEW_PATHS.contentTamil, fields, viewer.cookie);
    expect(asViewerTamil.status).toBe(403);

    const refused = await post(
      PREVIEW_PATHS.content,
      { ...fields, title: " ", slug: "Not A Slug" },
      editor.cookie,
    );
    expect(refused.status).toBe(400);
    const text = await refused.text();
    expect(text).toContain(CONTENT_MESSAGES.title);
    expect(text).toContain(CONTENT_MESSAGES.slugCharacters);
    expect(refused.headers.get("cache-control")).toContain("no-store");
    expect(storedTitles()).toEqual(before);
  });
});
