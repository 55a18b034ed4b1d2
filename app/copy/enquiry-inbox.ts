// Fixed texts of the admin Enquiries inbox (DECISIONS.md "Enquiries"). Tests import the same names.
import type { EnquiryStatus } from "./enquiries";

export const ENQUIRIES_TITLE = "Enquiries";
export const ENQUIRIES_DESCRIPTION =
  "Every admission enquiry, campus visit request and contact message parents sent from the website. The conversation itself happens on WhatsApp; keep track of each one here.";
export const NO_ENQUIRIES = "No enquiries yet. They appear here as soon as parents send them.";
export const NO_MATCHING_ENQUIRIES = "No enquiries match your filters";
export const ENQUIRIES_LOAD_FAILED = "Failed to load enquiries";
export const EXPORT_CSV_LABEL = "Export CSV";
export const FILTER_LABELS = {
  search: "Search",
  searchPlaceholder: "Name, phone or email",
  school: "School",
  allSchools: "All Schools",
  kind: "Type",
  allKinds: "All Types",
  status: "Status",
  allStatuses: "All Status",
  spam: "Spam",
  spamIncluded: "Include suspected spam",
  spamHidden: "Hide suspected spam",
  spamOnly: "Only suspected spam",
  from: "Received from",
  to: "Received to",
  apply: "Apply filters",
  clear: "Clear filters",
} as const;
export const BACK_TO_ENQUIRIES = "Back to Enquiries";
export const STATUS_SAVED = { title: "Status updated" } as const;
export const STATUS_SAVE_FAILED = "Failed to update the status. Please try again.";
export const ENQUIRY_NOT_FOUND = "This enquiry no longer exists.";
export const NO_STATUS_CHANGES = "The status has not been changed yet.";
export const REPLY_ON_WHATSAPP = "Reply on WhatsApp";

/** Staff's remarks on an enquiry, kept with its status history (issue 26). */
export const ENQUIRY_NOTES = {
  cardTitle: "History and notes",
  label: "Add a note",
  hint: "Only staff see notes: a call made, what the family asked, when to follow up.",
  submit: "Add note",
  busy: "Adding…",
  added: { title: "Note added" },
  failed: "Failed to add the note. Please try again.",
  empty: "Write a note first.",
  tooLong: (max: number) => `A note can be at most ${max.toLocaleString("en-IN")} characters.`,
  listLabel: "Status changes and notes, newest first",
  noteBy: "Note",
  csvColumn: "Notes",
} as const;

/**
 * Enquiries kept while many came from one connection. Families on one mobile network can share an
 * address, so these are listed with the rest (marked) and staff decide.
 */
export const SUSPECTED_SPAM = {
  badge: "Suspected spam",
  explanation:
    "Many enquiries came from the same internet connection at about this time, so this one is marked as suspected spam. Families on the same mobile network can share a connection: if a real family sent it, mark it as not spam.",
  notSpam: "Not spam",
  markedNotSpam: { title: "Marked as not spam" },
  markFailed: "Failed to mark the enquiry as not spam. Please try again.",
} as const;

/** Said on an enquiry the parent sent more than once (a double tap, a retry): one row, counted. */
export function timesSentNote(times: number, lastSent: string) {
  return `Sent ${times} times, last on ${lastSent}`;
}

/** How each status looks as a badge: new ones stand out, finished ones recede. */
export const STATUS_BADGE_VARIANTS = {
  new: "default",
  contacted: "secondary",
  visited: "outline",
  enrolled: "success",
  closed: "outline",
} as const satisfies Record<EnquiryStatus, "default" | "secondary" | "outline" | "success">;

/** The first words of a reply from the office, prefilled in the WhatsApp chat with the parent. */
export function replyGreeting(name: string | null, schoolName: string | null): string {
  const hello = name?.trim() ? `Hello ${name.trim()},` : "Hello,";
  return `${hello} thank you for your enquiry${schoolName ? ` to ${schoolName}` : ""}. `;
}
