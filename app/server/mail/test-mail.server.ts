// Settings' "Send a test e-mail": sent at once over SMTP, not through the outbox, so that the
// answer on the screen is the mail server's own.
import { config } from "../config.server";
import { smtpErrorInWords, smtpTransport } from "./transport.server";

export type TestMailOutcome = { sent: true } | { sent: false; problem: string };

export const MAIL_OFF_MESSAGE =
  "E-mail is off: the server has no SMTP_URL and MAIL_FROM (see README, Configuration).";

export async function sendTestMail(to: string, now = new Date()): Promise<TestMailOutcome> {
  const settings = config().mail;
  if (!settings) return { sent: false, problem: MAIL_OFF_MESSAGE };
  const transport = smtpTransport(settings);
  try {
    await transport.send({
      to,
      subject: "Test e-mail from the school website",
      text: [
        "This is a test e-mail sent from Settings in the school website's admin panel.",
        `Sent at ${now.toISOString()} from ${config().publicUrl}.`,
        "",
        "If you can read it, the office's e-mail works.",
        "",
      ].join("\n"),
    });
    return { sent: true };
  } catch (error) {
    return { sent: false, problem: smtpErrorInWords(error) };
  } finally {
    transport.close();
  }
}
