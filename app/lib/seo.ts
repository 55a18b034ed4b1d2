// Per-page title, description, canonical URL, Open Graph and Twitter tags, and JSON-LD, built
// the same way for every public page. The site's origin comes from the root loader (PUBLIC_URL).
import type { MetaDescriptor } from "react-router";
import { SCHOOL_GROUP_NAME } from "~/copy/brand";
import { CATALOGUES, type Messages } from "~/i18n/catalogue";
import {
  LANGUAGE_TAG,
  LOCALES,
  type Locale,
  OPEN_GRAPH_LOCALE,
  otherLocale,
  pathInLocale,
} from "~/i18n/locales";
import { type PageTexts, withPageTexts } from "~/lib/page-texts/texts";

export type PageSeo = {
  title: string;
  description: string;
  /** The page's path, e.g. "/schools/zee-litera". */
  path: string;
  /** An absolute or site-relative image URL for link previews. */
  image?: string | null;
  type?: "website" | "article";
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
};

export const DEFAULT_SHARE_IMAGE = "/og-image.jpg";

type RootMatch = { id: string; loaderData?: unknown } | undefined;

/**
 * The messages of the page being drawn, with the words staff changed on the Pages screen, which
 * the site layout's loader read: what `meta` writes in titles and descriptions.
 */
export function matchedMessages(matches: readonly RootMatch[]): Messages {
  const layout = matches.find((match) => match?.id.endsWith("routes/site/layout"));
  const texts = (layout?.loaderData as { texts?: PageTexts } | undefined)?.texts;
  return withPageTexts(CATALOGUES[matchedLocale(matches)], texts);
}

/** The language of the page being drawn: Tamil routes' ids start with "ta/" (app/routes.ts). */
export function matchedLocale(matches: readonly RootMatch[]): Locale {
  return matches.some((match) => match?.id.startsWith("ta/")) ? "ta" : "en";
}

/** Types that take `inLanguage` (schema.org CreativeWork and Event). */
const LANGUAGE_BEARING_TYPES = new Set([
  "WebPage",
  "AboutPage",
  "ContactPage",
  "CollectionPage",
  "NewsArticle",
  "Event",
]);

/** Reads the site's origin from the root route's loader data among a meta function's matches. */
export function siteOrigin(matches: readonly RootMatch[]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}

export function absoluteUrl(origin: string, pathOrUrl: string) {
  return /^https?:\/\//.test(pathOrUrl)
    ? pathOrUrl
    : `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

export function pageTitle(title: string) {
  return title === SCHOOL_GROUP_NAME ? title : `${title} | ${SCHOOL_GROUP_NAME}`;
}

/**
 * A page's tags in the language it is drawn in (from its route): the canonical URL is the page in
 * that language, `hreflang` alternates name both (English is `x-default`), and the JSON-LD says
 * which language it is in. `page.path` may be given in either language.
 */
export function seoMeta(matches: readonly RootMatch[], page: PageSeo): MetaDescriptor[] {
  const origin = siteOrigin(matches);
  const locale = matchedLocale(matches);
  const url = absoluteUrl(origin, pathInLocale(page.path, locale));
  const image = absoluteUrl(origin, page.image ?? DEFAULT_SHARE_IMAGE);
  const title = pageTitle(page.title);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...LOCALES.map((language) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: LANGUAGE_TAG[language],
      href: absoluteUrl(origin, pathInLocale(page.path, language)),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(origin, pathInLocale(page.path, "en")),
    },
    { property: "og:site_name", content: SCHOOL_GROUP_NAME },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: OPEN_GRAPH_LOCALE[locale] },
    { property: "og:locale:alternate", content: OPEN_GRAPH_LOCALE[otherLocale(locale)] },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  const jsonLd = Array.isArray(page.jsonLd) ? page.jsonLd : page.jsonLd ? [page.jsonLd] : [];
  const inLanguage = LANGUAGE_TAG[locale];
  const items = jsonLd.map((item) =>
    LANGUAGE_BEARING_TYPES.has(String(item["@type"])) ? { ...item, inLanguage } : item,
  );
  if (!items.some((item) => item["@type"] === "WebPage")) {
    items.push({ "@type": "WebPage", url, name: title, inLanguage });
  }
  for (const item of items) tags.push({ "script:ld+json": { "@context": "https://schema.org", ...item } });
  return tags;
}
