// The Content-Security-Policy (docs/decisions/019-content-security-policy.md): over HTTP, every route
// of app/routes.ts (both languages, admin signed in and out, resource routes) plus an asset, a media
// file, a redirect, a refusal and a 404 carries a strict policy with a fresh nonce, render-cache hits
// included; in Chromium, every public page (both languages) and every admin page loads with no
// violation, islands hydrate, the school map's frame loads, and the editor and the chart work. With
// S3_PUBLIC_URL set, pictures load from the bucket's folder and from nowhere else on that host.
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE, ISLAND_ON_TOUCH_ATTRIBUTE } from "~/islands/names";
import { isPrivateRegistrationPage } from "~/lib/registration-paths";
import { contentSlug } from "~/lib/slug";
import { DEMO_EVENTS } from "~/server/seed/events-data";
import { type AppServer, startAppServer, TEST_ADMIN } from "../support/app-server";
import { pageScriptReady, waitForHydration } from "../support/browser";
import { expectStrictPolicy, scriptNonce } from "../support/content-security-policy";
import { queryDatabase } from "../support/database-file";
import { type ListedRoute, listedRoutes } from "../support/route-list";
import { startS3Server, type TestS3Server } from "../support/s3-test-server";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { VISITOR_USER_AGENT } from "../support/tracker-pages";
import { addStaffSession, staffCookie } from "./helpers/staff-session";

const { server, browser } = setupServerAndBrowser();

const ROUTES = listedRoutes();
const isAdmin = (path: string) => path === "/admin" || path.startsWith("/admin/");
/** Staff previews of unsaved values: under /admin, but drawn as plain public pages (decision 025). */
const isPreview = (path: string) => path.startsWith("/admin/preview/");
/** A page (a .tsx module) rather than a resource route (feeds, exports, endpoints). */
const isPage = (route: ListedRoute) => route.file.endsWith(".tsx");

/** What the routes with an :id open: a demo content item, an enquiry sent in beforeAll. */
let contentId = "";
let enquiryId = "";
/** A demo event, for its registrations screens in the admin (issue 29). */
let eventId = "";
let adminCookie = "";
let sitemapPaths: string[] = [];
/** A demo event that takes registrations, and the confirmation page of one registration for it. */
const REGISTRATION_EVENT = contentSlug(
  DEMO_EVENTS.find((event) => event.registrationRequired && event.dayOffset > 0)!.title,
);
let confirmationPath = "";

/** A second server whose media live in an S3 bucket (s3rver) that browsers read at S3_PUBLIC_URL. */
let s3: TestS3Server | undefined;
let s3App: AppServer | undefined;
const PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function startS3App() {
  s3 = await startS3Server();
  const client = new S3Client({ ...s3.settings, credentials: s3.settings.credentials! });
  const put = new PutObjectCommand({
    Bucket: s3.bucket,
    Key: "pixel.png",
    Body: PIXEL_PNG,
    ContentType: "image/png",
  });
  [s3App] = await Promise.all([
    startAppServer({
      env: { ...s3.env, S3_PUBLIC_URL: `${s3.endpoint}/${s3.bucket}`, SEED_DEMO_CONTENT: "false" },
    }),
    client.send(put),
  ]);
  client.destroy();
}

afterAll(async () => {
  await s3App?.stop();
  await s3?.stop();
});

