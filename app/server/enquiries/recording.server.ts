// Recording one enquiry that passed the forms' schema (the HTTP side, app/server/http/
// enquiry-endpoint.server.ts, reads and checks the post): its WhatsApp chat worked out first when
// the answer needs one, then the write, counted towards the sender's allowance beyond which it is
// kept marked suspected spam (docs/decisions/012-enquiries-never-lost.md). What can go wrong comes
// back as an outcome, in the page's language where the parent reads it.
import { INVALID_SCHOOL, MISSING_INFORMATION } from "~/copy/enquiries";
import { ENQUIRY_FIELD_MESSAGES } from "~/copy/enquiry-copy";
import type { messagesFor } from "~/i18n/server";
import type { EnquirySubmission } from "~/lib/schemas/enquiry";
import { isDatabaseUnavailable } from "../db/unavailable.server";
import { isDeadlinePassed } from "../deadline.server";
import { DomainError } from "../domain-error.server";
import { log } from "../log.server";
import type { RateLimiter } from "../rate-limit.server";
import { chatLinkFor } from "./chat-link.server";
import { type EnquiryInput, recordEnquiry } from "./enquiries.server";

type EnquiryRules = ReturnType<typeof messagesFor>["enquiry"]["rules"];

export type SubmissionOutcome =
  | { outcome: "recorded"; chatLink?: string }
  /** The enquiry was refused (a school that does not exist, say): why, in the page's language. */
  | { outcome: "refused"; message: string }
  /** The database cannot be reached or did not answer in time: nothing was saved. */
  | { outcome: "unavailable"; chatLink?: string }
  /** A fault of the product's own. */
  | { outcome: "failed" };

/**
 * Records the enquiry; never throws. `address` is the sender's address group, for the spam
 * allowance and the log; `withChatLink`: the WhatsApp chat is worked out before the write (a plain
 * form post goes on to it, even when the database cannot be reached).
 */
export async function recordSubmission(
  submission: EnquirySubmission,
  options: {
    address: string;
    withChatLink: boolean;
    spamAllowance: RateLimiter;
    rules: EnquiryRules;
    signal: AbortSignal;
  },
): Promise<SubmissionOutcome> {
  const { address, spamAllowance, signal } = options;
  let chatLink: string | undefined;
  try {
    if (options.withChatLink) chatLink = await chatLinkFor(submission, signal);
    const recorded = await recordEnquiry(enquiryInput(submission), new Date(), {
      isSuspectedSpam: async () => !(await spamAllowance.hit(address)).allowed,
      signal,
    });
    if (recorded.suspectedSpam && recorded.timesSent === 1)
      log("warn", "enquiry kept as suspected spam: many from one address", { address });
  } catch (error) {
    if (error instanceof DomainError)
      return { outcome: "refused", message: inLanguage(error.message, options.rules) };
    if (isDeadlinePassed(error) || isDatabaseUnavailable(error)) {
      log("error", "enquiry not saved: the database cannot be reached", { error, address });
      return { outcome: "unavailable", chatLink };
    }
    log("error", "enquiry could not be recorded", { error });
    return { outcome: "failed" };
  }
  return { outcome: "recorded", chatLink };
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

/** recordEnquiry's refusals (English, as the admin and the tests know them) in the page's language. */
function inLanguage(message: string, rules: EnquiryRules): string {
  if (message === MISSING_INFORMATION.message) return rules.missingInformation.message;
  if (message === INVALID_SCHOOL.message) return rules.invalidSchool.message;
  if (message === ENQUIRY_FIELD_MESSAGES.grade) return rules.grade;
  return message;
}
