// News Management at /admin/news (spec §2, §3, §4, §8, §9): its fixed texts and the limits of its
// form, shared by the page, its schemas, the news domain module and the tests.
import { META_DESCRIPTION_MAX } from "./limits";

export const NEWS_ADMIN_TITLE = "News Management";
export const NEWS_ADMIN_DESCRIPTION =
  "The articles of the public News page, newest first. A published article is on the website from its publication date; a draft is not.";

export const ADD_ARTICLE_LABEL = "Add News Article";
export const ADD_ARTICLE_TITLE = "Add News Article";
export const EDIT_ARTICLE_TITLE = "Edit News Article";
export const CREATE_ARTICLE_SUBMIT = "Create Article";
export const UPDATE_ARTICLE_SUBMIT = "Update Article";
export const ADD_ARTICLE_HINT = "Published articles appear on the News page, the archive and the news feed.";
export const EDIT_ARTICLE_HINT = "Changes show on the website as soon as you save them.";

export const ARTICLE_FIELD_LABELS = {
  title: "Article Title",
  excerpt: "Excerpt",
  body: "Article Content",
  category: "Category",
  priority: "Priority",
  image: "Featured Image",
  publishDate: "Publication Date",
  publishTime: "Publication Time",
  status: "Status",
  isFeatured: "Featured article",
} as const;

export const PUBLISH_DATE_PLACEHOLDER = "Select publish date";
export const CLEAR_DATE_LABEL = "Clear date";

export const ARTICLE_FIELD_HINTS = {
  excerpt: `A sentence or two for the news cards and search engines; at most ${META_DESCRIPTION_MAX} characters.`,
  body: "The full article, shown on its own page.",
  publication:
    "India time. Leave the date empty to publish now; a later date and time schedules the article, which appears on the website at that moment. A draft has no publication date.",
  isFeatured: "Marks the article Featured in this list. The News page lists articles by date either way.",
} as const;

export const STATUS_LABELS = { published: "Published", draft: "Draft", archived: "Archived" } as const;
/** The two statuses the form offers (spec §2); an article archived elsewhere keeps its own. */
export const FORM_STATUSES = ["published", "draft"] as const;

// The list.
export const ALL_CATEGORIES_LABEL = "All Categories";
export const ALL_STATUS_LABEL = "All Status";
export const CATEGORY_FILTER_LABEL = "Category";
export const STATUS_FILTER_LABEL = "Status";
export const APPLY_FILTER_LABEL = "Show";
export const FILTER_REGION_LABEL = "Filter news articles";
export const NO_NEWS_ARTICLES = "No news articles found";
/** The spec's count, word for word: 'N article(s) found'. */
export function articleCount(count: number) {
  return `${count.toLocaleString("en-IN")} article(s) found`;
}
export const ARTICLES_LABEL = "News articles";
export const PAGES_LABEL = "News article pages";
export const NOT_PUBLISHED = "Not published";
export const FEATURED_BADGE = "Featured";
export const SCHEDULED_BADGE = "Scheduled";
export const EDIT_LABEL = "Edit";
export const VIEW_LABEL = "View";
export const DELETE_LABEL = "Delete";
export const UNDO_LABEL = "Undo";
export function publishedOn(date: string) {
  return `Published ${date}`;
}
export function scheduledFor(date: string) {
  return `Scheduled for ${date}`;
}

// Toasts of spec §8, word for word; failures carry the title Error.
export const NEWS_CREATED = "News created";
export const NEWS_UPDATED = "News updated";
export const NEWS_DELETED = "News deleted";
export const NEWS_RESTORED = "News restored";
export const ERROR_TITLE = "Error";
export const NEWS_SAVE_FAILED = "Failed to save the news article. Please try again.";
export const NEWS_DELETE_FAILED = "Failed to delete the news article. Please try again.";
export const NEWS_LOAD_FAILED = "Failed to load news items";

/** What the success toast adds: where the article is now. */
export function whereArticleIs(title: string, state: "public" | "scheduled" | "hidden", when?: string) {
  if (state === "public") return `"${title}" is on the News page now.`;
  if (state === "scheduled") return `"${title}" will appear on the News page on ${when}.`;
  return `"${title}" is saved as a draft and is not on the website.`;
}
export function goneFromNews(title: string) {
  return `"${title}" is no longer on the website.`;
}
export function backInNews(title: string) {
  return `"${title}" is back as it was.`;
}

// Limits of our own; the excerpt is the spec's meta_description (at most 160 characters).
export const NEWS_TITLE_MAX = 200;
export const NEWS_EXCERPT_MAX = META_DESCRIPTION_MAX;
export const NEWS_BODY_MAX = 200_000;
export const NEWS_IMAGE_URL_MAX = 500;
/** Articles per page of the admin list. */
export const NEWS_ADMIN_PAGE_SIZE = 25;

export const NEWS_MESSAGES = {
  titleRequired: "Enter the article title.",
  titleTooLong: `An article title can have at most ${NEWS_TITLE_MAX} characters.`,
  excerptTooLong: `The excerpt can have at most ${NEWS_EXCERPT_MAX} characters.`,
  bodyTooLong: "The article is too long. Please split it into two articles.",
  category: "Choose a news category from the list.",
  priority: "Choose a priority: High, Medium or Low.",
  status: "Choose Published or Draft.",
  image: "This picture is not in the media library. Upload it again.",
  publishDate: "Pick the publication date from the calendar, or leave it empty.",
  publishTime: "Enter the publication time like 09:30, or leave it empty.",
  timeWithoutDate: "Pick the publication date for this time, or clear the time.",
  featured: "Choose whether the article is featured.",
  reload: "This form is out of date. Reload the page and try again.",
  article: "Choose a news article.",
  undoExpired: "This article can no longer be restored.",
} as const;