beforeAll(async () => {
  const [, beacon, enquiry, cookie, sitemap, registration] = await Promise.all([
    startS3App(),
    // One visit, as the tracker reports it, so that the analytics chart has something to draw.
    fetch(`${server().url}/api/track`, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": VISITOR_USER_AGENT },
      body: JSON.stringify({
        sessionId: `session_${Date.now()}_cspvisit1`,
        pageUrl: "/",
        pageTitle: "Home",
        timeSpent: 0,
      }),
    }),
    fetch(`${server().url}/api/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "contact", name: "Policy Parent", phone: "9876541234", message: "Bus?" }),
    }),
    staffCookie(server(), TEST_ADMIN),
    fetch(`${server().url}/sitemap.xml`).then((response) => response.text()),
    fetch(`${server().url}/events/${REGISTRATION_EVENT}/register`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server().url },
      body: new URLSearchParams({
        parentName: "Policy Parent",
        phone: "9876541234",
        childName: "Policy Child",
        childClass: "UKG",
        school: "zee-litera",
        seats: "1",
      }),
      redirect: "manual",
    }),
  ]);
  expect(registration.status).toBe(303);
  confirmationPath = registration.headers.get("location")!;
  expect(beacon.status).toBe(204);
  expect(enquiry.status).toBe(201);
  // One the Content form edits: the five schools' items lead to Schools instead (issue 28).
  contentId = String(
    queryDatabase<{ id: string }>(server(), "select id from content where kind <> 'school_info' limit 1")[0]!
      .id,
  );
  enquiryId = String(queryDatabase<{ id: string }>(server(), "select id from enquiry")[0]!.id);
  eventId = String(
    queryDatabase<{ id: string }>(server(), "select content_id as id from event limit 1")[0]!.id,
  );
  adminCookie = cookie;
  sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
});

/**
 * A concrete address for a route pattern: a demo item's slug from the sitemap, a demo content item
 * or our enquiry for an :id, a path that names nothing for a catch-all.
 */
function concrete(pattern: string): string {
  if (pattern.endsWith("/*")) return pattern.replace(/\*$/, "no-such-address");
  // Any published item has a page of its own at /content/<slug>: a demo news item's.
  if (pattern.endsWith("/content/:slug"))
    return concrete(pattern.replace("/content/", "/news/")).replace("/news/", "/content/");
  if (pattern === "/admin/content/edit/:id") return pattern.replace(":id", contentId);
  if (pattern === "/admin/enquiries/:id") return pattern.replace(":id", enquiryId);
  if (pattern === "/admin/pages/:page") return pattern.replace(":page", "home");
  // Event registration (issue 29): the form, one family's confirmation, the cancel form.
  if (/\/events\/:slug\/(register|cancel)$/.test(pattern))
    return pattern.replace(":slug", REGISTRATION_EVENT);
  if (pattern.endsWith("/events/:slug/registration/:token"))
    return pattern.startsWith("/ta/") ? `/ta${confirmationPath}` : confirmationPath;
  if (pattern.startsWith("/admin/events/:id/")) return pattern.replace(":id", eventId);
  if (!pattern.includes(":")) return pattern;
  const shape = new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}$`);
  const staticPaths = new Set(ROUTES.map((route) => route.path));
  const found = sitemapPaths.find((path) => shape.test(path) && !staticPaths.has(path));
  if (!found) throw new Error(`No concrete address for ${pattern}: give one in concrete()`);
  return found;
}

type Fetched = {
  status: number;
  policy: string | null;
  xFrame: string | null;
  body: string;
  cache: string | null;
};

async function get(path: string, init: RequestInit & { cookie?: string } = {}): Promise<Fetched> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("cookie", init.cookie);
  const response = await fetch(`${server().url}${path}`, { ...init, headers, redirect: "manual" });
  return {
    status: response.status,
    policy: response.headers.get("content-security-policy"),
    xFrame: response.headers.get("x-frame-options"),
    cache: response.headers.get("x-cache"),
    body: await response.text(),
  };
}

/** Inline scripts the browser would run (not JSON data blocks, not files). */
function inlineScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1]!)
    .filter(
      (attributes) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes),
    );
}

