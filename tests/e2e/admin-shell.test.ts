// The guarded admin shell (spec §2 Admin shell and access guard): guard states, side menu
// (items, active item, collapse, Ctrl/Cmd+B, cookie read on the server, phone drawer), header and
// avatar menu with Sign Out.
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { SIGNED_OUT } from "~/copy/admin-login";
import {
  ADMIN_NAVIGATION,
  PROFILE_NOT_FOUND,
  RETURN_TO_LOGIN,
  SIGN_OUT_LABEL,
  TOGGLE_SIDEBAR_LABEL,
  USER_NAME_FALLBACK,
  VIEW_SITE_LABEL,
} from "~/copy/admin-navigation";
import { SIDEBAR_COOKIE_NAME } from "~/lib/sidebar-state";
import { rawGet, TEST_ADMIN } from "../support/app-server";
import { openPage, waitForHydration } from "../support/browser";
import { writeDatabase } from "../support/database-file";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { createStaff, type StaffMember } from "../support/server-data";
import { SPEC } from "../support/spec";
import { pageWithSession, staffCookie } from "./helpers/staff-session";

const PASSWORD = "shell-test-password-1";

const { server, browser } = setupServerAndBrowser();

const staff = (username: string, role: StaffMember["role"]): StaffMember => ({
  username,
  role,
  name: `Shell ${role}`,
  password: PASSWORD,
});

const signIn = (username: string, password: string) => staffCookie(server(), { username, password });

const pageAs = (cookie: string, width = 1280, height = 900) =>
  pageWithSession(browser(), server(), cookie, { width, height });

/** An element's width now, and whether a transition or animation of it is running. */
function widthAndMotion(element: Locator) {
  return element.evaluate((node) => ({
    width: node.getBoundingClientRect().width,
    moving: node.getAnimations().some((animation) => animation.playState === "running"),
  }));
}

/** The shell's header is the first thing every admin page hydrates. */
const hydrated = (page: Page) => waitForHydration(page, "header");

let adminCookie: string;
let editorCookie: string;

beforeAll(async () => {
  await createStaff(server(), [
    staff("shelleditor", "editor"),
    staff("shellviewer", "viewer"),
    staff("noprofile", "editor"),
    staff("noname", "editor"),
  ]);
  // As a broken import or a manual edit could leave them: the application never would.
  writeDatabase(server(), `update "user" set name = '', email = '' where username = 'noprofile'`);
  writeDatabase(server(), `update "user" set name = '' where username = 'noname'`);
  adminCookie = await signIn(TEST_ADMIN.username, TEST_ADMIN.password);
  editorCookie = await signIn("shelleditor", PASSWORD);
});

