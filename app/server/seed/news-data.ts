import { ADMISSION_YEAR } from "~/copy/admissions";
import type { NewsCategory, NewsPriority } from "~/copy/categories";

export type DemoNews = {
  title: string;
  excerpt: string;
  body: string;
  category: NewsCategory;
  priority: NewsPriority;
  isFeatured: boolean;
  /** Published this many days before the content is added. */
  daysAgo: number;
  imageKey?: string;
};

export const DEMO_NEWS: DemoNews[] = [
  {
    title: `Admissions Open for ${ADMISSION_YEAR}`,
    excerpt: `Applications for ${ADMISSION_YEAR} are open at all five schools, from Play Group to Class 9.`,
    body: [
      `<p>We are happy to welcome new families for the ${ADMISSION_YEAR} academic year. Seats are available from Play Group at Buds &amp; Blossoms up to Class 9 at Zee Litera.</p>`,
      "<p>Send an enquiry from the Admissions page, or visit any of our school offices between 9:00 AM and 4:00 PM on working days. Our staff will walk you through the campus and answer your questions.</p>",
      "<p>Early applicants are invited to a free orientation morning for parents and children.</p>",
    ].join("\n"),
    category: "Admission",
    priority: "high",
    isFeatured: true,
    daysAgo: 2,
    imageKey: "news-admissions",
  },
  {
    title: "Zee Litera Students Shine at the State Science Olympiad",
    excerpt: "Four students won medals, and Class 8's water-purifier project took second place in the state.",
    body: [
      "<p>Four Zee Litera students won medals at this year's state science olympiad. Kavya R. (Class 8) and Arjun S. (Class 8) took second place in the project round with a low-cost water purifier built from local materials.</p>",
      "<p>Congratulations to the students and to their science teachers, who stayed back after school for many weeks to help them prepare.</p>",
    ].join("\n"),
    category: "Achievement",
    priority: "medium",
    isFeatured: false,
    daysAgo: 6,
    imageKey: "news-achievement",
  },
  {
    title: "New Story Corner at Balar Kalikkoodam",
    excerpt:
      "A cosy reading corner with more than three hundred Tamil and English picture books is now open.",
    body: [
      "<p>Thanks to books donated by our parents and alumni, Balar Kalikkoodam now has a story corner with more than three hundred Tamil and English picture books.</p>",
      "<p>Grandparents are welcome to read to the children on Friday mornings. Please speak to the school office to choose a day.</p>",
    ].join("\n"),
    category: "Announcement",
    priority: "low",
    isFeatured: false,
    daysAgo: 12,
    imageKey: "news-announcement",
  },
  {
    title: "Parent Workshop: Helping Young Children Read at Home",
    excerpt: "A free Saturday workshop with simple, everyday ways to build a love of reading.",
    body: [
      "<p>Reading together for ten minutes a day makes a lasting difference. At this hands-on workshop our primary teachers will share simple ways to read with children at home, in Tamil and in English.</p>",
      "<p>The workshop is free and open to parents from all five schools. Children are welcome to come along; our teachers will run a storytelling session for them in the next room.</p>",
    ].join("\n"),
    category: "Parent Notice",
    priority: "medium",
    isFeatured: false,
    daysAgo: 20,
  },
];
