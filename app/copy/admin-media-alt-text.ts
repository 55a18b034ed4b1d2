// The Media Library's own words about alt text (issue 28): the list of pictures just uploaded,
// the 'No alt text' mark and its filter. The media screen alone uses them (admin-alt-text.ts has the
// upload boxes' words, which the image fields share).

export function uploadAltTextLabel(fileName: string) {
  return `Alt text for ${fileName}`;
}
export const NO_ALT_TEXT_BADGE = "No alt text";
export const JUST_UPLOADED_LABEL = "Describe the pictures you uploaded";
export const JUST_UPLOADED_HINT =
  "Each alt text is suggested from the file name. Change it to say what the picture shows; it is saved when you leave the box.";
export const JUST_UPLOADED_DONE = "Done";
export const MISSING_ALT_FILTER_LABEL = "Only pictures without alt text";
export const ALL_PICTURES_FILTER_LABEL = "Show all pictures";
