// The office's e-mail (issue 30) through the production server and a real SMTP server started here
// (smtp-server; what arrives is read with mailparser): recipients set in Settings, an enquiry
// e-mailed once to each; with the mail server down the enquiry is still answered 201, Settings
// shows it waiting with the error in plain words, and it arrives once the server is back; a SIGKILL
// after the enquiry was committed and before its e-mail was sent loses nothing. (Two processes on
// one PostgreSQL database: tests/e2e/two-instances.test.ts.)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SETTINGS_TITLE } from "~/copy/admin-pages";
import { type AppServer, startAppServer, TEST_ADMIN } from "../support/app-server";
import { launchBrowser } from "../support/browser";
import { queryDatabase } from "../support/database-file";
import { type SmtpTestServer, startSmtpServer } from "../support/smtp-test-server";
import { expectToastOf } from "../support/toasts";
import { openAdminPage } from "./helpers/admin-pages";
import { axe } from "./helpers/axe";
import { signedInPage } from "./helpers/staff-session";

const MAIL_FROM = "School Office <office@example.org>";
let smtp: SmtpTestServer;
let server: AppServer;
let browser: Browser;
let dataDir: string;
let env: Record<string, string>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  dataDir = mkdtempSync(path.join(tmpdir(), "school-mail-"));
  env = {
    SMTP_URL: smtp.url,
    MAIL_FROM,
    // The first retry after 3 s, the next after 6 s: a test waits seconds, not the default's minutes.
    MAIL_RETRY_SECONDS: "3",
    SEED_DEMO_CONTENT: "false",
  };
  [server, browser] = await Promise.all([startAppServer({ dataDir, env }), launchBrowser()]);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

let families = 0;
/** Posts an admission enquiry as the forms' script does, from an address of its own. */
async function postEnquiry(school = "euro-kids") {
  families++;
  const message = `Enquiry ${families}: we move to Salem in June, is there a place in Nursery?`;
  const response = await fetch(`${server.url}/api/enquiries`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      kind: "admission",
      parentName: `Parent ${families}`,
      childName: "Anu",
      childAge: "3",
      phone: `98765${String(10_000 + families).slice(-5)}`,
      school,
      message,
    }),
  });
  await response.arrayBuffer();
  const [row] = queryDatabase<{ id: string }>(server, "select id from enquiry where message = ?", message);
  return { status: response.status, message, id: row?.id };
}

function outboxRows(itemId: string) {
  return queryDatabase<{ status: string; attempts: number; last_error: string | null }>(
    server,
    "select status, attempts, last_error from mail_outbox where item_id = ?",
    itemId,
  );
}

const settingsUrl = () => `${server.url}/admin/settings`;

