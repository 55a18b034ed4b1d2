// What /news shows when there is no news or the database fails (the four built-in samples), and
// scheduling: an article dated in the future appears once its time has come, without a restart.
// Each scenario has a server of its own, so no page cached by another test gets in the way.
import Parser from "rss-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { NEWS_ARCHIVE_PAGE, SAMPLE_NEWS } from "~/copy/news-page";
import { type AppServer, rawGet } from "../support/app-server";
import { visitWithScript } from "../support/browser";
import { writeDatabase } from "../support/database-file";
import { offlinePage } from "../support/offline-page";
import { setupAppServer, setupBrowser } from "../support/server-and-browser";
import { DAY, fromNow, insertContent } from "../support/server-data";

const browser = setupBrowser();

async function expectSamples(server: AppServer) {
  const page = await offlinePage(browser());
  await visitWithScript(page, `${server.url}/news`);
  const recent = page.getByTestId("recent-news");
  expect(await recent.getAttribute("data-source")).toBe("samples");
  const cards = recent.getByTestId("news-card");
  expect(await cards.locator("h3").allTextContents()).toEqual(SAMPLE_NEWS.map((sample) => sample.title));
  expect(SAMPLE_NEWS.every((sample) => sample.status === "published")).toBe(true);
  expect(
    await cards
      .locator("[data-priority]")
      .evaluateAll((els) => els.map((el) => el.getAttribute("data-priority"))),
  ).toEqual(SAMPLE_NEWS.map((sample) => sample.priority));
  expect(new Set(SAMPLE_NEWS.map((sample) => sample.priority))).toEqual(new Set(["high", "medium", "low"]));
  for (const [index, sample] of SAMPLE_NEWS.entries()) {
    expect(await cards.nth(index).getByTestId("news-excerpt").textContent()).toBe(sample.excerpt);
    expect(await cards.nth(index).getByTestId("news-category").textContent()).toBe(sample.category);
  }
  // The samples have no pages of their own, so nothing links to a 404.
  expect(await cards.locator("a").count()).toBe(0);
}

describe("an empty database", () => {
  const server = setupAppServer({ env: { SEED_DEMO_CONTENT: "false" } });

  it("shows the four built-in sample articles on /news", async () => {
    await expectSamples(server());
  });

  it("has an empty archive and an empty, valid feed", async () => {
    const archive = await rawGet(`${server().url}/news/archive`);
    expect(archive.status).toBe(200);
    expect(archive.body.toString()).toContain(NEWS_ARCHIVE_PAGE.empty);
    const feed = await new Parser().parseString(await (await fetch(`${server().url}/news/feed.xml`)).text());
    expect(feed.items).toEqual([]);
    expect(feed.title).toBe("Thenpalli Schools: News & Updates");
  });
});

describe("a database that fails", () => {
  const server = setupAppServer();
  beforeAll(async () => {
    // The news table goes missing before any page is asked for: every read of it fails.
    writeDatabase(server(), "alter table news rename to news_unavailable");
  });

  it("shows the samples on /news and logs 'Failed to fetch news'", async () => {
    await expectSamples(server());
    expect(server().output()).toContain('"msg":"Failed to fetch news"');
  });

  it("apologises on the archive and the feed instead of showing an error page or an empty list", async () => {
    const archive = await rawGet(`${server().url}/news/archive`);
    expect(archive.status).toBe(503);
    expect(archive.body.toString()).toContain(NEWS_ARCHIVE_PAGE.unavailable);
    const feed = await rawGet(`${server().url}/news/feed.xml`);
    expect(feed.status).toBe(503);
    expect(feed.headers["retry-after"]).toBeDefined();
  });
});

describe("scheduling", () => {
  const server = setupAppServer({ env: { SEED_DEMO_CONTENT: "false" } });

  it("publishes an article dated a few seconds ahead once that moment passes, without a restart", async () => {
    // Far enough ahead for the write (a process of its own) and the checks before that moment.
    const dueAt = fromNow(10_000);
    await insertContent(server(), [
      { kind: "news", title: "Due In A Moment", slug: "due-in-a-moment", publishedAt: dueAt },
      { kind: "news", title: "Due Next Week", slug: "due-next-week", publishedAt: fromNow(7 * DAY) },
    ]);
    // Before its time the article has no page (a 404, which is never cached), and the lists, drawn
    // and kept by the render cache now, do not carry it.
    expect((await rawGet(`${server().url}/news/due-in-a-moment`)).status).toBe(404);
    for (const path of ["/news", "/news/archive", "/news/feed.xml"]) {
      expect((await rawGet(`${server().url}${path}`)).body.toString(), path).not.toContain("Due In A Moment");
    }
    expect((await rawGet(`${server().url}/news`)).headers["x-cache"]).toBe("HIT");
    expect(Date.now(), "the checks before the moment ran past it: they prove nothing").toBeLessThan(
      dueAt.getTime(),
    );
    let status = 404;
    while (status === 404) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await rawGet(`${server().url}/news/due-in-a-moment`)).status;
      if (status === 404) expect(Date.now()).toBeLessThan(dueAt.getTime() + 10_000);
    }
    expect(status).toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(dueAt.getTime());
    // The kept pages expired at that very moment (not after the cache's usual 60 s): the lists
    // carry it now; the one due next week stays hidden everywhere.
    for (const path of ["/news", "/news/archive", "/news/feed.xml"]) {
      const body = (await rawGet(`${server().url}${path}`)).body.toString();
      expect(body, path).toContain("Due In A Moment");
      expect(body, path).not.toContain("Due Next Week");
    }
    expect((await rawGet(`${server().url}/news/due-next-week`)).status).toBe(404);
  });
});
