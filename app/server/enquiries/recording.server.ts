// POST /api/enquiries: the copy of an enquiry the browser sends (fetch with keepalive) while
// the visitor's WhatsApp chat opens. It trusts nothing: the body is capped, checked with the
// forms' own schema, and robots filling the hidden field are thanked and ignored. An enquiry that
// passes is never lost (docs/decisions/012-enquiries-never-lost.md): beyond an address's
// allowance it is kept marked suspected spam, and only an abusive flood is refused. Whatever a
// client sends, the answer is a 4xx with a clear message, never a fault, and nothing is written
// before everything the answer needs has been checked.
//
// It answers in the language of the page the form was on. The endpoint's own path is the same for
// both languages, so the form says which page it is on: its hidden `from` field (/ta/admissions#enquiry),
// which is already there to send a refused post back to its form, is checked against the list of
// enquiry pages and decides the language. The Referer is only the fallback (a body too large or a
// flood is refused before the body is read; the forms' script posts JSON without `from`): a browser
// or an extension may strip it, while the field always comes with the form.
import { INVALID_SCHOOL, MISSING_INFORMATION } from "~/copy/enquiries";
import {
  ENQUIRY_BODY_MAX_BYTES,
  ENQUIRY_FIELD_MESSAGES,
  ENQUIRY_PAGES,
  ENQUIRY_RATE_LIMIT,
  ENQUIRY_SPAM_ALLOWANCE,
  type EnquiryPage,
  HONEYPOT_FIELD,
} from "~/copy/enquiry-copy";
import { type Locale, localeOfPath, pathInLocale } from "~/i18n/locales";
import { messagesFor } from "~/i18n/server";
import { admissionEnquiryMessage, campusVisitMessage, contactMessage } from "~/lib/enquiry-messages";
import { type EnquirySubmission, enquirySchemas } from "~/lib/schemas/enquiry";
import { whatsappLink, whatsappNumber } from "~/lib/whatsapp";
import { DomainError } from "../domain-error.server";
import { redirect } from "../http/redirect.server";
import { BodyTooLargeError } from "../http/request-body.server";
import { redirectWithToast } from "../http/toast.server";
import { log } from "../log.server";
import { clientAddress, createSharedRateLimiter, type RateLimiter } from "../rate-limit.server";
import { schoolBySlug } from "../schools/schools.server";
import { type SiteSettings, siteSettings } from "../settings/settings.server";
import { type EnquiryInput, recordEnquiry } from "./enquiries.server";

