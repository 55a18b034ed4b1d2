// The sender in each app process: started with the server and stopped on shutdown. It claims due
// outbox rows, sends them one by one, and sleeps until the next is due, a new one is written by this
// process, or POLL_MS has passed (rows written or retried by another process are found then).
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { MailSettings } from "../config.server";
import { log } from "../log.server";
import { writeDueDigests } from "./digest.server";
import { type ClaimedMail, claimDueMail, markFailed, markSent, nextDueAt } from "./outbox.server";
import { type MailTransport, smtpErrorInWords, smtpTransport } from "./transport.server";

/** The longest sleep: how soon a row another process wrote, or a claim that ran out, is seen. */
export const POLL_MS = 5_000;
/** On shutdown, how long the message being sent is waited for; then its claim runs out instead. */
const STOP_WAIT_MS = 5_000;
/** After the database failed to answer: the next look. */
const DATABASE_RETRY_MS = 10_000;

export type PassOptions = {
  claimer: string;
  transport: MailTransport;
  firstRetryMs: number;
  now?: () => Date;
  /** Checked between messages: a stopping sender sends no further one. */
  stopping?: () => boolean;
};

/** One pass: writes the digests due, claims what is due and sends it. Returns how many were sent and how many failed. */
export async function sendDueMail(options: PassOptions) {
  const now = options.now ?? (() => new Date());
  let sent = 0;
  let failed = 0;
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

type RunningSender = { wake: () => void; stop: () => Promise<void> };
let running: RunningSender | undefined;

/** Starts this process's sender; does nothing while mail is off. */
export function startMailSender(settings: MailSettings | undefined) {
  if (!settings || running) return;
  const claimer = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const transport = smtpTransport(settings);
  let stopped = false;
  let wakeSleep: () => void = () => {};
  let woken = false;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopped) {
        woken = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeSleep = () => {};
        woken = false;
        resolve();
      }
      wakeSleep = done;
    });

  const loop = (async () => {
    while (!stopped) {
      let wait = POLL_MS;
      try {
        await sendDueMail({
          claimer,
          transport,
          firstRetryMs: settings.firstRetryMs,
          stopping: () => stopped,
        });
        const next = await nextDueAt();
        if (next) wait = Math.min(POLL_MS, Math.max(0, next.getTime() - Date.now()));
      } catch (error) {
        if (!stopped) log("warn", "office e-mail sender could not read the outbox", { error });
        wait = DATABASE_RETRY_MS;
      }
      await sleep(wait);
    }
  })();

  running = {
    wake: () => {
      woken = true;
      wakeSleep();
    },
    stop: async () => {
      stopped = true;
      wakeSleep();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([loop, new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS)))]);
      clearTimeout(timer);
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
