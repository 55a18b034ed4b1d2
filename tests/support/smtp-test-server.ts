// A real SMTP server for tests and the bench (smtp-server from npm), on the loopback interface:
// every message it accepts is parsed with mailparser and kept, one entry per recipient. It can be
// stopped and started again on the same port, as a mail server that goes down and comes back.
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "./app-server.ts";

export type ReceivedMail = { to: string; from: string; subject: string; text: string; receivedAt: number };

export type SmtpTestServer = {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Resolves once `count` messages match, or rejects after `timeoutMs`. */
  waitFor(
    count: number,
    match?: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
  start(): Promise<void>;
};

export async function startSmtpServer(): Promise<SmtpTestServer> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const smtp = new SMTPServer({
        authOptional: true,
        // Plain SMTP on loopback: the self-signed certificate STARTTLS would offer is refused by clients.
        disabledCommands: ["STARTTLS"],
        logger: false,
        onData(stream, session, callback) {
          simpleParser(stream)
            .then((parsed: ParsedMail) => {
              const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
              for (const to of recipients)
                received.push({
                  to,
                  from: parsed.from?.text ?? "",
                  subject: parsed.subject ?? "",
                  text: parsed.text ?? "",
                  receivedAt: Date.now(),
                });
              callback();
            })
            .catch(callback);
        },
      });
      smtp.on("error", () => {});
      smtp.server.once("error", reject);
      smtp.listen(port, "127.0.0.1", () => {
        server = smtp;
        resolve();
      });
    });
  await listen();

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(count, match = () => true, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.filter(match);
        if (found.length >= count) return found;
        if (Date.now() > deadline)
          throw new Error(`${found.length} of ${count} e-mails arrived in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    start: listen,
  };
}
