// The About pages (/about, /about/founder, /about/vision, /about/mission). The English texts are
// the spec's, kept in app/copy (tests import them); icons and link targets stay in app/copy too and
// are matched to these items by position (app/components/site/about/copy-items.ts).
import {
  ABOUT_ONWARD,
  ABOUT_PAGE,
  ABOUT_STORY,
  MANAGEMENT_CARD,
  MOTTO_SECTION,
  VISION_MISSION_POINTS,
  VISION_MISSION_SECTION,
} from "~/copy/about";
import { FOUNDER, SCHOOL_GROUP_MOTTO, SCHOOL_GROUP_NAME } from "~/copy/brand";
import {
  FOUNDER_LINKS,
  FOUNDER_ONWARD,
  FOUNDER_PAGE,
  FOUNDER_POSITIONS,
  FOUNDER_PROFILE,
  FOUNDER_VALUES,
} from "~/copy/founder";
import {
  CORE_VALUES,
  MISSION_CARDS,
  MISSION_IN_PRACTICE,
  MISSION_ONWARD,
  MISSION_PAGE,
  MISSION_STATEMENT,
} from "~/copy/mission";
import {
  LONG_TERM_VISION,
  REASONS_TO_CHOOSE,
  SHORT_TERM_GOALS,
  VISION_ONWARD,
  VISION_PAGE,
  VISION_PROGRAMS,
  VISION_PROMISE,
  VISION_STATEMENT,
  VISION_VALUES,
} from "~/copy/vision";

const titled = (items: readonly { title: string; text: string }[]) =>
  items.map(({ title, text }) => ({ title, text }));
const onward = (links: readonly { label: string; text: string }[]) =>
  links.map(({ label, text }) => ({ label, text }));

export const about = {
  /** Shared by the four pages and the faculty page's closing links. */
  shared: {
    onwardHeading: "Continue exploring",
    portraitAlt: "Portrait of {name}",
    initialsLabel: "{name}, initials",
    opensInNewTab: "(opens in a new tab)",
  },
  about: {
    title: ABOUT_PAGE.title,
    description: ABOUT_PAGE.description,
    eyebrow: ABOUT_PAGE.eyebrow,
    lead: ABOUT_PAGE.lead,
    exploreSchools: "Explore Our Schools",
    admissions: "Admissions",
    story: { heading: ABOUT_STORY.heading, paragraphs: [...ABOUT_STORY.paragraphs] },
    /** The story photo's alt text when the media library has none. */
    campusAlt: "The {school} campus",
    management: {
      heading: MANAGEMENT_CARD.heading,
      intro: MANAGEMENT_CARD.intro,
      role: FOUNDER.role,
      message: [...MANAGEMENT_CARD.message],
      linkLabel: MANAGEMENT_CARD.linkLabel,
    },
    motto: {
      heading: MOTTO_SECTION.heading,
      motto: SCHOOL_GROUP_MOTTO,
      explanation: MOTTO_SECTION.explanation,
    },
    visionMission: {
      heading: VISION_MISSION_SECTION.heading,
      intro: VISION_MISSION_SECTION.intro,
      points: titled(VISION_MISSION_POINTS),
      readVision: "Read our vision",
      readMission: "Read our mission",
    },
    onward: onward(ABOUT_ONWARD),
  },
  founder: {
    title: FOUNDER_PAGE.title,
    description: FOUNDER_PAGE.description,
    heading: FOUNDER_PAGE.heading,
    /** The JSON-LD jobTitle and the hero's first line. */
    role: FOUNDER.role,
    roleLine: `${FOUNDER.role}, ${SCHOOL_GROUP_NAME}.`,
    lead: FOUNDER_PAGE.lead,
    profile: { heading: FOUNDER_PROFILE.heading, paragraphs: [...FOUNDER_PROFILE.paragraphs] },
    positions: { heading: FOUNDER_POSITIONS.heading, items: [...FOUNDER_POSITIONS.items] },
    links: { heading: FOUNDER_LINKS.heading, labels: FOUNDER_LINKS.items.map((link) => link.label) },
    quoteLabel: "In her words",
    quote: FOUNDER_PROFILE.quote,
    quoteCite: `${FOUNDER.name}, ${FOUNDER.role}`,
    values: {
      heading: FOUNDER_VALUES.heading,
      intro: FOUNDER_VALUES.intro,
      items: titled(FOUNDER_VALUES.items),
    },
    onward: onward(FOUNDER_ONWARD),
  },
  vision: {
    title: VISION_PAGE.title,
    description: VISION_PAGE.description,
    eyebrow: VISION_PAGE.eyebrow,
    lead: VISION_PAGE.lead,
    statement: { heading: VISION_STATEMENT.heading, text: VISION_STATEMENT.statement },
    reasons: { heading: REASONS_TO_CHOOSE.heading, items: [...REASONS_TO_CHOOSE.items] },
    programmes: { heading: VISION_PROGRAMS.heading, items: titled(VISION_PROGRAMS.items) },
    promise: { heading: VISION_PROMISE.heading, text: VISION_PROMISE.text },
    values: { heading: VISION_VALUES.heading, items: titled(VISION_VALUES.items) },
    goalsHeading: "Our goals",
    shortTerm: { heading: SHORT_TERM_GOALS.heading, items: [...SHORT_TERM_GOALS.items] },
    longTerm: { heading: LONG_TERM_VISION.heading, items: [...LONG_TERM_VISION.items] },
    onward: onward(VISION_ONWARD),
  },
  mission: {
    title: MISSION_PAGE.title,
    description: MISSION_PAGE.description,
    eyebrow: MISSION_PAGE.eyebrow,
    lead: MISSION_PAGE.lead,
    statement: { heading: MISSION_STATEMENT.heading, text: MISSION_STATEMENT.statement },
    commitments: { heading: MISSION_CARDS.heading, items: titled(MISSION_CARDS.items) },
    coreValues: { heading: CORE_VALUES.heading, items: titled(CORE_VALUES.items) },
    inPractice: {
      heading: MISSION_IN_PRACTICE.heading,
      intro: MISSION_IN_PRACTICE.intro,
      steps: titled(MISSION_IN_PRACTICE.steps),
    },
    onward: onward(MISSION_ONWARD),
  },
};
