// /faculty: four highlight cards, eight qualification badges and the spec's three figures in the
// server's HTML, its meta tags, an axe scan and a keyboard walk through the page.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  FACULTY_HIGHLIGHTS,
  FACULTY_PAGE,
  FACULTY_QUALIFICATIONS,
  FACULTY_STATS,
  STUDENT_TEACHER_RATIO,
  TRAINING_HOURS_PER_YEAR,
  YEARS_OF_EXPERIENCE,
} from "~/copy/faculty";
import { visitWithScript } from "../support/browser";
import { offlinePage } from "../support/offline-page";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { axe } from "./helpers/axe";
import { walkWithTab } from "./helpers/keyboard-walk";
import { headings, textOf } from "./helpers/markup";

const { server, browser } = setupServerAndBrowser();

async function html(path: string) {
  const response = await fetch(`${server().url}${path}`);
  return { status: response.status, body: await response.text() };
}

/** Opens a page and waits until its script has set up the menus, so scans see the settled page. */
async function visit(page: Page, path: string) {
  await visitWithScript(page, `${server().url}${path}`);
}

describe("/faculty", () => {
  it("answers 200 with its heading, own title, description and canonical URL", async () => {
    const { status, body } = await html("/faculty");
    expect(status).toBe(200);
    expect(headings(body, 1)).toEqual([FACULTY_PAGE.title]);
    expect(body).toMatch(new RegExp(`<title>${FACULTY_PAGE.title} \\| [^<]+</title>`));
    expect(body).toContain(`<meta name="description" content="${FACULTY_PAGE.description}"`);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1];
    expect(new URL(canonical!).pathname).toBe("/faculty");
  });

  it("shows the three figures exactly: 1:15, 5+ and 100+", async () => {
    expect([STUDENT_TEACHER_RATIO, YEARS_OF_EXPERIENCE, TRAINING_HOURS_PER_YEAR]).toEqual([
      "1:15",
      "5+",
      "100+",
    ]);
    const { body } = await html("/faculty");
    const stats = /<dl[^>]*data-testid="faculty-stats"[^>]*>([\s\S]*?)<\/dl>/.exec(body)?.[1];
    expect(stats).toBeDefined();
    const values = [...stats!.matchAll(/<dd[^>]*>([\s\S]*?)<\/dd>/g)].map((m) => textOf(m[1]!).trim());
    expect(values).toEqual(["1:15", "5+", "100+"]);
    const labels = [...stats!.matchAll(/<dt[^>]*>([\s\S]*?)<\/dt>/g)].map((m) => textOf(m[1]!).trim());
    expect(labels).toEqual(FACULTY_STATS.items.map((item) => item.label));
    expect(labels.join(" ")).toMatch(/ratio/i);
    expect(labels.join(" ")).toMatch(/experience/i);
    expect(labels.join(" ")).toMatch(/training hours/i);
  });

  it("shows four highlight cards and eight qualification badges", async () => {
    const { body } = await html("/faculty");
    const text = textOf(body);
    expect(FACULTY_HIGHLIGHTS.items).toHaveLength(4);
    for (const card of FACULTY_HIGHLIGHTS.items) {
      expect(headings(body, 3)).toContain(card.title);
      expect(text).toContain(card.text);
    }
    expect(FACULTY_QUALIFICATIONS.badges).toHaveLength(8);
    const badges = /<ul[^>]*data-testid="qualification-badges"[^>]*>([\s\S]*?)<\/ul>/.exec(body)?.[1];
    const items = [...badges!.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => textOf(m[1]!).trim());
    expect(items).toEqual([...FACULTY_QUALIFICATIONS.badges]);
  });

  it("links onward to the schools and admissions", async () => {
    const page = await offlinePage(browser());
    await visit(page, "/faculty");
    const main = page.locator("main");
    expect(await main.locator('a[href="/schools"]').count()).toBeGreaterThan(0);
    expect(await main.locator('a[href="/admissions"]').count()).toBeGreaterThan(0);
  });

  it("shows the cards in one column on a phone without horizontal scrolling", async () => {
    const page = await offlinePage(browser(), { viewport: { width: 390, height: 844 } });
    await visit(page, "/faculty");
    const cards = page.getByTestId("faculty-highlights").locator("li");
    const boxes = await Promise.all([0, 1].map(async (i) => (await cards.nth(i).boundingBox())!));
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });

  it("has no axe violations", async () => {
    const page = await offlinePage(browser());
    await visit(page, "/faculty");
    const results = await axe(page).analyze();
    expect(results.violations).toEqual([]);
  });

  it("lets the Tab key reach every link of the page and then leave it", async () => {
    const page = await offlinePage(browser());
    await visit(page, "/faculty");
    const walk = await walkWithTab(page);
    expect(walk.links).toBeGreaterThan(0);
    expect(walk.reached).toBe(walk.links);
    expect(walk.leftThePage).toBe(true);
  });
});
