// The three enquiry forms' rules (spec §5), shared by the forms in the browser and by
// POST /api/enquiries, which checks them again before keeping a copy for the staff inbox.
import { z } from "zod";
import { isCampusVisitTimeSlot } from "~/copy/enquiries";
import { ENQUIRY_RULE_MESSAGES, type EnquiryRuleMessages } from "~/copy/enquiry-copy";
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from "~/copy/limits";
import { isCalendarDate, todayInSchoolTimeZone } from "~/copy/locale";
import { canonicalSchoolSlug } from "~/copy/schools";
import { fillMessage } from "~/i18n/fill-message";
import { VISITOR_SESSION_ID_PATTERN } from "~/lib/tracking";

const SHORT_TEXT_MAX = 200;
const PHONE_MAX = 30;
const CAMPUS_MAX = 500;
const MESSAGE_MAX = 5000;
const EARLIEST_DATE = "1900-01-01";

/**
 * The tracker's session id of the visit the enquiry came from (app/tracker/). Only a well-formed
 * one is kept; anything else is dropped, never a reason to refuse or hold up the enquiry.
 */
const visitorSessionId = z.string().regex(VISITOR_SESSION_ID_PATTERN).optional().catch(undefined);

/**
 * The three forms' rules with one language's messages. The limits and the checks are the same in
 * both languages; only what the messages say differs (the page's language decides which set).
 */
function buildSchemas(M: EnquiryRuleMessages) {
  const childAgeMessage = fillMessage(M.childAge, { min: CHILD_AGE_MIN, max: CHILD_AGE_MAX });

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
    M.invalidSchool.message,
  );

  const optionalSchool = optionalText().refine(
    (value) => value === undefined || canonicalSchoolSlug(value) !== undefined,
    M.invalidSchool.message,
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
    .number({ error: childAgeMessage })
    .int(childAgeMessage)
    .min(CHILD_AGE_MIN, childAgeMessage)
    .max(CHILD_AGE_MAX, childAgeMessage)
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
  const admission = z.object({
    parentName: requiredText(),
    childName: requiredText(),
    childAge,
    email: optionalEmail,
    phone: requiredText(PHONE_MAX),
    school: requiredSchool,
    grade: optionalText(),
    message: optionalText(MESSAGE_MAX),
  });

  const campusVisit = z.object({
    name: requiredText(),
    phone: requiredText(PHONE_MAX),
    email: optionalEmail,
    school: requiredSchool,
    campus: requiredText(CAMPUS_MAX),
    timeSlot,
    preferredDate,
  });

  /** The general message form has no rules (spec §5) beyond the caps the server needs. */
  const contact = z.object({
    name: optionalText(),
    phone: optionalText(PHONE_MAX),
    email: optionalText(),
    school: optionalSchool,
    message: optionalText(MESSAGE_MAX),
  });

  /** What the forms post to the recording endpoint: one of the three, told apart by `kind`. */
  const submission = z.discriminatedUnion("kind", [
    admission.safeExtend({ kind: z.literal("admission"), visitorSessionId }),
    campusVisit.extend({ kind: z.literal("campus_visit"), visitorSessionId }),
    contact.extend({ kind: z.literal("contact"), visitorSessionId }),
  ]);

  /** Turns a failed parse into the spec's toast and one message per field. */
  function problem(error: z.ZodError): EnquiryProblem {
    const fieldErrors: Record<string, string> = {};
    for (const issue of error.issues) {
      const field = String(issue.path[0] ?? "form");
      fieldErrors[field] ??= issue.message;
    }
    const messages = error.issues.map((issue) => issue.message);
    if (messages.includes(M.required)) return { ...M.missingInformation, fieldErrors };
    if (messages.includes(M.invalidSchool.message)) return { ...M.invalidSchool, fieldErrors };
    return { title: M.errorTitle, message: messages[0] ?? M.missingInformation.message, fieldErrors };
  }

  return { admission, campusVisit, contact, submission, problem };
}

export type EnquirySchemas = ReturnType<typeof buildSchemas>;

const built = new WeakMap<EnquiryRuleMessages, EnquirySchemas>();

/** The rules with `messages` (English by default), built once per set of messages. */
export function enquirySchemas(messages: EnquiryRuleMessages = ENQUIRY_RULE_MESSAGES): EnquirySchemas {
  let schemas = built.get(messages);
  if (!schemas) {
    schemas = buildSchemas(messages);
    built.set(messages, schemas);
  }
  return schemas;
}

const english = enquirySchemas();
export const admissionEnquirySchema = english.admission;
export const campusVisitSchema = english.campusVisit;
export const contactMessageSchema = english.contact;
export const enquirySubmissionSchema = english.submission;

/** Turns a failed parse into the spec's toast and one message per field (English). */
export function enquiryProblem(error: z.ZodError): EnquiryProblem {
  return english.problem(error);
}

export type AdmissionEnquiry = z.output<typeof admissionEnquirySchema>;
export type CampusVisit = z.output<typeof campusVisitSchema>;

export type EnquirySubmission = z.output<typeof enquirySubmissionSchema>;
export type EnquirySubmissionInput = z.input<typeof enquirySubmissionSchema>;

export type EnquiryProblem = {
  /** The toast: Missing Information, the invalid-school Error, or the first field's message. */
  title: string;
  message: string;
  fieldErrors: Record<string, string>;
};
