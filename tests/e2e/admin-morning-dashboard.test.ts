// The dashboard as the office's morning page (issue 26, point 8): new enquiries per school and
// those waiting since before today, what is scheduled in the next 7 days, drafts, this week's
// events, items without Tamil and pictures without alt text, each with the link that opens that
// work; one Recent Activity list with no item twice; what a role may not see stays hidden.
// Point 10 (e, f): the seconds a phone's visit spends on pages reach the Analytics page's
// Avg. Time, and the Top Source card says what it means.
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KIND_SCREENS, TODO_DONE, TODO_TITLES } from "~/copy/admin-dashboard";
import { DASHBOARD_TITLE, RECENT_ACTIVITY_TITLE } from "~/copy/admin-pages";
import { ANALYTICS_TITLE, SUMMARY_CARD_LABELS } from "~/copy/analytics";
import type { ContentKind } from "~/server/db/schema";
import { TEST_ADMIN } from "../support/app-server";
import { animationsSettled, waitForHydration } from "../support/browser";
import { queryDatabase, writeDatabase } from "../support/database-file";
import { setupAppServer } from "../support/server-and-browser";
import { createStaff, DAY, fromNow, insertContent } from "../support/server-data";
import { launchVisitorBrowser, VISITOR_USER_AGENT } from "../support/tracker-pages";
import { openAdminPage } from "./helpers/admin-pages";
import { axe } from "./helpers/axe";
import { signedInPage } from "./helpers/staff-session";

