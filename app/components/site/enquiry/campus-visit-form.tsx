import { CalendarCheckIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { CAMPUS_VISIT_TIME_SLOTS } from "~/copy/enquiries";
import { ENQUIRY_LABELS, ENQUIRY_PLACEHOLDERS } from "~/copy/enquiry-copy";
import type { ToastMessage } from "~/lib/toast";
import { EnquiryForm, NativeSelect, SchoolOption, SharedWithSchoolNotice } from "./form-parts";
import type { EnquirySchool } from "./school-contact-card";

/**
 * Schedule Campus Visit (spec §4-§5): every field but email required, campus after school.
 * Without the script every campus is offered, under its school's name, and the button is live
 * (the browser checks the required fields); campus-visit-form.enhance.ts narrows the campus to
 * the chosen school and holds the button until every required field is filled.
 */
export function CampusVisitForm({
  schools,
  preselectedSchool,
  today,
  refusal,
}: {
  schools: readonly EnquirySchool[];
  preselectedSchool: string | null;
  /** yyyy-MM-dd in Asia/Kolkata: the earliest date a visit can be booked for. */
  today: string;
  refusal?: ToastMessage | null;
}) {
  const chosen = schools.find((school) => school.value === preselectedSchool);
  return (
    <EnquiryForm
      kind="campus_visit"
      from="/contact#visit"
      refusal={refusal}
      data-enhance="campus-visit-form"
      aria-labelledby="visit-heading"
      className="relative flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="visit-name" label={ENQUIRY_LABELS.name} required>
          <Input name="name" required autoComplete="name" placeholder={ENQUIRY_PLACEHOLDERS.name} />
        </Field>
        <Field id="visit-phone" label={ENQUIRY_LABELS.phone} required>
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
      <Field id="visit-email" label={ENQUIRY_LABELS.email}>
        <Input name="email" type="email" autoComplete="email" placeholder={ENQUIRY_PLACEHOLDERS.email} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="visit-school" label={ENQUIRY_LABELS.school} required>
          <NativeSelect name="school" required defaultValue={chosen?.value ?? ""} data-part="school">
            <option value="">{ENQUIRY_LABELS.chooseSchool}</option>
            {schools.map((school) => (
              <SchoolOption key={school.value} school={school} />
            ))}
          </NativeSelect>
        </Field>
        <Field id="visit-campus" label={ENQUIRY_LABELS.campus} required>
          <NativeSelect name="campus" required defaultValue="" data-part="campus">
            <option value="">{ENQUIRY_LABELS.chooseCampus}</option>
            {schools.map((school) =>
              school.address ? (
                <optgroup key={school.value} label={school.name}>
                  <option value={school.address}>{school.address}</option>
                </optgroup>
              ) : null,
            )}
          </NativeSelect>
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="visit-date" label={ENQUIRY_LABELS.preferredDate} required>
          <Input name="preferredDate" type="date" required min={today} />
        </Field>
        <Field id="visit-time" label={ENQUIRY_LABELS.timeSlot} required>
          <NativeSelect name="timeSlot" required defaultValue="">
            <option value="">{ENQUIRY_LABELS.chooseTimeSlot}</option>
            {CAMPUS_VISIT_TIME_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <SharedWithSchoolNotice />
      <Button type="submit" size="lg" className="w-full sm:w-fit" data-part="submit">
        <CalendarCheckIcon aria-hidden="true" />
        {ENQUIRY_LABELS.bookVisit}
      </Button>
    </EnquiryForm>
  );
}
