import { SendIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import {
  CONTACT_PAGE,
  ENQUIRY_LABELS,
  ENQUIRY_PLACEHOLDERS,
  MESSAGE_SENT,
  NO_CHAT_NUMBER,
} from "~/content/enquiry-copy";
import { contactMessage } from "~/lib/enquiry-messages";
import { toast } from "~/lib/toast";
import { whatsappLink } from "~/lib/whatsapp";
import { recordEnquiryInBackground } from "./enquiry-recording";
import {
  ENQUIRY_FORM_TARGET,
  EnquiryFormContext,
  HoneypotField,
  honeypotValue,
  NativeSelect,
  SharedWithSchoolNotice,
} from "./form-parts";
import type { EnquirySchool } from "./school-contact-card";

const EMPTY = { name: "", phone: "", email: "", school: "", message: "" };
type Message = typeof EMPTY;

/** Send us a Message: no rules at all (spec §5); the text goes to the main office on WhatsApp. */
export function ContactMessageForm({
  schools,
  officeNumber,
}: {
  schools: readonly EnquirySchool[];
  /** The main office's WhatsApp number. */
  officeNumber: string;
}) {
  const [message, setMessage] = useState<Message>(EMPTY);
  const change = (field: keyof Message) => (value: string) =>
    setMessage((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const school = schools.find((option) => option.value === message.school);
    const link = whatsappLink(officeNumber, contactMessage({ ...message, schoolName: school?.name }));
    if (!link) {
      toast.error({ title: NO_CHAT_NUMBER.title, description: NO_CHAT_NUMBER.message });
      return;
    }
    window.open(link, "_blank", "noopener,noreferrer");
    recordEnquiryInBackground({ kind: "contact", ...message }, honeypotValue(event.currentTarget));
    setMessage(EMPTY);
    toast.success({ title: MESSAGE_SENT.title, description: MESSAGE_SENT.message });
  }

  return (
    <form
      {...ENQUIRY_FORM_TARGET}
      noValidate
      onSubmit={submit}
      aria-labelledby="message-heading"
      className="relative flex flex-col gap-5"
    >
      <HoneypotField idPrefix="message" />
      <EnquiryFormContext kind="contact" from={CONTACT_PAGE.path} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="message-name" label={ENQUIRY_LABELS.name}>
          <Input
            name="name"
            autoComplete="name"
            placeholder={ENQUIRY_PLACEHOLDERS.name}
            value={message.name}
            onChange={(e) => change("name")(e.target.value)}
          />
        </Field>
        <Field id="message-phone" label={ENQUIRY_LABELS.phone}>
          <Input
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={ENQUIRY_PLACEHOLDERS.phone}
            value={message.phone}
            onChange={(e) => change("phone")(e.target.value)}
          />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="message-email" label={ENQUIRY_LABELS.email}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            placeholder={ENQUIRY_PLACEHOLDERS.email}
            value={message.email}
            onChange={(e) => change("email")(e.target.value)}
          />
        </Field>
        <Field id="message-school" label={ENQUIRY_LABELS.school}>
          <NativeSelect
            name="school"
            value={message.school}
            onChange={(e) => change("school")(e.target.value)}
          >
            <option value="">{ENQUIRY_LABELS.anySchool}</option>
            {schools.map((school) => (
              <option key={school.value} value={school.value}>
                {school.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field id="message-text" label={ENQUIRY_LABELS.message}>
        <Textarea
          name="message"
          rows={5}
          placeholder={ENQUIRY_PLACEHOLDERS.message}
          value={message.message}
          onChange={(e) => change("message")(e.target.value)}
        />
      </Field>
      <SharedWithSchoolNotice />
      <Button type="submit" size="lg" className="w-full sm:w-fit">
        <SendIcon aria-hidden="true" />
        {ENQUIRY_LABELS.sendMessage}
      </Button>
    </form>
  );
}
