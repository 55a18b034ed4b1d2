// The admin's newsletter page (DECISIONS.md: subscribers stored and exported), the admin's own
// not-found page, and the avatar upload of Profile Settings.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ADMIN_NOT_FOUND } from "~/copy/admin-navigation";
import {
  NEWSLETTER_TITLE,
  NO_MATCHING_SUBSCRIBERS,
  SUBSCRIBER_REMOVED,
  subscriberCount,
} from "~/copy/admin-newsletter";
import { UPLOAD_AVATAR_LABEL } from "~/copy/admin-pages";
import { TEST_ADMIN } from "../support/app-server";
import { queryDatabase, writeDatabase } from "../support/database-file";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { expectToast, openAdminPage } from "./helpers/admin-pages";
import { axe } from "./helpers/axe";
import { signedInPage, staffCookie } from "./helpers/staff-session";

const { server, browser } = setupServerAndBrowser();

function subscribe(email: string, at: string) {
  writeDatabase(
    server(),
    "insert into newsletter_subscriber (id, email, source, created_at) values (?, ?, 'news-page', ?)",
    `sub-${email}`,
    email,
    at,
  );
}

describe("newsletter subscribers", () => {
  it("lists them newest first with the count, searches, removes one and exports the rest as CSV", async () => {
    subscribe("older.parent@example.org", "2026-10-01T04:00:00.000Z");
    subscribe("newer.parent@example.org", "2026-11-01T04:00:00.000Z");
    subscribe("third%parent@example.org", "2026-11-02T04:00:00.000Z");
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    await openAdminPage(page, `${server().url}/admin/newsletter`, NEWSLETTER_TITLE);
    expect(await page.getByTestId("subscriber-count").textContent()).toBe(subscriberCount(3));
    const rows = () =>
      page
        .locator("tr[data-subscriber]")
        .evaluateAll((r) => r.map((row) => row.getAttribute("data-subscriber")));
    expect(await rows()).toEqual([
      "third%parent@example.org",
      "newer.parent@example.org",
      "older.parent@example.org",
    ]);

    // A % in the search is taken literally.
    await page.getByRole("searchbox").fill("%");
    // Issue 26: the filter applies as it changes (a search once typing pauses); no button to press.
    await expect.poll(rows).toEqual(["third%parent@example.org"]);
    expect(new URL(page.url()).searchParams.get("q")).toBe("%");
    await page.getByRole("searchbox").fill("nobody");
    await page.getByText(NO_MATCHING_SUBSCRIBERS).waitFor();

    await page.goto(`${server().url}/admin/newsletter`);
    await page.getByRole("button", { name: "Remove third%parent@example.org" }).click();
    await expectToast(page, SUBSCRIBER_REMOVED);
    await expect.poll(rows).toEqual(["newer.parent@example.org", "older.parent@example.org"]);
    expect(
      queryDatabase<{ gone: number }>(
        server(),
        "select count(*) as gone from newsletter_subscriber where email = ? and unsubscribed_at is not null",
        "third%parent@example.org",
      )[0]!.gone,
    ).toBe(1);

    const csv = await fetch(`${server().url}/admin/newsletter/export.csv`, {
      headers: { cookie: await staffCookie(server(), TEST_ADMIN) },
    });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe("Email,Subscribed,Where");
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual([
      "older.parent@example.org",
      "newer.parent@example.org",
    ]);
    expect((await axe(page).analyze()).violations).toEqual([]);
  });
});

describe("an admin address that is no screen", () => {
  it("shows a not-found message inside the admin shell with status 404, not the public 404 page", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN, [/status of 404/]);
    const response = await page.goto(`${server().url}/admin/no-such-screen`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: ADMIN_NOT_FOUND.heading }).waitFor();
    // The admin's side menu is there; the parents' header and WhatsApp button are not.
    expect(await page.getByRole("link", { name: "Dashboard" }).count()).toBeGreaterThan(0);
    expect(await page.getByText("Oops! Page not found").count()).toBe(0);
    expect(await page.locator('a[href*="wa.me"]').count()).toBe(0);
    await page.getByRole("link", { name: ADMIN_NOT_FOUND.back }).click();
    await page.waitForURL(`${server().url}/admin`);
  });
});

describe("the avatar", () => {
  it("can be uploaded: the picture is stored through the pipeline and becomes the avatar", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    await openAdminPage(page, `${server().url}/admin/profile`, "Profile Settings");
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#2a9d8f" } })
      .png()
      .toBuffer();
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: UPLOAD_AVATAR_LABEL }).click();
    await (await chooser).setFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    const avatarUrl = page.getByLabel("Avatar URL");
    await expect
      .poll(() => avatarUrl.inputValue(), { timeout: 15_000 })
      .toMatch(/^\/media\/general\/.+\.webp$/);
    const url = await avatarUrl.inputValue();
    expect((await fetch(`${server().url}${url}`)).headers.get("content-type")).toBe("image/webp");
    await page.getByRole("button", { name: "Update Profile" }).click();
    await expectToast(page, "Profile updated");
    expect(
      queryDatabase<{ image: string }>(
        server(),
        'select image from "user" where username = ?',
        TEST_ADMIN.username,
      )[0]!.image,
    ).toBe(url);
  });
});