// TRUST_PROXY: the phone's visit comes from a public address (X-Forwarded-For), as a real one does.
const server = setupAppServer({ env: { TRUST_PROXY: "1" } });
let browser: Browser | undefined;
beforeAll(async () => {
  browser = await launchVisitorBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const count = (sql: string, ...params: string[]) =>
  Number(queryDatabase<{ n: number }>(server(), sql, ...params)[0]!.n);

/** Today's date where the schools are. */
function indiaDate(at = new Date()) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(at);
}

function insertEnquiry(id: string, school: string, name: string, receivedAt: Date) {
  writeDatabase(
    server(),
    `insert into enquiry (id, kind, status, school_slug, name, child_name, child_age, phone, created_at, last_sent_at)
     values (?, 'admission', 'new', ?, ?, 'Anu', 4, '+91 98765 41234', ?, ?)`,
    id,
    school,
    name,
    receivedAt.toISOString(),
    receivedAt.toISOString(),
  );
}

const todo = (page: Page, id: string) => page.locator(`[data-todo="${id}"]`);
const todoCount = async (page: Page, id: string) => {
  const shown = todo(page, id).locator("[data-todo-count]");
  return (await shown.count()) === 0 ? 0 : Number((await shown.textContent())?.replace(/,/g, ""));
};

describe("the morning dashboard", () => {
  it("says 'all done' where there is nothing to do", async () => {
    const page = await signedInPage(browser!, server(), TEST_ADMIN);
    await openAdminPage(page, `${server().url}/admin`, DASHBOARD_TITLE);
    // The demo seed schedules nothing.
    expect(
      count(
        "select count(*) as n from content where status = 'published' and published_at > ?",
        new Date().toISOString(),
      ),
    ).toBe(0);
    expect(await todo(page, "scheduled").locator("[data-todo-done]").textContent()).toBe(TODO_DONE.scheduled);
    expect(await todo(page, "scheduled").getByRole("link").count()).toBe(0);
  });

  it("counts each morning job and links it to the list that shows exactly those", async () => {
    const [scheduledId, draftId, eventId] = await insertContent(server(), [
      { kind: "news", title: "Sports Day Results Next Week", publishedAt: fromNow(2 * DAY) },
      { kind: "news", title: "Half-written Circular", status: "draft" },
      { kind: "event", title: "Parents' Meeting Today", event: { date: indiaDate(), time: "10:00" } },
    ]);
    // An enquiry to EuroKids two days old and one from this morning.
    insertEnquiry("enquiry-old", "euro-kids", "Waiting Parent", new Date(Date.now() - 2 * DAY));
    insertEnquiry("enquiry-new", "euro-kids", "Fresh Parent", new Date());
    // A picture uploaded without alt text.
    writeDatabase(
      server(),
      `insert into media (id, filename, original_name, mime_type, size_bytes, url, category, bucket_id, storage_path, variants)
       values ('no-alt-media', 'no-alt.webp', 'IMG_2041.jpg', 'image/webp', 2048, '/media/no-alt.webp', 'gallery', 'gallery', 'no-alt.webp', '[]')`,
    );
    // The new article is edited after it was created: its creation and its edit are one line.
    const page = await signedInPage(browser!, server(), TEST_ADMIN);
    await openAdminPage(page, `${server().url}/admin`, DASHBOARD_TITLE);

    // New enquiries: per school, and those waiting since before today, each opening the inbox.
    const euroKids = todo(page, "enquiries").locator('[data-school="EuroKids"]');
    const fresh = euroKids.locator("[data-enquiries-new]");
    expect(await fresh.textContent()).toBe(
      `${count("select count(*) as n from enquiry where status = 'new' and school_slug = 'euro-kids' and suspected_spam = 0")} new`,
    );
    const waiting = euroKids.locator("[data-enquiries-waiting]");
    expect(await waiting.textContent()).toBe("1 waiting since yesterday or longer");
    await waiting.click();
    await page.waitForURL(/\/admin\/enquiries\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      school: "euro-kids",
      status: "new",
      spam: "hide",
      to: indiaDate(new Date(Date.now() - DAY)),
    });
    expect(await page.getByTestId("enquiry-count").textContent()).toBe("1 enquiry found");
    expect(await page.getByRole("main").getByText("Waiting Parent").count()).toBeGreaterThan(0);
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: DASHBOARD_TITLE }).waitFor();

    // Scheduled in the next 7 days.
    expect(await todoCount(page, "scheduled")).toBe(1);
    expect(
      await todo(page, "scheduled")
        .getByRole("link", { name: /Sports Day Results Next Week/ })
        .getAttribute("href"),
    ).toBe(`/admin/content/edit/${scheduledId}`);

    // Drafts: the news drafts open News filtered to drafts.
    const newsDrafts = count("select count(*) as n from content where kind = 'news' and status = 'draft'");
    expect(newsDrafts).toBeGreaterThan(0);
    const draftsLink = todo(page, "drafts").locator('a[href="/admin/news?status=draft"]');
    expect((await draftsLink.textContent())?.replace(/\s+/g, " ")).toContain(String(newsDrafts));
    expect(draftId).toBeTruthy();

    // This week's events.
    expect(
      await todo(page, "events").getByRole("link", { name: "Parents' Meeting Today" }).getAttribute("href"),
    ).toBe(`/admin/content/edit/${eventId}`);

    // Without Tamil: a count per kind, each opening its screen.
    const untranslated = queryDatabase<{ kind: ContentKind; n: number }>(
      server(),
      `select kind, count(*) as n from content where status != 'archived'
       and coalesce(trim(case when kind = 'school_info' then summary_ta else title_ta end), '') = '' group by kind`,
    );
    expect(untranslated.length).toBeGreaterThan(0);
    for (const { kind, n } of untranslated) {
      const link = todo(page, "tamil").locator(`a[href="${KIND_SCREENS[kind].to}"]`);
      expect((await link.textContent())?.replace(/\s+/g, " ")).toBe(
        `${KIND_SCREENS[kind].label}${n}`.replace(/\s+/g, " "),
      );
    }
    expect(await todoCount(page, "tamil")).toBe(untranslated.reduce((sum, row) => sum + Number(row.n), 0));

    // Pictures without alt text.
    const noAlt = count("select count(*) as n from media where coalesce(trim(alt_text), '') = ''");
    expect(await todoCount(page, "alt-text")).toBe(noAlt);
    // The card opens the library filtered to them, and lists the newest, each opening the library at
    // that file, marked "No alt text" (issue 28).
    expect(await todo(page, "alt-text").locator('a[href="/admin/media?alt=missing"]').count()).toBe(1);
    const listed = todo(page, "alt-text").locator('[data-missing-alt="IMG_2041.jpg"]');
    expect(await listed.getAttribute("href")).toBe("/admin/media?q=IMG_2041.jpg&alt=missing");
    await listed.click();
    await page.waitForURL(/\/admin\/media\?/);
    const file = page.locator("[data-media-file]").filter({ hasText: "IMG_2041.jpg" });
    await file.waitFor();
    expect(await file.locator("[data-no-alt-text]").textContent()).toBe("No alt text");
    expect(await page.locator("[data-media-file]").count()).toBe(1);
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: DASHBOARD_TITLE }).waitFor();

    // One Recent Activity list: no 'Latest changes' beside it, and no item twice.
    expect(await page.getByRole("heading", { name: "Latest changes" }).count()).toBe(0);
    const activity = page.getByRole("list", { name: RECENT_ACTIVITY_TITLE });
    const keys = await activity
      .locator("[data-activity]")
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-activity")));
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
    // The event was created through the application (an audit entry) and is among the newest items.
    expect(keys.filter((key) => key === `content:${eventId}`)).toHaveLength(1);
    const texts = await activity.getByRole("listitem").allTextContents();
    expect(texts.filter((text) => text.includes("Parents' Meeting Today"))).toHaveLength(1);
  });

  it("shows an editor the enquiries and a viewer nothing of them", async () => {
    const [editor, viewer] = await createStaff(server(), [
      { username: "morning_editor", role: "editor", password: "editor-pass-123" },
      { username: "morning_viewer", role: "viewer", password: "viewer-pass-123" },
    ]);
    const editorPage = await signedInPage(browser!, server(), editor);
    await openAdminPage(editorPage, `${server().url}/admin`, DASHBOARD_TITLE);
    expect(
      await todo(editorPage, "enquiries").getByRole("heading", { name: TODO_TITLES.enquiries }).count(),
    ).toBe(1);

    // A viewer may use no admin screen: the dashboard answers its 403 page (issue 26 point 7).
    const viewerPage = await signedInPage(browser!, server(), viewer, [/status of 403/]);
    const answer = await viewerPage.goto(`${server().url}/admin`);
    expect(answer?.status()).toBe(403);
    await viewerPage.waitForLoadState("load");
    const body = (await viewerPage.locator("body").textContent()) ?? "";
    expect(body).not.toContain(TODO_TITLES.enquiries);
    expect(body).not.toContain("waiting since yesterday");
    expect(await viewerPage.locator('a[href^="/admin/enquiries"]').count()).toBe(0);
  });

  it("passes axe and reads as a calm grid at 390 and 1440 px (screenshots)", async () => {
    const shots = process.env.SCREENSHOT_DIR ?? path.join(tmpdir(), "admin-morning-dashboard");
    mkdirSync(shots, { recursive: true });
    for (const width of [390, 1440]) {
      const page = await signedInPage(browser!, server(), TEST_ADMIN);
      await page.setViewportSize({ width, height: 900 });
      await openAdminPage(page, `${server().url}/admin`, DASHBOARD_TITLE);
      await waitForHydration(page);
      await animationsSettled(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Cards side by side on a wide screen.
      if (width === 1440) {
        const tops = await page
          .locator("[data-todo]")
          .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
        expect(new Set(tops).size).toBeLessThan(tops.length);
      }
      await page.screenshot({ path: path.join(shots, `dashboard-${width}.png`), fullPage: true });
      expect((await axe(page).analyze()).violations).toEqual([]);
    }
  });
});

