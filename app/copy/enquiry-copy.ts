// Words of /contact and /admissions and of the three enquiry forms. The spec's fixed texts
// (time slots, Missing Information, the invalid-school error, office hours) live in
// enquiries.ts and office-hours.ts; what is here is ours, written once and imported by tests.
import { CAMPUS_VISIT_TIME_SLOTS, INVALID_SCHOOL, MISSING_INFORMATION } from "./enquiries";
import { mapsSearchUrl } from "./schools-page";

export const CONTACT_PAGE = {
  path: "/contact",
  title: "Contact Us",
  eyebrow: "We are here to help",
  lead: "Call, write or message us on WhatsApp. Every school office is happy to answer questions about admissions, fees, transport and timings, and to show you around the campus.",
  description:
    "Phone numbers, email addresses and maps for the main office and all five schools in Thenpalli, Tamil Nadu. Send a message or book a campus visit on WhatsApp.",
} as const;

export const ADMISSIONS_PAGE = {
  path: "/admissions",
  title: "Admissions",
  eyebrow: (year: string) => `Admissions open for ${year}`,
  heading: "Begin your child's happy journey with us",
  lead: "Tell us a little about your child and the school you are interested in. The school office will reply on WhatsApp with fees, timings, available seats and the next steps.",
  description:
    "Apply for admission to any of our five schools in Thenpalli: fill in a short enquiry and the school replies on WhatsApp with fees, timings and the next steps.",
  steps: ["Send the enquiry", "Visit the campus", "Complete the admission"],
  jumpToForm: "Start your enquiry",
} as const;

export const ENQUIRY_HEADINGS = {
  mainOffice: "Main Administrative Office",
  schools: "Our Schools",
  schoolsLead: "Each school has its own office. Call, write or find it on the map.",
  sendMessage: "Send us a Message",
  sendMessageLead: "Write to the main office; we reply on WhatsApp, usually the same day.",
  officeHours: "Office Hours",
  campusVisit: "Schedule Campus Visit",
  campusVisitLead:
    "Choose a school, a day and a time. The school will confirm your visit on WhatsApp within 24 hours.",
  applyNow: "Ready to apply?",
  applyNowLead: "Start the application with a short enquiry form; it takes two minutes.",
  admissionForm: "Admission Enquiry",
  admissionFormLead: "Fields marked * are required.",
  schoolContact: (school: string) => `Contact ${school}`,
  gallery: "Life at the schools",
  galleryLead: "A glimpse of a normal day: learning, playing, performing and growing together.",
} as const;

export const ENQUIRY_LABELS = {
  viewOnMap: "View on Map",
  startApplication: "Start Application Process",
  bookVisit: "Book Campus Visit",
  sendMessage: "Send Message",
  submitEnquiry: "Submit Enquiry",
  /** The admission form's button while it is submitting (spec §2: exactly four dots). */
  sending: "Sending....",
  address: "Address",
  phone: "Phone",
  email: "Email",
  name: "Your Name",
  parentName: "Parent Name",
  childName: "Child Name",
  childAge: "Child Age",
  school: "School",
  campus: "Campus",
  timeSlot: "Time Slot",
  preferredDate: "Preferred Date",
  grade: "Grade",
  message: "Message",
  chooseSchool: "Select a school",
  chooseCampus: "Select a campus",
  chooseCampusFirst: "Select a school first",
  chooseTimeSlot: "Select a time slot",
  chooseGrade: "Select a grade",
  anySchool: "Any school / not sure",
} as const;

export const ENQUIRY_PLACEHOLDERS = {
  name: "Your full name",
  parentName: "Parent or guardian's name",
  childName: "Your child's name",
  childAge: "Age in years",
  phone: "+91 98765 43210",
  email: "you@example.com",
  message: "Anything you would like to ask or tell us",
  admissionMessage: "Questions about fees, transport, timings…",
} as const;

/** The one-line notice on every enquiry form (DECISIONS.md, Enquiries). */
export const SHARED_WITH_SCHOOL_NOTICE =
  "Your details are sent to the school on WhatsApp and kept by the school office to answer your enquiry.";

/** What an empty field of the contact message reads as in the WhatsApp text (spec §5). */
export const NOT_PROVIDED = "Not provided";
export const NOT_SPECIFIED = "Not specified";
export const NO_MESSAGE = "No message";

export const VISIT_REQUEST_SENT = {
  title: "Visit Request Sent!",
  message: (school: string) => `Your campus visit request has been sent to ${school} via WhatsApp`,
} as const;

export const ENQUIRY_SENT = {
  title: "Enquiry Sent!",
  message: (school: string) => `Your admission enquiry has been sent to ${school} via WhatsApp`,
} as const;

