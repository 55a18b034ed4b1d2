// Copy and links of /schools and the five school pages. The school facts themselves (names,
// affiliations, features, contact details) come from the database; these are the words around them.

export const SCHOOLS_PAGE = {
  title: "Our Schools",
  eyebrow: "Five schools, one family",
  lead: "From a toddler's first playgroup morning to the Class 10 board examinations, our five schools in Thenpalli give every child a warm, familiar place to grow. Each has its own character; all share one promise: a happy child is a successful child.",
  description:
    "Meet our five schools in Thenpalli, Tamil Nadu: Zee Litera (CBSE, K-10), EuroKids, Nursery & Primary School, Buds & Blossoms and Balar Kalikkoodam.",
  visitNote: "Come and see our classrooms, meet the teachers and ask every question you have.",
} as const;

/** The WhatsApp button of /schools; it opens a chat with CAMPUS_VISITS_TEXT (app/lib/whatsapp.ts). */
export const VISIT_CAMPUSES_LABEL = "Visit Our Campuses";

/** The map section of a school page: its heading and the embedded map's title (spec §2). */
export const VISIT_CAMPUS_HEADING = "Visit Our Campus";
export const SHOW_MAP_LABEL = "Show map";
export const OPEN_IN_MAPS_LABEL = "Open in Google Maps";
/** How close (in CSS pixels) the map's frame must scroll before the embed is inserted. */
export const MAP_NEAR_VIEWPORT_PX = 300;

/** The photo carousel of a school page: its words for buttons and screen readers. */
export const SCHOOL_CAROUSEL_COPY = {
  label: (school: string) => `Photos of ${school}`,
  hint: "Use the left and right arrow keys to change photo.",
  previous: "Previous photo",
  next: "Next photo",
  goTo: (position: number) => `Go to photo ${position}`,
  thumbnails: "Photo thumbnails",
  showPhoto: (position: number, title: string) => `Show photo ${position}: ${title}`,
  /** What the live region says when the photo changes; `index` counts from 0. */
  status: (index: number, count: number, title: string) => `Photo ${index + 1} of ${count}: ${title}`,
} as const;

/** A horizontal move longer than this (in CSS pixels) counts as a swipe on the carousel. */
export const SWIPE_THRESHOLD = 40;

/** The spec's buttons and where DECISIONS.md sends them. */
export const SCHOOL_BUTTONS = {
  learnMore: "Learn More",
  applyForAdmission: "Apply for Admission",
  scheduleVisit: "Schedule a Visit",
  explorePrograms: "Explore Programs",
  applyNow: "Apply Now",
} as const;

/** In-page anchors of a school page that Learn More and Explore Programs jump to. */
export const SCHOOL_SECTIONS = { about: "about", programs: "programs", visit: "visit-campus" } as const;

export const SCHOOL_PAGE_HEADINGS = {
  about: (name: string) => `About ${name}`,
  stats: "At a glance",
  programs: "Programs and facilities",
  programsLead: (name: string) =>
    `What a day at ${name} holds, from the classroom to the playground, and the classes you can apply for.`,
  features: "What your child will find here",
  grades: "Classes open for admission",
  callToAction: (name: string) => `Give your child a happy start at ${name}`,
  callToActionText:
    "Send us a few details about your child and our office will get back to you with fees, timings and the next steps. Or come and see the campus first; we would love to show you around.",
} as const;

/** Shown before an affiliation that staff wrote as a bare number ("061" → "Reg. No. 061"). */
export const AFFILIATION_NUMBER_PREFIX = "Reg. No.";

export const SCHOOL_STAT_LABELS = {
  students: "Students",
  ages: "Ages and classes",
  affiliation: "Affiliation",
  campus: "Campus",
} as const;

/** Where the group's schools are; used in the schema.org addresses. */
export const SCHOOL_LOCALITY = { town: "Thenpalli", region: "Tamil Nadu", country: "IN" } as const;

export function schoolPath(slug: string) {
  return `/schools/${slug}`;
}

/** Apply for Admission / Apply Now: the admissions form with the school preselected. */
export function schoolAdmissionPath(slug: string) {
  return `/admissions?school=${encodeURIComponent(slug)}`;
}

/** Schedule a Visit: the contact page's visit form with the school preselected. */
export function schoolVisitPath(slug: string) {
  return `/contact?school=${encodeURIComponent(slug)}#visit`;
}

/** A Google Maps search for the school; works on every phone without loading any map script. */
export function mapsSearchUrl(query: string) {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The embeddable map for an iframe (no API key needed). */
export function mapsEmbedUrl(query: string) {
  return `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;
}
