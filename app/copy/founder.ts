// Copy of /about/founder, the Management page: the correspondent's profile, her positions, her
// official website and social profiles (example.org stand-ins) and three value cards.
import type { IconCard, OnwardLink } from "./about";
import { FOUNDER, SCHOOL_GROUP_NAME } from "./brand";

export const FOUNDER_PAGE = {
  title: `Management: ${FOUNDER.name}, ${FOUNDER.role}`,
  heading: "Management",
  description: `Meet ${FOUNDER.name}, ${FOUNDER.role} of the ${SCHOOL_GROUP_NAME}: her story, her roles, and the values she brings to our five schools in Thenpalli.`,
  eyebrow: "Meet our Correspondent",
  lead: "Behind every happy classroom is someone who believes in it. For our schools, that person is our Correspondent.",
} as const;

export const FOUNDER_PROFILE = {
  heading: "Profile",
  paragraphs: [
    `${FOUNDER.name} grew up in Thenpalli and began her working life as a primary teacher. She still remembers the child who would not speak for the first month of school, and the morning he finally put up his hand to tell a story. That moment convinced her that children learn best when they feel safe enough to try.`,
    "She opened a small pre-school with that belief, and over the years it grew into the five schools of our group. Through every new building and every new affiliation, she has kept the same habits: she walks the corridors each morning, greets children at the gate, and sits in on classes to listen before she speaks.",
    "As Correspondent she oversees the academic direction, the well-being of the children and the training of our teachers. Parents know her as someone whose door is always open, whether the question is about board examinations or a child's first tearful week at nursery.",
  ],
  quote:
    "A happy child is a successful child. Our work is to protect that happiness while we help every child grow.",
} as const;

export const FOUNDER_POSITIONS = {
  heading: "Positions",
  items: [
    `${FOUNDER.role}, ${SCHOOL_GROUP_NAME}`,
    "Managing Trustee, Thenpalli Education Trust",
    "Chair, Academic Council of the group's five schools",
    "Mentor, early-years teacher training programme",
    "Member, parent–school partnership committee",
  ],
} as const;

export type FounderProfileLink = { label: string; href: string; kind: "website" | "social" };

export const FOUNDER_LINKS = {
  heading: "Find her online",
  items: [
    { label: "Official website", href: "https://example.org/kavitha-raman", kind: "website" },
    { label: "Facebook", href: "https://example.org/social/facebook/kavitha-raman", kind: "social" },
    { label: "Instagram", href: "https://example.org/social/instagram/kavitha-raman", kind: "social" },
    { label: "LinkedIn", href: "https://example.org/social/linkedin/kavitha-raman", kind: "social" },
  ] satisfies readonly FounderProfileLink[],
} as const;

export const FOUNDER_VALUES = {
  heading: "What she stands for",
  intro: "Three beliefs that shape every decision in our schools.",
  items: [
    {
      icon: "heart",
      title: "Care before curriculum",
      text: "A child who feels loved and safe is ready to learn. Warmth comes first in every classroom, and the lessons follow.",
    },
    {
      icon: "lightbulb",
      title: "Curiosity over cramming",
      text: "Questions are welcome, mistakes are part of learning, and understanding matters more than memorising.",
    },
    {
      icon: "handshake",
      title: "Trust with families",
      text: "Parents are partners. Clear communication, honest progress reports and an open door build the trust children feel.",
    },
  ] satisfies readonly IconCard[],
} as const;

export const FOUNDER_ONWARD: readonly OnwardLink[] = [
  { label: "About Us", to: "/about", text: "Our story and our six commitments." },
  { label: "Our Schools", to: "/schools", text: "Visit the five schools she leads." },
  { label: "Admissions", to: "/admissions", text: "Begin your child's admission." },
];
