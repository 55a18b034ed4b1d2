// The event registration form's rules (issue 29), shared by the form in the browser, the public
// route's action and the office's "Add a registration taken by phone": the same checks and, on the
// public site, the same messages in the page's language.
import { z } from "zod";
import { canonicalSchoolSlug } from "~/copy/schools";
import { fillMessage } from "~/i18n/fill-message";
import { indianMobile } from "~/lib/indian-mobile";

export const REGISTRATION_NAME_MAX = 120;
export const REGISTRATION_CLASS_MAX = 60;
export const REGISTRATION_EMAIL_MAX = 200;
export const REGISTRATION_NOTE_MAX = 1000;
export const REGISTRATION_PHONE_MAX = 30;
export const CANCEL_REASON_MAX = 500;

export type RegistrationRuleMessages = {
  required: string;
  tooLong: string;
  phone: string;
  email: string;
  seats: string;
  school: string;
  reference: string;
  problemTitle: string;
  problem: string;
};

/** Missing, null or blank all mean "not given". */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/**
 * The form with one language's messages; `seatsMax` is the event's seats per registration. Field
 * names are the form's input names.
 */
export function registrationSchema(M: RegistrationRuleMessages, seatsMax: number) {
  const text = (max: number) => z.string({ error: M.required }).trim().min(1, M.required).max(max, M.tooLong);
  const optional = (max: number) =>
    z.preprocess(blankToUndefined, z.string().trim().max(max, M.tooLong).optional());
  const seatsMessage = fillMessage(M.seats, { max: seatsMax });
  return z.object({
    parentName: text(REGISTRATION_NAME_MAX),
    phone: z
      .string({ error: M.required })
      .trim()
      .min(1, M.required)
      .max(REGISTRATION_PHONE_MAX, M.phone)
      .transform((value, context) => {
        const digits = indianMobile(value);
        if (digits === undefined) {
          context.addIssue({ code: "custom", message: M.phone });
          return z.NEVER;
        }
        return digits;
      }),
    email: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(REGISTRATION_EMAIL_MAX, M.email)
        .pipe(z.email({ error: M.email }))
        .optional(),
    ),
    childName: text(REGISTRATION_NAME_MAX),
    childClass: text(REGISTRATION_CLASS_MAX),
    school: z
      .string({ error: M.required })
      .trim()
      .min(1, M.required)
      .transform((value, context) => {
        const slug = canonicalSchoolSlug(value);
        if (slug === undefined) {
          context.addIssue({ code: "custom", message: M.school });
          return z.NEVER;
        }
        return slug;
      }),
    seats: z.preprocess(
      (value) =>
        typeof value === "string" ? (value.trim() === "" ? 1 : Number(value.trim())) : (value ?? 1),
      z.number({ error: seatsMessage }).int(seatsMessage).min(1, seatsMessage).max(seatsMax, seatsMessage),
    ),
    note: optional(REGISTRATION_NOTE_MAX),
  });
}

export type RegistrationAnswers = z.output<ReturnType<typeof registrationSchema>>;

/** One message per field, the first each field got. */
export function registrationFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

/** The reference code's letters: no 0/O, 1/I/L, so that it reads back over the phone. */
export const REFERENCE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const REFERENCE_LENGTH = 8;

/** A typed reference as stored: capitals, without the dash or spaces; undefined when it cannot be one. */
export function normalizedReference(text: string): string | undefined {
  const code = text.replace(/[\s-]/g, "").toUpperCase();
  if (code.length !== REFERENCE_LENGTH) return undefined;
  for (const letter of code) if (!REFERENCE_ALPHABET.includes(letter)) return undefined;
  return code;
}

/** "ABCD-2345", as the parent reads it. */
export function displayedReference(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
