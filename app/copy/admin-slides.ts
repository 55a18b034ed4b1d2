// Fixed texts and limits of the Homepage Slider page (spec §2 Homepage Slider, §8 Slides). The
// page, its form schema, the slides domain module and the tests all import these names.
import { DEFAULT_SLIDE_BUTTON_LABEL, DEFAULT_SLIDE_BUTTON_LINK } from "./home";
import { SLIDES_MAX } from "./limits";

export const SLIDES_TITLE = "Homepage Slider";
export const SLIDES_DESCRIPTION =
  "The pictures that turn at the top of the home page, in this order. Only active slides are shown there.";
export const NO_SLIDES = "No slides configured yet.";
export const ADD_SLIDE_LABEL = "Add Slide";
export const ADD_SLIDE_TITLE = "Add New Slide";
export const EDIT_SLIDE_TITLE = "Edit Slide";
export const CREATE_SLIDE_SUBMIT = "Create Slide";
export const UPDATE_SLIDE_SUBMIT = "Update Slide";

export const SLIDE_FIELD_LABELS = {
  title: "Title",
  caption: "Caption",
  image: "Slide Image",
  buttonText: "Button Text (Optional)",
  buttonLink: "Button Link (Optional)",
  isActive: "Active (show on homepage)",
} as const;

/**
 * The hints say what an empty field gives (spec §2 Home: the button goes to /about, says "Learn
 * More"); the link's placeholder reads as an example, not as a value already there (issue 26).
 */
export const SLIDE_FIELD_HINTS = {
  buttonText: `Left empty, the button says "${DEFAULT_SLIDE_BUTTON_LABEL}".`,
  buttonLink: `Left empty, the button goes to ${DEFAULT_SLIDE_BUTTON_LINK}. Otherwise a page of this website (starting with /) or a web address starting with https://.`,
} as const;

export const SLIDE_BUTTON_LINK_PLACEHOLDER = "For example /admissions";

export const ACTIVE_BADGE = "Active";
export const DRAFT_BADGE = "Draft";
/** The slide's place in the list, counted from 1 as staff count. */
export function orderLabel(position: number) {
  return `Order ${position}`;
}

export const MOVE_UP_LABEL = "Move up";
export const MOVE_DOWN_LABEL = "Move down";
export const EDIT_LABEL = "Edit";
export const DELETE_LABEL = "Delete";

/** The question before a slide leaves the home page. */
export function deleteSlideQuestion(title: string) {
  return `Are you sure you want to delete "${title}"?`;
}
export const DELETE_SLIDE_EXPLANATION = "It disappears from the home page at once. This cannot be undone.";
export const DELETE_SLIDE_CONFIRM = "Delete slide";

/** Said to screen readers after a move (the list reorders silently otherwise). */
export function movedAnnouncement(title: string, position: number, count: number) {
  return `"${title}" is now slide ${position} of ${count}.`;
}

// Toasts of spec §8, word for word.
export const SLIDE_CREATED = "Slide created";
export const SLIDE_UPDATED = "Slide updated";
export const SLIDE_DELETED = "Slide deleted";
export const SLIDE_SAVE_FAILED = "Failed to save the slide. Please try again.";
export const SLIDE_DELETE_FAILED = "Failed to delete the slide. Please try again.";
export const SLIDE_ORDER_FAILED = "Failed to update slide order. Please try again.";
export const SLIDES_LOAD_FAILED = "Failed to load homepage slides";

// Limits of our own: long enough for any real slide, short enough for the home page to draw.
export const SLIDE_TITLE_MAX = 200;
/** The caption is the spec's meta_description, which holds at most 160 characters (spec §5). */
export const SLIDE_CAPTION_MAX = 160;
export const SLIDE_BUTTON_TEXT_MAX = 40;
export const SLIDE_LINK_MAX = 500;

export const SLIDE_MESSAGES = {
  titleRequired: "Enter a title.",
  titleTooLong: `A title can have at most ${SLIDE_TITLE_MAX} characters.`,
  captionTooLong: `A caption can have at most ${SLIDE_CAPTION_MAX} characters.`,
  buttonTextTooLong: `The button text can have at most ${SLIDE_BUTTON_TEXT_MAX} characters.`,
  buttonLink:
    "Enter a page of this website starting with / (such as /admissions) or a web address starting with https://.",
  buttonLinkTooLong: `The button link can have at most ${SLIDE_LINK_MAX} characters.`,
  image: "This picture cannot be used. Choose the image again.",
  imageGone: "This picture is no longer in the media library. Choose the image again.",
  tooMany: `The home page can have at most ${SLIDES_MAX} slides. Delete one before adding another.`,
  alreadyFirst: "This slide is already the first one.",
  alreadyLast: "This slide is already the last one.",
} as const;