export const MESSAGE_SENT = {
  title: "Message Ready!",
  message: "WhatsApp is open with your message to the main office. Press send there to deliver it.",
} as const;

/**
 * The server refused the office's copy of an enquiry (or it never arrived) after the WhatsApp chat
 * had opened: the parent's message is not affected, but the office's inbox will not show it.
 */
export const ENQUIRY_COPY_NOT_KEPT = {
  title: "Copy not saved",
  message:
    "Your WhatsApp message is not affected: send it in WhatsApp as usual. Only the website's copy for the school office could not be saved.",
} as const;

/** A chat could not be opened because the school or office has no WhatsApp number on file. */
export const NO_CHAT_NUMBER = {
  title: "Error",
  message: "This office has no WhatsApp number yet. Please call the office instead.",
} as const;

/** How long the admission form's button reads 'Sending....' before the form resets. */
export const ENQUIRY_SENDING_FEEDBACK_MS = 600;

/** Field messages of the enquiry schemas (shared by the forms and POST /api/enquiries). */
export const ENQUIRY_FIELD_MESSAGES = {
  required: "Please fill in this field.",
  notText: "Please send this answer as text.",
  tooLong: "This answer is too long. Please shorten it.",
  childAge: "The child's age must be a number from 1 to 18.",
  email: "Please enter a valid email address.",
  date: "Please choose a valid date.",
  pastDate: "The preferred date cannot be in the past.",
  timeSlot: "Please choose one of the time slots.",
  grade: "Please choose a grade this school offers.",
} as const;

/** POST /api/enquiries: where the forms keep a copy, and its limits. */
export const ENQUIRY_ENDPOINT = "/api/enquiries";
export const ENQUIRY_BODY_MAX_BYTES = 16 * 1024;
/**
 * Posts one address may send in the window before the endpoint refuses them (429). Far above what
 * a carrier address shared by many phones, or a proxy that shows every visitor with one address,
 * sends to five schools: below it, every enquiry that passes validation is kept.
 */
export const ENQUIRY_RATE_LIMIT = { windowMs: 10 * 60 * 1000, max: 300 } as const;
/** New enquiries from one address in the window beyond which each is kept but marked suspected spam. */
export const ENQUIRY_SPAM_ALLOWANCE = { windowMs: 10 * 60 * 1000, max: 30 } as const;
/** The same enquiry sent again within this time (a double tap, a retry) is folded into the first. */
export const ENQUIRY_REPEAT_WINDOW_MS = 30 * 60 * 1000;
/**
 * The longest the endpoint waits for the database to count, look up and save an enquiry, all
 * steps together; then it answers 503 (docs/decisions/012-enquiries-never-lost.md). About as long
 * as a public page takes to fall back on its last good render while the database hangs.
 */
export const ENQUIRY_RECORDING_DEADLINE_MS = 4_000;
/**
 * The pages whose forms post to the endpoint: a refused plain form post is sent back to one of
 * them, to the form's own anchor when the form names it (its `from` field).
 */
export const ENQUIRY_PAGES = [
  "/contact",
  "/admissions",
  "/contact#message",
  "/contact#visit",
  "/admissions#enquiry",
  "/ta/contact",
  "/ta/admissions",
  "/ta/contact#message",
  "/ta/contact#visit",
  "/ta/admissions#enquiry",
] as const;
export type EnquiryPage = (typeof ENQUIRY_PAGES)[number];
/** The hidden field only robots fill in. */
export const HONEYPOT_FIELD = "website";

export const ENQUIRY_ENDPOINT_MESSAGES = {
  tooLarge: "This enquiry is too large. Please shorten the message and try again.",
  badJson: "The enquiry could not be read. Please send it again from the form.",
  unknownKind: "The kind of enquiry must be admission, campus_visit or contact.",
  methodNotAllowed: "Enquiries are sent with POST.",
  tooMany: "Too many enquiries from your connection. Please wait a few minutes and try again.",
  failed: "The enquiry could not be saved just now. Your WhatsApp message was not affected.",
  /** The database cannot be reached, or did not answer within ENQUIRY_RECORDING_DEADLINE_MS (503). */
  unavailableTitle: "Enquiry not saved",
  unavailable:
    "Your enquiry could not be saved just now. Please try again in a moment; your WhatsApp message still opens.",
} as const;

/**
 * The page a form posted without script gets when the enquiry could not be saved (503): the
 * endpoint's title and message, then these, with the WhatsApp chat one tap away.
 */
