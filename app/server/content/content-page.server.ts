// What /content/<slug> shows of an item, built once for the public page and for the staff preview
// of the Content form's unsaved values (app/routes/site/content-preview.tsx), so the preview is the
// page parents will see.
import { formatNewsDate } from "~/copy/news-page";
import type { Locale } from "~/i18n/locales";
import { inLocale, optionalInLocale } from "~/i18n/localized";
import { translatorFor } from "~/i18n/server";
import type { BodyChoice, ContentPageSource } from "~/views/content-page";
import { pictureFor } from "../media/pictures.server";
import { publicBody } from "./body-pictures.server";
import { isPublic } from "./preview.server";
import type { ContentPageItem } from "./queries.server";

/** A slide's button goes to a page of the site or a web address, nothing else. */
function safeLink(link: string | null) {
  if (!link) return null;
  return /^(\/(?!\/)|https?:\/\/)/.test(link) ? link : null;
}

/** Paragraphs of plain text (an item saved with a description but no rich body). */
function plainTextHtml(text: string) {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`)
    .join("");
}

/** The bodies the page may show, best first: Tamil on a Tamil page, English, the plain details. */
async function bodyChoices(item: ContentPageItem, locale: Locale): Promise<BodyChoice[]> {
  // A Tamil page marks the English body as English.
  const english = locale === "ta" ? { lang: "en" as const } : {};
  const [tamilBody, englishBody] = await Promise.all([
    locale === "ta" ? publicBody(item.bodyTa) : null,
    publicBody(item.body),
  ]);
  const plain = item.details.details ? plainTextHtml(item.details.details) : "";
  return [
    ...(tamilBody ? [{ body: tamilBody }] : []),
    ...(englishBody ? [{ body: englishBody, ...english }] : []),
    ...(plain ? [{ body: { html: plain, pictures: [] }, ...english }] : []),
  ];
}

/**
 * The content page's data. `unsaved`: a preview of values not saved, marked so even when they
 * would be public.
 */
export async function contentPageData(
  item: ContentPageItem,
  locale: Locale,
  options: { unsaved?: boolean } = {},
): Promise<ContentPageSource> {
  const visible = isPublic(item);
  const [bodies, image] = await Promise.all([bodyChoices(item, locale), pictureFor(item.featuredImage)]);
  const lead = optionalInLocale(locale, item.summary ?? item.details.description ?? null, item.summaryTa);
  const scheduled =
    item.status === "published" && !visible && item.publishedAt
      ? translatorFor(locale)("news.preview.scheduledFor", { date: formatNewsDate(item.publishedAt, locale) })
      : undefined;
  return {
    item: {
      kind: item.kind,
      slug: item.slug,
      title: inLocale(locale, item.title, item.titleTa),
      /** Staff's search-engine title is English: the Tamil page uses its (Tamil) title instead. */
      metaTitle: locale === "en" || !item.titleTa ? item.metaTitle : null,
      lead,
      bodies,
      publishedAt: item.publishedAt,
      updatedAt: item.updatedAt,
      event: item.event,
      news: item.news,
      gallery: item.gallery,
      slide: item.slide && { text: item.slide.buttonText, link: safeLink(item.slide.buttonLink) },
      school: item.school && {
        location: optionalInLocale(locale, item.school.location, item.school.locationTa),
        address: item.school.address,
      },
    },
    image: image ?? null,
    preview:
      visible && !options.unsaved
        ? null
        : { status: item.status, scheduled, ...(options.unsaved && { unsaved: true }) },
  };
}
