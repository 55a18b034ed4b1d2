// Shared by every public page: the skip link, the language switch, the error and not-found pages.
import {
  NOT_FOUND_HEADING,
  RETURN_HOME_LABEL,
  SKIP_LINK_LABEL,
  UNEXPECTED_ERROR_HEADING,
} from "~/copy/navigation";
import { SITE_UNAVAILABLE } from "~/copy/outage";

export const common = {
  skipLink: SKIP_LINK_LABEL,
  /** Shown on English pages when the browser prefers Tamil (written in Tamil: see ta/common.ts). */
  suggestion: {
    text: "This page is also available in English.",
    link: "Read in English",
  },
  notFound: {
    title: NOT_FOUND_HEADING,
    heading: NOT_FOUND_HEADING,
    message:
      "The page you were looking for has moved or never existed. Let us walk you back to familiar ground.",
    returnHome: RETURN_HOME_LABEL,
    helpfulLinks: "Helpful links",
    tryThese: "Or try one of these",
    schools: { label: "Our Schools", note: "Meet our five campuses" },
    admissions: { label: "Admissions", note: "Enquire about a seat" },
    contact: { label: "Contact Us", note: "Call or message the office" },
  },
  error: {
    returnHome: RETURN_HOME_LABEL,
    heading: UNEXPECTED_ERROR_HEADING,
    message: "Something went wrong on our side. Please try again in a moment.",
    unavailableHeading: SITE_UNAVAILABLE.heading,
    unavailableMessage: SITE_UNAVAILABLE.message,
  },
};
