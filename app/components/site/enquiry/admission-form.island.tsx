import { SendIcon } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { buttonClasses } from "~/components/ui/button-classes";
import {
  ENQUIRY_ISLAND_TEXT,
  ENQUIRY_SENDING_FEEDBACK_MS,
  type EnquiryIslandText,
} from "~/copy/enquiry-copy";
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from "~/copy/limits";
import { fillMessage } from "~/i18n/fill-message";
import type { Locale } from "~/i18n/locales";
import { admissionEnquiryMessage } from "~/lib/enquiry-messages";
import { toast } from "~/lib/toast";
import { ContactAside, GradeField } from "./admission-parts";
import { EmailField, FormField, PhoneField, TextArea, TextField } from "./form-field";
import { EnquiryForm, SharedWithSchoolNotice } from "./form-parts";
import type { MainOffice } from "./office-card";
import type { EnquiryRefusal } from "./refused-enquiry";
import { offeredSchool, sendToSchoolChat } from "./school-chat";
import type { EnquirySchool } from "./school-contact-card";
import { SchoolSelect } from "./school-select";
import { useEnquiryForm } from "./use-enquiry-form";

/**
 * The admission enquiry (an island; spec §2, §4, §5): parent, child, phone and school required;
 * the grade list appears once a school is chosen and offers only its grades; the chosen school's
 * contact panel shows beside the form, above the main office card. A submit checks the rules,
 * reads 'Sending....', opens the school's WhatsApp chat, keeps a copy for the office and starts
 * the form afresh. Without script (or before the rules arrive) it is a plain post to the server.
 */
export default function AdmissionForm({
  schools,
  preselectedSchool,
  refusal,
  office,
  text = ENQUIRY_ISLAND_TEXT,
  locale,
}: {
  schools: readonly EnquirySchool[];
  preselectedSchool: string | null;
  refusal: EnquiryRefusal | null;
  office: MainOffice;
  /** The words in the page's language; given on Tamil pages only (English is the default). */
  text?: EnquiryIslandText;
  locale?: Locale;
}) {
  const form = useEnquiryForm({
    initial: {
      parentName: "",
      childName: "",
      childAge: "",
      email: "",
      phone: "",
      school: offeredSchool(schools, preselectedSchool ?? undefined)?.value ?? "",
      grade: "",
      message: "",
    },
    followSchool: ["grade"],
    followersLoseMessages: true,
    settle: (values) => {
      const grades = offeredSchool(schools, values.school)?.grades ?? [];
      return { ...values, grade: grades.includes(values.grade) ? values.grade : "" };
    },
  });
  const { values, errors, bind } = form;
  const chosen = offeredSchool(schools, values.school);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  function markSubmitting(on: boolean) {
    busy.current = on;
    setSubmitting(on);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    if (busy.current) {
      event.preventDefault();
      return;
    }
    // The rules have not arrived: the browser checks the form and posts it to the server.
    if (!form.rules) return;
    event.preventDefault();
    markSubmitting(true);
    const answer = sendToSchoolChat({
      schools,
      checked: form.rules.checkAdmission(values, text.rules),
      message: admissionEnquiryMessage,
      record: { kind: "admission", ...values },
      honeypot: form.honeypot(),
      text,
    });
    if (!answer.sent) {
      if (answer.fieldErrors) form.setErrors(answer.fieldErrors);
      markSubmitting(false);
      return;
    }
    // 'Sending....' stays a moment so the parent sees the enquiry go, then the form starts afresh.
    setTimeout(() => {
      form.clear();
      toast.success({
        title: text.enquirySent.title,
        description: fillMessage(text.enquirySent.message, { school: answer.schoolName }),
      });
      markSubmitting(false);
    }, ENQUIRY_SENDING_FEEDBACK_MS);
  }

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr] lg:gap-10">
      <section
        aria-labelledby="admission-form-heading"
        className="rounded-card border border-border bg-surface p-6 shadow-raised md:p-8"
      >
        <div className="mb-6 flex flex-col gap-1.5">
          <h2 id="admission-form-heading" className="font-heading text-h2 font-bold">
            {text.admissionForm}
          </h2>
          <p className="text-sm text-muted-foreground">{text.admissionFormLead}</p>
        </div>
        <EnquiryForm
          kind="admission"
          from="/admissions#enquiry"
          refusal={refusal}
          locale={locale}
          honeypotLabel={text.honeypot}
          aria-labelledby="admission-form-heading"
          className="relative flex flex-col gap-5"
          {...form.formProps}
          onSubmit={submit}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id="admission-parent"
              label={text.labels.parentName}
              required
              error={errors.parentName}
              autoComplete="name"
              placeholder={text.placeholders.parentName}
              {...bind("parentName")}
            />
            <TextField
              id="admission-child"
              label={text.labels.childName}
              required
              error={errors.childName}
              autoComplete="off"
              placeholder={text.placeholders.childName}
              {...bind("childName")}
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id="admission-age"
              label={text.labels.childAge}
              error={errors.childAge}
              type="number"
              inputMode="numeric"
              min={CHILD_AGE_MIN}
              max={CHILD_AGE_MAX}
              step={1}
              placeholder={text.placeholders.childAge}
              {...bind("childAge")}
            />
            <PhoneField id="admission-phone" required error={errors.phone} text={text} {...bind("phone")} />
          </div>
          <EmailField id="admission-email" error={errors.email} text={text} {...bind("email")} />
          <div className="grid gap-5 sm:grid-cols-2">
            <SchoolSelect
              id="admission-school"
              schools={schools}
              required
              error={errors.school}
              text={text}
              {...bind("school")}
            />
            {chosen ? (
              <GradeField grades={chosen.grades} error={errors.grade} text={text} {...bind("grade")} />
            ) : null}
          </div>
          <FormField id="admission-message" label={text.labels.message} error={errors.message}>
            {(control) => (
              <TextArea
                {...control}
                {...bind("message")}
                rows={4}
                placeholder={text.placeholders.admissionMessage}
              />
            )}
          </FormField>
          <SharedWithSchoolNotice text={text} />
          <button
            type="submit"
            disabled={submitting}
            className={buttonClasses({ size: "lg", className: "w-full sm:w-fit" })}
          >
            <SendIcon aria-hidden="true" />
            <span>{submitting ? text.labels.sending : text.labels.submitEnquiry}</span>
          </button>
        </EnquiryForm>
      </section>
      <ContactAside chosen={chosen} office={office} text={text} />
    </div>
  );
}
