// Web Push (issue 30) end to end, on one server and a stand-in push service (tests/support/
// push-service.ts: it checks each request's VAPID signature against the server's public key and
// decrypts the payload with the subscription's private key). Headless Chromium has no push service
// to subscribe with, so PushManager.subscribe is replaced in the page by one that returns a
// subscription at the stand-in (made by the test, as a browser's push service would make it);
// everything else is the real thing: the button, the service worker's registration under its
// scope, the post of the subscription to the server, the server's sending.
// A staff member opts in on the Enquiries screen and an enquiry reaches the stand-in as "New admission enquiry
// — EuroKids"; a parent turns on closure alerts in the footer for one school, the office sends a
// closure notice from Urgent Notices and sees the count of deliveries, and the parent turns the
// alerts off in one tap. The rules, the expiry of forgotten subscriptions and the deadline are
// checked without a browser in tests/integration/push.test.ts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { NOTICE_PUSH, NOTICES_TITLE } from "~/copy/admin-notices";
import { ENQUIRIES_TITLE } from "~/copy/enquiry-inbox";
import { CATALOGUES } from "~/i18n/catalogue";
import { type AppServer, startAppServer } from "../support/app-server";
import { launchBrowser, watchPageErrors } from "../support/browser";
import { queryDatabase } from "../support/database-file";
import { type PushServiceStandIn, startPushService, type TestSubscription } from "../support/push-service";
import { expectToastOf } from "../support/toasts";
import { openAdminPage } from "./helpers/admin-pages";
import { axe } from "./helpers/axe";
import { type SignedInStaff, signedInPage, signedInStaff } from "./helpers/staff-session";

const VAPID = webpush.generateVAPIDKeys();
const ALERTS = CATALOGUES.en.chrome.footer.alerts;
let service: PushServiceStandIn;
let server: AppServer;
let browser: Browser;
let dataDir: string;
let admin: SignedInStaff;

