import { DATABASE_RETRY_AFTER_S } from "~/copy/outage";
import { LANGUAGE_TAG, LOCALES, pathInLocale } from "~/i18n/locales";
import { STATIC_PUBLIC_PATHS } from "~/lib/public-pages";
import { config } from "~/server/config.server";
import { type SitemapEntry, sitemapEntries } from "~/server/content/sitemap.server";
import { isDatabaseUnavailable } from "~/server/db/unavailable.server";
import { log } from "~/server/log.server";

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * One page in one language, naming the page in both languages and English as the default
 * (the sitemap form of hreflang).
 */
function sitemapUrl(origin: string, { path, lastmod }: SitemapEntry, localized: string) {
  const alternates = [
    ...LOCALES.map((locale) => [LANGUAGE_TAG[locale], pathInLocale(path, locale)] as const),
    ["x-default", pathInLocale(path, "en")] as const,
  ].map(
    ([hreflang, href]) =>
      `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + href)}"/>`,
  );
  const modified = lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : "";
  return `  <url><loc>${escapeXml(origin + localized)}</loc>${modified}${alternates.join("")}</url>`;
}

export async function loader() {
  const origin = config().publicUrl;
  let listed: SitemapEntry[];
  try {
    listed = await sitemapEntries();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    // Crawlers come back after a 503; a short sitemap would tell them pages are gone.
    log("error", "sitemap: database unreachable", { error });
    return new Response("The sitemap is not available just now. Please try again later.", {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": String(DATABASE_RETRY_AFTER_S),
        "Cache-Control": "no-store",
      },
    });
  }
  const entries: SitemapEntry[] = [...STATIC_PUBLIC_PATHS.map((path) => ({ path })), ...listed];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.flatMap((entry) =>
      LOCALES.map((locale) => sitemapUrl(origin, entry, pathInLocale(entry.path, locale))),
    ),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
