// The News page, its archive, each article, the newsletter box and the news feed (English: the
// spec's texts, taken from app/copy where they live, so tests and pages say the same thing).
import { PAGE_DRAFTS_PREVIEW_NOTE, UNSAVED_PREVIEW_NOTE } from "~/copy/admin-publishing";
import { ADMISSION_YEAR } from "~/copy/admissions";
import { UNCATEGORISED_NEWS_LABEL } from "~/copy/categories";
import {
  NEWS_ARCHIVE_PAGE,
  NEWS_ARTICLE_LABELS,
  NEWS_CATEGORY_CARDS,
  NEWS_FEED,
  NEWS_PAGE,
  NEWS_PRIORITY_BADGES,
  NEWS_UPDATES_SECTION,
  PREVIEW_NOTICE,
  RECENT_NEWS_SECTION,
  SAMPLE_NEWS,
} from "~/copy/news-page";
import { NEWSLETTER_COPY, NEWSLETTER_MESSAGES } from "~/copy/newsletter";

const sample = (id: string) => {
  const found = SAMPLE_NEWS.find((item) => item.id === id)!;
  return { title: found.title.replace(String(ADMISSION_YEAR), "{year}"), excerpt: found.excerpt };
};

const [calendar, achievements, programmes, workshops] = NEWS_CATEGORY_CARDS.map((card) => ({
  title: card.title,
  description: card.description,
  updates: [...card.updates],
})) as [CategoryCardText, CategoryCardText, CategoryCardText, CategoryCardText];

type CategoryCardText = { title: string; description: string; updates: string[] };

export const news = {
  page: {
    title: NEWS_PAGE.title,
    eyebrow: NEWS_PAGE.eyebrow,
    heading: NEWS_PAGE.heading,
    lead: NEWS_PAGE.lead,
    description: NEWS_PAGE.description,
  },
  updates: { heading: NEWS_UPDATES_SECTION.heading, intro: NEWS_UPDATES_SECTION.intro },
  /** The four News & Updates cards, in the order of NEWS_CATEGORY_CARDS (which gives their icons). */
  categoryCards: { calendar, achievements, programmes, workshops },
  recent: {
    heading: RECENT_NEWS_SECTION.heading,
    intro: RECENT_NEWS_SECTION.intro,
    viewAll: RECENT_NEWS_SECTION.viewAll,
    readMore: RECENT_NEWS_SECTION.readMore,
    loading: RECENT_NEWS_SECTION.loading,
    feedLink: RECENT_NEWS_SECTION.feedLink,
  },
  priority: {
    high: NEWS_PRIORITY_BADGES.high.label,
    medium: NEWS_PRIORITY_BADGES.medium.label,
    low: NEWS_PRIORITY_BADGES.low.label,
  },
  /**
   * Category names as visitors see them (news, event and gallery categories, app/copy/categories.ts).
   * A category not listed here is shown as staff typed it.
   */
  categories: {
    [UNCATEGORISED_NEWS_LABEL]: UNCATEGORISED_NEWS_LABEL,
    Other: "Other",
    Announcement: "Announcement",
    Achievement: "Achievement",
    Academic: "Academic",
    Sports: "Sports",
    Cultural: "Cultural",
    Admission: "Admission",
    Examination: "Examination",
    Holiday: "Holiday",
    "Parent Notice": "Parent Notice",
    "Science Fair": "Science Fair",
    Workshop: "Workshop",
    Competition: "Competition",
    "Parent Meeting": "Parent Meeting",
    "Academic Activities": "Academic Activities",
    "Sports & Games": "Sports & Games",
    "Cultural Events": "Cultural Events",
    "Science & Technology": "Science & Technology",
    "Arts & Crafts": "Arts & Crafts",
    "Field Trips": "Field Trips",
    "Annual Functions": "Annual Functions",
    "Campus Life": "Campus Life",
    Achievements: "Achievements",
  } as Record<string, string>,
  /** The four built-in articles (SAMPLE_NEWS), shown when there is no news. */
  samples: {
    admissions: sample("sample-admissions"),
    artFestival: sample("sample-art-festival"),
    pongal: sample("sample-pongal"),
    libraryHour: sample("sample-library-hour"),
  },
  archive: {
    title: NEWS_ARCHIVE_PAGE.title,
    eyebrow: NEWS_ARCHIVE_PAGE.eyebrow,
    lead: NEWS_ARCHIVE_PAGE.lead,
    description: NEWS_ARCHIVE_PAGE.description,
    empty: NEWS_ARCHIVE_PAGE.empty,
    unavailable: NEWS_ARCHIVE_PAGE.unavailable,
    previous: NEWS_ARCHIVE_PAGE.previous,
    next: NEWS_ARCHIVE_PAGE.next,
    pagination: NEWS_ARCHIVE_PAGE.pagination,
    pageOf: "Page {page} of {pages}",
    /** Page 2 onwards; page 1 is `title`. */
    titleOfPage: "All News, page {page}",
  },
  article: {
    backToNews: NEWS_ARTICLE_LABELS.backToNews,
    moreNews: NEWS_ARTICLE_LABELS.moreNews,
    fallbackDescription: "{title}: news from our schools.",
  },
  preview: {
    label: PREVIEW_NOTICE.label,
    text: PREVIEW_NOTICE.text,
    unsaved: UNSAVED_PREVIEW_NOTE,
    pageDrafts: PAGE_DRAFTS_PREVIEW_NOTE,
    scheduledFor: "Scheduled for {date}",
    status: { draft: "Draft", published: "Published", archived: "Archived" },
  },
  feed: {
    title: NEWS_FEED.title,
    description: NEWS_FEED.description,
    unavailable: "The news feed is not available just now. Please try again later.",
  },
  newsletter: {
    heading: NEWSLETTER_COPY.heading,
    text: NEWSLETTER_COPY.text,
    emailLabel: NEWSLETTER_COPY.emailLabel,
    placeholder: NEWSLETTER_COPY.placeholder,
    submit: NEWSLETTER_COPY.submit,
    privacy: NEWSLETTER_COPY.privacy,
    subscribed: {
      title: NEWSLETTER_MESSAGES.subscribed("").title,
      description: "Thank you. Our newsletter will come to {email}.",
    },
    alreadySubscribed: {
      title: NEWSLETTER_MESSAGES.alreadySubscribed("").title,
      description: "{email} is already on our list, so there is nothing more to do.",
    },
    invalidEmail: { ...NEWSLETTER_MESSAGES.invalidEmail },
    tooMany: { ...NEWSLETTER_MESSAGES.tooMany },
    failed: { ...NEWSLETTER_MESSAGES.failed },
  },
};
