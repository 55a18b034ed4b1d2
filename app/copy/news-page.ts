// The News page, its archive and article pages (spec §2 "News"): headings, the four category
// cards, the four built-in sample articles, labels and the feed's description. The group and
// everything said about it are fictional demo copy; a real deployment rewrites it here.

import { INTL_LOCALE, type Locale } from "~/i18n/locales";
import { ADMISSION_YEAR } from "./admissions";
import { SCHOOL_GROUP_NAME, SCHOOL_GROUP_SHORT_NAME } from "./brand";
import type { NewsPriority } from "./categories";
import { SITE_TIME_ZONE } from "./locale";

export const NEWS_PATH = "/news";
export const NEWS_ARCHIVE_PATH = "/news/archive";
export const NEWS_FEED_PATH = "/news/feed.xml";
/** How many articles the feed carries: enough for a reader that checks weekly. */
export const NEWS_FEED_LIMIT = 20;
/** Other articles suggested under an article. */
export const MORE_NEWS_COUNT = 3;

export function newsArticlePath(slug: string) {
  return `${NEWS_PATH}/${encodeURIComponent(slug)}`;
}

/** Page 1 of the archive is the archive itself; later pages carry ?page=N. */
export function newsArchivePagePath(page: number) {
  return page <= 1 ? NEWS_ARCHIVE_PATH : `${NEWS_ARCHIVE_PATH}?page=${page}`;
}

export const NEWS_PAGE = {
  title: "News & Updates",
  eyebrow: "News from our five schools",
  heading: "What's happening at Thenpalli Schools",
  lead: "Term dates, proud moments, new programmes and workshops for parents: everything that is going on across our campuses, in one place.",
  description:
    "The latest news from the Thenpalli Group of Schools: academic calendar, student achievements, new programmes, parent workshops and announcements.",
} as const;

export const NEWS_UPDATES_SECTION = {
  id: "updates",
  heading: "News & Updates",
  intro: "A quick look at what each part of school life has in store this term.",
} as const;

export type NewsCategoryIcon = "calendar" | "trophy" | "sparkles" | "users";

export type NewsCategoryCard = {
  title: string;
  icon: NewsCategoryIcon;
  description: string;
  /** Exactly three short updates (spec §2). */
  updates: readonly [string, string, string];
};

export const NEWS_CATEGORY_CARDS: readonly NewsCategoryCard[] = [
  {
    title: "Academic Calendar",
    icon: "calendar",
    description:
      "Term dates, assessments and holidays for all five schools, so your family can plan the months ahead.",
    updates: [
      "Term timetables go home in every child's diary during the first week of term.",
      "Half-yearly assessments for Classes 6 to 10 finish before the Pongal holidays.",
      "Parent–teacher meetings are held on the second Saturday of each month, 9:30 AM to 12:30 PM.",
    ],
  },
  {
    title: "Student Achievements",
    icon: "trophy",
    description: "Celebrating the effort, talent and kindness of our children, in the classroom and beyond.",
    updates: [
      "Zee Litera's Class 8 team won second place at the state science olympiad.",
      "EuroKids little ones brought home the district rhyme-recitation shield, in Tamil and English.",
      "Twelve Nursery & Primary pupils earned their first swimming certificates this term.",
    ],
  },
  {
    title: "New Programs",
    icon: "sparkles",
    description: "Fresh ways to learn and grow that our teachers have started this year.",
    updates: [
      "A kitchen-garden club at Buds & Blossoms, where children grow greens for the school kitchen.",
      "Weekly silambam and yoga sessions for Classes 3 to 8.",
      "Beginner coding with picture blocks for Classes 4 and 5 in the new computer lab.",
    ],
  },
  {
    title: "Parent Workshops",
    icon: "users",
    description:
      "Friendly Saturday sessions where parents and teachers learn together, in Tamil and English.",
    updates: [
      "Reading at home: ten-minute habits that build confident young readers.",
      "Healthy tiffin ideas with our school nutritionist, with recipes to take home.",
      "Screens and sleep: a calm, practical talk for parents of children under eight.",
    ],
  },
];

export const RECENT_NEWS_SECTION = {
  id: "recent-news",
  heading: "Recent News",
  intro: "Announcements and stories from our schools, newest first.",
  viewAll: "View All News",
  readMore: "Read more",
  loading: "Loading recent news…",
  feedLink: "Follow our news feed (RSS)",
} as const;

