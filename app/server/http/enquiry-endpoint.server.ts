// POST /api/enquiries, its HTTP side: the copy of an enquiry the browser sends (fetch with keepalive) while
// the visitor's WhatsApp chat opens. It trusts nothing: the body is capped, checked with the
// forms' own schema, and robots filling the hidden field are thanked and ignored. An enquiry that
// passes is never lost (docs/decisions/012-enquiries-never-lost.md): beyond an address's
// allowance it is kept marked suspected spam, and only an abusive flood is refused. Whatever a
// client sends, the answer is a 4xx with a clear message, never a fault, and nothing is written
// before everything the answer needs has been checked. The recording itself is the enquiries
// domain's (app/server/enquiries/recording.server.ts).
//
// It answers in the language of the page the form was on. The endpoint's own path is the same for
// both languages, so the form says which page it is on: its hidden `from` field (/ta/admissions#enquiry),
// which is already there to send a refused post back to its form, is checked against the list of
// enquiry pages and decides the language. The Referer is only the fallback (a body too large or a
// flood is refused before the body is read; the forms' script posts JSON without `from`): a browser
// or an extension may strip it, while the field always comes with the form.
//
// It never waits on the database for longer than ENQUIRY_RECORDING_DEADLINE_MS, all steps together
// (the count, the lookups, the write). A database that cannot be reached, or does not answer in
// time, gets a 503 saying the enquiry was not saved and to try again shortly; a fault of the
// product's own stays a 500. A plain form post still gets its WhatsApp chat then, built from the
// school and settings as this process last read them.
import {
  ENQUIRY_BODY_MAX_BYTES,
  ENQUIRY_PAGES,
  ENQUIRY_RATE_LIMIT,
  ENQUIRY_RECORDING_DEADLINE_MS,
  ENQUIRY_SPAM_ALLOWANCE,
  HONEYPOT_FIELD,
} from "~/copy/enquiry-copy";
import { DATABASE_RETRY_AFTER_S } from "~/copy/outage";
import { type Locale, localeOfPath } from "~/i18n/locales";
import { messagesFor } from "~/i18n/server";
import { enquirySchemas } from "~/lib/schemas/enquiry";
import { beforeDeadline, deadlineIn, isDeadlinePassed } from "../deadline.server";
import { recordSubmission } from "../enquiries/recording.server";
import { log } from "../log.server";
import { clientAddressGroup, createSharedRateLimiter, type RateLimiter } from "../rate-limit.server";
import { isFormPost, localeOfReferrer } from "./enquiry-form-post.server";
import { BodyTooLargeError } from "./request-body.server";

export type RecordingAnswer = {
  status: 201 | 400 | 405 | 413 | 415 | 429 | 500 | 503;
  body: { ok: true } | { ok: false; title?: string; message: string; fieldErrors?: Record<string, string> };
  headers?: Record<string, string>;
  /**
   * The WhatsApp chat a plain form post goes on to (worked out before the write): once recorded,
   * or when the database cannot be reached.
   */
  chatLink?: string;
  /** The page a plain form post came from (its `from` field), when it is one of ours. */
  returnTo?: string;
  /** The language of the page the post came from: the language of every message in the answer. */
  locale?: Locale;
  /** A plain form post's fields as sent, for a page that offers to send them again. */
  resend?: Record<string, string>;
};

const refused = (
  status: RecordingAnswer["status"],
  message: string,
  extra: Omit<Extract<RecordingAnswer["body"], { ok: false }>, "ok" | "message"> = {},
  headers?: Record<string, string>,
): RecordingAnswer => ({ status, body: { ok: false, message, ...extra }, headers });

/** A chunked body longer than this is cut off rather than read to its end. */
const DRAIN_MAX_BYTES = 16 * 1024 * 1024;