describe("over HTTP", () => {
  it("every route of app/routes.ts answers with a strict policy, signed in and out", async () => {
    const requests: { label: string; path: string; cookie?: string; init?: RequestInit }[] = [];
    for (const route of ROUTES) {
      const path = concrete(route.path);
      requests.push({ label: `${route.path} (${path})`, path });
      if (isAdmin(route.path)) requests.push({ label: `${path} signed in`, path, cookie: adminCookie });
    }
    expect(ROUTES.filter((route) => route.path.startsWith("/ta")).length).toBeGreaterThan(15);
    // What sits outside React Router's routes, and answers that are not pages.
    const home = (await get("/")).body;
    const asset = home.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    const media = home.match(/(\/media\/[^"\s,]+\.(?:webp|avif|jpg|png))/)?.[1];
    expect(asset, "an asset on /").toBeDefined();
    expect(media, "a media file on /").toBeDefined();
    requests.push(
      { label: "an asset", path: asset! },
      { label: "a media file", path: media! },
      { label: "a missing media file", path: "/media/no-such-file.webp" },
      { label: "the favicon", path: "/favicon.svg" },
      // Folders of static files: no redirect of the static handler's own (it sets its own policy).
      { label: "the assets folder", path: "/assets" },
      { label: "another static folder", path: "/fallback" },
      { label: "a redirect", path: "/switch-language?to=/ta/schools" },
      { label: "a refused method", path: "/", init: { method: "PUT" } },
      {
        label: "an enquiry's JSON answer",
        path: "/api/enquiries",
        init: { method: "POST", headers: { "content-type": "application/json" }, body: "{}" },
      },
      { label: "HEAD /", path: "/", init: { method: "HEAD" } },
    );

    const statuses = new Set<number>();
    // One at a time: at once, they would be refused as too many renders (503, site busy).
    for (const { label, path, cookie, init } of requests) {
      const answer = await get(path, { ...init, cookie });
      statuses.add(answer.status);
      expect(answer.status, label).toBeLessThan(500);
      expectStrictPolicy(answer.policy ?? undefined, `${label} → ${answer.status}`);
      expect(answer.xFrame, label).toBe("DENY");
    }
    // Pages, redirects, refusals and not-found answers were all among them.
    for (const status of [200, 302, 303, 404, 405]) expect([...statuses]).toContain(status);
  });

  it("public pages carry no inline script; those the render cache keeps carry no nonce either", async () => {
    const publicPages = ROUTES.filter((route) => !isAdmin(route.path) && isPage(route));
    for (const route of publicPages) {
      const path = concrete(route.path);
      const { body, status, cache } = await get(path);
      const missing = route.path.endsWith("*");
      expect(status, path).toBe(missing ? 404 : 200);
      expect(inlineScripts(body), path).toEqual([]);
      // A 404 is drawn afresh each time (its stylesheet links carry the nonce, which does no harm).
      if (missing) continue;
      // So is a family's own registration page, which the render cache never keeps.
      if (isPrivateRegistrationPage(path)) {
        expect(cache, path).toBeNull();
        continue;
      }
      expect(cache, path).toMatch(/^(HIT|MISS)$/);
      expect(body, path).not.toMatch(/\snonce=/);
    }
  });

  it("every admin page's inline scripts carry the nonce of its own response", async () => {
    for (const route of ROUTES.filter((route) => isPreview(route.path) && isPage(route))) {
      // A preview is a public page: no inline script at all, under the same strict policy.
      const { body, policy } = await get(route.path, { cookie: adminCookie });
      expectStrictPolicy(policy ?? undefined, route.path);
      expect(inlineScripts(body), route.path).toEqual([]);
    }
    for (const route of ROUTES.filter((r) => isAdmin(r.path) && !isPreview(r.path) && isPage(r))) {
      const path = concrete(route.path);
      // The sign-in page signed out (signed in, it sends staff on to the dashboard).
      const { body, policy } = await get(path, { cookie: path === "/admin/login" ? "" : adminCookie });
      const nonce = scriptNonce(expectStrictPolicy(policy ?? undefined, path));
      const scripts = inlineScripts(body);
      expect(scripts.length, `${path}: React Router's inline scripts`).toBeGreaterThan(0);
      for (const attributes of scripts) expect(attributes, path).toContain(`nonce="${nonce}"`);
    }
  });

  it("gives the same page a new nonce on every response, render-cache hits included", async () => {
    for (const path of ["/", "/ta/schools", "/admin/login"]) {
      const [first, second] = [await get(path), await get(path)];
      const nonces = [first, second].map((answer) => scriptNonce(expectStrictPolicy(answer.policy!, path)));
      expect(nonces[0], path).not.toBe(nonces[1]);
      if (path !== "/admin/login") expect(second.cache, `${path} comes from the render cache`).toBe("HIT");
    }
    const signedIn = [
      await get("/admin", { cookie: adminCookie }),
      await get("/admin", { cookie: adminCookie }),
    ];
    expect(scriptNonce(expectStrictPolicy(signedIn[0]!.policy!, "/admin"))).not.toBe(
      scriptNonce(expectStrictPolicy(signedIn[1]!.policy!, "/admin")),
    );
  });
});

describe("in Chromium", () => {
  /**
   * A browser context whose pages report every violation (by event or on the console) and
   * anything they throw into `problems`.
   */
  async function watchedContext() {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    await context.exposeBinding("__reportViolation", ({ page }, text: string) =>
      problems.push(`${page.url()}: ${text}`),
    );
    await context.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
        report(
          `${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    // The school map's frame, without reaching Google: the policy is what decides whether it loads.
    await context.route("https://www.google.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>A map</p>" }),
    );
    context.on("page", (page) => {
      page.on("console", (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text()))
          problems.push(`${page.url()}: console: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
    });
    return { context, problems };
  }

  /** Visits each route in one of two tabs of `context`, side by side, running `visit` on each. */
  async function inTwoTabs(
    context: BrowserContext,
    list: readonly ListedRoute[],
    visit: (page: Page, route: ListedRoute) => Promise<void>,
  ) {
    const queue = [...list];
    const tab = async () => {
      const page = await context.newPage();
      for (let route = queue.shift(); route; route = queue.shift()) await visit(page, route);
      await page.close();
    };
    await Promise.all([tab(), tab()]);
  }

  /**
   * Each island is hydrated when it comes near the screen, the phone menu when it is reached for
   * (issue 27): brings every one within reach, the phone menu on a phone-wide window.
   */
  async function reachEveryIsland(page: Page) {
    const wide = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: wide.height });
    for (const toggle of await page.locator(`[${ISLAND_ON_TOUCH_ATTRIBUTE}] button`).all())
      await toggle.focus();
    await page.setViewportSize(wide);
    for (const drawn of await page.locator(`[${ISLAND_ATTRIBUTE}] > *`).all()) {
      if (await drawn.isVisible()) await drawn.scrollIntoViewIfNeeded();
    }
    await page
      .waitForFunction(
        (selector) => document.querySelectorAll(selector).length === 0,
        `[${ISLAND_ATTRIBUTE}]:not([${ISLAND_HYDRATED_ATTRIBUTE}="true"])`,
        { timeout: 10_000 },
      )
      // The check below names any island left behind.
      .catch(() => {});
  }

  async function expectIslandsHydrated(page: Page, path: string) {
    await pageScriptReady(page);
    await reachEveryIsland(page);
    await pageScriptReady(page);
    const unhydrated = await page
      .locator(`[${ISLAND_ATTRIBUTE}]:not([${ISLAND_HYDRATED_ATTRIBUTE}="true"])`)
      .evaluateAll((holders) => holders.map((holder) => holder.getAttribute("data-island")));
    expect(unhydrated, `${path}: islands left unhydrated`).toEqual([]);
  }

  /** What a page must also do, beyond loading without a violation. */
  const CHECKS: Record<string, (page: Page) => Promise<void>> = {
    // The map's frame is inserted when scrolled near, and loads its address.
    "/schools/:slug": async (page) => {
      await page.getByTestId("school-map").scrollIntoViewIfNeeded();
      const map = page.getByTestId("school-map").locator("iframe");
      await map.waitFor({ state: "attached" });
      expect(new URL((await map.getAttribute("src"))!).origin).toBe("https://www.google.com");
      await expect
        .poll(() => page.frameLocator("[data-testid=school-map] iframe").locator("p").textContent())
        .toBe("A map");
      // WhatsApp stays a link to the chat.
      const chat = await page.locator('a[href^="https://wa.me/"]').first().getAttribute("href");
      expect(new URL(chat!).host).toBe("wa.me");
    },
    "/admin/content/new": async (page) => {
      const editor = page.getByRole("textbox", { name: "Content", exact: true });
      await editor.click();
      await page.keyboard.type("Typed under the policy");
      await expect.poll(() => editor.textContent()).toContain("Typed under the policy");
    },
    "/admin/analytics": async (page) => {
      await page
        .locator("[data-testid=visitors-chart] .recharts-wrapper > svg.recharts-surface")
        .waitFor({ state: "visible" });
    },
  };

  it("loads every public page in both languages and every admin page with no violation", async () => {
    const { context, problems } = await watchedContext();
    const pages = (admin: boolean) =>
      ROUTES.filter((route) => isAdmin(route.path) === admin && isPage(route));
    await inTwoTabs(context, pages(false), async (page, route) => {
      const path = concrete(route.path);
      await page.goto(`${server().url}${path}`);
      await expectIslandsHydrated(page, path);
      await CHECKS[route.path]?.(page);
    });

    // Admin: the sign-in page signed out, then every other admin page signed in.
    const signedIn = pages(true).filter((route) => route.path !== "/admin/login");
    expect(pages(true).length - signedIn.length).toBe(1);
    const login = await context.newPage();
    await login.goto(`${server().url}/admin/login`, { waitUntil: "domcontentloaded" });
    await waitForHydration(login);
    await login.close();
    await addStaffSession(context, server(), adminCookie);
    await inTwoTabs(context, signedIn, async (page, route) => {
      await page.goto(`${server().url}${concrete(route.path)}`, { waitUntil: "domcontentloaded" });
      if (isPreview(route.path)) await page.waitForLoadState("load");
      else await waitForHydration(page);
      await CHECKS[route.path]?.(page);
    });
    await context.close();
    expect(problems).toEqual([]);
  });
});

