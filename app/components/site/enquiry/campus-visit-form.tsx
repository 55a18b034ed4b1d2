import { CalendarCheckIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { CAMPUS_VISIT_TIME_SLOTS, INVALID_SCHOOL } from "~/content/enquiries";
import {
  CONTACT_PAGE,
  ENQUIRY_LABELS,
  ENQUIRY_PLACEHOLDERS,
  VISIT_REQUEST_SENT,
} from "~/content/enquiry-copy";
import { canonicalSchoolSlug } from "~/content/schools";
import { campusVisitMessage } from "~/lib/enquiry-messages";
import { campusVisitSchema, enquiryProblem } from "~/lib/schemas/enquiry";
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

const EMPTY = { name: "", phone: "", email: "", school: "", campus: "", timeSlot: "", preferredDate: "" };
type Visit = typeof EMPTY;

/** Schedule Campus Visit (spec §4-§5): every field but email required, campus after school. */
export function CampusVisitForm({
  schools,
  preselectedSchool,
  today,
}: {
  schools: readonly EnquirySchool[];
  preselectedSchool: string | null;
  /** yyyy-MM-dd in Asia/Kolkata: the earliest date a visit can be booked for. */
  today: string;
}) {
  const [visit, setVisit] = useState<Visit>({ ...EMPTY, school: preselectedSchool ?? "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const chosen = schools.find((school) => school.value === visit.school);
  const complete = (["name", "phone", "school", "campus", "timeSlot", "preferredDate"] as const).every(
    (field) => visit[field] !== "",
  );

  const change = (field: keyof Visit) => (value: string) => {
    setVisit((current) =>
      // A new school means a new campus: the old choice no longer applies (spec §4).
      field === "school" ? { ...current, school: value, campus: "" } : { ...current, [field]: value },
    );
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = campusVisitSchema.safeParse(visit);
    if (!parsed.success) {
      const problem = enquiryProblem(parsed.error);
      setErrors(problem.fieldErrors);
      toast.error({ title: problem.title, description: problem.message });
      return;
    }
    const slug = canonicalSchoolSlug(parsed.data.school);
    const school = schools.find((option) => option.value === slug);
    const link =
      school &&
      whatsappLink(
        school.whatsapp || school.phone,
        campusVisitMessage({ ...parsed.data, schoolName: school.name }),
      );
    if (!school || !link) {
      toast.error({ title: INVALID_SCHOOL.title, description: INVALID_SCHOOL.message });
      return;
    }
    // Opened within the submit event itself, so that pop-up blockers allow the new tab.
    window.open(link, "_blank", "noopener,noreferrer");
    recordEnquiryInBackground({ kind: "campus_visit", ...visit }, honeypotValue(event.currentTarget));
    setVisit(EMPTY);
    setErrors({});
    toast.success({ title: VISIT_REQUEST_SENT.title, description: VISIT_REQUEST_SENT.message(school.name) });
  }

  return (
    <form
      {...ENQUIRY_FORM_TARGET}
      noValidate
      onSubmit={submit}
      aria-labelledby="visit-heading"
      className="relative flex flex-col gap-5"
    >
      <HoneypotField idPrefix="visit" />
      <EnquiryFormContext kind="campus_visit" from={CONTACT_PAGE.path} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="visit-name" label={ENQUIRY_LABELS.name} required error={errors.name}>
          <Input
            name="name"
            autoComplete="name"
            placeholder={ENQUIRY_PLACEHOLDERS.name}
            value={visit.name}
            onChange={(e) => change("name")(e.target.value)}
          />
        </Field>
        <Field id="visit-phone" label={ENQUIRY_LABELS.phone} required error={errors.phone}>
          <Input
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={ENQUIRY_PLACEHOLDERS.phone}
            value={visit.phone}
            onChange={(e) => change("phone")(e.target.value)}
          />
        </Field>
      </div>
      <Field id="visit-email" label={ENQUIRY_LABELS.email} error={errors.email}>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          placeholder={ENQUIRY_PLACEHOLDERS.email}
          value={visit.email}
          onChange={(e) => change("email")(e.target.value)}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="visit-school" label={ENQUIRY_LABELS.school} required error={errors.school}>
          <NativeSelect name="school" value={visit.school} onChange={(e) => change("school")(e.target.value)}>
            <option value="">{ENQUIRY_LABELS.chooseSchool}</option>
            {schools.map((school) => (
              <option key={school.value} value={school.value}>
                {school.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="visit-campus" label={ENQUIRY_LABELS.campus} required error={errors.campus}>
          <NativeSelect
            name="campus"
            value={visit.campus}
            disabled={!visit.school}
            onChange={(e) => change("campus")(e.target.value)}
          >
            <option value="">
              {visit.school ? ENQUIRY_LABELS.chooseCampus : ENQUIRY_LABELS.chooseCampusFirst}
            </option>
            {chosen?.address ? <option value={chosen.address}>{chosen.address}</option> : null}
          </NativeSelect>
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="visit-date" label={ENQUIRY_LABELS.preferredDate} required error={errors.preferredDate}>
          <Input
            name="preferredDate"
            type="date"
            min={today}
            value={visit.preferredDate}
            onChange={(e) => change("preferredDate")(e.target.value)}
          />
        </Field>
        <Field id="visit-time" label={ENQUIRY_LABELS.timeSlot} required error={errors.timeSlot}>
          <NativeSelect
            name="timeSlot"
            value={visit.timeSlot}
            onChange={(e) => change("timeSlot")(e.target.value)}
          >
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
      <Button type="submit" size="lg" disabled={!complete} className="w-full sm:w-fit">
        <CalendarCheckIcon aria-hidden="true" />
        {ENQUIRY_LABELS.bookVisit}
      </Button>
    </form>
  );
}
