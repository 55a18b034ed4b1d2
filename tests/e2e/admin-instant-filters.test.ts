// Issue 26, point 4: in every admin list a filter applies as soon as it changes and a search once
// typing pauses, with no button to press; the address follows (a choice adds a history entry, so
// Back restores the previous filter and the controls show it; typing replaces the entry); typed
// characters survive a search that is still loading; and with the script off the submit button
// (only in <noscript>) still applies the GET form.
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { fileCount } from "~/copy/admin-media";
import { galleryCategorySlug } from "~/copy/gallery-page";
import { waitForHydration } from "../support/browser";
import { writeDatabase } from "../support/database-file";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { DAY, fromNow, insertContent } from "../support/server-data";
import { axe } from "./helpers/axe";
import { addStaffSession, type SignedInStaff, signedInPage, signedInStaff } from "./helpers/staff-session";

const { server, browser } = setupServerAndBrowser();

let editor: SignedInStaff;
let admin: SignedInStaff;

beforeAll(async () => {
  [editor, admin] = await signedInStaff(server(), [
    { username: "filter_editor", name: "Filter Editor", role: "editor", password: "editor-pass-123" },
    { username: "filter_admin", name: "Filter Admin", role: "admin", password: "admin-pass-1234" },
  ]);
  await signedInStaff(server(), [
    { username: "filter_viewer", name: "Quiet Viewer", role: "viewer", password: "viewer-pass-123" },
  ]);
  const inAWeek = fromNow(7 * DAY)
    .toISOString()
    .slice(0, 10);
  await insertContent(server(), [
    { kind: "news", title: "Filter Achievement Story", news: { category: "Achievement" } },
    { kind: "news", title: "Filter Announcement Story", news: { category: "Announcement" } },
    { kind: "gallery", title: "Filter Sports Photo", gallery: { category: "Sports & Games" } },
    { kind: "gallery", title: "Filter Academic Photo", gallery: { category: "Academic Activities" } },
    { kind: "event", title: "Filter Sports Day", event: { date: inAWeek, category: "Sports" } },
    { kind: "event", title: "Filter Science Fair", event: { date: inAWeek, category: "Academic" } },
    { kind: "about", title: "Filter Draft Page", status: "draft" },
    { kind: "about", title: "Filter Live Page" },
  ]);
  for (const name of ["Zebra Parent", "Yak Parent"])
    writeDatabase(
      server(),
      "insert into enquiry (id, kind, status, name, created_at) values (?, 'contact', 'new', ?, ?)",
      randomUUID(),
      name,
      new Date().toISOString(),
    );
  for (const email of ["zebra@example.org", "yak@example.org"])
    writeDatabase(
      server(),
      "insert into newsletter_subscriber (id, email, source, created_at) values (?, ?, 'news-page', ?)",
      `sub-${email}`,
      email,
      new Date().toISOString(),
    );
});

async function listPage(pathname: string, viewport?: { width: number; height: number }) {
  const page = await signedInPage(browser(), server(), admin);
  if (viewport) await page.setViewportSize(viewport);
  await page.goto(`${server().url}${pathname}`);
  await waitForHydration(page);
  return page;
}

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const mainText = (page: Page) => page.locator("main").textContent();

type Change =
  | { kind: "select"; control: string; value: string }
  | { kind: "search"; control: string; value: string };

/** One list, one change: what the address then holds, and what the list then shows and hides. */
type ListCase = {
  list: string;
  path: string;
  change: Change;
  param: string;
  shows?: string;
  hides?: string;
  /** Text the list shows once the change applied (a count). */
  count?: string;
};

const CASES: ListCase[] = [
  {
    list: "News",
    path: "/admin/news",
    change: { kind: "select", control: "#news-category-filter", value: "achievement" },
    param: "category",
    shows: "Filter Achievement Story",
    hides: "Filter Announcement Story",
  },
  {
    list: "Gallery",
    path: "/admin/gallery",
    change: {
      kind: "select",
      control: "#gallery-category-filter",
      value: galleryCategorySlug("Sports & Games"),
    },
    param: "category",
    shows: "Filter Sports Photo",
    hides: "Filter Academic Photo",
  },
  {
    list: "Events",
    path: "/admin/events",
    change: { kind: "select", control: "#event-category-filter", value: "Sports" },
    param: "category",
    shows: "Filter Sports Day",
    hides: "Filter Science Fair",
  },
  {
    list: "Content",
    path: "/admin/content",
    change: { kind: "select", control: "#content-status", value: "draft" },
    param: "status",
    shows: "Filter Draft Page",
    hides: "Filter Live Page",
  },
  {
    list: "Users",
    path: "/admin/users",
    change: { kind: "select", control: "#user-role-filter", value: "viewer" },
    param: "role",
    shows: "Quiet Viewer",
    hides: "Filter Editor",
  },
  {
    list: "Enquiries",
    path: "/admin/enquiries",
    change: { kind: "search", control: "#enquiry-search", value: "Zebra" },
    param: "q",
    shows: "Zebra Parent",
    hides: "Yak Parent",
  },
  {
    list: "Newsletter",
    path: "/admin/newsletter",
    change: { kind: "search", control: 'input[name="q"]', value: "zebra" },
    param: "q",
    shows: "zebra@example.org",
    hides: "yak@example.org",
  },
  {
    list: "Media",
    path: "/admin/media",
    change: { kind: "search", control: "#media-search", value: "no-such-file-anywhere" },
    param: "q",
    count: fileCount(0),
  },
];

