// Copy, figures and timings of the home page (spec §2 Home, §9). The slides and the schools come
// from the database; everything around them is written here once and imported by page and tests.
import { SCHOOL_GROUP_MOTTO, SCHOOL_GROUP_NAME, SCHOOL_GROUP_TAGLINE } from "./brand";

/** The hero slider moves to the next slide after this long (spec §9). */
export const SLIDE_INTERVAL_MS = 5000;
/** Cross-fade between two slides (spec §2: "fade 1 second"). */
export const SLIDE_FADE_MS = 1000;

/** A slide without its own button text or link gets these (spec §2). */
export const DEFAULT_SLIDE_BUTTON_LABEL = "Learn More";
export const DEFAULT_SLIDE_BUTTON_LINK = "/about";

export const HERO_SLIDER_COPY = {
  label: "School highlights",
  previous: "Previous slide",
  next: "Next slide",
  pause: "Pause slideshow",
  play: "Play slideshow",
  goTo: (position: number) => `Go to slide ${position}`,
  position: (position: number, count: number) => `${position} of ${count}`,
  loading: "Loading school highlights",
} as const;

export const HOME_META = {
  title: SCHOOL_GROUP_NAME,
  description:
    "Five happy, caring schools in Thenpalli, Tamil Nadu, from playgroup to Class 10 (CBSE). Admissions for 2025-26 are open: explore our schools and apply online.",
} as const;

export type LinkButton = { label: string; href: string };
export type Stat = { value: string; label: string };

export const INTRO_HERO = {
  eyebrow: "Admissions open",
  tagline: SCHOOL_GROUP_TAGLINE,
  motto: SCHOOL_GROUP_MOTTO,
  lead: "For more than twenty years, families in Thenpalli have trusted our five schools with their children's first steps in learning. We keep classes small, teachers close and every day full of curiosity, play and care.",
  /** 'Apply Now for 2025-26': the year comes from Site Settings. */
  apply: (admissionsYear: string): LinkButton => ({
    label: `Apply Now for ${admissionsYear}`,
    href: "/admissions",
  }),
  explore: { label: "Explore Our Schools", href: "/schools" } satisfies LinkButton,
  stats: [
    { value: "5", label: "Schools" },
    { value: "1000+", label: "Happy Families" },
    { value: "20+", label: "Years of Excellence" },
    { value: "100%", label: "Joy Focused" },
  ] satisfies Stat[],
} as const;

export type IconName = "heart" | "graduation" | "shield" | "search" | "sparkles" | "globe" | "telescope";

export type FeatureCard = { icon: IconName; title: string; text: string };

export const WHY_CHOOSE = {
  heading: "Why Choose Our Schools?",
  intro:
    "Parents choose us because their children come home happy, curious and confident. Here is what makes that possible.",
  cards: [
    {
      icon: "heart",
      title: "Happiness First",
      text: "A happy child learns best. Warm classrooms, patient teachers and plenty of play make school a place children look forward to every morning.",
    },
    {
      icon: "graduation",
      title: "Strong Foundations",
      text: "From phonics and numbers in pre-school to the CBSE board at Zee Litera, each stage builds carefully on the last, so no child is rushed or left behind.",
    },
    {
      icon: "shield",
      title: "Safe and Caring Campuses",
      text: "Secure gates, trained caretakers, clean classrooms and teachers who know every child by name give parents peace of mind through the day.",
    },
  ] satisfies FeatureCard[],
} as const;

export const ACHIEVEMENTS = {
  heading: "Our Achievements",
  intro: "Two decades of growing together with the families of Thenpalli.",
  stats: [
    { value: "1000+", label: "Students" },
    { value: "50+", label: "Teachers" },
    { value: "20+", label: "Years" },
    { value: "5", label: "Schools" },
  ] satisfies Stat[],
} as const;

export const CALL_TO_ACTION = {
  heading: "Ready to give your child a happy start?",
  text: "Tell us a little about your child and we will help you find the right school and class. Better still, come and see our campuses, meet the teachers and ask every question you have.",
  apply: { label: "Start Application Process", href: "/admissions" } satisfies LinkButton,
  visit: { label: "Schedule a Visit", href: "/contact" } satisfies LinkButton,
} as const;

export const CURRICULUM = {
  eyebrow: "Curriculum framework",
  heading: "Chrysalis: Learning That Transforms",
  intro:
    "Our classrooms follow the Chrysalis framework. Like a chrysalis that slowly becomes a butterfly, every child is given the time, care and experiences to grow into their best self.",
  pedagogy: {
    title: "The E2R2 pedagogy",
    text: "Every lesson moves through four steps: children Explore a question, Experience it with their hands and senses, Reflect on what they found, and Relate it to their own lives. Learning sticks because children discover it themselves.",
    steps: ["Explore", "Experience", "Reflect", "Relate"],
  },
  cardsHeading: "Four ways of looking at the world",
  cards: [
    {
      icon: "search",
      title: "Look Deep",
      text: "Children go beyond the first answer. They ask why and how, test their ideas and build real understanding instead of memorising facts.",
    },
    {
      icon: "sparkles",
      title: "Look Within",
      text: "Children learn to name their feelings, calm themselves and believe in their own abilities, growing in confidence and kindness.",
    },
    {
      icon: "globe",
      title: "Look Around",
      text: "Children notice the people, plants and places around them, work together in groups and care for their classroom, their town and nature.",
    },
    {
      icon: "telescope",
      title: "Look Beyond",
      text: "Children imagine, create and dream big: stories, art, science projects and new ideas that prepare them for a changing world.",
    },
  ] satisfies FeatureCard[],
  featuresHeading: "Key features",
  features: [
    "Activity-based lessons with hands-on materials in every class",
    "Thinking skills and problem solving built into each subject",
    "Value education and life skills woven into daily routines",
    "Continuous, caring assessment instead of exam pressure in the early years",
    "Regular teacher training so classrooms stay fresh and lively",
    "Parent partnership through workshops, open days and progress meetings",
  ],
} as const;

export const FAMILY_OF_SCHOOLS = {
  eyebrow: "Five schools, one family",
  heading: "Our Family of Schools",
  intro:
    "From a toddler's first playgroup morning to the Class 10 board examinations, there is a school in our family for every stage of your child's journey.",
  visit: (name: string) => `Visit ${name}`,
  allSchools: { label: "Compare all schools", href: "/schools" } satisfies LinkButton,
} as const;
