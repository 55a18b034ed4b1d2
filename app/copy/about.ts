// Copy of /about: the group's story, the correspondent's card, the motto and the six points of
// its vision and mission (spec §2, About pages). The icons are named here and drawn by
// app/components/site/about/about-icon.tsx.
import { FOUNDER, SCHOOL_GROUP_MOTTO, SCHOOL_GROUP_NAME } from "./brand";

/** The small set of icons the About, Management, Vision, Mission and Faculty pages use. */
export type AboutIconName =
  | "heart"
  | "sparkles"
  | "book"
  | "users"
  | "shield"
  | "sprout"
  | "graduation"
  | "palette"
  | "handshake"
  | "lightbulb"
  | "target"
  | "trophy"
  | "globe"
  | "smile";

export type TitledText = { title: string; text: string };
export type IconCard = TitledText & { icon: AboutIconName };

/** A link onward from a page's closing section. */
export type OnwardLink = { label: string; to: string; text: string };

export const ABOUT_PAGE = {
  title: "About Us",
  description: `${SCHOOL_GROUP_NAME}: five schools in Thenpalli, Tamil Nadu, growing happy, confident children for over twenty years. Meet our correspondent and read our vision and mission.`,
  eyebrow: "Who we are",
  lead: "For over twenty years, families in Thenpalli have trusted us with the most important years of their children's lives: from a toddler's first morning at playgroup to the Class 10 board examinations.",
} as const;

export const ABOUT_STORY = {
  heading: "Our story",
  paragraphs: [
    "It began with one small pre-school on a quiet street in Thenpalli, a handful of children, two devoted teachers and a garden full of neem shade. Parents noticed that their children came home singing, asking questions and wanting to go back the next morning. Word travelled the way it does in a small town, from one courtyard to the next.",
    "Today we are five schools: Zee Litera, affiliated to CBSE up to Class 10; EuroKids and Buds & Blossoms for our youngest learners; the Nursery & Primary School; and Balar Kalikkoodam, where Tamil songs, stories and games are part of every day. Each school has its own character, and all of them share the same belief that learning grows best where children feel safe, seen and happy.",
    "More than a thousand families are part of our community now. Many of today's parents once sat in our classrooms themselves, and that trust is something we work to earn again every single day.",
  ],
} as const;

export const MANAGEMENT_CARD = {
  heading: "Management",
  intro: "Our schools are led by people who know the children, the teachers and the town.",
  message: [
    "When a child walks through our gate, I want them to feel that this is their place. Marks matter, and we work hard for them, but a child who is happy, curious and confident will always find their way to success.",
    "Our teachers know every child by name and by nature. That is the heart of what we do, and it is what I hope every parent feels when they visit us.",
  ],
  signOff: `${FOUNDER.name}, ${FOUNDER.role}`,
  linkLabel: "Meet our Correspondent",
} as const;

export const MOTTO_SECTION = {
  heading: "Our motto",
  motto: SCHOOL_GROUP_MOTTO,
  explanation:
    "We put a child's happiness first because that is where learning starts. A child who feels safe asks questions, tries again after a mistake and discovers what they love. Success, in the classroom and in life, grows from there.",
} as const;

export const VISION_MISSION_SECTION = {
  heading: "Our vision and mission",
  intro: "Six commitments guide every classroom, every timetable and every decision we make.",
} as const;

/** The six points of the About page's vision and mission list. */
export const VISION_MISSION_POINTS: readonly IconCard[] = [
  {
    icon: "smile",
    title: "Joy in every school day",
    text: "Classrooms full of play, stories, music and movement, where children look forward to coming to school.",
  },
  {
    icon: "users",
    title: "Every child known by name",
    text: "Small classes and caring teachers who notice each child's strengths, worries and progress.",
  },
  {
    icon: "book",
    title: "Strong foundations",
    text: "Confident reading, writing and numeracy in the early years, building steadily towards board examinations.",
  },
  {
    icon: "sprout",
    title: "Rooted in Tamil culture",
    text: "Pride in our language, festivals and heritage, alongside fluent English and a wide view of the world.",
  },
  {
    icon: "shield",
    title: "Values for life",
    text: "Honesty, kindness and respect practised daily, so good character becomes a habit, not a lesson.",
  },
  {
    icon: "handshake",
    title: "Parents as partners",
    text: "Open doors, regular conversations and shared celebrations, because children thrive when home and school work together.",
  },
];

export const ABOUT_ONWARD: readonly OnwardLink[] = [
  { label: "Our Schools", to: "/schools", text: "Meet the five schools of our family." },
  { label: "Our Faculty", to: "/faculty", text: "The teachers who make every day count." },
  { label: "Contact", to: "/contact", text: "Visit us, call us or send a message." },
  { label: "Admissions", to: "/admissions", text: "Start your child's journey with us." },
];
