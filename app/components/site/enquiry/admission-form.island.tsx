import { SendIcon } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { buttonClasses } from "~/components/ui/button-classes";
import {
  ENQUIRY_HEADINGS,
  ENQUIRY_LABELS,
  ENQUIRY_PLACEHOLDERS,
  ENQUIRY_SENDING_FEEDBACK_MS,
  ENQUIRY_SENT,
} from "~/copy/enquiry-copy";
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from "~/copy/limits";
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
}: {
  schools: readonly EnquirySchool[];
  preselectedSchool: string | null;
  refusal: EnquiryRefusal | null;
  office: MainOffice;
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
      checked: form.rules.checkAdmission(values),
      message: admissionEnquiryMessage,
      record: { kind: "admission", ...values },
      honeypot: form.honeypot(),
    });
    if (!answer.sent) {
      if (answer.fieldErrors) form.setErrors(answer.fieldErrors);
      markSubmitting(false);
      return;
    }
    // 'Sending....' stays a moment so the parent sees the enquiry go, then the form starts afresh.
    setTimeout(() => {
      form.clear();
      toast.success({ title: ENQUIRY_SENT.title, description: ENQUIRY_SENT.message(answer.schoolName) });
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
            {ENQUIRY_HEADINGS.admissionForm}
          </h2>
          <p className="text-sm text-muted-foreground">{ENQUIRY_HEADINGS.admissionFormLead}</p>
        </div>
        <EnquiryForm
          kind="admission"
          from="/admissions#enquiry"
          refusal={refusal}
          aria-labelledby="admission-form-heading"
          className="relative flex flex-col gap-5"
          {...form.formProps}
          onSubmit={submit}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id="admission-parent"
              label={ENQUIRY_LABELS.parentName}
              required
              error={errors.parentName}
              autoComplete="name"
              placeholder={ENQUIRY_PLACEHOLDERS.parentName}
              {...bind("parentName")}
            />
            <TextField
              id="admission-child"
              label={ENQUIRY_LABELS.childName}
              required
              error={errors.childName}
              autoComplete="off"
              placeholder={ENQUIRY_PLACEHOLDERS.childName}
              {...bind("childName")}
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id="admission-age"
              label={ENQUIRY_LABELS.childAge}
              error={errors.childAge}
              type="number"
              inputMode="numeric"
              min={CHILD_AGE_MIN}
              max={CHILD_AGE_MAX}
              step={1}
              placeholder={ENQUIRY_PLACEHOLDERS.childAge}
              {...bind("childAge")}
            />
            <PhoneField id="admission-phone" required error={errors.phone} {...bind("phone")} />
          </div>
          <EmailField id="admission-email" error={errors.email} {...bind("email")} />
          <div className="grid gap-5 sm:grid-cols-2">
            <SchoolSelect
              id="admission-school"
              schools={schools}
              required
              error={errors.school}
              {...bind("school")}
            />
            {chosen ? <GradeField grades={chosen.grades} error={errors.grade} {...bind("grade")} /> : null}
          </div>
          <FormField id="admission-message" label={ENQUIRY_LABELS.message} error={errors.message}>
            {(control) => (
              <TextArea
                {...control}
                {...bind("message")}
                rows={4}
                placeholder={ENQUIRY_PLACEHOLDERS.admissionMessage}
              />
            )}
          </FormField>
          <SharedWithSchoolNotice />
          <button
            type="submit"
            disabled={submitting}
            className={buttonClasses({ size: "lg", className: "w-full sm:w-fit" })}
          >
            <SendIcon aria-hidden="true" />
            <span>{submitting ? ENQUIRY_LABELS.sending : ENQUIRY_LABELS.submitEnquiry}</span>
          </button>
        </EnquiryForm>
      </section>
      <ContactAside chosen={chosen} office={office} />
    </div>
  );
}
