import type { ChangeEvent } from "react";
import { ENQUIRY_HEADINGS, ENQUIRY_LABELS } from "~/copy/enquiry-copy";
import { FormField, NativeSelect } from "./form-field";
import { type MainOffice, OfficeCard } from "./office-card";
import { type EnquirySchool, SchoolContactCard } from "./school-contact-card";

/** The grade list, in the form only while a school is chosen: that school's grades. */
export function GradeField({
  grades,
  error,
  ...select
}: {
  grades: readonly string[];
  error?: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  return (
    <FormField id="admission-grade" label={ENQUIRY_LABELS.grade} error={error}>
      {(control) => (
        <NativeSelect {...control} {...select}>
          <option value="">{ENQUIRY_LABELS.chooseGrade}</option>
          {grades.map((grade) => (
            <option key={grade} value={grade}>
              {grade}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

/** Beside the form: the chosen school's contact panel (fading in at each choice), then the main office. */
export function ContactAside({ chosen, office }: { chosen: EnquirySchool | undefined; office: MainOffice }) {
  return (
    <aside aria-label="Contact details" className="flex flex-col gap-6">
      {chosen ? (
        <SchoolContactCard
          key={chosen.value}
          school={chosen}
          headingLevel="h2"
          heading={ENQUIRY_HEADINGS.schoolContact(chosen.name)}
          className="animate-fade-in"
        />
      ) : null}
      <OfficeCard office={office} />
    </aside>
  );
}