export const ENQUIRY_NOT_SAVED_PAGE = {
  nothingLost:
    "Nothing you typed is lost. Open WhatsApp to send your enquiry to the school now, or try saving it again in a moment.",
  nothingLostNoChat: "Nothing you typed is lost. Please try saving it again in a moment.",
  openChat: "Open WhatsApp",
  tryAgain: "Try again",
  backToForm: "Back to the form",
} as const;

/** A Google Maps search for a school: its map query, or its name when there is none. */
export function schoolMapUrl(mapQuery: string | null | undefined, name: string) {
  return mapsSearchUrl(mapQuery?.trim() || name);
}

/**
 * What the three enquiry forms' rules say (app/lib/schemas/enquiry.ts builds the same rules with
 * either language's set). `childAge` is a template: {min} and {max} are the limits in limits.ts.
 */
export type EnquiryRuleMessages = {
  required: string;
  notText: string;
  tooLong: string;
  childAge: string;
  email: string;
  date: string;
  pastDate: string;
  timeSlot: string;
  grade: string;
  missingInformation: { title: string; message: string };
  invalidSchool: { title: string; message: string };
  /** The toast's title for any other refusal. */
  errorTitle: string;
};

export const ENQUIRY_RULE_MESSAGES: EnquiryRuleMessages = {
  ...ENQUIRY_FIELD_MESSAGES,
  childAge: "The child's age must be a number from {min} to {max}.",
  missingInformation: { ...MISSING_INFORMATION },
  invalidSchool: { ...INVALID_SCHOOL },
  errorTitle: "Error",
};

type Toast = { title: string; message: string };

/**
 * Every word the enquiry forms and their contact cards show, as plain strings (islands carry no
 * i18n library: app/i18n/README.md). English here; the Tamil page passes its catalogue's set as a
 * prop. `{school}` is filled with fillMessage.
 */
export type EnquiryFormText = {
  labels: { [Key in keyof typeof ENQUIRY_LABELS]: string };
  placeholders: { [Key in keyof typeof ENQUIRY_PLACEHOLDERS]: string };
  notice: string;
  admissionForm: string;
  admissionFormLead: string;
  /** The chosen school's panel beside the admission form: "Contact {school}". */
  schoolContact: string;
  /** The aside's accessible name. */
  contactDetails: string;
  mainOffice: string;
  /** After View on Map, for screen readers: " for {school} (opens in a new tab)". */
  viewOnMapFor: string;
  honeypot: string;
  enquirySent: Toast;
  visitSent: Toast;
  messageSent: Toast;
  copyNotKept: Toast;
  /** The copy could not be saved because the database cannot be reached (a 503): try again later. */
  savingUnavailable: Toast;
  noChatNumber: Toast;
};

export const ENQUIRY_FORM_TEXT: EnquiryFormText = {
  labels: { ...ENQUIRY_LABELS },
  placeholders: { ...ENQUIRY_PLACEHOLDERS },
  notice: SHARED_WITH_SCHOOL_NOTICE,
  admissionForm: ENQUIRY_HEADINGS.admissionForm,
  admissionFormLead: ENQUIRY_HEADINGS.admissionFormLead,
  schoolContact: "Contact {school}",
  contactDetails: "Contact details",
  mainOffice: ENQUIRY_HEADINGS.mainOffice,
  viewOnMapFor: " for {school} (opens in a new tab)",
  honeypot: "Leave this field empty",
  enquirySent: {
    title: ENQUIRY_SENT.title,
    message: "Your admission enquiry has been sent to {school} via WhatsApp",
  },
  visitSent: {
    title: VISIT_REQUEST_SENT.title,
    message: "Your campus visit request has been sent to {school} via WhatsApp",
  },
  messageSent: { ...MESSAGE_SENT },
  copyNotKept: { ...ENQUIRY_COPY_NOT_KEPT },
  savingUnavailable: {
    title: ENQUIRY_ENDPOINT_MESSAGES.unavailableTitle,
    message: ENQUIRY_ENDPOINT_MESSAGES.unavailable,
  },
  noChatNumber: { ...NO_CHAT_NUMBER },
};

/**
 * What an enquiry island is given on a Tamil page (on an English page it takes the English
 * defaults it already carries, so the page's HTML is unchanged): the words, the time slots' labels
 * (the values sent stay the spec's), and the rules' messages for the forms that have rules.
 */
export type EnquiryIslandText = EnquiryFormText & {
  timeSlots: readonly string[];
  rules?: EnquiryRuleMessages;
};

export const ENQUIRY_ISLAND_TEXT: EnquiryIslandText = {
  ...ENQUIRY_FORM_TEXT,
  timeSlots: CAMPUS_VISIT_TIME_SLOTS,
  rules: ENQUIRY_RULE_MESSAGES,
};
