// One news article as News Management shows and edits it (app/routes/admin/news.tsx), what the
// page's action answers, and news as the public cards draw it.

import type { NewsPriority } from "~/copy/categories";
import type { ActionToast } from "~/views/action-toast";
import type { BodyWithPictures, PictureView } from "~/views/images";

export type NewsArticleView = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  body: string | null;
  /** Optional Tamil versions; null: the Tamil pages show the English text. */
  titleTa: string | null;
  excerptTa: string | null;
  bodyTa: string | null;
  /** The stored category, or null for an article saved without one. */
  category: string | null;
  /** What the row shows: the category, or the public site's name for none. */
  categoryLabel: string;
  priority: NewsPriority;
  isFeatured: boolean;
  status: "published" | "draft" | "archived";
  /** Published with a publication time still ahead: not on the website yet. */
  scheduled: boolean;
  /** The date line: 'Published …', 'Scheduled for …' or 'Not published' (Asia/Kolkata). */
  dateText: string;
  /** The publication moment for the form, on the schools' wall clock ("" for none). */
  publishDate: string;
  publishTime: string;
  imageUrl: string | null;
  mediaId: string | null;
  /** A small WebP of the picture for the row and the dialog's preview. */
  thumbnailSrc: string | null;
  /** The public page, while the article is on the website. */
  href: string | null;
  /** Not on the website (a draft, scheduled, archived): its page as signed-in staff preview it. */
  previewHref: string | null;
  /** As loaded: an edit sends it back, so that a newer save by someone else is not overwritten. */
  updatedAt: string;
};

/** The answer to a delete: the toast, and the token its Undo sends back. */
export type DeleteReply = {
  intent: "delete-article";
  toast?: ActionToast;
  undo?: { token: string; articleId: string; title: string };
};

/** The answer to a restore: the toast, and which article came back (focus goes to it). */
export type RestoreReply = { intent: "restore-article"; toast?: ActionToast; restoredId?: string };

export type NewsCardData = {
  id: string;
  /** In the page's language; English on a Tamil page when it has no Tamil version (then `titleLang`). */
  title: string;
  titleLang?: "en";
  excerpt: string;
  excerptLang?: "en";
  category: string;
  priority: NewsPriority;
  publishedAt: string | null;
  /** The article's page (its English path); null for the built-in samples, which have none. */
  href: string | null;
  image: PictureView | null;
};

export type RecentNewsData = {
  items: NewsCardData[];
  /** "samples" when the database failed or had no news: the built-in articles are shown. */
  source: "database" | "samples";
};

/** What a public page's preview strip says: the item's status, when it is scheduled, whether unsaved. */
export type PreviewNotice = {
  status: "draft" | "published" | "archived";
  scheduled?: string;
  /** A staff preview of values not saved (the form's Preview). */
  unsaved?: boolean;
};

/** What /news/<slug> draws: the article, the preview strip (staff only) and more news. */
export type NewsArticlePageView = {
  article: NewsCardData & { body: string | null; bodyLang?: "en"; updatedAt: string };
  preview: PreviewNotice | null;
  more: NewsCardData[];
};

/** The same as the server builds it: the body cleaned, its pictures not drawn yet (withDrawnBody). */
export type NewsArticlePageSource = Omit<NewsArticlePageView, "article"> & {
  article: Omit<NewsArticlePageView["article"], "body"> & { body: BodyWithPictures | null };
};
