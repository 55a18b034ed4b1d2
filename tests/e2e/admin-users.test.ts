// User Management at /admin/users: the table, role changes applied at once, adding a user who
// then signs in, password reset, disable/enable, last-admin protection, and an editor's
// read-only view that the server enforces too.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { ROLE_UPDATE_FAILED, ROLE_UPDATED, USERS_TITLE } from "~/copy/admin-pages";
import { LAST_ADMIN_MESSAGE } from "~/server/staff/users.server";
import { TEST_ADMIN } from "../support/app-server";
import { queryDatabase, storedUser } from "../support/database-file";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { type Credentials, createStaff } from "../support/server-data";
import { signInOutcome } from "../support/sign-in";
import { expectToast, openAdminPage } from "./helpers/admin-pages";
import { axe } from "./helpers/axe";
import { holdChunk } from "./helpers/held-chunk";
import { signedInPage } from "./helpers/staff-session";

const { server, browser } = setupServerAndBrowser();
let editor: Credentials;

beforeAll(async () => {
  [editor] = await createStaff(server(), [
    { username: "uma_editor", name: "Uma Editor", role: "editor", password: "editor-pass-123" },
  ]);
});

const roleOf = (username: string) => storedUser(server(), username)?.role;
const nameOf = (username: string) => storedUser(server(), username)!.name;
const idOf = (username: string) => storedUser(server(), username)!.id;

const openUsers = (page: Page) => openAdminPage(page, `${server().url}/admin/users`, USERS_TITLE);

async function chooseRole(page: Page, name: string, role: string) {
  await page.getByRole("combobox", { name: `Role for ${name}` }).click();
  // In the list that opens: a list pressed before its code came opens once the code has come, and
  // meanwhile the page's role filter has options of the same names (Playwright keeps waiting for
  // the element it found first).
  await page.getByRole("listbox").getByRole("option", { name: role, exact: true }).click();
}

