// What the admission and campus visit forms do with a submit the rules have checked: the same
// steps, with each form's own message and what it does afterwards.
import { INVALID_SCHOOL } from "~/copy/enquiries";
import type { EnquirySubmissionInput } from "~/lib/schemas/enquiry";
import { toast } from "~/lib/toast";
import { whatsappLink } from "~/lib/whatsapp";
import { chosenSchool, honeypotValue, showFieldErrors } from "./enquiry-form-dom";
import { recordEnquiryInBackground } from "./enquiry-recording";
import type { Checked } from "./enquiry-validation";

/**
 * Refused: the problems go beside their fields and into a toast. Accepted: the chosen school's
 * WhatsApp chat opens with `message`, and a copy goes to the office. Gives the school's name once
 * the chat is open, undefined when nothing was sent.
 */
export function sendToSchoolChat<T>({
  form,
  school,
  checked,
  message,
  record,
}: {
  form: HTMLFormElement;
  school: HTMLSelectElement;
  checked: Checked<T>;
  message: (value: T & { schoolName: string }) => string;
  record: EnquirySubmissionInput;
}): string | undefined {
  if (!checked.ok) {
    showFieldErrors(form, checked.problem.fieldErrors);
    toast.error({ title: checked.problem.title, description: checked.problem.message });
    return undefined;
  }
  const option = chosenSchool(school, checked.school);
  const schoolName = option?.text ?? "";
  const link = option && whatsappLink(option.dataset.chat, message({ ...checked.value, schoolName }));
  if (!link) {
    toast.error({ title: INVALID_SCHOOL.title, description: INVALID_SCHOOL.message });
    return undefined;
  }
  // Opened within the submit event itself, so that pop-up blockers allow the new tab.
  window.open(link, "_blank", "noopener,noreferrer");
  recordEnquiryInBackground(record, honeypotValue(form));
  return schoolName;
}
