import { SendIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { ENQUIRY_LABELS, ENQUIRY_PLACEHOLDERS } from "~/copy/enquiry-copy";
import type { ToastMessage } from "~/lib/toast";
import { EnquiryForm, NativeSelect, SchoolOption, SharedWithSchoolNotice } from "./form-parts";
import type { EnquirySchool } from "./school-contact-card";

/**
 * Send us a Message: no rules at all (spec §5); the text goes to the main office on WhatsApp
 * (contact-message-form.enhance.ts, or the endpoint's redirect without the script).
 */
export function ContactMessageForm({
  schools,
  officeNumber,
  refusal,
}: {
  schools: readonly EnquirySchool[];
  /** The main office's WhatsApp number. */
  officeNumber: string;
  refusal?: ToastMessage | null;
}) {
  return (
    <EnquiryForm
      kind="contact"
      from="/contact#message"
      refusal={refusal}
      // No rules here (spec §5), not even the browser's own check of the email's shape.
      noValidate
      data-enhance="contact-message-form"
      data-chat={officeNumber}
      aria-labelledby="message-heading"
      className="relative flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="message-name" label={ENQUIRY_LABELS.name}>
          <Input name="name" autoComplete="name" placeholder={ENQUIRY_PLACEHOLDERS.name} />
        </Field>
        <Field id="message-phone" label={ENQUIRY_LABELS.phone}>
          <Input
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={ENQUIRY_PLACEHOLDERS.phone}
          />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="message-email" label={ENQUIRY_LABELS.email}>
          <Input name="email" type="email" autoComplete="email" placeholder={ENQUIRY_PLACEHOLDERS.email} />
        </Field>
        <Field id="message-school" label={ENQUIRY_LABELS.school}>
          <NativeSelect name="school" defaultValue="" data-part="school">
            <option value="">{ENQUIRY_LABELS.anySchool}</option>
            {schools.map((school) => (
              <SchoolOption key={school.value} school={school} />
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field id="message-text" label={ENQUIRY_LABELS.message}>
        <Textarea name="message" rows={5} placeholder={ENQUIRY_PLACEHOLDERS.message} />
      </Field>
      <SharedWithSchoolNotice />
      <Button type="submit" size="lg" className="w-full sm:w-fit">
        <SendIcon aria-hidden="true" />
        {ENQUIRY_LABELS.sendMessage}
      </Button>
    </EnquiryForm>
  );
}
