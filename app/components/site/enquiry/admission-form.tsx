import { SendIcon } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { INVALID_SCHOOL } from "~/content/enquiries";
import {
  ADMISSIONS_PAGE,
  ENQUIRY_HEADINGS,
  ENQUIRY_LABELS,
  ENQUIRY_PLACEHOLDERS,
  ENQUIRY_SENDING_FEEDBACK_MS,
  ENQUIRY_SENT,
} from "~/content/enquiry-copy";
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from "~/content/limits";
import { canonicalSchoolSlug } from "~/content/schools";
import { admissionEnquiryMessage } from "~/lib/enquiry-messages";
import { admissionEnquirySchema, enquiryProblem } from "~/lib/schemas/enquiry";
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
import { type EnquirySchool, SchoolContactCard } from "./school-contact-card";

const EMPTY = {
  parentName: "",
  childName: "",
  childAge: "",
  email: "",
  phone: "",
  school: "",
  grade: "",
  message: "",
};
type Enquiry = typeof EMPTY;

/**
 * The admission enquiry (spec §2, §4, §5): parent, child, phone and school required; the grade
 * list appears once a school is chosen and offers only its grades; the chosen school's contact
 * panel shows beside the form, above whatever `aside` holds (the main office card).
 */
export function AdmissionForm({
  schools,
  preselectedSchool,
  aside,
}: {
  schools: readonly EnquirySchool[];
  preselectedSchool: string | null;
  aside?: ReactNode;
}) {
  const [enquiry, setEnquiry] = useState<Enquiry>({ ...EMPTY, school: preselectedSchool ?? "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const finishing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const chosen = schools.find((school) => school.value === enquiry.school);

  useEffect(() => () => clearTimeout(finishing.current), []);

  const change = (field: keyof Enquiry) => (value: string) => {
    setEnquiry((current) =>
      field === "school" ? { ...current, school: value, grade: "" } : { ...current, [field]: value },
    );
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    const parsed = admissionEnquirySchema.safeParse(enquiry);
    if (!parsed.success) {
      const problem = enquiryProblem(parsed.error);
      setErrors(problem.fieldErrors);
      setSubmitting(false);
      toast.error({ title: problem.title, description: problem.message });
      return;
    }
    const slug = canonicalSchoolSlug(parsed.data.school);
    const school = schools.find((option) => option.value === slug);
    const link =
      school &&
      whatsappLink(
        school.whatsapp || school.phone,
        admissionEnquiryMessage({ ...parsed.data, schoolName: school.name }),
      );
    if (!school || !link) {
      setSubmitting(false);
      toast.error({ title: INVALID_SCHOOL.title, description: INVALID_SCHOOL.message });
      return;
    }
    // Opened within the submit event itself, so that pop-up blockers allow the new tab.
    window.open(link, "_blank", "noopener,noreferrer");
    recordEnquiryInBackground({ kind: "admission", ...enquiry }, honeypotValue(event.currentTarget));
    // 'Sending....' stays a moment so the parent sees the enquiry go, then the form starts afresh.
    finishing.current = setTimeout(() => {
      setEnquiry(EMPTY);
      setErrors({});
      toast.success({ title: ENQUIRY_SENT.title, description: ENQUIRY_SENT.message(school.name) });
      setSubmitting(false);
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
        <form
          {...ENQUIRY_FORM_TARGET}
          noValidate
          onSubmit={submit}
          aria-labelledby="admission-form-heading"
          className="relative flex flex-col gap-5"
        >
          <HoneypotField idPrefix="admission" />
          <EnquiryFormContext kind="admission" from={ADMISSIONS_PAGE.path} />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="admission-parent" label={ENQUIRY_LABELS.parentName} required error={errors.parentName}>
              <Input
                name="parentName"
                autoComplete="name"
                placeholder={ENQUIRY_PLACEHOLDERS.parentName}
                value={enquiry.parentName}
                onChange={(e) => change("parentName")(e.target.value)}
              />
            </Field>
            <Field id="admission-child" label={ENQUIRY_LABELS.childName} required error={errors.childName}>
              <Input
                name="childName"
                autoComplete="off"
                placeholder={ENQUIRY_PLACEHOLDERS.childName}
                value={enquiry.childName}
                onChange={(e) => change("childName")(e.target.value)}
              />
            </Field>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="admission-age" label={ENQUIRY_LABELS.childAge} error={errors.childAge}>
              <Input
                name="childAge"
                type="number"
                inputMode="numeric"
                min={CHILD_AGE_MIN}
                max={CHILD_AGE_MAX}
                step={1}
                placeholder={ENQUIRY_PLACEHOLDERS.childAge}
                value={enquiry.childAge}
                onChange={(e) => change("childAge")(e.target.value)}
              />
            </Field>
            <Field id="admission-phone" label={ENQUIRY_LABELS.phone} required error={errors.phone}>
              <Input
                name="phone"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                placeholder={ENQUIRY_PLACEHOLDERS.phone}
                value={enquiry.phone}
                onChange={(e) => change("phone")(e.target.value)}
              />
            </Field>
          </div>
          <Field id="admission-email" label={ENQUIRY_LABELS.email} error={errors.email}>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              placeholder={ENQUIRY_PLACEHOLDERS.email}
              value={enquiry.email}
              onChange={(e) => change("email")(e.target.value)}
            />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="admission-school" label={ENQUIRY_LABELS.school} required error={errors.school}>
              <NativeSelect
                name="school"
                value={enquiry.school}
                onChange={(e) => change("school")(e.target.value)}
              >
                <option value="">{ENQUIRY_LABELS.chooseSchool}</option>
                {schools.map((school) => (
                  <option key={school.value} value={school.value}>
                    {school.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            {chosen ? (
              <Field id="admission-grade" label={ENQUIRY_LABELS.grade} error={errors.grade}>
                <NativeSelect
                  name="grade"
                  value={enquiry.grade}
                  onChange={(e) => change("grade")(e.target.value)}
                >
                  <option value="">{ENQUIRY_LABELS.chooseGrade}</option>
                  {chosen.grades.map((grade) => (
                    <option key={grade} value={grade}>
                      {grade}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            ) : null}
          </div>
          <Field id="admission-message" label={ENQUIRY_LABELS.message} error={errors.message}>
            <Textarea
              name="message"
              rows={4}
              placeholder={ENQUIRY_PLACEHOLDERS.admissionMessage}
              value={enquiry.message}
              onChange={(e) => change("message")(e.target.value)}
            />
          </Field>
          <SharedWithSchoolNotice />
          <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-fit">
            <SendIcon aria-hidden="true" />
            {submitting ? ENQUIRY_LABELS.sending : ENQUIRY_LABELS.submitEnquiry}
          </Button>
        </form>
      </section>
      <aside aria-label="Contact details" className="flex flex-col gap-6">
        {chosen ? (
          <SchoolContactCard
            school={chosen}
            headingLevel="h2"
            heading={ENQUIRY_HEADINGS.schoolContact(chosen.name)}
            className="animate-fade-in"
          />
        ) : null}
        {aside}
      </aside>
    </div>
  );
}
