// Shared by the tests of the two pages with enquiry forms (admissions.test.ts, contact.test.ts): the
// page as a visitor opens it, the copies the server kept, and the main office card both show.
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { ISLAND_ATTRIBUTE } from "~/islands/names";
import { DEMO_SCHOOLS } from "~/server/seed/schools-data";
import { DEMO_SITE_SETTINGS } from "~/server/seed/settings-data";
import { islandReady, recordWindowOpen, visitWithScript } from "../../support/browser";
import { type DataPlace, queryDatabase } from "../../support/database-file";
import { offlinePage } from "../../support/offline-page";

export const demoSchool = (slug: string) => DEMO_SCHOOLS.find((school) => school.slug === slug)!;

/**
 * Opens `url` in a page that never leaves the machine and records the URLs window.open was asked
 * for (openedUrls), once the page script is ready and has the page's forms (each hydrated when it
 * comes near the screen: as a visitor scrolling down to one would, the test finds it ready).
 */
export async function enquiryPage(
  browser: Browser,
  url: string,
  options: { fakeClock?: boolean; width?: number; holdRules?: boolean } = {},
): Promise<Page> {
  const page = await offlinePage(
    browser,
    { viewport: { width: options.width ?? 1280, height: 900 } },
    // Held back: the forms' rules never arrive, as on a connection that stalls.
    { hold: (address) => Boolean(options.holdRules) && address.includes("/enquiry-validation-") },
  );
  await recordWindowOpen(page);
  if (options.fakeClock) await page.clock.install();
  await visitWithScript(page, url);
  await enquiryFormsReady(page);
  return page;
}

/**
 * Waits until every enquiry form on the page has hydrated, reaching each as a visitor scrolling to
 * it does (a form hydrates when near the screen), then goes back to the top.
 */
export async function enquiryFormsReady(page: Page) {
  const forms = await page
    .locator(`[${ISLAND_ATTRIBUTE}$="-form"]`)
    .evaluateAll(
      (holders, attribute) => holders.map((holder) => holder.getAttribute(attribute)!),
      ISLAND_ATTRIBUTE,
    );
  for (const form of forms) await islandReady(page, form);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The enquiries the server recorded, oldest first (`where` is an SQL condition). */
export function recordedEnquiries(place: DataPlace, where = "1 = 1") {
  return queryDatabase(place, `select * from enquiry where ${where} order by created_at`);
}

/** The Main Administrative Office card, with the demo office's phone and email as links. */
export async function expectMainOfficeCard(page: Page) {
  const office = page.locator("section", {
    has: page.getByRole("heading", { name: "Main Administrative Office" }),
  });
  expect(await office.getByRole("link", { name: DEMO_SITE_SETTINGS.officePhone }).getAttribute("href")).toBe(
    "tel:+919876540000",
  );
  expect(await office.getByRole("link", { name: DEMO_SITE_SETTINGS.officeEmail }).getAttribute("href")).toBe(
    `mailto:${DEMO_SITE_SETTINGS.officeEmail}`,
  );
  return office;
}
