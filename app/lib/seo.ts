// Per-page title, description, canonical URL, Open Graph and Twitter tags, and JSON-LD, built
// the same way for every public page. The site's origin comes from the root loader (PUBLIC_URL).
import type { MetaDescriptor } from "react-router";
import { SCHOOL_GROUP_NAME } from "~/copy/brand";

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

export function seoMeta(matches: readonly RootMatch[], page: PageSeo): MetaDescriptor[] {
  const origin = siteOrigin(matches);
  const url = absoluteUrl(origin, page.path);
  const image = absoluteUrl(origin, page.image ?? DEFAULT_SHARE_IMAGE);
  const title = pageTitle(page.title);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SCHOOL_GROUP_NAME },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  const jsonLd = Array.isArray(page.jsonLd) ? page.jsonLd : page.jsonLd ? [page.jsonLd] : [];
  for (const item of jsonLd) tags.push({ "script:ld+json": { "@context": "https://schema.org", ...item } });
  return tags;
}
