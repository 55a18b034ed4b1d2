// The push sender in each app process, beside the mail sender: claims due pushes, sends each with
// a deadline, and sleeps until the next is due, this process queues one, or POLL_MS has passed.
// The request is built by web-push (VAPID JWT, aes128gcm encryption) and sent here with fetch, so
// the deadline is ours and a test's stand-in push service can be reached.
import webpush from "web-push";
import { config, type PushSettings } from "../config.server";
import { log } from "../log.server";
import { type SenderLoop, startSenderLoop } from "../outbox/sender-loop.server";
import {
  type ClaimedPush,
  claimDuePush,
  expireSubscription,
  markPushFailed,
  markPushSent,
  nextPushDueAt,
} from "./deliveries.server";

export const POLL_MS = 5_000;
/** The longest one push service is waited for: one slow service must not hold up the others long. */
export const SEND_TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for a device that is off: stale news after that. */
const TIME_TO_LIVE_S = 12 * 60 * 60;

type Outcome = { status: "sent" } | { status: "gone"; reason: string } | { status: "failed"; reason: string };

/** Sends one push; never throws. */
export async function deliver(
  push: ClaimedPush & { subscription: NonNullable<ClaimedPush["subscription"]> },
  settings: PushSettings,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<Outcome> {
  try {
    const request = webpush.generateRequestDetails(
      { endpoint: push.subscription.endpoint, keys: push.subscription.keys },
      JSON.stringify(push.message),
      {
        vapidDetails: {
          subject: settings.subject,
          publicKey: settings.publicKey,
          privateKey: settings.privateKey,
        },
        TTL: TIME_TO_LIVE_S,
        contentEncoding: "aes128gcm",
        urgency: "high",
      },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return { status: "sent" };
    const reason = `The push service answered ${response.status}`;
    return response.status === 404 || response.status === 410
      ? { status: "gone", reason }
      : { status: "failed", reason };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return {
      status: "failed",
      reason: timedOut
        ? `The push service did not answer within ${timeoutMs / 1000} s`
        : `The push service could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

export type PushPassOptions = {
  claimer: string;
  settings?: PushSettings;
  timeoutMs?: number;
  now?: () => Date;
  stopping?: () => boolean;
};

/** One pass: claims what is due and sends it. Returns the counts of each outcome. */
export async function sendDuePush(options: PushPassOptions) {
  const now = options.now ?? (() => new Date());
  const settings = options.settings ?? config().push;
  const counts = { sent: 0, gone: 0, failed: 0 };
  for (;;) {
    const batch = await claimDuePush(options.claimer, now());
    if (batch.length === 0) break;
    // Each push service is waited for on its own: one slow service holds up only its own pushes.
    const outcomes = await Promise.all(
      batch.map(async (push) => {
        if (options.stopping?.()) return undefined;
        const outcome: Outcome = push.subscription
          ? await deliver({ ...push, subscription: push.subscription }, settings, options.timeoutMs)
          : { status: "gone", reason: "The subscription was removed" };
        if (outcome.status === "sent") await markPushSent(push.id, options.claimer, now());
        else if (outcome.status === "gone")
          await expireSubscription(push.subscription?.id, push.id, outcome.reason);
        else {
          const next = await markPushFailed(push, options.claimer, outcome.reason, now());
          log(next === "failed" ? "error" : "warn", "push not sent", { id: push.id, error: outcome.reason });
        }
        return outcome.status;
      }),
    );
    for (const status of outcomes) if (status) counts[status]++;
    if (options.stopping?.()) break;
  }
  return counts;
}

let running: SenderLoop | undefined;

export function startPushSender() {
  running ??= startSenderLoop({
    what: "the push sender",
    pass: (claimer, stopping) => sendDuePush({ claimer, stopping }),
    nextDueAt: nextPushDueAt,
    pollMs: POLL_MS,
    stopWaitMs: SEND_TIMEOUT_MS,
  });
}

/** A push was just queued by this process: send it now rather than at the next look. */
export function wakePushSender() {
  running?.wake();
}

export async function stopPushSender() {
  const stopping = running;
  running = undefined;
  await stopping?.stop();
}