/** The badge next to an article: the admin's colours (spec §3 News Management). */
export const NEWS_PRIORITY_BADGES: Record<
  NewsPriority,
  { label: string; variant: "destructive" | "default" | "secondary" }
> = {
  high: { label: "High priority", variant: "destructive" },
  medium: { label: "Medium priority", variant: "default" },
  low: { label: "Low priority", variant: "secondary" },
};

export type SampleNewsItem = {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  priority: NewsPriority;
  status: "published";
  /** Shown as published this many days before the page is drawn. */
  daysAgo: number;
};

/**
 * Shown when the news cannot be read or there is none yet (spec §6 "Built-in fallback"). They
 * have no article pages, so their cards link nowhere.
 */
export const SAMPLE_NEWS: readonly SampleNewsItem[] = [
  {
    id: "sample-admissions",
    title: `Admissions ${ADMISSION_YEAR}: Visit Any Campus on Saturday Mornings`,
    excerpt:
      "Families are welcome between 9:00 AM and 12:00 PM to see our classrooms, meet the teachers and ask about seats for the coming year.",
    category: "Admission",
    priority: "high",
    status: "published",
    daysAgo: 3,
  },
  {
    id: "sample-art-festival",
    title: "Thirty Young Artists Exhibit at the Town Library",
    excerpt:
      "Paintings by children from all five of our schools were chosen for the Thenpalli children's art festival. The exhibition is open to everyone this month.",
    category: "Achievement",
    priority: "medium",
    status: "published",
    daysAgo: 9,
  },
  {
    id: "sample-pongal",
    title: "Pongal Celebrations: Kolams, Sugarcane and Songs",
    excerpt:
      "Our campuses were bright with kolams drawn by parents and children together. Thank you to every family who joined in.",
    category: "Cultural",
    priority: "low",
    status: "published",
    daysAgo: 16,
  },
  {
    id: "sample-library-hour",
    title: "A Weekly Library Hour for Every Primary Class",
    excerpt:
      "Each class from 1 to 5 now spends one hour a week in the library, with picture books and chapter books in Tamil and English.",
    category: "Academic",
    priority: "medium",
    status: "published",
    daysAgo: 24,
  },
];

export const NEWS_ARCHIVE_PAGE = {
  title: "All News",
  eyebrow: "News archive",
  lead: "Every announcement and story from our schools, newest first.",
  description: `Every news article from the ${SCHOOL_GROUP_NAME}, newest first.`,
  empty: "There is no news yet. Please check back soon.",
  unavailable: "The news archive cannot be shown just now. Please try again in a few minutes.",
  previous: "Previous",
  next: "Next",
  pagination: "News archive pages",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  titleOfPage: (page: number) => (page <= 1 ? "All News" : `All News, page ${page}`),
} as const;

export const NEWS_ARTICLE_LABELS = {
  backToNews: "Back to all news",
  moreNews: "More news",
} as const;

/** Marks a draft, archived or scheduled item that only signed-in staff can see. */
export const PREVIEW_NOTICE = {
  label: "Preview",
  text: "Only signed-in staff can see this page. Visitors will see it once it is published.",
  scheduledFor: (date: string) => `Scheduled for ${date}`,
} as const;

export const NEWS_FEED = {
  title: `${SCHOOL_GROUP_SHORT_NAME}: News & Updates`,
  description: `Announcements, achievements and events from the ${SCHOOL_GROUP_NAME}.`,
  language: "en-IN",
} as const;

const newsDateFormat = (intlLocale: string) =>
  new Intl.DateTimeFormat(intlLocale, {
    timeZone: SITE_TIME_ZONE,
    day: "numeric",
    month: "long",
    year: "numeric",
  });
const NEWS_DATE: Record<Locale, Intl.DateTimeFormat> = {
  en: newsDateFormat(INTL_LOCALE.en),
  ta: newsDateFormat(INTL_LOCALE.ta),
};

/**
 * "23 November 2026" ("23 நவம்பர், 2026" on a Tamil page), where the schools are; an unreadable
 * value gives an empty text.
 */
export function formatNewsDate(iso: string | null | undefined, locale: Locale = "en"): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : NEWS_DATE[locale].format(date);
}
