// The newsletter box on /news: a plain form post, checked on the server, stored once, answered
// with a toast on the box after a redirect (and in the box itself without script); robots and
// floods refused.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  HONEYPOT_FIELD,
  NEWSLETTER_COPY,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_RATE_LIMIT,
  NEWSLETTER_SOURCE,
} from "~/copy/newsletter";
import { openPage, pageScriptReady, visitWithScript } from "../support/browser";
import { queryDatabase } from "../support/database-file";
import { offlinePage } from "../support/offline-page";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { expectToastWith } from "../support/toasts";

// TRUST_PROXY lets the direct posts below speak for other addresses through X-Forwarded-For.
const { server, browser } = setupServerAndBrowser({ env: { TRUST_PROXY: "true" } });

type Subscriber = { email: string; source: string | null };
const subscribers = () =>
  queryDatabase<Subscriber>(server(), "select email, source from newsletter_subscriber order by created_at");

const emailInput = (page: Page) => page.getByLabel(NEWSLETTER_COPY.emailLabel);
const subscribe = (page: Page) => page.getByRole("button", { name: NEWSLETTER_COPY.submit });

async function openNews(page: Page) {
  await visitWithScript(page, `${server().url}/news`);
}

async function submit(page: Page, email: string) {
  await emailInput(page).fill(email);
  await Promise.all([page.waitForURL(`${server().url}/news#newsletter`), subscribe(page).click()]);
  await pageScriptReady(page);
}

describe("the newsletter box", () => {
  it("is a plain form post with an email field browsers and password managers understand", async () => {
    const page = await offlinePage(browser());
    await openNews(page);
    const form = page.locator("#newsletter form");
    expect(await form.getAttribute("method")).toBe("post");
    expect(await form.getAttribute("action")).toBe("/news");
    const input = emailInput(page);
    expect(await input.getAttribute("type")).toBe("email");
    expect(await input.getAttribute("required")).not.toBeNull();
    expect(await input.getAttribute("autocomplete")).toBe("email");
    expect(await input.getAttribute("name")).toBe("email");
  });

  it("lets the browser stop an address without @ before anything is sent", async () => {
    const page = await offlinePage(browser());
    await openNews(page);
    await emailInput(page).fill("not-an-address");
    await subscribe(page).click();
    expect(await emailInput(page).evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    expect(page.url()).toBe(`${server().url}/news`);
    expect(subscribers()).toEqual([]);
  });

  it("refuses a bad address, accepts a good one once, then says it is already subscribed", async () => {
    const page = await offlinePage(browser());
    await openNews(page);

    // The browser lets this one through (no dot is needed), the server does not.
    await submit(page, "parent@school");
    const invalid = NEWSLETTER_MESSAGES.invalidEmail;
    await expectToastWith(page, "error", invalid.title, invalid.description);
    expect(subscribers()).toEqual([]);

    await submit(page, "  Parent.One@Example.ORG ");
    const welcome = NEWSLETTER_MESSAGES.subscribed("parent.one@example.org");
    await expectToastWith(page, "success", welcome.title, welcome.description);
    expect(subscribers()).toEqual([{ email: "parent.one@example.org", source: NEWSLETTER_SOURCE }]);

    await submit(page, "parent.one@example.org");
    const again = NEWSLETTER_MESSAGES.alreadySubscribed("parent.one@example.org");
    await expectToastWith(page, "info", again.title, again.description);
    expect(subscribers()).toHaveLength(1);

    // The page a post returns to is streamed (a flash toast is never cached): its news arrived whole.
    expect(await page.getByTestId("recent-news").isVisible()).toBe(true);
    expect(await page.getByTestId("news-skeleton").count()).toBe(0);
    // Reloading shows the page again without posting again.
    await page.reload();
    expect(subscribers()).toHaveLength(1);
  });

  it("works without the page script: the answer is written in the box", async () => {
    const page = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${server().url}/news`);
    await emailInput(page).fill("no.script@example.org");
    await Promise.all([page.waitForURL(`${server().url}/news#newsletter`), subscribe(page).click()]);
    const welcome = NEWSLETTER_MESSAGES.subscribed("no.script@example.org");
    expect(await page.locator("#newsletter").getByRole("status").textContent()).toBe(
      `${welcome.title} ${welcome.description}`,
    );
    expect(subscribers().map((s) => s.email)).toContain("no.script@example.org");
  });

  it("drops robots that fill the hidden field, and limits posts per address", async () => {
    const page = await offlinePage(browser());
    const post = (email: string, address: string, extra: Record<string, string> = {}) =>
      page.request.post(`${server().url}/news`, {
        form: { email, [HONEYPOT_FIELD]: "", ...extra },
        headers: { "X-Forwarded-For": address, Origin: server().url },
        maxRedirects: 0,
      });

    const robot = await post("robot@example.org", "198.51.100.1", {
      [HONEYPOT_FIELD]: "https://spam.example",
    });
    expect(robot.status()).toBe(303);
    expect(robot.headers().location).toBe("/news#newsletter");
    expect(subscribers().map((s) => s.email)).not.toContain("robot@example.org");

    for (let i = 0; i < NEWSLETTER_RATE_LIMIT.max; i++)
      expect((await post(`flood${i}@example.org`, "198.51.100.2")).status()).toBe(303);
    expect(subscribers().filter((s) => s.email.startsWith("flood"))).toHaveLength(NEWSLETTER_RATE_LIMIT.max);
    const refused = await post("one.more@example.org", "198.51.100.2");
    expect(refused.status()).toBe(303);
    await openNews(page);
    const { title, description } = NEWSLETTER_MESSAGES.tooMany;
    await expectToastWith(page, "error", title, description);
    expect(subscribers().map((s) => s.email)).not.toContain("one.more@example.org");
    // Another family is not held back by the first one's posts.
    expect((await post("another.family@example.org", "198.51.100.3")).status()).toBe(303);
    expect(subscribers().map((s) => s.email)).toContain("another.family@example.org");
  });
});
