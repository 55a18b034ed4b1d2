// The office's e-mail settings (issue 30): off while SMTP_URL is unset, SMTP_URL and MAIL_FROM
// together or not at all, an SMTP address's password never repeated in an error; and the words
// an SMTP failure is shown in.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readConfig } from "~/server/config.server";
import { smtpErrorInWords } from "~/server/mail/transport.server";

const dataDir = mkdtempSync(path.join(tmpdir(), "school-mail-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const read = (env: Record<string, string>) => readConfig({ DATA_DIR: dataDir, ...env });

describe("mail configuration", () => {
  it("is off while SMTP_URL is unset", () => {
    expect(read({}).mail).toBeUndefined();
    expect(read({ SMTP_URL: "", MAIL_FROM: "" }).mail).toBeUndefined();
  });

  it("takes smtp:// or smtps:// with a sender, and a first retry in seconds", () => {
    expect(
      read({
        SMTP_URL: "smtps://office:secret@mail.example.org:465",
        MAIL_FROM: "School Office <office@example.org>",
      }).mail,
    ).toEqual({
      smtpUrl: "smtps://office:secret@mail.example.org:465",
      from: "School Office <office@example.org>",
      firstRetryMs: 30_000,
    });
    expect(
      read({
        SMTP_URL: "smtp://mail.example.org:587",
        MAIL_FROM: "office@example.org",
        MAIL_RETRY_SECONDS: "5",
      }).mail?.firstRetryMs,
    ).toBe(5_000);
  });

  it("refuses one without the other, a sender without an address, another scheme", () => {
    expect(() => read({ SMTP_URL: "smtp://mail.example.org" })).toThrow(
      "MAIL_FROM must be set with SMTP_URL",
    );
    expect(() => read({ MAIL_FROM: "office@example.org" })).toThrow("SMTP_URL must be set with MAIL_FROM");
    expect(() => read({ SMTP_URL: "smtp://mail.example.org", MAIL_FROM: "School Office" })).toThrow(
      "MAIL_FROM expected an address",
    );
    expect(() => read({ SMTP_URL: "http://mail.example.org", MAIL_FROM: "office@example.org" })).toThrow(
      "SMTP_URL expected an SMTP address",
    );
    expect(() =>
      read({ SMTP_URL: "smtp://mail.example.org", MAIL_FROM: "office@example.org", MAIL_RETRY_SECONDS: "0" }),
    ).toThrow("MAIL_RETRY_SECONDS expected at least 1");
  });

  it("never repeats the password of a refused SMTP_URL", () => {
    let message = "";
    try {
      read({ SMTP_URL: "ftp://office:hunter2-secret@mail.example.org", MAIL_FROM: "office@example.org" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("SMTP_URL");
    expect(message).toContain("ftp://office:…@mail.example.org");
    expect(message).not.toContain("hunter2");
  });
});

describe("an SMTP failure in words", () => {
  it("names what to check", () => {
    const failure = (code: string, extra: Record<string, unknown> = {}) =>
      smtpErrorInWords(Object.assign(new Error("raw"), { code, ...extra }));
    expect(failure("EAUTH", { response: "535 5.7.8 Bad credentials" })).toBe(
      "The mail server refused the user name or password in SMTP_URL. The server said: 535 5.7.8 Bad credentials",
    );
    expect(failure("ECONNECTION")).toBe(
      "The mail server could not be reached: it refused the connection or is down.",
    );
    // nodemailer's ESOCKET over the system's own code.
    expect(failure("ESOCKET", { originalCode: "ECONNREFUSED" })).toBe(
      "The mail server could not be reached: it refused the connection or is down.",
    );
    expect(failure("ESOCKET", { originalCode: "ENOTFOUND" })).toBe(
      "The mail server's name in SMTP_URL was not found.",
    );
    expect(failure("ETIMEDOUT")).toBe("The mail server did not answer in time.");
    expect(failure("EDNS")).toBe("The mail server's name in SMTP_URL was not found.");
    expect(smtpErrorInWords(new Error("something odd"))).toBe("Sending failed: something odd");
  });
});
