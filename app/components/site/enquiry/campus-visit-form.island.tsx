import { CalendarCheckIcon } from "lucide-react";
import type { FormEvent } from "react";
import { buttonClasses } from "~/components/ui/button-classes";
import { CAMPUS_VISIT_TIME_SLOTS } from "~/copy/enquiries";
import { ENQUIRY_ISLAND_TEXT, type EnquiryIslandText } from "~/copy/enquiry-copy";
import { fillMessage } from "~/i18n/fill-message";
import type { Locale } from "~/i18n/locales";
import { campusVisitMessage } from "~/lib/enquiry-messages";
import { toast } from "~/lib/toast";
import { EmailField, FormField, NameField, NativeSelect, PhoneField, TextField } from "./form-field";
import { EnquiryForm, SharedWithSchoolNotice } from "./form-parts";
import type { EnquiryRefusal } from "./refused-enquiry";
import { offeredSchool, sendToSchoolChat } from "./school-chat";
import type { EnquirySchool } from "./school-contact-card";
import { SchoolSelect } from "./school-select";
import { useEnquiryForm } from "./use-enquiry-form";

const REQUIRED = ["name", "phone", "school", "campus", "timeSlot", "preferredDate"] as const;

/**
 * Schedule Campus Visit (an island; spec §4-§5): every field but email required, campus after
 * school. Without the script every campus is offered, under its school's name, and the button is
 * live (the browser checks the required fields); once hydrated the campus list holds the chosen
 * school's campus only (a new school clears it), and the button waits for every required field.
 * A submit checks the rules, opens the school's WhatsApp chat, keeps a copy and empties the form.
 */
export default function CampusVisitForm({
  schools,
  preselectedSchool,
  today,
  refusal,
  text = ENQUIRY_ISLAND_TEXT,
  locale,
}: {
  schools: readonly EnquirySchool[];
  preselectedSchool: string | null;
  /** yyyy-MM-dd in Asia/Kolkata: the earliest date a visit can be booked for. */
  today: string;
  refusal: EnquiryRefusal | null;
  /** The words in the page's language; given on Tamil pages only (English is the default). */
  text?: EnquiryIslandText;
  locale?: Locale;
}) {
  const form = useEnquiryForm({
    initial: {
      name: "",
      phone: "",
      email: "",
      school: offeredSchool(schools, preselectedSchool ?? undefined)?.value ?? "",
      campus: "",
      timeSlot: "",
      preferredDate: "",
    },
    followSchool: ["campus"],
    settle: (values) => {
      const address = offeredSchool(schools, values.school)?.address;
      return { ...values, campus: address && values.campus === address ? address : "" };
    },
  });
  const { values, errors, bind, hydrated } = form;
  const address = offeredSchool(schools, values.school)?.address;
  const complete = REQUIRED.every((field) => values[field] !== "");

  function submit(event: FormEvent<HTMLFormElement>) {
    // The rules have not arrived: the browser checks the form and posts it to the server.
    if (!form.rules) return;
    event.preventDefault();
    const answer = sendToSchoolChat({
      schools,
      checked: form.rules.checkCampusVisit(values, text.rules),
      message: campusVisitMessage,
      record: { kind: "campus_visit", ...values },
      honeypot: form.honeypot(),
      text,
    });
    if (!answer.sent) {
      if (answer.fieldErrors) form.setErrors(answer.fieldErrors);
      return;
    }
    form.clear();
    toast.success({
      title: text.visitSent.title,
      description: fillMessage(text.visitSent.message, { school: answer.schoolName }),
    });
  }

  return (
    <EnquiryForm
      kind="campus_visit"
      from="/contact#visit"
      refusal={refusal}
      locale={locale}
      honeypotLabel={text.honeypot}
      aria-labelledby="visit-heading"
      className="relative flex flex-col gap-5"
      {...form.formProps}
      onSubmit={submit}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <NameField id="visit-name" required error={errors.name} text={text} {...bind("name")} />
        <PhoneField id="visit-phone" required error={errors.phone} text={text} {...bind("phone")} />
      </div>
      <EmailField id="visit-email" error={errors.email} text={text} {...bind("email")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SchoolSelect
          id="visit-school"
          schools={schools}
          required
          error={errors.school}
          text={text}
          {...bind("school")}
        />
        <FormField id="visit-campus" label={text.labels.campus} required error={errors.campus}>
          {(control) =>
            hydrated ? (
              <NativeSelect {...control} {...bind("campus")} required disabled={!values.school}>
                <option value="">
                  {values.school ? text.labels.chooseCampus : text.labels.chooseCampusFirst}
                </option>
                {address ? <option value={address}>{address}</option> : null}
              </NativeSelect>
            ) : (
              // Before the island works, nothing narrows the list: every campus, under its school.
              <NativeSelect {...control} {...bind("campus")} required>
                <option value="">{text.labels.chooseCampus}</option>
                {schools.map((school) =>
                  school.address ? (
                    <optgroup key={school.value} label={school.name}>
                      <option value={school.address}>{school.address}</option>
                    </optgroup>
                  ) : null,
                )}
              </NativeSelect>
            )
          }
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="visit-date"
          label={text.labels.preferredDate}
          required
          error={errors.preferredDate}
          type="date"
          min={today}
          {...bind("preferredDate")}
        />
        <FormField id="visit-time" label={text.labels.timeSlot} required error={errors.timeSlot}>
          {(control) => (
            <NativeSelect {...control} {...bind("timeSlot")} required>
              <option value="">{text.labels.chooseTimeSlot}</option>
              {CAMPUS_VISIT_TIME_SLOTS.map((slot, index) => (
                <option key={slot} value={slot}>
                  {text.timeSlots[index] ?? slot}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <SharedWithSchoolNotice text={text} />
      <button
        type="submit"
        disabled={hydrated && !complete}
        className={buttonClasses({ size: "lg", className: "w-full sm:w-fit" })}
      >
        <CalendarCheckIcon aria-hidden="true" />
        {text.labels.bookVisit}
      </button>
    </EnquiryForm>
  );
}
