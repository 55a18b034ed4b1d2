// The Content screen's words about the five schools (issue 28), apart from admin-content.ts, which
// the rich-text editor and every list screen share: these load with the Content list only.

/** The five schools are not listed here: the list says where they are edited (issue 28). */
export const SCHOOLS_ARE_EDITED_UNDER_SCHOOLS =
  "The five schools are edited under Schools: their texts, pictures and photos all in one dialog.";
export const OPEN_SCHOOLS_LABEL = "Open Schools";
export const FIXED_SCHOOL_IN_CONTENT = "A school is edited under Schools.";