/** Reads at most `max` bytes of the body; anything longer is refused without reading it all. */
async function cappedText(request: Request, max: number): Promise<string> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > max) throw new BodyTooLargeError();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await discardRest(reader, size);
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * Reads the rest of an over-long body without keeping it, so the client receives the 413
 * rather than a reset connection; beyond DRAIN_MAX_BYTES the connection is dropped instead.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number) {
  let size = alreadyRead;
  try {
    while (size <= DRAIN_MAX_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away; nothing to answer.
  }
}

/** JSON (what the forms' script sends) or a plain form post, as one flat object. */
function parsedBody(text: string, contentType: string): Record<string, unknown> | undefined {
  if (contentType.includes("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export type EnquiryRecorder = (request: Request) => Promise<RecordingAnswer>;

/**
 * A recorder with its own counts per address (each test can have fresh ones): every post counts
 * towards `limiter`, which refuses a flood; each new enquiry counts towards `spamAllowance`,
 * beyond which enquiries are kept but marked suspected spam. `deadlineMs` bounds the waits on the
 * database of one recording, all together.
 */
export function createEnquiryRecorder(
  limiter: RateLimiter = createSharedRateLimiter({ name: "enquiry", ...ENQUIRY_RATE_LIMIT }),
  spamAllowance: RateLimiter = createSharedRateLimiter({ name: "enquiry-spam", ...ENQUIRY_SPAM_ALLOWANCE }),
  { deadlineMs = ENQUIRY_RECORDING_DEADLINE_MS }: { deadlineMs?: number } = {},
): EnquiryRecorder {
  return async (request) => {
    const deadline = deadlineIn(deadlineMs);
    try {
      const answer = await record(request, deadline.signal);
      return { ...answer, locale: answer.locale ?? localeOfReferrer(request) };
    } finally {
      deadline.end();
    }
  };

  /**
   * Counts the post; undefined when the count did not come back before the deadline. The
   * recording goes on without it, since no write can start any more: a valid enquiry is then
   * answered 503, and a form post still gets its chat.
   */
  async function countPost(address: string, signal: AbortSignal) {
    try {
      return await beforeDeadline(signal, () => limiter.hit(address));
    } catch (error) {
      if (!isDeadlinePassed(error)) throw error;
      log("warn", "enquiry: the post could not be counted in time", { address });
      return undefined;
    }
  }

  async function record(request: Request, signal: AbortSignal): Promise<RecordingAnswer> {
    // Until the body says which page it came from, the Referer's language.
    const early = messagesFor(localeOfReferrer(request)).enquiry.endpoint;
    if (request.method !== "POST") return refused(405, early.methodNotAllowed, {}, { Allow: "POST" });

    const address = clientAddressGroup(request);
    const counted = await countPost(address, signal);
    if (counted && !counted.allowed) {
      log("warn", "enquiry refused: flood from one address", { address });
      return refused(429, early.tooMany, {}, { "Retry-After": String(counted.retryAfterSeconds) });
    }

    let text: string;
    try {
      text = await cappedText(request, ENQUIRY_BODY_MAX_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return refused(413, early.tooLarge);
      return refused(400, early.badJson);
    }
    const body = parsedBody(text, request.headers.get("content-type") ?? "");
    if (!body) return refused(400, early.badJson);
    const returnTo = ENQUIRY_PAGES.find((page) => page === body.from);
    const locale = returnTo ? localeOfPath(returnTo) : localeOfReferrer(request);
    const { endpoint, rules } = messagesFor(locale).enquiry;

    const honeypot = body[HONEYPOT_FIELD];
    if (honeypot !== undefined && honeypot !== null && honeypot !== "") {
      log("info", "enquiry dropped: honeypot filled", { address });
      return { status: 201, body: { ok: true }, returnTo, locale };
    }
    if (!["admission", "campus_visit", "contact"].includes(body.kind as string))
      return {
        ...refused(400, endpoint.unknownKind, { fieldErrors: { kind: "Unknown kind" } }),
        returnTo,
        locale,
      };

    const schemas = enquirySchemas(rules);
    const parsed = schemas.submission.safeParse(body);
    if (!parsed.success) {
      const { title, message, fieldErrors } = schemas.problem(parsed.error);
      return { ...refused(400, message, { title, fieldErrors }), returnTo, locale };
    }
    const formPost = isFormPost(request);
    const recorded = await recordSubmission(parsed.data, {
      address,
      withChatLink: formPost,
      spamAllowance,
      rules,
      signal,
    });
    switch (recorded.outcome) {
      case "recorded":
        return { status: 201, body: { ok: true }, chatLink: recorded.chatLink, returnTo, locale };
      case "refused":
        return { ...refused(400, recorded.message), returnTo, locale };
      case "unavailable":
        return {
          ...refused(
            503,
            endpoint.unavailable,
            { title: endpoint.unavailableTitle },
            { "Retry-After": String(DATABASE_RETRY_AFTER_S) },
          ),
          chatLink: recorded.chatLink,
          returnTo,
          locale,
          resend: formPost ? formFields(body) : undefined,
        };
      case "failed":
        return { ...refused(500, endpoint.failed), returnTo, locale };
    }
  }
}

/** A form post's fields as sent (all text), to be posted again as they were. */
function formFields(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/** The server's recorder: one set of counts per client address (for every process, on PostgreSQL). */
export const recordEnquiryRequest: EnquiryRecorder = createEnquiryRecorder();
