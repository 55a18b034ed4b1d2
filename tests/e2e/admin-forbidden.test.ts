// Issue 26, points 7 and 10: a signed-in user on an admin screen their role may not use gets a page
// inside the admin saying so (403, who may use it, whom to ask, the way back) instead of a silent
// redirect to the public home page; the Users dialog explains each role in one line; the header
// names the screen (as the side menu does); and neither the sign-in page nor the dashboard after
// signing in logs a console warning or error (the clerk saw "Detected a manifest version mismatch
// during eager route discovery" on every /admin/login load).
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ConsoleMessage, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_LABEL } from "~/copy/admin-login";
import { ADMIN_MENU_LABEL, SIGN_OUT_LABEL } from "~/copy/admin-navigation";
import { BACK_TO_DASHBOARD, BACK_TO_WEBSITE, FORBIDDEN_HEADING, forbiddenMessage } from "~/copy/forbidden";
import { ROLE_DESCRIPTIONS, ROLES, STAFF_ROLES } from "~/copy/roles";
import { TEST_ADMIN } from "../support/app-server";
import { openPage, waitForHydration } from "../support/browser";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { questionNumbers } from "../support/sign-in";
import { axe } from "./helpers/axe";
import { type SignedInStaff, signedInPage, signedInStaff } from "./helpers/staff-session";

const { server, browser } = setupServerAndBrowser();

/** The browser logs the 403 document as a failed resource: that is the answer these tests ask for. */
const REFUSED_DOCUMENT = [/status of 403/];

let editor: SignedInStaff;
let viewer: SignedInStaff;

beforeAll(async () => {
  [editor, viewer] = await signedInStaff(server(), [
    { username: "gate_editor", name: "Gate Editor", role: "editor", password: "editor-pass-123" },
    { username: "gate_viewer", name: "Gate Viewer", role: "viewer", password: "viewer-pass-123" },
  ]);
});

async function expectForbiddenPage(page: Page, message: string, back: { label: string; to: string }) {
  await waitForHydration(page);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(FORBIDDEN_HEADING);
  expect(await page.locator("main").textContent()).toContain(message);
  expect(await page.getByRole("link", { name: back.label }).getAttribute("href")).toBe(back.to);
  // Inside the admin: its header (with the account menu to sign out) is there.
  expect(await page.getByRole("button", { name: /Account menu for/ }).isVisible()).toBe(true);
}

describe("a screen the role may not use", () => {
  it("shows an editor on /admin/settings the 403 page inside the admin, with the way back", async () => {
    const page = await signedInPage(browser(), server(), editor, REFUSED_DOCUMENT);
    const response = await page.goto(`${server().url}/admin/settings`);
    expect(response?.status()).toBe(403);
    expect(new URL(page.url()).pathname).toBe("/admin/settings");
    await expectForbiddenPage(page, forbiddenMessage(["admin"]), BACK_TO_DASHBOARD);
    expect(await page.getByRole("navigation", { name: ADMIN_MENU_LABEL }).isVisible()).toBe(true);
    await page.getByRole("link", { name: BACK_TO_DASHBOARD.label }).click();
    await page.waitForURL(`${server().url}/admin`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .not.toBe(FORBIDDEN_HEADING);
  });

  it("shows a viewer on an editing screen the same page; the way back is the website", async () => {
    const page = await signedInPage(browser(), server(), viewer, REFUSED_DOCUMENT);
    const response = await page.goto(`${server().url}/admin/news`);
    expect(response?.status()).toBe(403);
    await expectForbiddenPage(page, forbiddenMessage(STAFF_ROLES), BACK_TO_WEBSITE);
    // A viewer may use no screen: the side menu offers none.
    expect(await page.getByRole("navigation", { name: ADMIN_MENU_LABEL }).getByRole("link").count()).toBe(0);
  });

  it.each([390, 1440])("has no axe violations at %i px", async (width) => {
    const page = await signedInPage(browser(), server(), editor, REFUSED_DOCUMENT);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server().url}/admin/settings`);
    await waitForHydration(page);
    const results = await axe(page).analyze();
    expect(results.violations).toEqual([]);
    const shots = path.join(tmpdir(), "admin-forbidden");
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, `forbidden-${width}.png`) });
  });
});

describe("the Users dialog's role choice", () => {
  it("explains each role in one line", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    await page.goto(`${server().url}/admin/users`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add user" }).click();
    const dialog = page.getByRole("dialog");
    for (const role of ROLES)
      expect(await dialog.locator(`[data-role-description="${role}"]`).textContent()).toContain(
        ROLE_DESCRIPTIONS[role],
      );
    // Read out with the choice.
    const describedBy = await dialog.getByLabel("Role").getAttribute("aria-describedby");
    expect(describedBy).toBeTruthy();
    mkdirSync(path.join(tmpdir(), "admin-forbidden"), { recursive: true });
    await page.screenshot({ path: path.join(tmpdir(), "admin-forbidden", "add-user-roles.png") });
  });
});

describe("the header", () => {
  it("names the screen as the side menu does, also after moving on in the menu", async () => {
    const page = await signedInPage(browser(), server(), editor);
    const title = () => page.getByTestId("admin-screen-title").textContent();
    for (const [pathname, name] of [
      ["/admin", "Dashboard"],
      ["/admin/news", "News"],
      ["/admin/enquiries", "Enquiries"],
      ["/admin/profile", "Profile"],
    ] as const) {
      await page.goto(`${server().url}${pathname}`);
      await waitForHydration(page);
      expect(await title()).toBe(name);
    }
    await page
      .getByRole("navigation", { name: ADMIN_MENU_LABEL })
      .getByRole("link", { name: "Events" })
      .click();
    await page.waitForURL(`${server().url}/admin/events`);
    await expect.poll(title).toBe("Events");
  });
});

describe("the console", () => {
  it("stays quiet on /admin/login and on the dashboard after signing in", async () => {
    const page = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    const noise: string[] = [];
    const listen = (message: ConsoleMessage) => {
      if (message.type() === "warning" || message.type() === "error")
        noise.push(`${message.type()} on ${new URL(page.url()).pathname}: ${message.text()}`);
    };
    page.on("console", listen);
    await page.goto(`${server().url}/admin/login`);
    await waitForHydration(page);
    // Give eager route discovery (the links on the page) time to ask for the manifest.
    await page.waitForLoadState("networkidle");
    await page.locator('input[name="login"]').fill(TEST_ADMIN.username);
    await page.locator('input[name="password"]').fill(TEST_ADMIN.password);
    const question = await page.getByText(/Security check: What is \d+ \+ \d+\?/).textContent();
    const { a, b } = questionNumbers(question);
    await page.locator('input[name="answer"]').fill(String(a + b));
    await page.getByRole("button", { name: SIGN_IN_LABEL }).click();
    await page.waitForURL(`${server().url}/admin`);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    for (const name of ["News", "Enquiries", "Media"]) {
      await page
        .getByRole("navigation", { name: ADMIN_MENU_LABEL })
        .getByRole("link", { name, exact: true })
        .click();
      await expect.poll(() => page.getByTestId("admin-screen-title").textContent()).toBe(name);
    }
    await page.waitForLoadState("networkidle");
    // Signing out lands on /admin/login inside the same document; then a fresh load of it.
    await page.getByRole("button", { name: /Account menu for/ }).click();
    await page.getByRole("menuitem", { name: SIGN_OUT_LABEL }).click();
    await page.waitForURL((url) => url.pathname === "/admin/login");
    await page.waitForLoadState("networkidle");
    await page.reload();
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(noise).toEqual([]);
  });
});
