// The three enquiry forms' rules (spec §5), shared by the forms in the browser and by
// POST /api/enquiries, which checks them again before keeping a copy for the staff inbox.
import { z } from "zod";
import { INVALID_SCHOOL, isCampusVisitTimeSlot, MISSING_INFORMATION } from "~/copy/enquiries";
import { ENQUIRY_FIELD_MESSAGES as M } from "~/copy/enquiry-copy";
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from "~/copy/limits";
import { isCalendarDate, todayInSchoolTimeZone } from "~/copy/locale";
import { canonicalSchoolSlug } from "~/copy/schools";
import { VISITOR_SESSION_ID_PATTERN } from "~/lib/tracking";

const SHORT_TEXT_MAX = 200;
const PHONE_MAX = 30;
const CAMPUS_MAX = 500;
const MESSAGE_MAX = 5000;
const EARLIEST_DATE = "1900-01-01";

/** Missing means "fill it in"; a number or a list where text belongs is a different mistake. */
const textError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? M.required : M.notText;

function requiredText(max = SHORT_TEXT_MAX) {
  return z.string({ error: textError }).trim().min(1, M.required).max(max, M.tooLong);
}

/** Empty, missing or null all mean "not given"; what is given is trimmed and capped. */
function optionalText(max = SHORT_TEXT_MAX) {
  return z.preprocess(
    (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
    z.string({ error: textError }).trim().max(max, M.tooLong).optional(),
  );
}

const requiredSchool = requiredText().refine(
  (value) => value === "" || canonicalSchoolSlug(value) !== undefined,
  INVALID_SCHOOL.message,
);

const optionalSchool = optionalText().refine(
  (value) => value === undefined || canonicalSchoolSlug(value) !== undefined,
  INVALID_SCHOOL.message,
);

const optionalEmail = z.preprocess(
  (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
  z
    .string({ error: M.email })
    .trim()
    .max(SHORT_TEXT_MAX, M.email)
    .pipe(z.email({ error: M.email }))
    .optional(),
);

/** A number from 1 to 18; the form sends the input's text, the endpoint may get a number. */
const childAge = z.preprocess((value) => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string") return value.trim() === "" ? undefined : Number(value.trim());
  return value;
}, z
  .number({ error: M.childAge })
  .int(M.childAge)
  .min(CHILD_AGE_MIN, M.childAge)
  .max(CHILD_AGE_MAX, M.childAge)
  .optional());

/** yyyy-MM-dd, a real date, not before 1900 and not before today where the schools are. */
const preferredDate = requiredText(10)
  .refine((value) => value === "" || (isCalendarDate(value) && value >= EARLIEST_DATE), M.date)
  .refine((value) => !isCalendarDate(value) || value >= todayInSchoolTimeZone(), M.pastDate);

const timeSlot = requiredText().refine((value) => value === "" || isCampusVisitTimeSlot(value), M.timeSlot);

/**
 * The grade is checked against the grades the school offers on the server (recordEnquiry), where
 * staff's edits in School Management are known; the form offers only those.
 */
export const admissionEnquirySchema = z.object({
  parentName: requiredText(),
  childName: requiredText(),
  childAge,
  email: optionalEmail,
  phone: requiredText(PHONE_MAX),
  school: requiredSchool,
  grade: optionalText(),
  message: optionalText(MESSAGE_MAX),
});

export const campusVisitSchema = z.object({
  name: requiredText(),
  phone: requiredText(PHONE_MAX),
  email: optionalEmail,
  school: requiredSchool,
  campus: requiredText(CAMPUS_MAX),
  timeSlot,
  preferredDate,
});

/** The general message form has no rules (spec §5) beyond the caps the server needs. */
export const contactMessageSchema = z.object({
  name: optionalText(),
  phone: optionalText(PHONE_MAX),
  email: optionalText(),
  school: optionalSchool,
  message: optionalText(MESSAGE_MAX),
});

export type AdmissionEnquiry = z.output<typeof admissionEnquirySchema>;
export type CampusVisit = z.output<typeof campusVisitSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/**
 * The tracker's session id of the visit the enquiry came from (app/tracker/). Only a well-formed
 * one is kept; anything else is dropped, never a reason to refuse or hold up the enquiry.
 */
const visitorSessionId = z.string().regex(VISITOR_SESSION_ID_PATTERN).optional().catch(undefined);

/** What the forms post to the recording endpoint: one of the three, told apart by `kind`. */
export const enquirySubmissionSchema = z.discriminatedUnion("kind", [
  admissionEnquirySchema.safeExtend({ kind: z.literal("admission"), visitorSessionId }),
  campusVisitSchema.extend({ kind: z.literal("campus_visit"), visitorSessionId }),
  contactMessageSchema.extend({ kind: z.literal("contact"), visitorSessionId }),
]);

export type EnquirySubmission = z.output<typeof enquirySubmissionSchema>;
export type EnquirySubmissionInput = z.input<typeof enquirySubmissionSchema>;

export type EnquiryProblem = {
  /** The toast: Missing Information, the invalid-school Error, or the first field's message. */
  title: string;
  message: string;
  fieldErrors: Record<string, string>;
};

/** Turns a failed parse into the spec's toast and one message per field. */
export function enquiryProblem(error: z.ZodError): EnquiryProblem {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    fieldErrors[field] ??= issue.message;
  }
  const messages = error.issues.map((issue) => issue.message);
  if (messages.includes(M.required)) return { ...MISSING_INFORMATION, fieldErrors };
  if (messages.includes(INVALID_SCHOOL.message)) return { ...INVALID_SCHOOL, fieldErrors };
  return { title: "Error", message: messages[0] ?? MISSING_INFORMATION.message, fieldErrors };
}
