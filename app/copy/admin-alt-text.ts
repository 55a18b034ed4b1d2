// Alt text at the door (issue 28): asked for beside every upload, prefilled from the file name;
// apart from admin-media.ts so that the list screens' shared chunk does not carry these words.

export const UPLOAD_ALT_TEXT_LABEL = "Alt text (what the picture shows)";
export const UPLOAD_ALT_TEXT_HINT =
  "Suggested from the file name: change it to say what the picture shows. Saved when you leave the box.";
export const ALT_TEXT_SAVING = "Saving the alt text…";
export const ALT_TEXT_SAVED = "Alt text saved.";
export const ALT_TEXT_EMPTY_NOTE =
  "No alt text yet: the picture stays on the dashboard's list until it has one.";
