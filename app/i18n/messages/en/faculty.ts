// The faculty page (/faculty). The English texts are the spec's, kept in app/copy/faculty.ts (tests
// import them); the figures, icons and link targets stay there and are matched to these by position.
import {
  FACULTY_HIGHLIGHTS,
  FACULTY_JOIN,
  FACULTY_ONWARD,
  FACULTY_PAGE,
  FACULTY_QUALIFICATIONS,
  FACULTY_STATS,
} from "~/copy/faculty";

export const faculty = {
  title: FACULTY_PAGE.title,
  description: FACULTY_PAGE.description,
  eyebrow: FACULTY_PAGE.eyebrow,
  lead: FACULTY_PAGE.lead,
  stats: { heading: FACULTY_STATS.heading, labels: FACULTY_STATS.items.map((item) => item.label) },
  highlights: {
    heading: FACULTY_HIGHLIGHTS.heading,
    items: FACULTY_HIGHLIGHTS.items.map(({ title, text }) => ({ title, text })),
  },
  qualifications: {
    heading: FACULTY_QUALIFICATIONS.heading,
    intro: FACULTY_QUALIFICATIONS.intro,
    badges: [...FACULTY_QUALIFICATIONS.badges],
  },
  join: { heading: FACULTY_JOIN.heading, text: FACULTY_JOIN.text },
  onward: FACULTY_ONWARD.map(({ label, text }) => ({ label, text })),
};
