import type { ComponentProps } from "react";
import type { EnquiryFormText } from "~/copy/enquiry-copy";
import { FormField, NativeSelect } from "./form-field";
import type { EnquirySchool } from "./school-contact-card";

/** The School field every enquiry form has: the empty choice first, then the page's schools. */
export function SchoolSelect({
  id,
  schools,
  required,
  error,
  text,
  prompt = text.labels.chooseSchool,
  ...select
}: Pick<ComponentProps<"select">, "name" | "value" | "onChange"> & {
  id: string;
  schools: readonly EnquirySchool[];
  required?: boolean;
  error?: string;
  text: EnquiryFormText;
  /** The empty choice's words. */
  prompt?: string;
}) {
  return (
    <FormField id={id} label={text.labels.school} required={required} error={error}>
      {(control) => (
        <NativeSelect {...control} {...select} required={required}>
          <option value="">{prompt}</option>
          {schools.map((school) => (
            <option key={school.value} value={school.value}>
              {school.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
