// Issue 26 point 2, as the office clerk meets it: Create Event pressed while the picture still says
// "Uploading…" waits for it — the button says so with the upload's progress — and then saves the
// event with its picture; an upload that fails stops the save and shows its message on the field.
import { mkdirSync } from "node:fs";
import type { Locator, Page, Route } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { UPLOADING_LABEL } from "~/components/admin/image-field";
import {
  ADD_EVENT_LABEL,
  ADD_EVENT_TITLE,
  CREATE_EVENT_SUBMIT,
  EVENT_CREATED,
  EVENTS_ADMIN_TITLE,
  EVENT_FIELD_LABELS as LABELS,
} from "~/copy/admin-events";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { addDays } from "~/lib/event-time";
import { queryDatabase, writeDatabase } from "../support/database-file";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { expectToastOf } from "../support/toasts";
import { englishField, openAdminPage } from "./helpers/admin-pages";
import { axe } from "./helpers/axe";
import { type SignedInStaff, signedInPage, signedInStaff } from "./helpers/staff-session";

const { server, browser } = setupServerAndBrowser({ env: { SEED_DEMO_CONTENT: "false" } });

let editor: SignedInStaff;

beforeAll(async () => {
  [editor] = await signedInStaff(server(), [
    { username: "upload_editor", name: "Uma Editor", role: "editor", password: "editor-pass-123" },
  ]);
});

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? "/tmp/admin-upload-wait-screenshots";
mkdirSync(SCREENSHOTS, { recursive: true });
const FAILED_MESSAGE = "The picture could not be read.";

function photo() {
  return sharp({ create: { width: 800, height: 450, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
}

function storedEvent(title: string) {
  return queryDatabase<{ featured_image: string | null; featured_media_id: string | null }>(
    server(),
    "select featured_image, featured_media_id from content where kind = 'event' and title = ?",
    title,
  )[0];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Add Event with a title and a date next week; the picture is chosen by the test. */
async function startEvent(page: Page, title: string): Promise<Locator> {
  await openAdminPage(page, `${server().url}/admin/events`, EVENTS_ADMIN_TITLE);
  await page.getByRole("button", { name: ADD_EVENT_LABEL }).click();
  const dialog = page.getByRole("dialog", { name: ADD_EVENT_TITLE, exact: true });
  await dialog.waitFor();
  await englishField(dialog, LABELS.title).fill(title);
  const date = addDays(todayInSchoolTimeZone(), 7);
  await dialog.getByRole("button", { name: new RegExp(`^${LABELS.eventDate}:`) }).click();
  const picker = page.getByRole("dialog", { name: LABELS.eventDate, exact: true });
  await picker.waitFor();
  const day = picker.locator(`[data-day="${date}"]:not([data-outside]) button`);
  if ((await day.count()) === 0) await picker.getByRole("button", { name: /next month/i }).click();
  await day.click();
  await expect.poll(() => picker.count()).toBe(0);
  return dialog;
}

async function choosePicture(dialog: Locator) {
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: "sports-day.jpg", mimeType: "image/jpeg", buffer: await photo() });
}

describe("a save pressed during an upload", () => {
  it("waits for the picture, showing progress, then saves the event with it", async () => {
    writeDatabase(server(), "delete from event; delete from content where kind = 'event';");
    const page = await signedInPage(browser(), server(), editor);
    // The upload is slow: the server's answer held back three seconds.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/admin/uploads", async (route: Route) => {
      await Promise.race([held, sleep(15_000)]);
      await route.continue();
    });
    const dialog = await startEvent(page, "Sports Day 2031");
    await choosePicture(dialog);
    await dialog.getByText(UPLOADING_LABEL).waitFor();

    const submit = dialog.getByRole("button", { name: /Create Event|Waiting for picture/ });
    await submit.click();
    await expect.poll(() => submit.textContent()).toMatch(/^Waiting for picture… \d{1,3}%$/);
    expect(await submit.getAttribute("aria-busy")).toBe("true");
    expect(storedEvent("Sports Day 2031")).toBeUndefined();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await submit.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/waiting-${width}.png` });
      expect((await axe(page).include('[role="dialog"]').analyze()).violations).toEqual([]);
    }
    expect(await submit.textContent()).toMatch(/^Waiting for picture… \d{1,3}%$/);

    release();
    await expectToastOf(page, "success", EVENT_CREATED);
    await expect.poll(() => dialog.count()).toBe(0);
    const saved = storedEvent("Sports Day 2031");
    expect(saved?.featured_image).toMatch(/^\/media\//);
    expect(saved?.featured_media_id).toBeTruthy();
    // And the public page shows it.
    const publicPage = await fetch(`${server().url}/events`).then((response) => response.text());
    expect(publicPage).toContain("Sports Day 2031");
    expect(publicPage).toContain(saved!.featured_image!.replace(/\.[a-z]+$/, ""));
  });

  it("stops at a failed upload: nothing saved, the upload's message on the field, focused", async () => {
    writeDatabase(server(), "delete from event; delete from content where kind = 'event';");
    const page = await signedInPage(browser(), server(), editor, [/status of 4\d\d/]);
    await page.route("**/admin/uploads", async (route: Route) => {
      await sleep(2000);
      await route.fulfill({
        status: 422,
        contentType: "application/json",
        body: JSON.stringify({ ok: false, message: FAILED_MESSAGE }),
      });
    });
    const dialog = await startEvent(page, "Prize Day 2031");
    await choosePicture(dialog);
    await dialog.getByText(UPLOADING_LABEL).waitFor();
    await dialog.getByRole("button", { name: CREATE_EVENT_SUBMIT }).click();
    await expect.poll(() => dialog.getByRole("button", { name: /^Waiting for picture…/ }).count()).toBe(1);

    const message = dialog.getByRole("alert").filter({ hasText: FAILED_MESSAGE });
    await message.waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const active = document.activeElement;
          const described = active?.getAttribute("aria-describedby") ?? "";
          return described
            .split(" ")
            .map((id) => document.getElementById(id)?.textContent ?? "")
            .join(" ");
        }),
      )
      .toContain(FAILED_MESSAGE);
    expect(await dialog.getByRole("button", { name: CREATE_EVENT_SUBMIT }).count()).toBe(1);
    await sleep(1000);
    expect(storedEvent("Prize Day 2031")).toBeUndefined();
    expect(await dialog.isVisible()).toBe(true);
  });
});