describe("with media in an S3 bucket behind S3_PUBLIC_URL", () => {
  it("lets pages show pictures from the bucket's folder, and from nowhere else on that host", async () => {
    const response = await fetch(`${s3App!.url}/`);
    const policy = expectStrictPolicy(response.headers.get("content-security-policy") ?? undefined, "/");
    expect(policy.get("img-src")).toContain(`${s3!.endpoint}/${s3!.bucket}/`);

    const context = await browser().newContext();
    const violations: string[] = [];
    await context.exposeBinding("__reportViolation", (_source, text: string) => violations.push(text));
    await context.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation(
          `${event.effectiveDirective} ${event.blockedURI}`,
        ),
      );
    });
    const page = await context.newPage();
    await page.goto(`${s3App!.url}/`);
    const load = (src: string) =>
      page.evaluate(
        (src) =>
          new Promise<string>((resolve) => {
            const image = new Image();
            image.onload = () => resolve("loaded");
            image.onerror = () => resolve("failed");
            image.src = src;
          }),
        src,
      );
    expect(await load(`${s3!.endpoint}/${s3!.bucket}/pixel.png`)).toBe("loaded");
    const elsewhere = `${s3!.endpoint}/another-bucket/pixel.png`;
    expect(await load(elsewhere)).toBe("failed");
    await expect.poll(() => violations).toEqual([`img-src ${elsewhere}`]);
    await context.close();
  });
});
