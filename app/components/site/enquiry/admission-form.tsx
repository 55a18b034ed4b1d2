import { SendIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { ENQUIRY_HEADINGS, ENQUIRY_LABELS, ENQUIRY_PLACEHOLDERS } from "~/copy/enquiry-copy";
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from "~/copy/limits";
import type { ToastMessage } from "~/lib/toast";
import { EnquiryForm, NativeSelect, SchoolOption, SharedWithSchoolNotice } from "./form-parts";
import { type EnquirySchool, SchoolContactCard } from "./school-contact-card";

/** The grade list; its options are the chosen school's grades (the script refills it). */
function GradeField({ grades }: { grades: readonly string[] }) {
  return (
    <Field id="admission-grade" label={ENQUIRY_LABELS.grade}>
      <NativeSelect name="grade" defaultValue="" data-part="grade">
        <option value="">{ENQUIRY_LABELS.chooseGrade}</option>
        {grades.map((grade) => (
          <option key={grade} value={grade}>
            {grade}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

/**
 * The admission enquiry (spec §2, §4, §5): parent, child, phone and school required; the grade
 * list appears once a school is chosen and offers only its grades; the chosen school's contact
 * panel shows beside the form, above whatever `aside` holds (the main office card). Drawn on the
 * server for the school in the URL; admission-form.enhance.ts follows the visitor's choices.
 */
export function AdmissionForm({
  schools,
  preselectedSchool,
  refusal,
  aside,
}: {
  schools: readonly EnquirySchool[];
  preselectedSchool: string | null;
  refusal?: ToastMessage | null;
  aside?: ReactNode;
}) {
  const chosen = schools.find((school) => school.value === preselectedSchool);
  return (
    <div data-enhance="admission-form" className="grid items-start gap-8 lg:grid-cols-[3fr_2fr] lg:gap-10">
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
          data-part="form"
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="admission-parent" label={ENQUIRY_LABELS.parentName} required>
              <Input
                name="parentName"
                required
                autoComplete="name"
                placeholder={ENQUIRY_PLACEHOLDERS.parentName}
              />
            </Field>
            <Field id="admission-child" label={ENQUIRY_LABELS.childName} required>
              <Input
                name="childName"
                required
                autoComplete="off"
                placeholder={ENQUIRY_PLACEHOLDERS.childName}
              />
            </Field>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="admission-age" label={ENQUIRY_LABELS.childAge}>
              <Input
                name="childAge"
                type="number"
                inputMode="numeric"
                min={CHILD_AGE_MIN}
                max={CHILD_AGE_MAX}
                step={1}
                placeholder={ENQUIRY_PLACEHOLDERS.childAge}
              />
            </Field>
            <Field id="admission-phone" label={ENQUIRY_LABELS.phone} required>
              <Input
                name="phone"
                type="tel"
                required
                autoComplete="tel"
                inputMode="tel"
                placeholder={ENQUIRY_PLACEHOLDERS.phone}
              />
            </Field>
          </div>
          <Field id="admission-email" label={ENQUIRY_LABELS.email}>
            <Input name="email" type="email" autoComplete="email" placeholder={ENQUIRY_PLACEHOLDERS.email} />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="admission-school" label={ENQUIRY_LABELS.school} required>
              <NativeSelect name="school" required defaultValue={chosen?.value ?? ""} data-part="school">
                <option value="">{ENQUIRY_LABELS.chooseSchool}</option>
                {schools.map((school) => (
                  <SchoolOption key={school.value} school={school} />
                ))}
              </NativeSelect>
            </Field>
            {chosen ? <GradeField grades={chosen.grades} /> : null}
            {/* The grade list the script puts in place once a school is chosen. */}
            <template data-part="grade-template">
              <GradeField grades={[]} />
            </template>
          </div>
          <Field id="admission-message" label={ENQUIRY_LABELS.message}>
            <Textarea name="message" rows={4} placeholder={ENQUIRY_PLACEHOLDERS.admissionMessage} />
          </Field>
          <SharedWithSchoolNotice />
          <Button type="submit" size="lg" className="w-full sm:w-fit" data-part="submit">
            <SendIcon aria-hidden="true" />
            <span data-part="submit-label">{ENQUIRY_LABELS.submitEnquiry}</span>
          </Button>
        </EnquiryForm>
      </section>
      <aside aria-label="Contact details" className="flex flex-col gap-6">
        {/* Every school's panel is drawn; the chosen one shows. */}
        {schools.map((school) => (
          <div
            key={school.value}
            data-part="school-contact"
            data-school={school.value}
            hidden={school !== chosen}
          >
            <SchoolContactCard
              school={school}
              headingLevel="h2"
              heading={ENQUIRY_HEADINGS.schoolContact(school.name)}
              className="animate-fade-in"
            />
          </div>
        ))}
        {aside}
      </aside>
    </div>
  );
}
