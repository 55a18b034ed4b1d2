// The office e-mail sender in each app process, started with the server and stopped on shutdown
// (../outbox/sender-loop.server.ts): it claims due outbox rows and sends them one by one.
import type { MailSettings } from "../config.server";
import { log } from "../log.server";
import { type SenderLoop, startSenderLoop } from "../outbox/sender-loop.server";
import { writeDueDigests } from "./digest.server";
import {
  type ClaimedMail,
  claimDueMail,
  markFailed,
  markSent,
  nextDueAt,
  retryAfterOutage,
} from "./outbox.server";
import { type MailTransport, SERVER_DOWN_WORDS, smtpErrorInWords, smtpTransport } from "./transport.server";

/** The longest sleep: how soon a row another process wrote, or a claim that ran out, is seen. */
export const POLL_MS = 5_000;
/** On shutdown, how long the message being sent is waited for; then its claim runs out instead. */
const STOP_WAIT_MS = 5_000;

export type PassOptions = {
  claimer: string;
  transport: MailTransport;
  firstRetryMs: number;
  now?: () => Date;
  /** Checked between messages: a stopping sender sends no further one. */
  stopping?: () => boolean;
};

/**
 * One pass: writes the digests due, claims what is due and sends it; once one message has gone,
 * those waiting because the server was down are due at once. Returns how many were sent and how
 * many failed.
 */
export async function sendDueMail(options: PassOptions) {
  const now = options.now ?? (() => new Date());
  let sent = 0;
  let failed = 0;
  let outageOver = false;
  await writeDueDigests(now());
  for (;;) {
    const batch = await claimDueMail(options.claimer, now());
    if (batch.length === 0) break;
    for (const mail of batch) {
      // A message claimed but left unsent is due again when its claim runs out.
      if (options.stopping?.()) return { sent, failed };
      if (await sendOne(mail, options, now)) sent++;
      else failed++;
    }
    // Once a pass: a server that keeps failing some messages never brings them round again.
    if (sent > 0 && !outageOver) {
      outageOver = true;
      const waiting = await retryAfterOutage(Object.values(SERVER_DOWN_WORDS), now());
      if (waiting > 0)
        log("info", "office e-mail: the mail server is back; the messages it missed are sent now", {
          waiting,
        });
    }
  }
  return { sent, failed };
}

async function sendOne(mail: ClaimedMail, options: PassOptions, now: () => Date) {
  try {
    await options.transport.send({ to: mail.recipient, subject: mail.subject, text: mail.text });
  } catch (error) {
    const words = smtpErrorInWords(error);
    const outcome = await markFailed(mail, options.claimer, words, {
      now: now(),
      firstRetryMs: options.firstRetryMs,
    });
    log(outcome === "failed" ? "error" : "warn", "office e-mail not sent", {
      id: mail.id,
      attempts: mail.attempts,
      outcome,
      error: words,
    });
    return false;
  }
  await markSent(mail.id, options.claimer, now());
  return true;
}

let running: SenderLoop | undefined;

/** Starts this process's sender; does nothing while mail is off. */
export function startMailSender(settings: MailSettings | undefined) {
  if (!settings || running) return;
  const transport = smtpTransport(settings);
  const loop = startSenderLoop({
    what: "the office e-mail sender",
    pass: (claimer, stopping) =>
      sendDueMail({ claimer, transport, firstRetryMs: settings.firstRetryMs, stopping }),
    nextDueAt,
    pollMs: POLL_MS,
    stopWaitMs: STOP_WAIT_MS,
  });
  running = {
    wake: loop.wake,
    stop: async () => {
      await loop.stop();
      transport.close();
    },
  };
}

/** A message was just queued by this process: send it now rather than at the next look. */
export function wakeMailSender() {
  running?.wake();
}

export async function stopMailSender() {
  const stopping = running;
  running = undefined;
  await stopping?.stop();
}
