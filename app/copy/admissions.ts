/** The admission year the site advertises ('Apply Now for 2025-26'); staff can change it in Site Settings. */
export const ADMISSION_YEAR = "2025-26";
