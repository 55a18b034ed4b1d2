// Fixed texts and limits of the Urgent Notices screen (issue 30). The page, its form schema, the
// notices domain module and the tests all import these names.

export const NOTICES_TITLE = "Urgent Notices";
export const NOTICES_DESCRIPTION =
  "A short message at the top of every page of the website, in English and Tamil, from its start to its end (India time). Use it for school closures and other news parents must see at once.";
export const NO_NOTICES = "No notices yet.";
export const NOTICES_LOAD_FAILED = "Failed to load the notices";
export const ADD_NOTICE_LABEL = "Add Notice";
export const ADD_NOTICE_TITLE = "Add Urgent Notice";
export const EDIT_NOTICE_TITLE = "Edit Urgent Notice";
export const ADD_NOTICE_DESCRIPTION =
  "It shows at the top of every page of the website from its start to its end, India time.";
export const EDIT_NOTICE_DESCRIPTION =
  "Changes show on the website as soon as you save them; parents who closed the notice see it again.";
export const CREATE_NOTICE_SUBMIT = "Create Notice";
export const UPDATE_NOTICE_SUBMIT = "Update Notice";
export const EDIT_LABEL = "Edit";
export const DELETE_LABEL = "Delete";

/** The most a notice may say, in each language: it must be read at a glance, on a phone. */
export const NOTICE_MESSAGE_MAX = 280;

export const NOTICE_LEVELS = ["information", "important", "closure"] as const;
export type NoticeLevel = (typeof NOTICE_LEVELS)[number];

export const NOTICE_LEVEL_LABELS: Record<NoticeLevel, string> = {
  information: "Information",
  important: "Important",
  closure: "School closure",
};

export const NOTICE_FIELD_LABELS = {
  message: "Message",
  level: "Level",
  startDate: "Start date",
  startTime: "Start time",
  endDate: "End date",
  endTime: "End time",
} as const;

export const NOTICE_FIELD_HINTS = {
  message: `Required. At most ${NOTICE_MESSAGE_MAX} characters.`,
  level: "School closure shows in red, Important in amber, Information in the site's quiet colours.",
  startTime: "India time. Left empty: the start of the day.",
  endTime: "India time. Left empty: the end of the day.",
} as const;

export const PICK_A_DATE = "Pick a date";

export const NOTICE_STATUSES = ["active", "scheduled", "ended"] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];
export const NOTICE_STATUS_LABELS: Record<NoticeStatus, string> = {
  active: "Active now",
  scheduled: "Scheduled",
  ended: "Ended",
};

/** "5 Dec 2026, 6:00 am – 6 Dec 2026, 6:00 pm" is written by the page; this joins the two. */
export function noticeWindowLabel(start: string, end: string) {
  return `${start} – ${end}`;
}

/** The question before a notice is deleted. */
export function deleteNoticeQuestion(message: string) {
  const short = message.length > 60 ? `${message.slice(0, 57)}…` : message;
  return `Are you sure you want to delete the notice "${short}"?`;
}
export const DELETE_NOTICE_EXPLANATION = "It disappears from the website at once. This cannot be undone.";
export const DELETE_NOTICE_CONFIRM = "Delete notice";

// Toasts, in the words of the other screens.
export const NOTICE_CREATED = "Notice created";
export const NOTICE_UPDATED = "Notice updated";
export const NOTICE_DELETED = "Notice deleted";
export const NOTICE_SAVE_FAILED = "Failed to save the notice. Please try again.";
export const NOTICE_DELETE_FAILED = "Failed to delete the notice. Please try again.";

export const NOTICE_MESSAGES = {
  messageRequired: "Enter the message.",
  messageTooLong: `A message can have at most ${NOTICE_MESSAGE_MAX} characters.`,
  level: "Choose a level: Information, Important or School closure.",
  startDate: "Enter the start date.",
  endDate: "Enter the end date.",
  date: "Enter a real date.",
  time: "Enter a time such as 09:30.",
  endAfterStart: "The end must come after the start.",
  endPassed: "The end has already passed: choose a later end.",
  notice: "Choose a notice.",
  reload: "Reload the page and try again.",
} as const;

/** Sending a closure notice to the parents who asked for closure alerts (issue 30). */
export const NOTICE_PUSH = {
  sendLabel: "Send to parents' devices",
  toLabel: "Send to",
  allSchools: "All schools",
  failed: "Failed to send the notice. Please try again.",
  sent: (devices: number) => (devices === 1 ? "Sent to 1 device" : `Sent to ${devices} devices`),
  sentDescription: "The count of deliveries below grows as the devices' push services take it.",
  counts: (counts: { delivered: number; queued: number; expired: number; failed: number }) =>
    [
      `${counts.delivered} delivered`,
      counts.queued > 0 ? `${counts.queued} waiting` : "",
      counts.expired > 0 ? `${counts.expired} no longer subscribed` : "",
      counts.failed > 0 ? `${counts.failed} failed` : "",
    ]
      .filter(Boolean)
      .join(", "),
  subscribers: (devices: number) =>
    devices === 1
      ? "1 parent's device has asked for closure alerts."
      : `${devices} parents' devices have asked for closure alerts.`,
};
