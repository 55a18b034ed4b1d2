import { SendIcon } from "lucide-react";
import type { FormEvent } from "react";
import { buttonClasses } from "~/components/ui/button-classes";
import { ENQUIRY_FORM_TEXT, type EnquiryFormText } from "~/copy/enquiry-copy";
import type { Locale } from "~/i18n/locales";
import { contactMessage } from "~/lib/enquiry-messages";
import { toast } from "~/lib/toast";
import { whatsappLink } from "~/lib/whatsapp";
import { recordEnquiryInBackground } from "./enquiry-recording";
import { EmailField, FormField, NameField, PhoneField, TextArea } from "./form-field";
import { EnquiryForm, SharedWithSchoolNotice } from "./form-parts";
import type { EnquiryRefusal } from "./refused-enquiry";
import { offeredSchool } from "./school-chat";
import type { EnquirySchool } from "./school-contact-card";
import { SchoolSelect } from "./school-select";
import { useEnquiryForm } from "./use-enquiry-form";

/**
 * Send us a Message (an island): no rules at all (spec §5), so none to fetch and no browser
 * checks either; a submit opens the main office's WhatsApp chat with whatever was typed, keeps a
 * copy for the office and empties the form. Without script the server's redirect does the same.
 */
export default function ContactMessageForm({
  schools,
  officeNumber,
  refusal,
  text = ENQUIRY_FORM_TEXT,
  locale,
}: {
  schools: readonly EnquirySchool[];
  /** The main office's WhatsApp number. */
  officeNumber: string;
  refusal: EnquiryRefusal | null;
  /** The words in the page's language; given on Tamil pages only (English is the default). */
  text?: EnquiryFormText;
  locale?: Locale;
}) {
  const form = useEnquiryForm({
    initial: { name: "", phone: "", email: "", school: "", message: "" },
    noRules: true,
  });
  const { values, bind } = form;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const schoolName = offeredSchool(schools, values.school)?.name;
    const link = whatsappLink(officeNumber, contactMessage({ ...values, schoolName }));
    if (!link) {
      toast.error({ title: text.noChatNumber.title, description: text.noChatNumber.message });
      return;
    }
    // Opened within the submit event itself, so that pop-up blockers allow the new tab.
    window.open(link, "_blank", "noopener,noreferrer");
    recordEnquiryInBackground({ kind: "contact", ...values }, form.honeypot(), text);
    form.clear();
    toast.success({ title: text.messageSent.title, description: text.messageSent.message });
  }

  return (
    <EnquiryForm
      kind="contact"
      from="/contact#message"
      refusal={refusal}
      locale={locale}
      honeypotLabel={text.honeypot}
      aria-labelledby="message-heading"
      className="relative flex flex-col gap-5"
      {...form.formProps}
      onSubmit={submit}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <NameField id="message-name" text={text} {...bind("name")} />
        <PhoneField id="message-phone" text={text} {...bind("phone")} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailField id="message-email" text={text} {...bind("email")} />
        <SchoolSelect
          id="message-school"
          schools={schools}
          text={text}
          prompt={text.labels.anySchool}
          {...bind("school")}
        />
      </div>
      <FormField id="message-text" label={text.labels.message}>
        {(control) => (
          <TextArea {...control} {...bind("message")} rows={5} placeholder={text.placeholders.message} />
        )}
      </FormField>
      <SharedWithSchoolNotice text={text} />
      <button type="submit" className={buttonClasses({ size: "lg", className: "w-full sm:w-fit" })}>
        <SendIcon aria-hidden="true" />
        {text.labels.sendMessage}
      </button>
    </EnquiryForm>
  );
}
