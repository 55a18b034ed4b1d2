// What /content/<slug> draws of an item, as the server builds it for the public page and for the
// staff preview of the Content form's unsaved values (app/server/content/content-page.server.ts).
import type { NewsPriority } from "~/copy/categories";
import type { ContentKind } from "~/copy/content-kinds";
import type { ContentPageEvent } from "~/copy/content-page";
import type { LocalizedText } from "~/i18n/localized";
import type { BodyWithPictures, Picture } from "~/views/images";
import type { PreviewNotice } from "~/views/news";

export type ContentPageItemView = {
  kind: ContentKind;
  slug: string;
  title: LocalizedText;
  /** Staff's search-engine title (English), when the page shows the English title. */
  metaTitle: string | null;
  lead: LocalizedText | null;
  /** The body's HTML with its pictures drawn, in the page's language or marked English. */
  body: LocalizedText | null;
  publishedAt: string | null;
  updatedAt: string;
  event: ContentPageEvent | null;
  news: { category: string | null; priority: NewsPriority } | null;
  gallery: { category: string } | null;
  /** A slide's button: its text, and its link when it is a page of the site or a web address. */
  slide: { text: string | null; link: string | null } | null;
  school: { location: LocalizedText | null; address: string | null } | null;
};

export type ContentPageView = {
  item: ContentPageItemView;
  image: Picture | null;
  /** The preview strip (staff only); null on a page the public sees. */
  preview: PreviewNotice | null;
};

/**
 * A body the page may show, its pictures not drawn yet; `lang: "en"` when a Tamil page shows the
 * English one.
 */
export type BodyChoice = { body: BodyWithPictures; lang?: "en" };

/**
 * The same as the server builds it: the bodies the page may show, best first (the Tamil body on a
 * Tamil page, the English body, the plain-text details). The first with something left once its
 * pictures are drawn is the page's body (withDrawnContentBody).
 */
export type ContentPageSource = Omit<ContentPageView, "item"> & {
  item: Omit<ContentPageItemView, "body"> & { bodies: BodyChoice[] };
};