describe("a phone's visit on the Analytics page", () => {
  it("records the seconds spent on each page, so Avg. Time is not 0s", async () => {
    const context = await browser!.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent: VISITOR_USER_AGENT,
      // A public address: the first page view waits for the geolocation file, as on a live server.
      extraHTTPHeaders: { "x-forwarded-for": "8.8.8.8" },
    });
    const phone = await context.newPage();
    await phone.goto(`${server().url}/`);
    const sessionId = await phone.evaluate(async () => {
      while (!sessionStorage.getItem("visitor_session_id")) await new Promise((r) => setTimeout(r, 50));
      return sessionStorage.getItem("visitor_session_id")!;
    });
    // A quick look at the home page, then two more pages, then the tab is closed.
    await phone.waitForTimeout(1_500);
    await phone.goto(`${server().url}/schools`);
    await phone.waitForTimeout(2_500);
    await phone.goto(`${server().url}/events`);
    await phone.waitForTimeout(2_500);
    await phone.close({ runBeforeUnload: true });
    await context.close();

    await expect
      .poll(() =>
        queryDatabase<{ page_url: string; time_spent: number }>(
          server(),
          "select page_url, time_spent from page_view where session_id = ? order by id",
          sessionId,
        ).map((row) => [row.page_url, row.time_spent > 0]),
      )
      .toEqual([
        ["/", true],
        ["/schools", true],
        ["/events", true],
      ]);

    const staff = await signedInPage(browser!, server(), TEST_ADMIN);
    await openAdminPage(staff, `${server().url}/admin/analytics?tab=pages`, ANALYTICS_TITLE);
    const average = await staff
      .locator(`[data-stat="${SUMMARY_CARD_LABELS.averageTime}"] [data-stat-value]`)
      .textContent();
    expect(average?.trim()).not.toBe("0s");
    expect(average?.trim()).toMatch(/^(\d+s|\d+m \d+s)$/);
    const homeRow = await staff.locator('[data-pages-table] [data-page="/"] td').allTextContents();
    expect(homeRow.slice(2).map((cell) => cell.trim())).not.toContain("0s");
  });

  it("says what the Top Source is: the top referring site, with its share and Direct's", async () => {
    const now = Date.now();
    const sessions = queryDatabase<{ referrer_host: string | null }>(
      server(),
      "select referrer_host from visitor_session where created_at >= ?",
      new Date(now - DAY + 60_000).toISOString(),
    );
    // The office's own case: one visit from google.com, the rest direct (here 5 of 6: 83 %).
    const visit = (id: string, host: string | null) =>
      writeDatabase(
        server(),
        `insert into visitor_session (id, session_id, created_at, referrer, referrer_host, landing_page, page_views, time_spent)
         values (?, ?, ?, ?, ?, '/', 1, 20)`,
        id,
        `session_1764072000000_${id}`,
        new Date(now - 60_000).toISOString(),
        host ? `https://www.${host}/` : null,
        host,
      );
    visit("googlevisit", "google.com");
    const directBefore = sessions.filter((row) => !row.referrer_host).length;
    expect(directBefore).toBe(sessions.length);
    for (let i = directBefore; i < 5; i++) visit(`directvisit${i}`, null);
    const total = Math.max(directBefore, 5) + 1;
    const direct = total - 1;
    const staff = await signedInPage(browser!, server(), TEST_ADMIN);
    await openAdminPage(staff, `${server().url}/admin/analytics`, ANALYTICS_TITLE);
    const card = staff.locator(`[data-stat="${SUMMARY_CARD_LABELS.topSource}"]`);
    expect((await card.locator("[data-stat-value]").textContent())?.trim()).toBe("google.com");
    expect(await card.locator("[data-stat-meaning]").textContent()).toBe(
      `Top referring site: ${Math.round(100 / total)}% of visits (Direct: ${Math.round((direct / total) * 100)}%)`,
    );
    const shots = process.env.SCREENSHOT_DIR ?? path.join(tmpdir(), "admin-morning-dashboard");
    mkdirSync(shots, { recursive: true });
    for (const width of [390, 1440]) {
      await staff.setViewportSize({ width, height: 900 });
      await card.scrollIntoViewIfNeeded();
      await staff.screenshot({ path: path.join(shots, `analytics-cards-${width}.png`) });
    }
  });
});