beforeAll(async () => {
  service = await startPushService({ applicationServerKey: () => VAPID.publicKey });
  dataDir = mkdtempSync(path.join(tmpdir(), "school-push-"));
  const env = {
    VAPID_PUBLIC_KEY: VAPID.publicKey,
    VAPID_PRIVATE_KEY: VAPID.privateKey,
    VAPID_SUBJECT: "mailto:office@example.org",
    PUSH_TEST_SERVICE_ORIGIN: service.origin,
    SEED_DEMO_CONTENT: "false",
  };
  [server, browser] = await Promise.all([startAppServer({ dataDir, env }), launchBrowser()]);
  [admin] = await signedInStaff(server, [
    { username: "push_admin", name: "Priya Admin", role: "admin", password: "admin-pass-123" },
  ]);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await service?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** PushManager as a browser with a push service has it, its push service being the stand-in. */
async function standInPushManager(context: BrowserContext, subscription: TestSubscription) {
  await context.grantPermissions(["notifications"], { origin: server.url });
  await context.addInitScript((made: TestSubscription) => {
    // Kept across pages as a browser keeps its subscription.
    const KEY = "stand-in-push-subscription";
    const fake = {
      endpoint: made.endpoint,
      expirationTime: null,
      toJSON: () => ({ endpoint: made.endpoint, expirationTime: null, keys: made.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    };
    PushManager.prototype.subscribe = async () => {
      localStorage.setItem(KEY, "1");
      return fake as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () =>
      (localStorage.getItem(KEY) ? fake : null) as PushSubscription | null;
  }, subscription);
}

function subscriptions(audience: "staff" | "parent") {
  return queryDatabase<{ endpoint: string; school_slugs: string | null; user_id: string | null }>(
    { dataDir },
    "select endpoint, school_slugs, user_id from push_subscription where audience = ?",
    audience,
  );
}

async function registrations(page: Page) {
  return page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope),
  );
}

describe("web push", () => {
  it("a staff member opts in on the Enquiries screen; a new enquiry reaches their device as “New admission enquiry — EuroKids”", async () => {
    const page = await signedInPage(browser, server, admin);
    const device = service.subscribe();
    await standInPushManager(page.context(), device);
    await openAdminPage(page, `${server.url}/admin/enquiries`, ENQUIRIES_TITLE);
    await page.getByRole("button", { name: "Notify me on this device" }).click();
    await page.getByText("This device is notified of each new enquiry and registration.").waitFor();
    expect(await registrations(page)).toEqual([`${server.url}/admin/`]);
    expect(subscriptions("staff")).toEqual([
      expect.objectContaining({ endpoint: device.endpoint, school_slugs: null }),
    ]);

    const before = service.received.length;
    const response = await fetch(`${server.url}/api/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        kind: "admission",
        parentName: "Lakshmi Raman",
        childName: "Arjun",
        childAge: "3",
        phone: "9876543210",
        school: "euro-kids",
        message: "Is there a place in Nursery from June?",
      }),
    });
    expect(response.status).toBe(201);
    const [push] = (await service.waitFor(before + 1)).slice(before);
    expect(service.refused).toEqual([]);
    expect(push?.endpoint).toBe(device.endpoint);
    const [enquiry] = queryDatabase<{ id: string }>({ dataDir }, "select id from enquiry");
    expect(JSON.parse(push!.text)).toEqual({
      title: "New admission enquiry — EuroKids",
      body: "Open it in the panel.",
      url: `/admin/enquiries/${enquiry!.id}`,
    });
    expect(push?.claims.sub).toBe("mailto:office@example.org");
  });

  it("a parent turns on closure alerts for one school in the footer; the office sends a closure notice, sees it delivered; one tap turns the alerts off", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = service.subscribe();
    const page = await context.newPage();
    // In the HTML of every page, in its language, hidden (by a class) until the loader finds a
    // browser with push.
    for (const [path, words] of [
      ["/", ALERTS],
      ["/ta", CATALOGUES.ta.chrome.footer.alerts],
    ] as const) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html).toContain(words.open);
      expect(html).toMatch(/<div data-closure-alerts="[A-Za-z0-9_-]{87}" class="mt-6 hidden /);
    }
    // Without script the control is not shown at all.
    const withoutScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await withoutScript.newPage();
    await plain.goto(`${server.url}/`);
    expect(await plain.locator("[data-closure-alerts]").isVisible()).toBe(false);
    await withoutScript.close();
    // Nothing is asked, and no service worker is registered, before the parent presses the button.
    await page.goto(`${server.url}/`);
    const open = page.getByRole("button", { name: ALERTS.open });
    await open.waitFor();
    expect(await page.evaluate(() => Notification.permission)).toBe("default");
    expect(await registrations(page)).toEqual([]);
    await context.close();

    const parent = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await standInPushManager(parent, phone);
    const home = await parent.newPage();
    const errors = watchPageErrors(home);
    await home.goto(`${server.url}/`);
    await home.getByRole("button", { name: ALERTS.open }).click();
    await home.getByRole("checkbox", { name: "EuroKids" }).check();
    // Choosing a school unticks "All schools".
    expect(await home.getByRole("checkbox", { name: ALERTS.allSchools }).isChecked()).toBe(false);
    expect((await axe(home).include("footer").analyze()).violations).toEqual([]);
    await home.getByRole("button", { name: ALERTS.turnOn }).click();
    await home.getByText(ALERTS.on).waitFor();
    expect(await registrations(home)).toEqual([`${server.url}/api/push/`]);
    expect(subscriptions("parent")).toEqual([
      { endpoint: phone.endpoint, school_slugs: ",euro-kids,", user_id: null },
    ]);

    // The office: a closure notice for today, sent to EuroKids' parents from Urgent Notices.
    const now = new Date();
    const office = await signedInPage(browser, server, admin);
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
    const created = await fetch(`${server.url}/admin/notices`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: admin.cookie, origin: server.url },
      body: new URLSearchParams({
        intent: "create-notice",
        message: "All schools are closed today because of heavy rain.",
        messageTa: "கனமழை காரணமாக இன்று அனைத்துப் பள்ளிகளுக்கும் விடுமுறை.",
        level: "closure",
        startDate: day,
        startTime: "",
        endDate: day,
        endTime: "",
      }),
    });
    expect(created.status).toBeLessThan(400);
    await openAdminPage(office, `${server.url}/admin/notices`, NOTICES_TITLE);
    const row = office.locator("[data-notice-row]");
    await row.getByText(NOTICE_PUSH.subscribers(1)).waitFor();
    await row.getByLabel(NOTICE_PUSH.toLabel).selectOption({ label: "EuroKids" });
    const before = service.received.length;
    await row.getByRole("button", { name: NOTICE_PUSH.sendLabel }).click();
    await expectToastOf(office, "success", NOTICE_PUSH.sent(1));
    const [push] = (await service.waitFor(before + 1)).slice(before);
    expect(push?.endpoint).toBe(phone.endpoint);
    expect(JSON.parse(push!.text)).toEqual({
      title: "School closure — EuroKids",
      body: "All schools are closed today because of heavy rain.\nகனமழை காரணமாக இன்று அனைத்துப் பள்ளிகளுக்கும் விடுமுறை.",
      url: "/",
    });
    await expect
      .poll(async () => {
        await office.reload();
        return office.locator("[data-notice-push-counts]").textContent();
      })
      .toBe(NOTICE_PUSH.counts({ delivered: 1, queued: 0, expired: 0, failed: 0 }));

    // The next page offers "Turn off" at once: one tap.
    await home.goto(`${server.url}/about`);
    await home.getByRole("button", { name: ALERTS.turnOff }).click();
    await home.getByText(ALERTS.off).waitFor();
    expect(subscriptions("parent")).toEqual([]);
    await home.getByRole("button", { name: ALERTS.open }).waitFor();
    errors.assertNone();
    await parent.close();
  });
});
