// What the admission and campus visit forms do with a submit the rules have checked: the same
// steps, with each form's own message and what it does afterwards.
import { ENQUIRY_RULE_MESSAGES, type EnquiryIslandText } from "~/copy/enquiry-copy";
import type { EnquirySubmissionInput } from "~/lib/schemas/enquiry";
import { toast } from "~/lib/toast";
import { whatsappLink } from "~/lib/whatsapp";
import { recordEnquiryInBackground } from "./enquiry-recording";
import type { Checked } from "./enquiry-validation";
import type { EnquirySchool } from "./school-contact-card";

/** The number a school's chat opens on: its WhatsApp number, else its phone. */
export function chatNumber(school: EnquirySchool) {
  return school.whatsapp || school.phone || "";
}

/** The school the page offered under this slug (one a script slipped into the list is not). */
export function offeredSchool(schools: readonly EnquirySchool[], slug: string | undefined) {
  return slug ? schools.find((school) => school.value === slug) : undefined;
}

export type ChatAnswer =
  | { sent: true; schoolName: string }
  | { sent: false; fieldErrors?: Record<string, string> };

/**
 * Refused: the problems go into a toast, and back to the form for its fields. Accepted: the chosen
 * school's WhatsApp chat opens with `message`, and a copy goes to the office. Must run inside the
 * submit event itself, so that pop-up blockers allow the new tab.
 */
export function sendToSchoolChat<T>({
  schools,
  checked,
  message,
  record,
  honeypot,
  text,
}: {
  schools: readonly EnquirySchool[];
  checked: Checked<T>;
  message: (value: T & { schoolName: string }) => string;
  record: EnquirySubmissionInput;
  honeypot: string;
  /** The island's words: the invalid-school toast and the toasts about the office's copy. */
  text: EnquiryIslandText;
}): ChatAnswer {
  if (!checked.ok) {
    toast.error({ title: checked.problem.title, description: checked.problem.message });
    return { sent: false, fieldErrors: checked.problem.fieldErrors };
  }
  const school = offeredSchool(schools, checked.school);
  const schoolName = school?.name ?? "";
  const link = school && whatsappLink(chatNumber(school), message({ ...checked.value, schoolName }));
  if (!link) {
    const invalid = text.rules?.invalidSchool ?? ENQUIRY_RULE_MESSAGES.invalidSchool;
    toast.error({ title: invalid.title, description: invalid.message });
    return { sent: false };
  }
  window.open(link, "_blank", "noopener,noreferrer");
  recordEnquiryInBackground(record, honeypot, text);
  return { sent: true, schoolName };
}
