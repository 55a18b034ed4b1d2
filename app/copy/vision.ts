// Copy of /about/vision: the vision statement, reasons to choose us, programmes, our promise,
// four values, short-term goals (2025-2027) and the long-term vision (2028-2030).
import type { IconCard, OnwardLink, TitledText } from "./about";
import { SCHOOL_GROUP_NAME } from "./brand";

export const SHORT_TERM_PERIOD = "2025-2027";
export const LONG_TERM_PERIOD = "2028-2030";

export const VISION_PAGE = {
  title: "Our Vision",
  description: `The vision of the ${SCHOOL_GROUP_NAME}: joyful, rooted, future-ready learning in Thenpalli, with our goals for ${SHORT_TERM_PERIOD} and ${LONG_TERM_PERIOD}.`,
  eyebrow: "Where we are heading",
  lead: "We picture a Thenpalli where every child, whatever their starting point, grows up curious, kind and confident, and proud of where they come from.",
} as const;

export const VISION_STATEMENT = {
  heading: "Our vision statement",
  statement:
    "To be the schools Thenpalli's families choose with their hearts and their heads: places where childhood is protected, learning is joyful, and every child leaves ready for the world without forgetting their roots.",
} as const;

export const REASONS_TO_CHOOSE = {
  heading: "Why families choose us",
  items: [
    "One family of five schools, so a child can grow from playgroup to Class 10 among familiar faces",
    "Small classes, with a student-teacher ratio that lets teachers truly know each child",
    "A CBSE curriculum at Zee Litera, with strong early-years programmes feeding into it",
    "Tamil and English both valued, spoken and celebrated",
    "Safe, clean campuses with trained staff and careful pick-up and drop routines",
    "Regular, honest conversations with parents about progress and well-being",
  ],
} as const;

export const VISION_PROGRAMS = {
  heading: "Our programmes",
  items: [
    {
      title: "Early years (ages 1.5 to 6)",
      text: "Play-based learning at Buds & Blossoms and EuroKids: language, movement, music and the first joyful steps into letters and numbers.",
    },
    {
      title: "Foundational and primary (LKG to Class 5)",
      text: "At the Nursery & Primary School and Balar Kalikkoodam, children build reading, writing and number sense through activity, stories and projects.",
    },
    {
      title: "Middle and secondary, CBSE (up to Class 10)",
      text: "Zee Litera prepares students for board examinations with steady teaching, labs, libraries and guidance that keeps the pressure healthy.",
    },
    {
      title: "Arts, sports and heritage",
      text: "Carnatic music, Bharatanatyam, drawing, silambam, yoga and team games, because every child shines somewhere.",
    },
  ] satisfies readonly TitledText[],
} as const;

export const VISION_PROMISE = {
  heading: "Our promise to you",
  text: "When you trust us with your child, we promise to treat them as our own: to keep them safe, to notice when something is wrong, to celebrate what they do well, and to tell you honestly how they are growing. You will always know who to talk to, and you will always be heard.",
} as const;

export const VISION_VALUES = {
  heading: "Four values that guide us",
  items: [
    { icon: "smile", title: "Joy", text: "Learning that children enjoy, remember and come back for." },
    {
      icon: "lightbulb",
      title: "Curiosity",
      text: "Questions are welcome; wondering is the start of knowing.",
    },
    {
      icon: "heart",
      title: "Respect",
      text: "For every child, every family, every language and every faith.",
    },
    { icon: "sprout", title: "Roots", text: "Pride in Tamil culture, and openness to the wider world." },
  ] satisfies readonly IconCard[],
} as const;

export const SHORT_TERM_GOALS = {
  heading: `Short-term goals (${SHORT_TERM_PERIOD})`,
  items: [
    "Reading corners and a lending library in every classroom of all five schools",
    "Hands-on science and maths kits from Class 1 upwards",
    "A yearly training calendar shared by the teachers of all five schools",
    "A new play area and shaded outdoor classroom for our youngest children",
    "A simple monthly progress note to every parent, in Tamil or English",
  ],
} as const;

export const LONG_TERM_VISION = {
  heading: `Long-term vision (${LONG_TERM_PERIOD})`,
  items: [
    "A continuous path from playgroup to Class 10 that feels like one school to every child",
    "Smart classrooms used wisely, with screens in service of teachers, not in place of them",
    "A strong counselling and special-needs support team across the group",
    "Environment-friendly campuses with rainwater harvesting, gardens and solar power",
    "An active alumni network returning to mentor the next generation of Thenpalli's children",
  ],
} as const;

export const VISION_ONWARD: readonly OnwardLink[] = [
  { label: "Our Mission", to: "/about/mission", text: "How we live out this vision each day." },
  { label: "Our Schools", to: "/schools", text: "Find the right school for your child." },
  { label: "Admissions", to: "/admissions", text: "Join us for the coming year." },
];