describe("office e-mail", () => {
  it("recipients set in Settings each get an enquiry once, with what the parent wrote and the panel's link; the test e-mail goes to the admin", async () => {
    const page = await signedInPage(browser, server, TEST_ADMIN);
    await openAdminPage(page, settingsUrl(), SETTINGS_TITLE);
    await expect.poll(() => page.getByTestId("mail-status").textContent()).toContain("E-mail is on");
    expect(
      await page.getByText(`No recipient is set: e-mail goes to every admin (${TEST_ADMIN.email})`).count(),
    ).toBe(1);

    // A bad address is refused beside its field, and what was typed stays.
    await page.getByLabel("Recipient's e-mail").fill("office at eurokids");
    await page.getByRole("button", { name: "Add Recipient" }).click();
    await expect
      .poll(() => page.getByText("Enter an e-mail address such as office@example.org.").count())
      .toBe(1);
    expect(await page.getByLabel("Recipient's e-mail").inputValue()).toBe("office at eurokids");

    await page.getByLabel("Recipient's e-mail").fill("eurokids.office@example.org");
    await page.getByLabel("Receives e-mail for").selectOption("euro-kids");
    await page.getByRole("button", { name: "Add Recipient" }).click();
    await expectToastOf(page, "success", "Recipient added");
    await page.getByLabel("Recipient's e-mail").fill("group@example.org");
    await page.getByLabel("Receives e-mail for").selectOption("all");
    await page.getByRole("button", { name: "Add Recipient" }).click();
    await expect
      .poll(() => page.getByRole("list", { name: "Recipients" }).getByRole("listitem").count())
      .toBe(2);
    await page.getByLabel("Recipient's e-mail").fill("zee@example.org");
    await page.getByLabel("Receives e-mail for").selectOption("zee-litera");
    await page.getByRole("button", { name: "Add Recipient" }).click();
    await expect
      .poll(() => page.getByRole("list", { name: "Recipients" }).getByRole("listitem").count())
      .toBe(3);
    expect(
      await axe(page)
        .analyze()
        .then((results) => results.violations),
    ).toEqual([]);

    const enquiry = await postEnquiry();
    expect(enquiry.status).toBe(201);
    const mails = await smtp.waitFor(2, (mail) => mail.text.includes(enquiry.message));
    expect(mails.map((mail) => mail.to).sort()).toEqual(["eurokids.office@example.org", "group@example.org"]);
    for (const mail of mails) {
      expect(mail.subject).toBe("New admission enquiry — EuroKids");
      expect(mail.from).toBe('"School Office" <office@example.org>');
      expect(mail.text).toContain("Parent: Parent 1");
      // PUBLIC_URL unset: the default, http://localhost:PORT.
      expect(mail.text).toContain(
        `Open it in the panel: http://localhost:${server.port}/admin/enquiries/${enquiry.id}`,
      );
    }
    // Each once: nothing more comes after a look of the sender's.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.filter((mail) => mail.text.includes(enquiry.message))).toHaveLength(2);

    await page.reload();
    await expect.poll(() => page.getByTestId("mail-status").textContent()).toContain("Nothing waiting");
    await page.getByRole("button", { name: "Send a test e-mail" }).click();
    await expectToastOf(page, "success", "Test e-mail sent");
    const [test] = await smtp.waitFor(1, (mail) => mail.subject === "Test e-mail from the school website");
    expect(test?.to).toBe(TEST_ADMIN.email);
  });

  it("with the mail server down the enquiry is answered 201, Settings shows it waiting, and it arrives once the server is back", async () => {
    await smtp.stop();
    const enquiry = await postEnquiry("zee-litera");
    expect(enquiry.status).toBe(201);
    await expect
      .poll(() => outboxRows(enquiry.id!).map((row) => row.last_error))
      .toEqual([
        "The mail server could not be reached: it refused the connection or is down.",
        "The mail server could not be reached: it refused the connection or is down.",
      ]);

    const page = await signedInPage(browser, server, TEST_ADMIN);
    await openAdminPage(page, settingsUrl(), SETTINGS_TITLE);
    expect(await page.getByTestId("mail-status").textContent()).toMatch(
      /2 waiting, last error: The mail server could not be reached: it refused the connection or is down\./,
    );
    await page.getByRole("button", { name: "Send a test e-mail" }).click();
    await expectToastOf(
      page,
      "error",
      "Test e-mail not sent",
      "The mail server could not be reached: it refused the connection or is down.",
    );

    await smtp.start();
    const mails = await smtp.waitFor(2, (mail) => mail.text.includes(enquiry.message), 30_000);
    expect(mails.map((mail) => mail.to).sort()).toEqual(["group@example.org", "zee@example.org"]);
    expect(mails[0]?.subject).toBe("New admission enquiry — Zee Litera");
    await expect
      .poll(() => outboxRows(enquiry.id!).map((row) => row.status), { timeout: 10_000 })
      .toEqual(["sent", "sent"]);
  });

  it("a SIGKILL after the enquiry was committed and before its e-mail was sent loses nothing: the next start sends it, once", async () => {
    await smtp.stop();
    const enquiry = await postEnquiry();
    expect(enquiry.status).toBe(201);
    // The first attempt failed and the next is 3 s away: nothing is being sent at the kill.
    await expect
      .poll(
        () => {
          const rows = outboxRows(enquiry.id!);
          return rows.length === 2 && rows.every((row) => row.status === "queued" && row.attempts === 1);
        },
        { timeout: 10_000, interval: 20 },
      )
      .toBe(true);
    expect((await server.kill()).signal).toBe("SIGKILL");

    await smtp.start();
    server = await startAppServer({ dataDir, env });
    const mails = await smtp.waitFor(2, (mail) => mail.text.includes(enquiry.message), 30_000);
    expect(mails.map((mail) => mail.to).sort()).toEqual(["eurokids.office@example.org", "group@example.org"]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.filter((mail) => mail.text.includes(enquiry.message))).toHaveLength(2);
  });
});
