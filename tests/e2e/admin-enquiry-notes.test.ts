// Staff's notes on an enquiry (issue 26): a note is added from the enquiry's page, shows in the
// timeline with who wrote it and when beside the status changes, refuses an empty or too long text
// with a message under the box, and goes out in the CSV.
import { beforeAll, describe, expect, it } from "vitest";
import { ENQUIRY_ENDPOINT } from "~/copy/enquiry-copy";
import { ENQUIRY_NOTES, STATUS_SAVED } from "~/copy/enquiry-inbox";
import { ENQUIRY_NOTE_MAX } from "~/copy/limits";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { type Credentials, createStaff } from "../support/server-data";
import { expectToast, openAdminPage } from "./helpers/admin-pages";
import { axe } from "./helpers/axe";
import { signedInPage } from "./helpers/staff-session";

const { server, browser } = setupServerAndBrowser();
let editor: Credentials;
let enquiryPath: string;

beforeAll(async () => {
  [editor] = await createStaff(server(), [
    { username: "notes_editor", role: "editor", password: "editor-pass-123", name: "Revathi Office" },
  ]);
  const response = await fetch(`${server().url}${ENQUIRY_ENDPOINT}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      kind: "contact",
      name: "Sundar Raj",
      message: "Is the bus route near the temple?",
    }),
  });
  expect(response.status, await response.text()).toBe(201);
});

describe("notes on an enquiry", () => {
  it("adds a note that shows with who and when beside the status changes, and empties the box", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openAdminPage(page, `${server().url}/admin/enquiries`, "Enquiries");
    await page.getByRole("link", { name: "Sundar Raj" }).click();
    await page.getByRole("heading", { level: 1, name: "Contact message from Sundar Raj" }).waitFor();
    enquiryPath = new URL(page.url()).pathname;

    const box = page.getByLabel(ENQUIRY_NOTES.label);
    await box.fill("Called the father.\nHe will visit on Monday with the fee list.");
    await page.getByRole("button", { name: ENQUIRY_NOTES.submit }).click();
    await expectToast(page, ENQUIRY_NOTES.added.title);
    const timeline = page.getByRole("list", { name: ENQUIRY_NOTES.listLabel });
    await expect.poll(() => timeline.locator("li").count()).toBe(1);
    const note = timeline.locator("li").first();
    expect(await note.textContent()).toContain("Called the father.");
    expect(await note.textContent()).toContain("Revathi Office");
    // The two lines stay two lines as drawn (innerText follows the CSS, which is the point).
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered line break is what is checked
    expect(await note.locator("span.whitespace-pre-line").innerText()).toBe(
      "Called the father.\nHe will visit on Monday with the fee list.",
    );
    await expect.poll(() => box.inputValue()).toBe("");

    // A status change lands in the same timeline, above the older note.
    await page.getByLabel("Change status to").selectOption("contacted");
    await page.getByRole("button", { name: "Save status" }).click();
    await expectToast(page, STATUS_SAVED.title);
    await expect.poll(() => timeline.locator("li").count()).toBe(2);
    expect(await timeline.locator("li").first().textContent()).toContain("Marked Sundar Raj as Contacted");
    expect(await timeline.locator("li").nth(1).textContent()).toContain("Called the father.");

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect((await axe(page).analyze()).violations).toEqual([]);
    }
  });

  it("refuses an empty or too long note with a message under the box, adding nothing", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openAdminPage(page, `${server().url}${enquiryPath}`, "Contact message from Sundar Raj");
    const timeline = page.getByRole("list", { name: ENQUIRY_NOTES.listLabel });
    const before = await timeline.locator("li").count();
    await page.getByRole("button", { name: ENQUIRY_NOTES.submit }).click();
    await expect.poll(() => page.getByText(ENQUIRY_NOTES.empty).count()).toBe(1);
    expect(await page.getByLabel(ENQUIRY_NOTES.label).evaluate((el) => el === document.activeElement)).toBe(
      true,
    );

    // The server refuses what the browser's checks would have stopped.
    const tooLong = await page.request.post(`${server().url}${enquiryPath}`, {
      form: { intent: "add-note", note: "x".repeat(ENQUIRY_NOTE_MAX + 1) },
      headers: { origin: server().url },
    });
    expect(tooLong.status()).toBe(400);
    const blank = await page.request.post(`${server().url}${enquiryPath}`, {
      form: { intent: "add-note", note: "   " },
      headers: { origin: server().url },
    });
    expect(blank.status()).toBe(400);
    await page.reload();
    await expect.poll(() => timeline.locator("li").count()).toBe(before);
  });

  it("exports the notes in the CSV beside the message, oldest first", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openAdminPage(page, `${server().url}${enquiryPath}`, "Contact message from Sundar Raj");
    await page.getByLabel(ENQUIRY_NOTES.label).fill("=Second call: booked the visit");
    await page.getByRole("button", { name: ENQUIRY_NOTES.submit }).click();
    await expectToast(page, ENQUIRY_NOTES.added.title);
    const csv = await (
      await page.request.get(`${server().url}/admin/enquiries/export.csv?kind=contact`)
    ).text();
    const [header] = csv.split("\r\n");
    expect(header).toContain(",Message,Notes,Status changed,");
    expect(csv).toMatch(
      /Is the bus route near the temple\?,"[^"]+ · Revathi Office: Called the father\.\nHe will visit on Monday with the fee list\.\n[^"]+ · Revathi Office: =Second call: booked the visit",/,
    );
  });
});
