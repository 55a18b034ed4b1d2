// The sign-in arithmetic question: two numbers 1-10 chosen on the server. The hidden field carries
// only what the server needs to check an answer without keeping state — an expiry, a nonce and a
// keyed hash (HMAC-SHA256) of the expiry, the nonce and the sum — so the answer cannot be read
// from the page's form, a question cannot be changed, and each is answered once.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { CHALLENGE_TTL_MS } from "~/copy/admin-login";

export const CHALLENGE_MIN = 1;
export const CHALLENGE_MAX = 10;

export type Challenge = { a: number; b: number; token: string };

/** passed: the right sum, first time; failed: anything else; expired: too old to answer. */
export type ChallengeResult = "passed" | "failed" | "expired";

const TOKEN_SHAPE = /^(\d{1,15})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;
const ANSWER_SHAPE = /^\d{1,3}$/;

function answerMac(secret: string, expiresAt: number, nonce: string, sum: number) {
  return createHmac("sha256", secret).update(`sign-in-question|${expiresAt}|${nonce}|${sum}`).digest();
}

async function defaultSecret() {
  const { config } = await import("../config.server");
  return config().authSecret;
}

/** A new question and its token. */
export async function createChallenge({
  secret,
  now = Date.now(),
  ttlMs = CHALLENGE_TTL_MS,
}: {
  secret?: string;
  now?: number;
  ttlMs?: number;
} = {}): Promise<Challenge> {
  const a = randomInt(CHALLENGE_MIN, CHALLENGE_MAX + 1);
  const b = randomInt(CHALLENGE_MIN, CHALLENGE_MAX + 1);
  const expiresAt = now + ttlMs;
  const nonce = randomBytes(12).toString("base64url");
  const mac = answerMac(secret ?? (await defaultSecret()), expiresAt, nonce, a + b).toString("base64url");
  return { a, b, token: `${expiresAt}.${nonce}.${mac}` };
}

/** Nonces of questions already answered (until they expire), so each question is used once. */
const usedNonces = new Map<string, number>();
const MAX_USED_NONCES = 100_000;

function consumeNonce(nonce: string, expiresAt: number, now: number): boolean {
  if (usedNonces.has(nonce)) return false;
  if (usedNonces.size >= MAX_USED_NONCES) {
    for (const [key, expiry] of usedNonces) if (expiry < now) usedNonces.delete(key);
    if (usedNonces.size >= MAX_USED_NONCES) usedNonces.delete(usedNonces.keys().next().value!);
  }
  usedNonces.set(nonce, expiresAt);
  return true;
}

/**
 * Checks an answer to the question a token stands for. An expired question is told apart from a
 * wrong answer (the page then asks a fresh one); otherwise the token is spent by any answer.
 */
export async function checkChallenge(
  token: string,
  answer: string,
  options: { secret?: string; now?: number } = {},
): Promise<ChallengeResult> {
  const now = options.now ?? Date.now();
  const shape = TOKEN_SHAPE.exec(token);
  if (!shape) return "failed";
  const [, expiry, nonce, mac] = shape as unknown as [string, string, string, string];
  const expiresAt = Number(expiry);
  if (expiresAt < now) return "expired";
  // No question lives longer than the TTL: a later expiry was not made here.
  if (expiresAt > now + CHALLENGE_TTL_MS) return "failed";
  if (!consumeNonce(nonce, expiresAt, now)) return "failed";
  const trimmed = answer.trim();
  if (!ANSWER_SHAPE.test(trimmed)) return "failed";
  // Compared as text: decoding would accept another spelling of the same bytes (the last base64
  // character carries two unused bits), and a token is to be answered in exactly one form.
  const expected = Buffer.from(
    answerMac(options.secret ?? (await defaultSecret()), expiresAt, nonce, Number(trimmed)).toString(
      "base64url",
    ),
  );
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? "passed" : "failed";
}
