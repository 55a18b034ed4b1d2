// Profile Settings at /admin/profile: the profile form with its toast, the avatar preview with
// initials, the read-only role, and the password change that signs out every other session.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  CURRENT_PASSWORD_WRONG,
  PASSWORD_CHANGED,
  PROFILE_TITLE,
  PROFILE_UPDATED,
  ROLE_NOTE,
} from "~/copy/admin-pages";
import { storedUser } from "../support/database-file";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { type Credentials, createStaff } from "../support/server-data";
import { signInOutcome } from "../support/sign-in";
import { expectToast, openAdminPage } from "./helpers/admin-pages";
import { axe } from "./helpers/axe";
import { signedInPage } from "./helpers/staff-session";

const { server, browser } = setupServerAndBrowser();
let editor: Credentials;

beforeAll(async () => {
  [editor] = await createStaff(server(), [
    { username: "meera_ed", name: "Meera", role: "editor", password: "meera-pass-1234" },
  ]);
});

/** The profile fields as stored. */
function stored(username: string) {
  const { name, email, image } = storedUser(server(), username)!;
  return { name, email, image };
}

const openProfile = (page: Page) => openAdminPage(page, `${server().url}/admin/profile`, PROFILE_TITLE);

describe("profile settings", () => {
  it("saves name, email and avatar URL with the spec's toast, and keeps them after a reload", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openProfile(page);
    expect(await page.getByText(ROLE_NOTE).count()).toBe(1);
    expect(await page.locator('[data-variant="default"]', { hasText: "Editor" }).count()).toBe(1);
    expect(await page.getByLabel("Avatar URL").getAttribute("type")).toBe("url");
    expect(await page.getByLabel("Email").getAttribute("type")).toBe("email");

    await page.getByLabel("Full Name").fill("Meera Lakshmi Nair");
    // The preview shows at most two initials while there is no picture.
    await expect.poll(() => page.getByRole("img", { name: "Meera Lakshmi Nair" }).textContent()).toBe("ML");
    const avatarUrl = `${server().url}/favicon.svg`;
    await page.getByLabel("Avatar URL").fill(avatarUrl);
    await page.getByLabel("Email").fill("meera.nair@example.org");
    await page.getByRole("button", { name: "Update Profile" }).click();
    await expectToast(page, PROFILE_UPDATED.title);
    await expectToast(page, PROFILE_UPDATED.description);
    expect(stored(editor.username)).toEqual({
      name: "Meera Lakshmi Nair",
      email: "meera.nair@example.org",
      image: avatarUrl,
    });

    await page.reload();
    expect(await page.getByLabel("Full Name").inputValue()).toBe("Meera Lakshmi Nair");
    expect(await page.getByLabel("Email").inputValue()).toBe("meera.nair@example.org");
    expect(await page.getByLabel("Avatar URL").inputValue()).toBe(avatarUrl);
  });

  it("shows field messages for a bad email and keeps the saved profile", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openProfile(page);
    const before = stored(editor.username);
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Update Profile" }).click();
    await expect.poll(() => page.getByText("Enter a valid email address.").count()).toBe(1);
    expect(await page.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");
    expect(stored(editor.username)).toEqual(before);
  });

  it("changes the password: other sessions are signed out, this one stays, the new password works", async () => {
    const [who] = await createStaff(server(), [
      { username: "arun_ed", name: "Arun", role: "editor", password: "arun-pass-12345" },
    ]);
    const page = await signedInPage(browser(), server(), who, [/status of 400/], { fresh: true });
    const other = await signedInPage(browser(), server(), who, [], { fresh: true });
    await other.goto(`${server().url}/admin/profile`);
    expect(new URL(other.url()).pathname).toBe("/admin/profile");

    await openProfile(page);
    // The strength rule: not the username.
    await page.getByLabel("Current password").fill(who.password);
    await page.getByLabel(/^New password/).fill("arun_ed");
    await page.getByLabel("Confirm new password").fill("arun_ed");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect
      .poll(() => page.getByText(/at least \d+ characters|same as your username/).count())
      .toBeGreaterThan(0);

    // A wrong current password changes nothing.
    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByLabel(/^New password/).fill("a-brand-new-pass-1");
    await page.getByLabel("Confirm new password").fill("a-brand-new-pass-1");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect.poll(() => page.getByText(CURRENT_PASSWORD_WRONG).count()).toBe(1);

    await page.getByLabel("Current password").fill(who.password);
    await page.getByRole("button", { name: "Change password" }).click();
    await expectToast(page, PASSWORD_CHANGED.title);

    await page.reload();
    expect(new URL(page.url()).pathname).toBe("/admin/profile");
    await other.goto(`${server().url}/admin/profile`);
    expect(new URL(other.url()).pathname).toBe("/admin/login");
    expect(await signInOutcome(server().url, who)).toBe(401);
    expect(
      await signInOutcome(server().url, { username: who.username, password: "a-brand-new-pass-1" }),
    ).toBe("signed in");
  });

  it("works with the keyboard alone and has no axe violations", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openProfile(page);
    await page.getByLabel("Full Name").focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("email");
    const results = await axe(page).analyze();
    expect(results.violations).toEqual([]);
  });
});