export type RecordingAnswer = {
  status: 201 | 400 | 405 | 413 | 415 | 429 | 500;
  body: { ok: true } | { ok: false; title?: string; message: string; fieldErrors?: Record<string, string> };
  headers?: Record<string, string>;
  /** The WhatsApp chat a plain form post goes on to once recorded (worked out before the write). */
  chatLink?: string;
  /** The page a plain form post came from (its `from` field), when it is one of ours. */
  returnTo?: string;
  /** The language of the page the post came from: the language of every message in the answer. */
  locale?: Locale;
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

function enquiryInput(submission: EnquirySubmission): EnquiryInput {
  return { ...answers(submission), visitorSessionId: submission.visitorSessionId ?? null };
}

function answers(submission: EnquirySubmission): EnquiryInput {
  switch (submission.kind) {
    case "admission":
      return {
        kind: "admission",
        schoolSlug: submission.school,
        name: submission.parentName,
        childName: submission.childName,
        childAge: submission.childAge ?? null,
        phone: submission.phone,
        email: submission.email ?? null,
        grade: submission.grade ?? null,
        message: submission.message ?? null,
      };
    case "campus_visit":
      return {
        kind: "campus_visit",
        schoolSlug: submission.school,
        name: submission.name,
        phone: submission.phone,
        email: submission.email ?? null,
        campus: submission.campus,
        preferredDate: submission.preferredDate,
        timeSlot: submission.timeSlot,
      };
    case "contact":
      return {
        kind: "contact",
        schoolSlug: submission.school ?? null,
        name: submission.name ?? null,
        phone: submission.phone ?? null,
        email: submission.email ?? null,
        message: submission.message ?? null,
      };
  }
}

export type EnquiryRecorder = (request: Request) => Promise<RecordingAnswer>;

/**
 * A recorder with its own counts per address (each test can have fresh ones): every post counts
 * towards `limiter`, which refuses a flood; each new enquiry counts towards `spamAllowance`,
 * beyond which enquiries are kept but marked suspected spam.
 */
export function createEnquiryRecorder(
  limiter: RateLimiter = createSharedRateLimiter({ name: "enquiry", ...ENQUIRY_RATE_LIMIT }),
  spamAllowance: RateLimiter = createSharedRateLimiter({ name: "enquiry-spam", ...ENQUIRY_SPAM_ALLOWANCE }),
): EnquiryRecorder {
  return async (request) => {
    const answer = await record(request);
    return { ...answer, locale: answer.locale ?? localeOfReferrer(request) };
  };

  async function record(request: Request): Promise<RecordingAnswer> {
    // Until the body says which page it came from, the Referer's language.
    const early = messagesFor(localeOfReferrer(request)).enquiry.endpoint;
    if (request.method !== "POST") return refused(405, early.methodNotAllowed, {}, { Allow: "POST" });

    const address = clientAddress(request);
    const { allowed, retryAfterSeconds } = await limiter.hit(address);
    if (!allowed) {
      log("warn", "enquiry refused: flood from one address", { address });
      return refused(429, early.tooMany, {}, { "Retry-After": String(retryAfterSeconds) });
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
    let chatLink: string | undefined;
    try {
      if (isFormPost(request)) chatLink = await chatLinkFor(parsed.data);
      const recorded = await recordEnquiry(enquiryInput(parsed.data), new Date(), {
        isSuspectedSpam: async () => !(await spamAllowance.hit(address)).allowed,
      });
      if (recorded.suspectedSpam && recorded.timesSent === 1)
        log("warn", "enquiry kept as suspected spam: many from one address", { address });
    } catch (error) {
      if (error instanceof DomainError)
        return { ...refused(400, inLanguage(error.message, rules)), returnTo, locale };
      log("error", "enquiry could not be recorded", { error });
      return { ...refused(500, endpoint.failed), returnTo, locale };
    }
    return { status: 201, body: { ok: true }, chatLink, returnTo, locale };
  }
}

/** The language of the enquiry page named by the Referer; English when there is none. */
function localeOfReferrer(request: Request): Locale {
  const page = pageOfReferrer(request);
  return page ? localeOfPath(page) : "en";
}

/** recordEnquiry's refusals (English, as the admin and the tests know them) in the page's language. */
function inLanguage(message: string, rules: ReturnType<typeof messagesFor>["enquiry"]["rules"]): string {
  if (message === MISSING_INFORMATION.message) return rules.missingInformation.message;
  if (message === INVALID_SCHOOL.message) return rules.invalidSchool.message;
  if (message === ENQUIRY_FIELD_MESSAGES.grade) return rules.grade;
  return message;
}

/** The server's recorder: one set of counts per client address (for every process, on PostgreSQL). */
export const recordEnquiryRequest: EnquiryRecorder = createEnquiryRecorder();

/**
 * Where contact messages go: the main office's own phone, or the group's WhatsApp support
 * number when the office phone cannot take WhatsApp (a landline, or not filled in yet).
 */
export function officeChatNumber(settings: Pick<SiteSettings, "officePhone" | "whatsappSupportNumber">) {
  return whatsappNumber(settings.officePhone) ? settings.officePhone : settings.whatsappSupportNumber;
}

/** The WhatsApp chat a recorded enquiry opens, built on the server for a browser without script. */
async function chatLinkFor(submission: EnquirySubmission): Promise<string | undefined> {
  if (submission.kind === "contact") {
    const school = submission.school ? await schoolBySlug(submission.school) : undefined;
    return whatsappLink(
      officeChatNumber(await siteSettings()),
      contactMessage({ ...submission, schoolName: school?.name }),
    );
  }
  const school = await schoolBySlug(submission.school);
  if (!school) return undefined;
  const number = school.whatsapp || school.phone;
  return submission.kind === "admission"
    ? whatsappLink(number, admissionEnquiryMessage({ ...submission, schoolName: school.name }))
    : whatsappLink(number, campusVisitMessage({ ...submission, schoolName: school.name }));
}

/** True for a plain HTML form post (a browser that has not run the page's script yet). */
export function isFormPost(request: Request) {
  return (request.headers.get("content-type") ?? "").includes("application/x-www-form-urlencoded");
}

/**
 * The answer to a plain form post: on success the WhatsApp chat itself (303), otherwise back to
 * the form's page with the refusal as a toast. Forms thus work before the page's script runs.
 */
export async function formPostAnswer(request: Request, answer: RecordingAnswer): Promise<Response> {
  const locale = answer.locale ?? localeOfReferrer(request);
  const back = answer.returnTo ?? pageOfReferrer(request) ?? pathInLocale(ENQUIRY_PAGES[0], locale);
  if (answer.body.ok) {
    return redirect(answer.chatLink ?? back, 303);
  }
  const title = answer.body.title ?? messagesFor(locale).enquiry.rules.errorTitle;
  return redirectWithToast(back, { type: "error", title, description: answer.body.message }, { status: 303 });
}

/** The enquiry page the post came from, by its Referer; anything else, a malformed one too, is none. */
function pageOfReferrer(request: Request): EnquiryPage | undefined {
  const referrer = request.headers.get("referer");
  if (!referrer || !URL.canParse(referrer)) return undefined;
  const { pathname } = new URL(referrer);
  return ENQUIRY_PAGES.find((page) => page === pathname);
}
