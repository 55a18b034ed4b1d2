// /schools and the five school pages: the words around the schools' own texts (which come from the
// database). The values are the spec's texts in app/copy/schools-page.ts, which tests import.
import {
  AFFILIATION_NUMBER_PREFIX,
  OPEN_IN_MAPS_LABEL,
  SCHOOL_BUTTONS,
  SCHOOL_CAROUSEL_COPY,
  SCHOOL_PAGE_HEADINGS,
  SCHOOL_STAT_LABELS,
  SCHOOLS_PAGE,
  SHOW_MAP_LABEL,
  VISIT_CAMPUS_HEADING,
  VISIT_CAMPUSES_LABEL,
} from "~/copy/schools-page";

export const schools = {
  /** /schools */
  list: {
    title: SCHOOLS_PAGE.title,
    eyebrow: SCHOOLS_PAGE.eyebrow,
    lead: SCHOOLS_PAGE.lead,
    description: SCHOOLS_PAGE.description,
    visitCampuses: VISIT_CAMPUSES_LABEL,
    visitNote: SCHOOLS_PAGE.visitNote,
    /** The list's name for screen readers. */
    schoolsLabel: "The five schools",
  },
  card: {
    keyFeatures: "Key features",
    logoAlt: "{name} logo",
  },
  /** A bare registration number as the badge and the stats show it ("061" → "Reg. No. 061"). */
  affiliationNumber: `${AFFILIATION_NUMBER_PREFIX} {number}`,
  buttons: {
    learnMore: SCHOOL_BUTTONS.learnMore,
    /** Learn More with the school's name for screen readers and search engines (<hidden> is sr-only). */
    learnMoreAbout: `${SCHOOL_BUTTONS.learnMore}<hidden> about {name}</hidden>`,
    applyForAdmission: SCHOOL_BUTTONS.applyForAdmission,
    scheduleVisit: SCHOOL_BUTTONS.scheduleVisit,
    explorePrograms: SCHOOL_BUTTONS.explorePrograms,
    applyNow: SCHOOL_BUTTONS.applyNow,
  },
  /** A school's page */
  page: {
    notFoundTitle: "Page not found",
    about: SCHOOL_PAGE_HEADINGS.about("{name}"),
    stats: SCHOOL_PAGE_HEADINGS.stats,
    programs: SCHOOL_PAGE_HEADINGS.programs,
    programsLead: SCHOOL_PAGE_HEADINGS.programsLead("{name}"),
    features: SCHOOL_PAGE_HEADINGS.features,
    grades: SCHOOL_PAGE_HEADINGS.grades,
    callToAction: SCHOOL_PAGE_HEADINGS.callToAction("{name}"),
    callToActionText: SCHOOL_PAGE_HEADINGS.callToActionText,
    visit: VISIT_CAMPUS_HEADING,
  },
  stats: {
    students: SCHOOL_STAT_LABELS.students,
    ages: SCHOOL_STAT_LABELS.ages,
    affiliation: SCHOOL_STAT_LABELS.affiliation,
    campus: SCHOOL_STAT_LABELS.campus,
  },
  /** The photo carousel (an island: these reach it as props, filled with fillMessage). */
  carousel: {
    label: SCHOOL_CAROUSEL_COPY.label("{school}"),
    hint: SCHOOL_CAROUSEL_COPY.hint,
    previous: SCHOOL_CAROUSEL_COPY.previous,
    next: SCHOOL_CAROUSEL_COPY.next,
    goTo: "Go to photo {position}",
    thumbnails: SCHOOL_CAROUSEL_COPY.thumbnails,
    showPhoto: "Show photo {position}: {title}",
    status: "Photo {position} of {count}: {title}",
    slide: "{position} of {count}",
  },
  /** The map (an island: these reach it as props). */
  map: {
    title: VISIT_CAMPUS_HEADING,
    placeholder: "A map of the way to {name}.",
    showMap: SHOW_MAP_LABEL,
    openInMaps: OPEN_IN_MAPS_LABEL,
    newTab: "(opens in a new tab)",
  },
};
