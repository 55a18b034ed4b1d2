// Fixed texts and limits of Events Management (spec §2 Events Management, §5, §8 Events, §9 event
// categories). The page, its form schema, the events domain module and the tests import these names.
import { EVENT_LABELS } from "./events-page";

export const EVENTS_ADMIN_TITLE = "Events Management";
export const EVENTS_ADMIN_DESCRIPTION =
  "The events parents see on the Events page and in the school calendar feed. Past events are dimmed.";

export const ADD_EVENT_LABEL = "Add Event";
export const ADD_EVENT_TITLE = "Add Event";
export const EDIT_EVENT_TITLE = "Edit Event";
export const CREATE_EVENT_SUBMIT = "Create Event";
export const UPDATE_EVENT_SUBMIT = "Update Event";
export const ADD_EVENT_DESCRIPTION =
  "The event shows on the Events page and in the calendar as soon as you save it.";
export const EDIT_EVENT_DESCRIPTION =
  "Changes show on the Events page and in the calendar as soon as you save them.";

export const EVENT_FIELD_LABELS = {
  title: "Event Title",
  description: "Description",
  eventDate: "Event Date",
  eventTime: "Event Time",
  endTime: "End Time",
  location: "Location",
  category: "Category",
  image: "Event Image",
  maxParticipants: "Maximum Participants",
  registrationRequired: "Registration required",
  isFeatured: "Featured event",
} as const;

/** The calendar picker's text before a date is chosen (spec §2). */
export const PICK_A_DATE = "Pick a date";

export const EVENT_FIELD_HINTS = {
  eventDate: "Dates are the school's own, in India time.",
  endTime: "Optional. Calendars show the event until then; left empty, for two hours.",
  maxParticipants: "Leave empty for unlimited",
} as const;

/** Under Event Time when the event was saved earlier with words a time input cannot show. */
export function untimedHint(text: string) {
  return `Saved earlier as "${text}". Pick a time, or leave it empty for an all-day event.`;
}

// The filter and the list (spec §2).
export const CATEGORY_FILTER_LABEL = "Category";
export const ALL_CATEGORIES = "All Categories";
export const FILTER_FORM_LABEL = "Filter events";
export const APPLY_FILTER_LABEL = "Show";
export function eventsFound(count: number) {
  return `${count} event(s) found`;
}
export const NO_EVENTS = "No events found";
export const PAST_EVENT_BADGE = "Past event";
export const EDIT_LABEL = "Edit";
export const DELETE_LABEL = "Delete";
export const EVENTS_PAGING_LABEL = "Pages of events";
export const EVENT_LIST_LABELS = {
  featured: EVENT_LABELS.featured,
  registrationRequired: EVENT_LABELS.registrationRequired,
  maxParticipants: EVENT_LABELS.maxParticipants,
  allDay: EVENT_LABELS.allDay,
  date: EVENT_LABELS.date,
  time: EVENT_LABELS.time,
  location: EVENT_LABELS.location,
  places: EVENT_LABELS.places,
} as const;
/** Events per page of the admin list: a multiple of the grid's two and three columns. */
export const EVENTS_ADMIN_PAGE_SIZE = 24;

// Toasts of spec §8, word for word; the admin-management failures carry the title Error.
export const ERROR_TITLE = "Error";
export const EVENT_CREATED = "Event created";
export const EVENT_UPDATED = "Event updated";
export const EVENT_DELETED = "Event deleted";
export const EVENT_SAVE_FAILED = "Failed to save the event. Please try again.";
export const EVENT_DELETE_FAILED = "Failed to delete the event. Please try again.";
export const EVENTS_LOAD_FAILED = "Failed to load events";
// Undo (DECISIONS.md "Content": no question before deleting, Undo in the toast for 4 seconds).
export const UNDO_LABEL = "Undo";
export const EVENT_RESTORED = "Event restored";
export function eventDeletedDescription(title: string) {
  return `"${title}" is no longer on the Events page.`;
}
export function eventRestoredDescription(title: string) {
  return `"${title}" is back on the Events page.`;
}

// Deleting an event that has registrations (issue 29) asks first (its words:
// admin-event-registration.ts); this title is the frame shown while the question's file comes.
export const DELETE_WITH_REGISTRATIONS_TITLE = "Delete this event?";

// Limits of our own: long enough for any real event, short enough for a card and a calendar.
export const EVENT_TITLE_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 2000;
export const EVENT_LOCATION_MAX = 200;
export const EVENT_TIME_TEXT_MAX = 40;
export const EVENT_IMAGE_URL_MAX = 2000;
/** More than any school hall holds; a bigger number is a typing slip. */
export const MAX_PARTICIPANTS_LIMIT = 100_000;

/** Seats one registration may take, unless the event says otherwise (DECISIONS.md: 1–4). */
export const DEFAULT_SEATS_PER_REGISTRATION = 4;
export const SEATS_PER_REGISTRATION_MAX = 20;

export const EVENT_MESSAGES = {
  titleRequired: "Enter a title.",
  titleTooLong: `A title can have at most ${EVENT_TITLE_MAX} characters.`,
  descriptionTooLong: `The description can have at most ${EVENT_DESCRIPTION_MAX} characters.`,
  locationTooLong: `The location can have at most ${EVENT_LOCATION_MAX} characters.`,
  dateRequired: "Pick a date for the event.",
  dateInvalid: "Pick a valid event date.",
  time: "Enter the time as hours and minutes, such as 10:30.",
  timeTooLong: `The time can have at most ${EVENT_TIME_TEXT_MAX} characters.`,
  endTime: "Enter the end time as hours and minutes, such as 12:30.",
  endWithoutStart: "Enter the Event Time first: an end time needs a start time.",
  endBeforeStart: "The end time must be after the event time.",
  category: "Choose an event category from the list.",
  image: "This picture cannot be used. Choose the image again.",
  imageGone: "This picture is no longer in the media library. Choose the image again.",
  maxParticipantsNotNumber:
    "Maximum participants must be a whole number, such as 50. Leave it empty for unlimited.",
  maxParticipantsDecimal:
    "Maximum participants must be a whole number, without decimals. Leave it empty for unlimited.",
  maxParticipantsTooSmall: "Maximum participants must be at least 1. Leave it empty for unlimited.",
  maxParticipantsTooLarge: `Maximum participants can be at most ${MAX_PARTICIPANTS_LIMIT.toLocaleString("en-IN")}.`,
  seatsPerRegistration: "Seats per registration must be a whole number from 1 to 20.",
  registrationDeadline: "Pick a valid date and time for the registration deadline, or leave it empty.",
  choice: "Tick the box or leave it empty.",
  chooseEvent: "Choose an event.",
  reload: "Reload the page and try again.",
} as const;
