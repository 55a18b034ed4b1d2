// A parent's registration as the public form posts it (issue 29): checked with the form's own
// rules in the page's language, then recorded under the same allowances as enquiries (decision
// 012): every post counts towards a flood limit per address, beyond which the post is refused, and
// each registration towards the spam allowance, beyond which it is kept but marked suspected spam,
// so that nothing genuine is lost. The whole recording waits on the database for at most
// ENQUIRY_RECORDING_DEADLINE_MS; a registration whose write committed after that is found again
// (and not doubled) when the parent sends the form once more.
import {
  ENQUIRY_RATE_LIMIT,
  ENQUIRY_RECORDING_DEADLINE_MS,
  ENQUIRY_SPAM_ALLOWANCE,
  HONEYPOT_FIELD,
} from "~/copy/enquiry-copy";
import type { Locale } from "~/i18n/locales";
import { messagesFor } from "~/i18n/server";
import { registrationFieldErrors, registrationSchema } from "~/lib/schemas/registration";
import { isDatabaseUnavailable } from "../db/unavailable.server";
import { beforeDeadline, deadlineIn, isDeadlinePassed } from "../deadline.server";
import { log } from "../log.server";
import { clientAddressGroup, createSharedRateLimiter, type RateLimiter } from "../rate-limit.server";
import type { Registration } from "./queries.server";
import { type RefusalCode, RegistrationRefused, register } from "./seats.server";

export type RegistrationFormValues = Record<string, string>;

export type RecordingOutcome =
  | { kind: "recorded"; registration: Registration; repeated: boolean }
  /** A robot filled the hidden field: thanked, nothing kept. */
  | { kind: "ignored" }
  | { kind: "invalid"; fieldErrors: Record<string, string>; values: RegistrationFormValues }
  | { kind: "refused"; code: RefusalCode; values: RegistrationFormValues }
  | { kind: "too-many"; retryAfterSeconds: number; values: RegistrationFormValues }
  | { kind: "unavailable"; values: RegistrationFormValues };

/** The fields the form posts; anything else is ignored. */
export const REGISTRATION_FIELDS = [
  "parentName",
  "phone",
  "email",
  "childName",
  "childClass",
  "school",
  "seats",
  "note",
] as const;

/** The form's own fields as sent (text only), to show them again when the form comes back. */
export function formValues(form: FormData): RegistrationFormValues {
  const values: RegistrationFormValues = {};
  for (const field of REGISTRATION_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, 2000);
  }
  return values;
}

export type RegistrationRecorder = (
  request: Request,
  form: FormData,
  event: { id: string; seatsPerRegistration: number },
  locale: Locale,
) => Promise<RecordingOutcome>;

export function createRegistrationRecorder(
  limiter: RateLimiter = createSharedRateLimiter({ name: "registration", ...ENQUIRY_RATE_LIMIT }),
  spamAllowance: RateLimiter = createSharedRateLimiter({
    name: "registration-spam",
    ...ENQUIRY_SPAM_ALLOWANCE,
  }),
  { deadlineMs = ENQUIRY_RECORDING_DEADLINE_MS }: { deadlineMs?: number } = {},
): RegistrationRecorder {
  return async (request, form, event, locale) => {
    const values = formValues(form);
    const address = clientAddressGroup(request);
    const deadline = deadlineIn(deadlineMs);
    try {
      const counted = await beforeDeadline(deadline.signal, () => limiter.hit(address));
      if (!counted.allowed) {
        log("warn", "registration refused: flood from one address", { address });
        return { kind: "too-many", retryAfterSeconds: counted.retryAfterSeconds, values };
      }
      const honeypot = form.get(HONEYPOT_FIELD);
      if (typeof honeypot === "string" && honeypot !== "") {
        log("info", "registration dropped: honeypot filled", { address });
        return { kind: "ignored" };
      }
      const rules = messagesFor(locale).registration.rules;
      const parsed = registrationSchema(rules, event.seatsPerRegistration).safeParse(values);
      if (!parsed.success)
        return { kind: "invalid", fieldErrors: registrationFieldErrors(parsed.error), values };
      const allowed = await beforeDeadline(deadline.signal, () => spamAllowance.hit(address));
      const { registration, repeated } = await beforeDeadline(deadline.signal, () =>
        register(event.id, parsed.data, { locale, suspectedSpam: !allowed.allowed }),
      );
      if (!allowed.allowed && !repeated)
        log("warn", "registration kept as suspected spam: many from one address", { address });
      return { kind: "recorded", registration, repeated };
    } catch (error) {
      if (error instanceof RegistrationRefused) return { kind: "refused", code: error.code, values };
      if (isDeadlinePassed(error) || isDatabaseUnavailable(error)) {
        log("error", "registration not saved: the database cannot be reached", { error, address });
        return { kind: "unavailable", values };
      }
      throw error;
    } finally {
      deadline.end();
    }
  };
}

let shared: RegistrationRecorder | undefined;

/** The process's recorder, with its allowances shared by the instances on PostgreSQL. */
export function recordRegistration(...args: Parameters<RegistrationRecorder>): Promise<RecordingOutcome> {
  shared ??= createRegistrationRecorder();
  return shared(...args);
}

let cancelLimiter: RateLimiter | undefined;

/**
 * Counts one cancel attempt from the request's address against the same flood limit as the
 * registration form's posts (a reference and a phone are guessed nowhere near that fast).
 */
export function cancelAttempt(request: Request) {
  cancelLimiter ??= createSharedRateLimiter({ name: "registration-cancel", ...ENQUIRY_RATE_LIMIT });
  return cancelLimiter.hit(clientAddressGroup(request));
}
