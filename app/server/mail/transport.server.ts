// Sending one message over SMTP with nodemailer, within time limits of its own: a mail server that
// does not answer, or answers slowly, fails the attempt instead of holding the sender.
import { createTransport } from "nodemailer";
import type { MailSettings } from "../config.server";

/** nodemailer's limits; their sum stays well inside a claim (outbox.server.ts CLAIM_MS). */
export const SMTP_TIMEOUTS = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000, dnsMs: 10_000 };
/** The whole of one message, whatever the steps: past it the attempt counts as failed. */
const MESSAGE_MS = 60_000;

export type Message = { to: string; subject: string; text: string };
export type MailTransport = { send(message: Message): Promise<void>; close(): void };

export function smtpTransport(settings: MailSettings): MailTransport {
  const transport = createTransport({
    url: settings.smtpUrl,
    connectionTimeout: SMTP_TIMEOUTS.connectionMs,
    greetingTimeout: SMTP_TIMEOUTS.greetingMs,
    socketTimeout: SMTP_TIMEOUTS.socketMs,
    dnsTimeout: SMTP_TIMEOUTS.dnsMs,
  });
  return {
    async send(message) {
      let timer: NodeJS.Timeout | undefined;
      const timeLimit = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(Object.assign(new Error("no answer in time"), { code: "ETIMEDOUT" })),
          MESSAGE_MS,
        );
      });
      try {
        await Promise.race([transport.sendMail({ from: settings.from, ...message }), timeLimit]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => transport.close(),
  };
}

type SmtpFailure = Error & { code?: string; originalCode?: string; responseCode?: number; response?: string };

/** The system's own code under nodemailer's (ESOCKET over ECONNREFUSED, say), which says more. */
const SYSTEM_CODES: Record<string, string> = {
  ECONNREFUSED: "ECONNECTION",
  ECONNRESET: "ECONNECTION",
  EHOSTUNREACH: "ECONNECTION",
  ENETUNREACH: "ECONNECTION",
  ENOTFOUND: "EDNS",
  EAI_AGAIN: "EDNS",
  ETIMEDOUT: "ETIMEDOUT",
};

/** The words of a failure of the mail server as a whole (down, not found, silent), not of one message. */
export const SERVER_DOWN_WORDS = {
  unreachable: "The mail server could not be reached: it refused the connection or is down.",
  notFound: "The mail server's name in SMTP_URL was not found.",
  silent: "The mail server did not answer in time.",
} as const;

/** What went wrong, in words an office can act on (shown in Settings and kept as the last error). */
export function smtpErrorInWords(error: unknown): string {
  const failure = (error instanceof Error ? error : new Error(String(error))) as SmtpFailure;
  const answer = failure.response ? ` The server said: ${failure.response.trim()}` : "";
  const system = failure.originalCode ?? (failure.code === "ESOCKET" ? undefined : failure.code);
  switch ((system && SYSTEM_CODES[system]) ?? failure.code) {
    case "EAUTH":
      return `The mail server refused the user name or password in SMTP_URL.${answer}`;
    case "EDNS":
      return SERVER_DOWN_WORDS.notFound;
    case "ECONNECTION":
    case "ECONNREFUSED":
      return SERVER_DOWN_WORDS.unreachable;
    case "ETIMEDOUT":
      return SERVER_DOWN_WORDS.silent;
    case "ESOCKET":
      return `The connection to the mail server failed: ${failure.message}`;
    case "ETLS":
      return `The secure connection to the mail server failed.${answer}`;
    case "EENVELOPE":
      return `The mail server refused the sender or the recipient.${answer}`;
    case "EMESSAGE":
      return `The mail server refused the message.${answer}`;
    default:
      if (failure.responseCode) return `The mail server answered ${failure.responseCode}.${answer}`;
      return `Sending failed: ${failure.message}`;
  }
}
