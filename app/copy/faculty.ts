// Copy of /faculty: four highlight cards, eight qualification badges and the spec's three
// figures (student-teacher ratio 1:15, 5+ years experience, 100+ training hours a year).
import type { IconCard, OnwardLink } from "./about";
import { SCHOOL_GROUP_NAME } from "./brand";
import type { GalleryCategory } from "./categories";

/** The faculty page shows a classroom photo from the gallery, of this category when there is one. */
export const FACULTY_PHOTO_CATEGORY: GalleryCategory = "Academic Activities";

export const STUDENT_TEACHER_RATIO = "1:15";
export const YEARS_OF_EXPERIENCE = "5+";
export const TRAINING_HOURS_PER_YEAR = "100+";

export const FACULTY_PAGE = {
  title: "Our Faculty",
  description: `Meet the teachers of the ${SCHOOL_GROUP_NAME} in Thenpalli: qualified, caring and always learning, with a student-teacher ratio of ${STUDENT_TEACHER_RATIO}.`,
  eyebrow: "The people who teach your child",
  lead: "Our teachers are the reason children run to the school gate in the morning. They are qualified, experienced and, above all, kind.",
} as const;

export const FACULTY_STATS = {
  heading: "Our faculty in numbers",
  items: [
    { value: STUDENT_TEACHER_RATIO, label: "Student-teacher ratio" },
    { value: YEARS_OF_EXPERIENCE, label: "Years of teaching experience" },
    { value: TRAINING_HOURS_PER_YEAR, label: "Training hours per year" },
  ],
} as const;

export const FACULTY_HIGHLIGHTS = {
  heading: "What makes our teachers special",
  items: [
    {
      icon: "heart",
      title: "Caring by nature",
      text: "We hire for warmth as much as for knowledge. Our teachers notice a quiet child, a new worry or a small triumph.",
    },
    {
      icon: "graduation",
      title: "Qualified and experienced",
      text: "Every class teacher holds a recognised teaching qualification, and most have taught for many years.",
    },
    {
      icon: "sparkles",
      title: "Always learning",
      text: "Workshops, peer observation and mentoring throughout the year keep our teaching fresh and thoughtful.",
    },
    {
      icon: "users",
      title: "Partners with parents",
      text: "Teachers share progress openly and are easy to reach, in Tamil or English, whenever a parent needs them.",
    },
  ] satisfies readonly IconCard[],
} as const;

export const FACULTY_QUALIFICATIONS = {
  heading: "Qualifications our teachers hold",
  intro: "Across our five schools, our teachers bring these qualifications and certifications.",
  badges: [
    "B.Ed.",
    "M.Ed.",
    "D.T.Ed.",
    "Montessori Diploma",
    "Nursery Teacher Training",
    "Postgraduate subject specialists",
    "CBSE capacity-building certified",
    "First aid and child safety trained",
  ],
} as const;

export const FACULTY_JOIN = {
  heading: "See our teachers at work",
  text: "The best way to know a school is to meet its teachers. Visit any of our campuses and sit in on the day.",
} as const;

export const FACULTY_ONWARD: readonly OnwardLink[] = [
  { label: "Our Schools", to: "/schools", text: "Visit the classrooms our teachers lead." },
  { label: "Our Mission", to: "/about/mission", text: "The commitments behind our teaching." },
  { label: "Admissions", to: "/admissions", text: "Enquire about a place for your child." },
];
