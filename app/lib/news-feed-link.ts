// The <link rel="alternate"> that lets browsers and feed readers find the news feed, added to
// the meta of /news, the archive and every article. A Tamil page names the Tamil feed.
import type { MetaDescriptor } from "react-router";
import { NEWS_FEED_PATH } from "~/copy/news-page";
import { pathInLocale } from "~/i18n/locales";
import { translatorFor } from "~/i18n/server";
import { absoluteUrl, matchedLocale, siteOrigin } from "./seo";

export function newsFeedLink(matches: Parameters<typeof siteOrigin>[0]): MetaDescriptor {
  const locale = matchedLocale(matches);
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: translatorFor(locale)("news.feed.title"),
    href: absoluteUrl(siteOrigin(matches), pathInLocale(NEWS_FEED_PATH, locale)),
  };
}
