// Copy of /about/mission: the mission statement, six mission cards, the spec's four core values
// (Happiness, Excellence, Integrity, Compassion) and how the mission is achieved.
import type { IconCard, OnwardLink, TitledText } from "./about";
import { SCHOOL_GROUP_NAME } from "./brand";

export const MISSION_PAGE = {
  title: "Our Mission",
  description: `The mission of the ${SCHOOL_GROUP_NAME}: happy, well-taught children in safe, caring schools in Thenpalli. Our six commitments, four core values and how we keep them.`,
  eyebrow: "What we do every day",
  lead: "A vision is only as good as the school day that carries it out. This is what we commit to, in every classroom, every morning.",
} as const;

export const MISSION_STATEMENT = {
  heading: "Our mission statement",
  statement:
    "To give every child in our care a happy, safe and stimulating childhood, and an education that builds strong knowledge, good character and the confidence to make their own way in the world.",
} as const;

export const MISSION_CARDS = {
  heading: "Our six commitments",
  items: [
    {
      icon: "smile",
      title: "Nurture happy learners",
      text: "Build school days around play, wonder and warm relationships, so children love to learn.",
    },
    {
      icon: "book",
      title: "Teach for understanding",
      text: "Use activity, discussion and real-life examples so that knowledge stays long after the test.",
    },
    {
      icon: "users",
      title: "See each child",
      text: "Keep classes small and observe closely, giving extra help or extra challenge when it is needed.",
    },
    {
      icon: "shield",
      title: "Keep children safe",
      text: "Maintain secure campuses, trained staff and clear routines that parents can rely on.",
    },
    {
      icon: "graduation",
      title: "Grow great teachers",
      text: "Invest in training, mentoring and time for our teachers to learn, plan and reflect.",
    },
    {
      icon: "globe",
      title: "Connect to community",
      text: "Celebrate Tamil festivals, serve our town and open children's eyes to the wider world.",
    },
  ] satisfies readonly IconCard[],
} as const;

export const CORE_VALUE_NAMES = ["Happiness", "Excellence", "Integrity", "Compassion"] as const;

export const CORE_VALUES = {
  heading: "Our core values",
  items: [
    {
      icon: "smile",
      title: CORE_VALUE_NAMES[0],
      text: "A happy child is a successful child. We protect children's joy and their sense of belonging.",
    },
    {
      icon: "trophy",
      title: CORE_VALUE_NAMES[1],
      text: "We set high standards for teaching and learning, and help each child reach their own best.",
    },
    {
      icon: "shield",
      title: CORE_VALUE_NAMES[2],
      text: "We are honest with children and parents, keep our word and do the right thing when no one is watching.",
    },
    {
      icon: "heart",
      title: CORE_VALUE_NAMES[3],
      text: "We care for one another, include every child and teach kindness by showing it.",
    },
  ] satisfies readonly IconCard[],
} as const;

export const MISSION_IN_PRACTICE = {
  heading: "How we achieve our mission",
  intro: "Good intentions become good schools through habits. These are ours.",
  steps: [
    {
      title: "A warm start to every day",
      text: "Teachers greet children at the classroom door, and the day opens with a song, a prayer or a quiet circle time.",
    },
    {
      title: "Thoughtful lesson planning",
      text: "Teachers plan together each week, sharing ideas across our five schools and adapting lessons to their own class.",
    },
    {
      title: "Continuous, gentle assessment",
      text: "We watch, listen and check understanding along the way, so no child is left behind and none is held back.",
    },
    {
      title: "Ongoing teacher development",
      text: "Workshops, classroom observation and mentoring keep our teaching fresh, skilled and caring.",
    },
    {
      title: "Open communication with parents",
      text: "Parent meetings, progress notes and quick WhatsApp updates keep families close to their child's learning.",
    },
    {
      title: "Learning beyond the classroom",
      text: "Field visits, festivals, sports days and service in our town turn lessons into lived experience.",
    },
  ] satisfies readonly TitledText[],
} as const;

export const MISSION_ONWARD: readonly OnwardLink[] = [
  { label: "Our Vision", to: "/about/vision", text: "The future we are working towards." },
  { label: "Our Faculty", to: "/faculty", text: "Meet the teachers who make it happen." },
  { label: "Admissions", to: "/admissions", text: "Become part of our school family." },
];
