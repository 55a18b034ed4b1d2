// The <link rel="alternate"> that lets browsers and feed readers find the news feed, added to
// the meta of /news, the archive and every article.
import type { MetaDescriptor } from "react-router";
import { NEWS_FEED, NEWS_FEED_PATH } from "~/copy/news-page";
import { absoluteUrl, siteOrigin } from "./seo";

export function newsFeedLink(matches: Parameters<typeof siteOrigin>[0]): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: NEWS_FEED.title,
    href: absoluteUrl(siteOrigin(matches), NEWS_FEED_PATH),
  };
}
