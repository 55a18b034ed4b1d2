// schema.org NewsArticle for an article page, written like app/lib/structured-data.ts: seoMeta
// (app/lib/seo.ts) adds the @context and writes the tag.
import { absoluteUrl } from "./seo";
import { GROUP_LOGO_PATH, groupOrganization, type JsonLd, present } from "./structured-data";

/** What an article's entry needs from the article. */
export type NewsArticleEntry = {
  title: string;
  /** The page's path, e.g. "/news/admissions-open". */
  path: string;
  excerpt?: string | null;
  imageUrl?: string | null;
  category?: string | null;
  publishedAt: string | null;
  updatedAt?: string | null;
};

/** Search engines cut headlines longer than this. */
export const HEADLINE_MAX = 110;

function headline(title: string) {
  const trimmed = title.trim();
  return trimmed.length <= HEADLINE_MAX ? trimmed : `${trimmed.slice(0, HEADLINE_MAX - 1).trimEnd()}…`;
}

/** The group as author and publisher of its own news; an article's publisher logo is an ImageObject. */
function publisher(origin: string): JsonLd {
  return {
    ...groupOrganization(origin),
    logo: { "@type": "ImageObject", url: absoluteUrl(origin, GROUP_LOGO_PATH) },
  };
}

export function newsArticleJsonLd(origin: string, article: NewsArticleEntry): JsonLd {
  const url = absoluteUrl(origin, article.path);
  const image = present(article.imageUrl);
  const published = present(article.publishedAt);
  // A scheduled article was last edited before its publication date; it was not modified since.
  const updated = present(article.updatedAt);
  const modified =
    updated && published && Date.parse(updated) < Date.parse(published) ? published : (updated ?? published);
  return {
    "@type": "NewsArticle",
    "@id": `${url}#article`,
    headline: headline(article.title),
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    ...(present(article.excerpt) && { description: present(article.excerpt) }),
    ...(image && { image: [absoluteUrl(origin, image)] }),
    ...(published && { datePublished: published }),
    ...(modified && { dateModified: modified }),
    ...(present(article.category) && { articleSection: present(article.category) }),
    author: publisher(origin),
    publisher: publisher(origin),
  };
}
