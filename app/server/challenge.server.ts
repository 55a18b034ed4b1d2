// The sign-in arithmetic question: two numbers 1-10 chosen on the server and carried in a signed
// hidden field (HMAC-SHA256 over the numbers, an expiry and a nonce), so the answer is checked on
// the server without keeping state, and a changed or stale question is refused.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { CHALLENGE_TTL_MS } from "~/content/admin-login";

export const CHALLENGE_MIN = 1;
export const CHALLENGE_MAX = 10;

export type Challenge = { a: number; b: number; token: string };

type Payload = { a: number; b: number; exp: number; nonce: string };

function sign(body: string, secret: string) {
  return createHmac("sha256", secret).update(body).digest("base64url");
}

async function defaultSecret() {
  const { config } = await import("./config.server");
  return config().authSecret;
}

/** A new question and its signed token. */
export async function createChallenge({
  secret,
  now = Date.now(),
  ttlMs = CHALLENGE_TTL_MS,
}: {
  secret?: string;
  now?: number;
  ttlMs?: number;
} = {}): Promise<Challenge> {
  const payload: Payload = {
    a: randomInt(CHALLENGE_MIN, CHALLENGE_MAX + 1),
    b: randomInt(CHALLENGE_MIN, CHALLENGE_MAX + 1),
    exp: now + ttlMs,
    nonce: randomBytes(12).toString("base64url"),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return { a: payload.a, b: payload.b, token: `${body}.${sign(body, secret ?? (await defaultSecret()))}` };
}

function isOperand(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= CHALLENGE_MIN && (value as number) <= CHALLENGE_MAX;
}

/** The question a token carries when its signature holds and it has not expired; else null. */
export async function readChallenge(
  token: string,
  { secret, now = Date.now() }: { secret?: string; now?: number } = {},
): Promise<{ a: number; b: number; exp: number; nonce: string } | null> {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(body, secret ?? (await defaultSecret())));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let payload: Partial<Payload>;
  try {
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!isOperand(payload.a) || !isOperand(payload.b)) return null;
  if (typeof payload.exp !== "number" || payload.exp < now) return null;
  if (typeof payload.nonce !== "string" || payload.nonce.length === 0) return null;
  return { a: payload.a, b: payload.b, exp: payload.exp, nonce: payload.nonce };
}

/** Nonces of tokens already answered (until they expire), so each question is used once. */
const usedNonces = new Map<string, number>();
const MAX_USED_NONCES = 100_000;

function consumeNonce(nonce: string, exp: number, now: number): boolean {
  if (usedNonces.has(nonce)) return false;
  if (usedNonces.size >= MAX_USED_NONCES) {
    for (const [key, expiry] of usedNonces) if (expiry < now) usedNonces.delete(key);
    if (usedNonces.size >= MAX_USED_NONCES) usedNonces.delete(usedNonces.keys().next().value!);
  }
  usedNonces.set(nonce, exp);
  return true;
}

/**
 * True when `answer` is the integer sum of the token's numbers, the token is valid, and it has
 * not been answered before (a token is spent by any answer, right or wrong).
 */
export async function verifyChallenge(
  token: string,
  answer: string,
  options: { secret?: string; now?: number } = {},
): Promise<boolean> {
  const now = options.now ?? Date.now();
  const question = await readChallenge(token, { ...options, now });
  if (!question) return false;
  if (!consumeNonce(question.nonce, question.exp, now)) return false;
  const trimmed = answer.trim();
  return /^-?\d{1,3}$/.test(trimmed) && Number(trimmed) === question.a + question.b;
}