describe("every admin list applies its filter with no button pressed", () => {
  it.each(CASES)("$list: one $change.kind change narrows the list and the address follows", async (c) => {
    const page = await listPage(c.path);
    if (c.hides) expect(await mainText(page)).toContain(c.hides);
    const control = page.locator(c.change.control);
    if (c.change.kind === "select") await control.selectOption(c.change.value);
    else await control.pressSequentially(c.change.value);
    await expect.poll(() => param(page, c.param), { timeout: 10_000 }).toBe(c.change.value);
    if (c.shows) await expect.poll(() => mainText(page)).toContain(c.shows);
    if (c.hides) await expect.poll(() => mainText(page)).not.toContain(c.hides);
    if (c.count) await expect.poll(() => mainText(page)).toContain(c.count);
    expect(await control.inputValue()).toBe(c.change.value);
    // No submit button shows: it is only for browsers without JavaScript.
    expect(await page.locator('main form[role="search"] button[type="submit"]:visible').count()).toBe(0);
  });
});

describe("News: a category choice", () => {
  it("narrows the list at once, adds a history entry, and Back restores the previous filter", async () => {
    const page = await listPage("/admin/news");
    await page.locator("#news-status-filter").selectOption("published");
    await expect.poll(() => param(page, "status")).toBe("published");
    await page.locator("#news-category-filter").selectOption("achievement");
    await expect.poll(() => param(page, "category")).toBe("achievement");
    await expect.poll(() => mainText(page)).not.toContain("Filter Announcement Story");
    // Back: the previous filter (published, every category), in the list and in the controls.
    await page.goBack();
    await expect.poll(() => param(page, "category")).toBeNull();
    expect(param(page, "status")).toBe("published");
    await expect.poll(() => page.locator("#news-category-filter").inputValue()).toBe("");
    expect(await page.locator("#news-status-filter").inputValue()).toBe("published");
    await expect.poll(() => mainText(page)).toContain("Filter Announcement Story");
    // Forward shows the category again.
    await page.goForward();
    await expect.poll(() => page.locator("#news-category-filter").inputValue()).toBe("achievement");
    // A new filter starts on page 1: no page number is carried over.
    expect(param(page, "page")).toBeNull();
  });
});

describe("Enquiries: the search", () => {
  it("applies after the pause, replacing the history entry rather than adding one per letter", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await page.goto(`${server().url}/admin`);
    await page.goto(`${server().url}/admin/enquiries`);
    await waitForHydration(page);
    await page.locator("#enquiry-search").pressSequentially("Zebra", { delay: 50 });
    await expect.poll(() => param(page, "q")).toBe("Zebra");
    await expect.poll(() => mainText(page)).not.toContain("Yak Parent");
    expect(await mainText(page)).toContain("Zebra Parent");
    // Typing replaced the list's entry: Back leaves the inbox.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/admin");
  });

  it("keeps every character typed while earlier searches are still loading", async () => {
    const page = await listPage("/admin/enquiries");
    // Slow typing: each pause sends a search, and the next letters arrive while it loads.
    const search = page.locator("#enquiry-search");
    await search.pressSequentially("Zebra Par", { delay: 380 });
    await search.pressSequentially("ent", { delay: 20 });
    await expect.poll(() => param(page, "q"), { timeout: 10_000 }).toBe("Zebra Parent");
    expect(await search.inputValue()).toBe("Zebra Parent");
    await expect.poll(() => mainText(page)).not.toContain("Yak Parent");
    // Still the box in use: focus was not lost to a redrawn form.
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);
  });
});

describe("without JavaScript", () => {
  it("applies the filters with the Show button of the plain GET form", async () => {
    const context = await browser().newContext({
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
    });
    try {
      await addStaffSession(context, server(), admin.cookie);
      const page = await context.newPage();
      await page.goto(`${server().url}/admin/news`);
      const show = page.getByRole("button", { name: "Show" });
      expect(await show.isVisible()).toBe(true);
      await page.locator("#news-category-filter").selectOption("achievement");
      // Nothing happens by itself with the script off.
      expect(param(page, "category")).toBeNull();
      await show.click();
      await page.waitForURL(/category=achievement/);
      expect(await mainText(page)).toContain("Filter Achievement Story");
      expect(await mainText(page)).not.toContain("Filter Announcement Story");
      expect(await page.locator("#news-category-filter").inputValue()).toBe("achievement");

      await page.goto(`${server().url}/admin/enquiries`);
      await page.locator("#enquiry-search").fill("Zebra");
      await page.getByRole("button", { name: "Apply filters" }).click();
      await page.waitForURL(/q=Zebra/);
      expect(await mainText(page)).not.toContain("Yak Parent");
    } finally {
      await context.close();
    }
  });
});

describe("the filter bar's look", () => {
  it.each([390, 1440])("has no axe violations at %i px (Enquiries, Users)", async (width) => {
    const shots = path.join(tmpdir(), "admin-instant-filters");
    mkdirSync(shots, { recursive: true });
    for (const pathname of ["/admin/enquiries", "/admin/users", "/admin/news"]) {
      const page = await listPage(pathname, { width, height: 900 });
      const results = await axe(page).analyze();
      expect({ pathname, violations: results.violations }).toEqual({ pathname, violations: [] });
      await page.screenshot({ path: path.join(shots, `${pathname.split("/").at(-1)}-${width}.png`) });
    }
  });
});
