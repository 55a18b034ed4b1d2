import type { ChangeEvent } from "react";
import type { EnquiryFormText } from "~/copy/enquiry-copy";
import { fillMessage } from "~/i18n/fill-message";
import { FormField, NativeSelect } from "./form-field";
import { type MainOffice, OfficeCard } from "./office-card";
import { type EnquirySchool, SchoolContactCard } from "./school-contact-card";

/** The grade list, in the form only while a school is chosen: that school's grades. */
export function GradeField({
  grades,
  error,
  text,
  ...select
}: {
  grades: readonly string[];
  error?: string;
  text: EnquiryFormText;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  return (
    <FormField id="admission-grade" label={text.labels.grade} error={error}>
      {(control) => (
        <NativeSelect {...control} {...select}>
          <option value="">{text.labels.chooseGrade}</option>
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
export function ContactAside({
  chosen,
  office,
  text,
}: {
  chosen: EnquirySchool | undefined;
  office: MainOffice;
  text: EnquiryFormText;
}) {
  return (
    <aside aria-label={text.contactDetails} className="flex flex-col gap-6">
      {chosen ? (
        <SchoolContactCard
          key={chosen.value}
          school={chosen}
          headingLevel="h2"
          heading={fillMessage(text.schoolContact, { school: chosen.name })}
          className="animate-fade-in"
          text={text}
        />
      ) : null}
      <OfficeCard office={office} text={text} />
    </aside>
  );
}
