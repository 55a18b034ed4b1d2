// The dashboard at /admin: its figures against the database, Recent Activity (with the audit
// log's changes, one list since issue 26), Quick Actions, the new enquiries, who may open it, and
// an axe scan. The morning to-do cards have their own file (admin-morning-dashboard.test.ts).
import { describe, expect, it } from "vitest";
import { TODO_DONE } from "~/copy/admin-dashboard";
import { DASHBOARD_TITLE, QUICK_ACTIONS, RECENT_ACTIVITY_TITLE, STAT_CARD_LABELS } from "~/copy/admin-pages";
import { RECENT_ACTIVITY_LIMIT } from "~/copy/limits";
import { TEST_ADMIN } from "../support/app-server";
import { waitForHydration } from "../support/browser";
import { queryDatabase } from "../support/database-file";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { createStaff } from "../support/server-data";
import { axe } from "./helpers/axe";
import { signedInPage } from "./helpers/staff-session";

const { server, browser } = setupServerAndBrowser();

function count(sql: string) {
  return queryDatabase<{ n: number }>(server(), sql)[0]!.n;
}

describe("the dashboard", () => {
  it("shows the four figures the database holds", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    await page.goto(`${server().url}/admin`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(DASHBOARD_TITLE);
    const expected = {
      [STAT_CARD_LABELS.totalContent]: count("select count(*) as n from content"),
      [STAT_CARD_LABELS.published]: count("select count(*) as n from content where status = 'published'"),
      [STAT_CARD_LABELS.users]: count('select count(*) as n from "user"'),
      [STAT_CARD_LABELS.media]: count("select count(*) as n from media"),
    };
    // The demo seed: 5 schools, 8 slides, 9 gallery photos, 4 news items and 12 events.
    expect(expected[STAT_CARD_LABELS.totalContent]).toBe(38);
    expect(expected[STAT_CARD_LABELS.media]).toBeGreaterThan(0);
    for (const [label, value] of Object.entries(expected)) {
      const card = page.locator(`[data-stat="${label}"]`);
      await expect
        .poll(() => card.locator("[data-stat-value]").textContent())
        .toBe(value.toLocaleString("en-IN"));
    }
  });

  it("lists the five newest content items with their type and date, and the latest changes, in one list", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    await page.goto(`${server().url}/admin`);
    const newest = queryDatabase<{ title: string; kind: string }>(
      server(),
      "select title, kind from content order by created_at desc, id asc limit ?",
      RECENT_ACTIVITY_LIMIT,
    );
    // Issue 26: Recent Activity and Latest changes are one list, newest first, each item once.
    const list = page.getByRole("list", { name: RECENT_ACTIVITY_TITLE });
    const items = list.getByRole("listitem");
    await expect.poll(() => items.count()).toBeGreaterThanOrEqual(RECENT_ACTIVITY_LIMIT);
    const texts = await items.allTextContents();
    for (const row of newest) {
      const holding = texts.filter((text) => text.includes(row.title));
      expect(holding).toHaveLength(1);
      expect(holding[0]!.toLowerCase()).toContain(row.kind.replaceAll("_", " "));
      expect(holding[0]).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
    }
    const times = await list
      .locator("time")
      .evaluateAll((found) => found.map((time) => time.getAttribute("datetime") ?? ""));
    expect([...times].sort().reverse()).toEqual(times);
    await expect.poll(() => page.getByRole("heading", { name: RECENT_ACTIVITY_TITLE }).count()).toBe(1);
    await expect.poll(() => page.getByRole("heading", { name: "Latest changes" }).count()).toBe(0);
  });

  it("offers the quick actions and the count of new enquiries", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    await page.goto(`${server().url}/admin`);
    for (const action of QUICK_ACTIONS) {
      expect(
        await page.getByRole("main").getByRole("link", { name: action.label }).getAttribute("href"),
      ).toBe(action.to);
    }
    // Issue 26: the new enquiries are a to-do card, per school (suspected spam left out).
    const fresh = count("select count(*) as n from enquiry where status = 'new' and suspected_spam = 0");
    const enquiries = page.locator('[data-todo="enquiries"]');
    if (fresh === 0)
      expect(await enquiries.locator("[data-todo-done]").textContent()).toBe(TODO_DONE.enquiries);
    else expect(await enquiries.locator("[data-todo-count]").textContent()).toBe(String(fresh));
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  });

  it("works with the keyboard alone and has no axe violations", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    await page.goto(`${server().url}/admin`);
    await waitForHydration(page);
    const reached: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      reached.push(await page.evaluate(() => document.activeElement?.getAttribute("href") ?? ""));
    }
    for (const action of QUICK_ACTIONS) expect(reached).toContain(action.to);
    const results = await axe(page).analyze();
    expect(results.violations).toEqual([]);
  });

  it("refuses a viewer with the 403 page (issue 26) and sends anyone signed out to sign in", async () => {
    const [viewer] = await createStaff(server(), [
      { username: "dash_viewer", role: "viewer", password: "viewer-pass-123" },
    ]);
    // The browser logs the 403 page it is shown as a failed resource.
    const page = await signedInPage(browser(), server(), viewer, [/status of 403/]);
    const refused = await page.goto(`${server().url}/admin`);
    expect(refused?.status()).toBe(403);
    expect(new URL(page.url()).pathname).toBe("/admin");
    const anonymous = await fetch(`${server().url}/admin`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/admin\/login/);
  });
});
