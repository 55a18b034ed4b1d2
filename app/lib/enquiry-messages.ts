// The prefilled WhatsApp texts of the three enquiry forms (spec §7, External links), one
// builder per kind. The forms and the unit tests use these; whatsappLink encodes the result.
import { NO_MESSAGE, NOT_PROVIDED, NOT_SPECIFIED } from "~/copy/enquiry-copy";

/** The closing line of a contact message (spec §7). */
export const CONTACT_CLOSING_LINE = "Please contact me regarding admission for my child.";
/** What the campus-visit text promises (spec §7: confirmation via WhatsApp within 24 hours). */
export const VISIT_CONFIRMATION_LINE = "Please confirm my visit on WhatsApp within 24 hours.";

export type AdmissionEnquiryText = {
  schoolName: string;
  parentName: string;
  childName: string;
  childAge?: number | null;
  phone: string;
  email?: string | null;
  grade?: string | null;
  message?: string | null;
};

export type CampusVisitText = {
  name: string;
  phone: string;
  email?: string | null;
  schoolName: string;
  campus: string;
  /** yyyy-MM-dd */
  preferredDate: string;
  timeSlot: string;
};

export type ContactMessageText = {
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  schoolName?: string | null;
  message?: string | null;
};

function or(value: string | number | null | undefined, fallback: string) {
  const text = value === null || value === undefined ? "" : String(value).trim();
  return text === "" ? fallback : text;
}

const longDate = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "2026-11-24" → "Tuesday, 24 November 2026". */
export function longVisitDate(date: string): string {
  const parts = Object.fromEntries(
    longDate.formatToParts(new Date(`${date}T00:00:00Z`)).map((part) => [part.type, part.value]),
  );
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}

export function admissionEnquiryMessage(enquiry: AdmissionEnquiryText): string {
  return [
    `Admission Enquiry for ${enquiry.schoolName}`,
    "",
    `Parent Name: ${or(enquiry.parentName, NOT_PROVIDED)}`,
    `Child Name: ${or(enquiry.childName, NOT_PROVIDED)}`,
    `Child Age: ${or(enquiry.childAge, NOT_SPECIFIED)}`,
    `Phone: ${or(enquiry.phone, NOT_PROVIDED)}`,
    `Email: ${or(enquiry.email, NOT_PROVIDED)}`,
    `School: ${enquiry.schoolName}`,
    `Grade: ${or(enquiry.grade, NOT_SPECIFIED)}`,
    `Message: ${or(enquiry.message, NO_MESSAGE)}`,
  ].join("\n");
}

export function campusVisitMessage(visit: CampusVisitText): string {
  return [
    "Campus Visit Request",
    "",
    `Name: ${visit.name.trim()}`,
    `Phone: ${visit.phone.trim()}`,
    `Email: ${or(visit.email, NOT_PROVIDED)}`,
    `School: ${visit.schoolName}`,
    `Campus: ${visit.campus.trim()}`,
    `Preferred Date: ${longVisitDate(visit.preferredDate)}`,
    `Time Slot: ${visit.timeSlot}`,
    "",
    VISIT_CONFIRMATION_LINE,
  ].join("\n");
}

export function contactMessage(contact: ContactMessageText): string {
  return [
    "New Message from the Website",
    "",
    `Name: ${or(contact.name, NOT_PROVIDED)}`,
    `Phone: ${or(contact.phone, NOT_PROVIDED)}`,
    `Email: ${or(contact.email, NOT_PROVIDED)}`,
    `School: ${or(contact.schoolName, NOT_SPECIFIED)}`,
    `Message: ${or(contact.message, NO_MESSAGE)}`,
    "",
    CONTACT_CLOSING_LINE,
  ].join("\n");
}

export type RegistrationText = {
  eventTitle: string;
  /** yyyy-MM-dd */
  eventDate: string;
  /** As parents read it ("9:30 AM"); null for an event without a time. */
  eventTime?: string | null;
  location?: string | null;
  /** As the parent reads it, "ABCD-2345". */
  reference: string;
  /** Registered, or on the waiting list at this place. */
  waitingPlace?: number | null;
  parentName: string;
  phone: string;
  email?: string | null;
  childName: string;
  childClass: string;
  schoolName?: string | null;
  seats: number;
  note?: string | null;
};

/** The text a registered (or waiting) family sends the school from its confirmation page (issue 29). */
export function registrationMessage(registration: RegistrationText): string {
  const waiting = registration.waitingPlace !== null && registration.waitingPlace !== undefined;
  return [
    `${waiting ? "Waiting List" : "Event Registration"} for ${registration.eventTitle.trim()}`,
    "",
    `Reference: ${registration.reference}`,
    `Status: ${waiting ? `Waiting list, number ${registration.waitingPlace}` : "Registered"}`,
    `Date: ${longVisitDate(registration.eventDate)}`,
    `Time: ${or(registration.eventTime, NOT_SPECIFIED)}`,
    `Place: ${or(registration.location, NOT_SPECIFIED)}`,
    `Parent Name: ${or(registration.parentName, NOT_PROVIDED)}`,
    `Phone: ${or(registration.phone, NOT_PROVIDED)}`,
    `Email: ${or(registration.email, NOT_PROVIDED)}`,
    `Child Name: ${or(registration.childName, NOT_PROVIDED)}`,
    `Class: ${or(registration.childClass, NOT_SPECIFIED)}`,
    `School: ${or(registration.schoolName, NOT_SPECIFIED)}`,
    `Seats: ${registration.seats}`,
    `Note: ${or(registration.note, NO_MESSAGE)}`,
  ].join("\n");
}
