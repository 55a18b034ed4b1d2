import { STATIC_PUBLIC_PATHS } from "~/lib/public-pages";
import { config } from "~/server/config.server";
import { type SitemapEntry, sitemapEntries } from "~/server/sitemap.server";

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function loader() {
  const origin = config().publicUrl;
  const entries: SitemapEntry[] = [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ path })),
    ...(await sitemapEntries()),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ""}</url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
