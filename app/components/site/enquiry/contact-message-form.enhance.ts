// Behaviour of contact-message-form.tsx (see app/enhance/index.ts): no rules (spec §5), so no
// validation to fetch; a submit opens the main office's WhatsApp chat with whatever was typed,
// keeps a copy for the office and empties the form.
import { MESSAGE_SENT, NO_CHAT_NUMBER } from "~/copy/enquiry-copy";
import { part } from "~/enhance/dom";
import { contactMessage } from "~/lib/enquiry-messages";
import { toast } from "~/lib/toast";
import { whatsappLink } from "~/lib/whatsapp";
import { chosenSchool, clearFields, honeypotValue, readFields } from "./enquiry-form-dom";
import { recordEnquiryInBackground } from "./enquiry-recording";

const FIELDS = ["name", "phone", "email", "school", "message"] as const;

export function enhanceContactMessageForm(root: HTMLElement) {
  const form = root as HTMLFormElement;
  const school = part<HTMLSelectElement>(form, "school");
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const values = readFields(form, FIELDS);
    const schoolName = chosenSchool(school)?.text;
    const link = whatsappLink(form.dataset.chat, contactMessage({ ...values, schoolName }));
    if (!link) {
      toast.error({ title: NO_CHAT_NUMBER.title, description: NO_CHAT_NUMBER.message });
      return;
    }
    // Opened within the submit event itself, so that pop-up blockers allow the new tab.
    window.open(link, "_blank", "noopener,noreferrer");
    recordEnquiryInBackground({ kind: "contact", ...values }, honeypotValue(form));
    clearFields(form, FIELDS);
    toast.success({ title: MESSAGE_SENT.title, description: MESSAGE_SENT.message });
  });
}
