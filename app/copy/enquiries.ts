import type { EnquiryKind, EnquiryStatus } from "~/server/db/schema";
import { everyValueOf } from "./every-value";

export type { EnquiryKind, EnquiryStatus };

export const ENQUIRY_KINDS = everyValueOf<EnquiryKind>()(["admission", "campus_visit", "contact"]);
export const ENQUIRY_KIND_LABELS: Record<EnquiryKind, string> = {
  admission: "Admission enquiry",
  campus_visit: "Campus visit",
  contact: "Contact message",
};

export const ENQUIRY_STATUSES = everyValueOf<EnquiryStatus>()([
  "new",
  "contacted",
  "visited",
  "enrolled",
  "closed",
]);
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  visited: "Visited",
  enrolled: "Enrolled",
  closed: "Closed",
};

/** Campus visits are booked in one-hour slots (spec §5). */
export const CAMPUS_VISIT_TIME_SLOTS = [
  "9:00 AM - 10:00 AM",
  "10:00 AM - 11:00 AM",
  "11:00 AM - 12:00 PM",
  "2:00 PM - 3:00 PM",
  "3:00 PM - 4:00 PM",
  "4:00 PM - 5:00 PM",
] as const;
export type CampusVisitTimeSlot = (typeof CAMPUS_VISIT_TIME_SLOTS)[number];

export const MISSING_INFORMATION = {
  title: "Missing Information",
  message: "Please fill in all required fields.",
} as const;

export const INVALID_SCHOOL = { title: "Error", message: "Please select a valid school." } as const;

export function isEnquiryStatus(value: string): value is EnquiryStatus {
  return (ENQUIRY_STATUSES as readonly string[]).includes(value);
}

export function isCampusVisitTimeSlot(value: string): value is CampusVisitTimeSlot {
  return (CAMPUS_VISIT_TIME_SLOTS as readonly string[]).includes(value);
}