describe("user management", () => {
  it("lists every user with badge, email, joined date and the total", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    await openUsers(page);
    const total = queryDatabase<{ n: number }>(server(), 'select count(*) as n from "user"')[0]!.n;
    expect(await page.getByTestId("user-total").textContent()).toBe(`${total} users in total`);
    const row = page.locator(`tr[data-user="${editor.username}"]`);
    const text = (await row.textContent()) ?? "";
    expect(text).toContain("Uma Editor");
    expect(text).toContain(`${editor.username}@example.org`);
    expect(await row.locator('[data-variant="default"]', { hasText: "Editor" }).count()).toBe(1);
    expect(text).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
    const adminRow = page.locator(`tr[data-user="${TEST_ADMIN.username}"]`);
    expect(await adminRow.locator('[data-variant="destructive"]', { hasText: "Admin" }).count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  });

  it("applies a role at once, and it stays after a reload", async () => {
    const [viewerToBe] = await createStaff(server(), [
      { username: "ravi_staff", name: "Ravi Staff", role: "editor", password: "ravi-pass-1234" },
    ]);
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    await openUsers(page);
    await chooseRole(page, "Ravi Staff", "Viewer");
    await expectToast(page, ROLE_UPDATED);
    await expect.poll(() => roleOf(viewerToBe.username)).toBe("viewer");
    await page.reload();
    const row = page.locator(`tr[data-user="${viewerToBe.username}"]`);
    await expect.poll(() => row.locator('[data-variant="secondary"]').textContent()).toBe("Viewer");
    await expect
      .poll(() => page.getByRole("combobox", { name: "Role for Ravi Staff" }).textContent())
      .toBe("Viewer");
  });

  it("adds a user whose temporary password, shown once, signs them in", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    await openUsers(page);
    await page.getByRole("button", { name: "Add user" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Full Name").fill("Kavya Office");
    await dialog.getByLabel("Username").fill("kavya_office");
    await dialog.getByLabel("Email").fill("kavya@example.org");
    expect(await dialog.getByLabel("Role").inputValue()).toBe("editor");
    await dialog.getByRole("button", { name: "Add user" }).click();
    const password = (await dialog
      .getByTestId("temporary-password")
      .textContent({ timeout: 10_000 }))!.trim();
    expect(password.length).toBeGreaterThanOrEqual(10);
    expect(await dialog.getByTestId("issued-username").textContent()).toBe("kavya_office");
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect.poll(() => page.locator('tr[data-user="kavya_office"]').count()).toBe(1);
    expect(roleOf("kavya_office")).toBe("editor");

    // Never stored in clear, and shown only once: a reload does not show it again.
    expect(JSON.stringify(queryDatabase(server(), "select password from account"))).not.toContain(password);
    await page.reload();
    expect(await page.getByTestId("temporary-password").count()).toBe(0);

    const newcomer = await signedInPage(browser(), server(), { username: "kavya_office", password });
    await newcomer.goto(`${server().url}/admin`);
    expect(new URL(newcomer.url()).pathname).toBe("/admin");
  });

  it("refuses a duplicate username with a message next to the field", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN, [/status of 409/]);
    await openUsers(page);
    await page.getByRole("button", { name: "Add user" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Full Name").fill("Second Uma");
    await dialog.getByLabel("Username").fill(editor.username);
    await dialog.getByLabel("Email").fill("another-uma@example.org");
    await dialog.getByRole("button", { name: "Add user" }).click();
    // Under the Username field itself: the field is marked invalid and described by the message.
    const username = dialog.getByLabel("Username");
    await expect.poll(() => username.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await username.getAttribute("aria-describedby"))!.split(" ");
    const messages = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(messages).toContain("That username is already taken.");
    expect(await username.evaluate((input) => input === document.activeElement)).toBe(true);
  });

  it("resets a password: the old one stops working and the new one signs in", async () => {
    const [staff] = await createStaff(server(), [
      { username: "selvi_staff", name: "Selvi Staff", role: "editor", password: "selvi-pass-1234" },
    ]);
    expect(await signInOutcome(server().url, staff)).toBe("signed in");
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    await openUsers(page);
    await page.getByRole("button", { name: "Reset password for Selvi Staff" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Reset password" }).click();
    const password = (await dialog
      .getByTestId("temporary-password")
      .textContent({ timeout: 10_000 }))!.trim();
    expect(await signInOutcome(server().url, staff)).toBe(401);
    expect(await signInOutcome(server().url, { username: staff.username, password })).toBe("signed in");
  });

  it("disables and enables an account, but never the admin's own", async () => {
    const [staff] = await createStaff(server(), [
      { username: "devi_staff", name: "Devi Staff", role: "editor", password: "devi-pass-12345" },
    ]);
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    await openUsers(page);
    const ownRow = page.locator(`tr[data-user="${TEST_ADMIN.username}"]`);
    expect(await ownRow.getByRole("button", { name: /Disable/ }).count()).toBe(0);

    await page.getByRole("button", { name: "Disable Devi Staff" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Disable account" }).click();
    await expectToast(page, "User disabled");
    expect(await signInOutcome(server().url, staff)).not.toBe("signed in");
    await page.getByRole("button", { name: "Enable Devi Staff" }).click();
    await expectToast(page, "User enabled");
    expect(await signInOutcome(server().url, staff)).toBe("signed in");
  });

  it("keeps the last admin: demoting them shows the reason and changes nothing", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN, [/status of 409/]);
    await openUsers(page);
    const admins = queryDatabase<{ n: number }>(
      server(),
      "select count(*) as n from \"user\" where role = 'admin'",
    )[0]!.n;
    expect(admins).toBe(1);
    const adminName = nameOf(TEST_ADMIN.username);
    await chooseRole(page, adminName, "Editor");
    await expectToast(page, ROLE_UPDATE_FAILED);
    await expectToast(page, LAST_ADMIN_MESSAGE);
    expect(roleOf(TEST_ADMIN.username)).toBe("admin");
    await expect
      .poll(() => page.getByRole("combobox", { name: `Role for ${adminName}` }).textContent())
      .toBe("Admin");
  });

  it("shows an editor the list without controls, and the server refuses an editor's change", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openUsers(page);
    expect(await page.locator(`tr[data-user="${TEST_ADMIN.username}"]`).count()).toBe(1);
    // No role dropdown in the list (the role filter above it, issue 26, changes no one).
    expect(await page.getByRole("table").getByRole("combobox").count()).toBe(0);
    expect(await page.getByRole("button", { name: /Add user|Reset password|Disable|Enable/ }).count()).toBe(
      0,
    );

    const forms: Record<string, string>[] = [
      { intent: "change-role", userId: idOf(editor.username), role: "admin" },
      { intent: "add-user", name: "Sneaky", username: "sneaky", email: "sneaky@example.org", role: "admin" },
      { intent: "reset-password", userId: idOf(TEST_ADMIN.username) },
      { intent: "disable", userId: idOf(TEST_ADMIN.username) },
    ];
    for (const form of forms) {
      const response = await page.request.post(`${server().url}/admin/users`, {
        form,
        headers: { origin: server().url },
      });
      expect(response.status(), form.intent).toBe(403);
    }
    expect(roleOf(editor.username)).toBe("editor");
    expect(roleOf("sneaky")).toBeUndefined();
  });

  it("opens a row's role list at the first press made before its code has come", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    // No idle moment: the select's code is fetched only by the press itself.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await openUsers(page);
    const combobox = page.getByRole("combobox", { name: "Role for Uma Editor" });
    expect(await combobox.textContent()).toBe("Editor");
    // Pressed, then chosen from the list that opens once the code has come.
    await chooseRole(page, "Uma Editor", "Editor");
    await expect.poll(() => page.getByRole("listbox").count()).toBe(0);
    expect(roleOf(editor.username)).toBe("editor");
  });

  it("opens a row's role list when its code comes while the mouse button is still down", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    // The select's code is held back until the button is down, and has come before it is released.
    const { release, arrived } = await holdChunk(page, "role-select");
    await openUsers(page);
    const combobox = page.getByRole("combobox", { name: "Role for Uma Editor" });
    const box = (await combobox.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    await arrived;
    // Time for the module to be evaluated and a render to happen while the button is down.
    await page.waitForTimeout(300);
    // A hand moves a little before it lets go: a list drawn under the held button took that
    // release for a choice of the role under the pointer, and closed at once.
    await page.mouse.move(box.x + box.width / 2 + 3, box.y + box.height / 2 + 2);
    await page.mouse.up();
    await expect.poll(() => page.getByRole("listbox").count()).toBe(1);
    await page.waitForTimeout(300);
    expect(await page.getByRole("listbox").isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(roleOf(editor.username)).toBe("editor");
  });

  it("opens a row's dialog when its code comes between the button's press and its release", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    // Fetched when the browser is idle (here: while the button is held), not by the press.
    const { release, arrived } = await holdChunk(page, "user-row-dialogs");
    await openUsers(page);
    const button = page.getByRole("button", { name: "Reset password for Uma Editor" });
    const box = (await button.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    await arrived;
    // Time for the module to be evaluated and drawn while the button is down.
    await page.waitForTimeout(300);
    await page.mouse.up();
    // Before, the button was swapped under the held press and the click that ended it was lost.
    await expect.poll(() => page.getByRole("dialog").count()).toBe(1);
    await page.keyboard.press("Escape");
  });

  it("keeps the keyboard's focus on a row's role select when its code comes while it is focused", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    const { release, arrived } = await holdChunk(page, "role-select");
    await openUsers(page);
    const combobox = page.getByRole("combobox", { name: "Role for Uma Editor" });
    await combobox.focus();
    // The code fetched when the browser was idle comes now, while the stand-in has the focus.
    release();
    await arrived;
    await expect.poll(() => page.locator("[role=combobox][data-state]").count()).toBeGreaterThan(0);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("listbox").count()).toBe(1);
    await page.keyboard.press("Escape");
    expect(roleOf(editor.username)).toBe("editor");
  });

  it("works with the keyboard alone and has no axe violations", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    await openUsers(page);
    const combobox = page.getByRole("combobox", { name: "Role for Uma Editor" });
    await combobox.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("listbox").count()).toBe(1);
    await page.keyboard.press("Escape");
    expect(roleOf(editor.username)).toBe("editor");
    // The closed list gives the rest of the page back to screen readers once its exit animation ends.
    await expect.poll(() => page.locator("[data-aria-hidden]").count()).toBe(0);
    const results = await axe(page).analyze();
    expect(results.violations).toEqual([]);
  });
});