describe("the access guard", () => {
  it("sends a visitor without a session to the sign-in page, coming back afterwards", async () => {
    const response = await rawGet(`${server().url}/admin/users`);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(`/admin/login?redirectTo=${encodeURIComponent("/admin/users")}`);
    const page = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(`${server().url}/admin`);
    expect(new URL(page.url()).pathname).toBe("/admin/login");
  });

  it("refuses a viewer with the 403 page (issue 26: no longer a redirect to the public site)", async () => {
    const cookie = await signIn("shellviewer", PASSWORD);
    const response = await rawGet(`${server().url}/admin`, { cookie });
    expect(response.status).toBe(403);
    expect(response.headers.location).toBeUndefined();
  });

  it("shows 'Profile not found' for an account without a profile; Return to Login signs out", async () => {
    const page = await pageAs(await signIn("noprofile", PASSWORD));
    await page.goto(`${server().url}/admin`);
    await page.getByRole("heading", { name: PROFILE_NOT_FOUND }).waitFor();
    await waitForHydration(page, "main form");
    await page.getByRole("button", { name: RETURN_TO_LOGIN }).click();
    await page.waitForURL((url) => url.pathname === "/admin/login");
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name.endsWith("session_token"))).toBe(false);
  });

  it("sends no-store headers and a noindex tag", async () => {
    const response = await rawGet(`${server().url}/admin`, { cookie: adminCookie });
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toMatch(/no-store/);
    expect(response.body.toString()).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe("the side menu", () => {
  it("lists every item for an admin, without Settings for an editor, and marks the current page", async () => {
    const page = await pageAs(adminCookie);
    await page.goto(`${server().url}/admin`);
    const nav = page.getByRole("navigation", { name: "Admin menu" });
    const labels = (await nav.getByRole("link").allTextContents()).map((text) => text.trim());
    expect(labels).toEqual(ADMIN_NAVIGATION.map((item) => item.label));
    expect(await nav.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");

    await page.goto(`${server().url}/admin/users`);
    expect(await nav.getByRole("link", { name: "Users" }).getAttribute("aria-current")).toBe("page");
    expect(await nav.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBeNull();

    const editor = await pageAs(editorCookie);
    await editor.goto(`${server().url}/admin`);
    const editorLabels = await editor
      .getByRole("navigation", { name: "Admin menu" })
      .getByRole("link")
      .allTextContents();
    expect(editorLabels.map((text) => text.trim())).not.toContain("Settings");
    expect(editorLabels.length).toBe(ADMIN_NAVIGATION.length - 1);
  });

  it("collapses with Ctrl+B, remembers it for 7 days, and the server renders it collapsed", async () => {
    const page = await pageAs(adminCookie);
    await page.goto(`${server().url}/admin`);
    await hydrated(page);
    const sidebar = page.getByTestId("admin-sidebar");
    expect(await sidebar.getAttribute("data-state")).toBe("expanded");
    expect(await sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBe(256);
    await page.keyboard.press("Control+b");
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="admin-sidebar"]')?.getAttribute("data-state") === "collapsed",
    );
    const cookie = (await page.context().cookies()).find((entry) => entry.name === SIDEBAR_COOKIE_NAME);
    expect(cookie?.value).toBe("false");
    const days = (cookie!.expires - Date.now() / 1000) / SPEC.sidebarCookieMaxAgeS;
    expect(days).toBeGreaterThan(0.99);
    expect(days).toBeLessThanOrEqual(1.001);

    // The server's HTML is already collapsed: no flash of the wide menu.
    const html = (
      await rawGet(`${server().url}/admin`, { cookie: `${adminCookie}; ${SIDEBAR_COOKIE_NAME}=false` })
    ).body.toString();
    expect(html).toMatch(/data-state="collapsed"[^>]*data-testid="admin-sidebar"/);
    await page.reload();
    expect(await sidebar.getAttribute("data-state")).toBe("collapsed");
    // Drawn 48 px wide from the start: no width transition under way, before hydration or after.
    expect(await widthAndMotion(sidebar)).toEqual({ width: 48, moving: false });

    // Collapsed: icons only, the label in a tooltip.
    await hydrated(page);
    expect(await widthAndMotion(sidebar)).toEqual({ width: 48, moving: false });
    await page.getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name: "Gallery" }).hover();
    await page.getByRole("tooltip", { name: "Gallery" }).waitFor();

    // Cmd+B (macOS) expands it again; so does the header button.
    await page.keyboard.press("Meta+b");
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="admin-sidebar"]')?.getAttribute("data-state") === "expanded",
    );
    await page.getByRole("button", { name: TOGGLE_SIDEBAR_LABEL }).click();
    expect(await sidebar.getAttribute("data-state")).toBe("collapsed");
  });

  it("is a drawer on a 390 px phone that opens and closes", async () => {
    const page = await pageAs(adminCookie, 390, 844);
    await page.goto(`${server().url}/admin`);
    await hydrated(page);
    expect(await page.getByTestId("admin-sidebar").isVisible()).toBe(false);
    await page.getByRole("button", { name: TOGGLE_SIDEBAR_LABEL }).click();
    const drawer = page.getByRole("dialog", { name: "Admin menu" });
    await drawer.waitFor();
    expect(Math.round(await drawer.evaluate((element) => element.getBoundingClientRect().width))).toBe(288);
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    await page.keyboard.press("Control+b");
    await drawer.waitFor();
    await drawer.getByRole("link", { name: "Users" }).click();
    await page.waitForURL(`${server().url}/admin/users`);
    await drawer.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

describe("the header", () => {
  it("shows the screen's name, View Site, and the avatar menu with name, email, role and Profile", async () => {
    const page = await pageAs(adminCookie);
    await page.goto(`${server().url}/admin`);
    await hydrated(page);
    // Issue 26: the screen's name as the side menu says it, not "Admin Dashboard" everywhere.
    expect(await page.getByTestId("admin-screen-title").textContent()).toBe("Dashboard");
    expect(await page.getByRole("link", { name: new RegExp(VIEW_SITE_LABEL) }).getAttribute("href")).toBe(
      "/",
    );
    await page.getByRole("button", { name: /Account menu for/ }).click();
    const menu = page.getByRole("menu");
    await menu.waitFor();
    const text = await menu.textContent();
    expect(text).toContain(TEST_ADMIN.email);
    expect(text).toContain("Admin");
    expect(await menu.getByRole("menuitem", { name: "Profile" }).getAttribute("href")).toBe("/admin/profile");
  });

  it("falls back to 'Admin User' for a user without a name", async () => {
    const page = await pageAs(await signIn("noname", PASSWORD));
    await page.goto(`${server().url}/admin`);
    await hydrated(page);
    await page.getByRole("button", { name: `Account menu for ${USER_NAME_FALLBACK}` }).click();
    expect(await page.getByTestId("user-menu-name").textContent()).toBe(USER_NAME_FALLBACK);
  });

  it("signs out with a toast and lands on the sign-in page", async () => {
    const page = await pageAs(await signIn("shelleditor", PASSWORD));
    await page.goto(`${server().url}/admin`);
    await hydrated(page);
    await page.getByRole("button", { name: /Account menu for/ }).click();
    await page.getByRole("menuitem", { name: SIGN_OUT_LABEL }).click();
    await page.waitForURL((url) => url.pathname === "/admin/login");
    await page.getByText(SIGNED_OUT, { exact: true }).waitFor();
    expect((await page.context().cookies()).some((cookie) => cookie.name.endsWith("session_token"))).toBe(
      false,
    );
    const again = await page.context().request.get(`${server().url}/admin`, { maxRedirects: 0 });
    expect(again.status()).toBe(302);
  });
});

describe("a page switch inside the admin", () => {
  // Issue 27: moving between screens in the side menu fetches the next screen's data and its few
  // chunks, at most 10 requests, including what the new screen fetches at idle afterwards (its
  // dialogs' heavy widgets). Not counted: the pictures a list shows (its content), and the
  // favicon, which Chromium asks for again whenever the head's links are drawn anew.
  const MAX_REQUESTS = 10;

  /** Every request from now until none has started for `quietMs`, pictures and the favicon left out. */
  function countRequests(page: Page, quietMs = 600) {
    const seen: string[] = [];
    let last = Date.now();
    const listener = (request: { url: () => string; resourceType: () => string }) => {
      last = Date.now();
      const path = new URL(request.url()).pathname;
      if (request.resourceType() !== "image" && path !== "/favicon.svg") seen.push(path);
    };
    page.on("request", listener);
    return {
      async settled() {
        while (Date.now() - last < quietMs) await page.waitForTimeout(100);
        page.off("request", listener);
        return seen;
      },
    };
  }

  it("makes at most 10 requests: Dashboard → News → Events → Media", async () => {
    const page = await pageAs(adminCookie, 1440, 900);
    await page.goto(`${server().url}/admin`);
    await hydrated(page);
    await countRequests(page).settled();
    for (const label of ["News", "Events", "Media"]) {
      const requests = countRequests(page);
      await page.getByRole("navigation").getByRole("link", { name: label, exact: true }).click();
      await expect.poll(() => page.getByTestId("admin-screen-title").textContent()).toBe(label);
      const fetched = await requests.settled();
      expect(fetched.length, `${label}: ${fetched.join(", ")}`).toBeLessThanOrEqual(MAX_REQUESTS);
    }
  });
});
