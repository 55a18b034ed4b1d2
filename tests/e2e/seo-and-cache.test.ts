// Search engines and sharing (sitemap, robots, per-page meta) and the public render cache.
import { describe, expect, it } from "vitest";
import { SCHOOL_SLUGS } from "~/copy/schools";
import { STATIC_PUBLIC_PATHS } from "~/lib/public-pages";
import { contentSlug } from "~/lib/slug";
import { DEMO_EVENTS } from "~/server/seed/events-data";
import { DEMO_NEWS } from "~/server/seed/news-data";
import { rawGet, TEST_ADMIN } from "../support/app-server";
import { setupAppServer } from "../support/server-and-browser";
import { DAY, fromNow, insertContent } from "../support/server-data";
import { staffCookie } from "./helpers/staff-session";

const server = setupAppServer();

const PUBLIC_PAGES = [...STATIC_PUBLIC_PATHS, ...SCHOOL_SLUGS.map((slug) => `/schools/${slug}`)];

function attribute(html: string, pattern: RegExp) {
  return pattern.exec(html)?.[1];
}

describe("robots.txt and sitemap.xml", () => {
  it("robots.txt allows the site, keeps crawlers out of the admin and names the sitemap", async () => {
    const response = await fetch(`${server().url}/robots.txt`);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /admin");
    expect(text).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
  });

  it("the sitemap lists every public page, news article and event in both languages, and nothing of the admin", async () => {
    const response = await fetch(`${server().url}/sitemap.xml`);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const demoItems = [
      ...DEMO_NEWS.map((news) => `/news/${contentSlug(news.title)}`),
      ...DEMO_EVENTS.map((event) => `/events/${contentSlug(event.title)}`),
    ];
    const english = [...PUBLIC_PAGES, ...demoItems];
    const tamil = english.map((path) => (path === "/" ? "/ta" : `/ta${path}`));
    expect(locations.sort()).toEqual([...english, ...tamil].sort());
    expect(xml).not.toContain("/admin");
  });

  it("adds published items with a page of their own, never drafts, archived, scheduled or gallery items", async () => {
    await insertContent(server(), [
      { kind: "news", title: "Sitemap Notice", slug: "sitemap-notice", publishedAt: fromNow(-DAY) },
      { kind: "faculty", title: "Our Teachers", slug: "our-teachers", publishedAt: fromNow(-DAY) },
      { kind: "news", title: "Sitemap Draft", slug: "sitemap-draft", status: "draft" },
      { kind: "news", title: "Sitemap Later", slug: "sitemap-later", publishedAt: fromNow(DAY) },
      {
        kind: "event",
        title: "Sitemap Archived",
        slug: "sitemap-archived",
        status: "archived",
        event: { date: "2030-01-01" },
      },
      { kind: "gallery", title: "Sitemap Photo", slug: "sitemap-photo", gallery: {} },
    ]);
    const xml = await (await fetch(`${server().url}/sitemap.xml`)).text();
    expect(xml).toContain("/news/sitemap-notice</loc>");
    expect(xml).toContain("/ta/news/sitemap-notice</loc>");
    expect(xml).toContain("/content/our-teachers</loc>");
    for (const hidden of ["sitemap-draft", "sitemap-later", "sitemap-archived", "sitemap-photo"])
      expect(xml).not.toContain(hidden);
  });
});

describe("every public page", () => {
  it.each(PUBLIC_PAGES)("%s has its own title, description, canonical URL and share tags", async (path) => {
    const response = await fetch(`${server().url}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const title = attribute(html, /<title>([^<]+)<\/title>/);
    expect(title?.length).toBeGreaterThan(5);
    expect(attribute(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(40);
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toMatch(
      new RegExp(`^http://localhost:\\d+${path === "/" ? "/?" : path}$`),
    );
    expect(attribute(html, /<meta property="og:title" content="([^"]+)"/)).toBe(title);
    expect(attribute(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(/^https?:\/\//);
    expect(attribute(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe("summary_large_image");
  });

  it("titles differ from page to page", async () => {
    const titles = await Promise.all(
      PUBLIC_PAGES.map(async (path) =>
        attribute(await (await fetch(`${server().url}${path}`)).text(), /<title>([^<]+)<\/title>/),
      ),
    );
    expect(new Set(titles).size).toBe(PUBLIC_PAGES.length);
  });
});

describe("the public render cache", () => {
  it("serves a repeat visit from memory with an ETag, gzip and 304 revalidation", async () => {
    await fetch(`${server().url}/faculty?first`);
    const hit = await rawGet(`${server().url}/faculty?first`, { "accept-encoding": "gzip" });
    expect(hit.status).toBe(200);
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.headers["content-encoding"]).toBe("gzip");
    const etag = String(hit.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await rawGet(`${server().url}/faculty?first`, { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
  });

  it("never serves cached pages to signed-in staff", async () => {
    const cookie = await staffCookie(server(), TEST_ADMIN);
    await fetch(`${server().url}/about`);
    const staff = await rawGet(`${server().url}/about`, { cookie });
    expect(staff.status).toBe(200);
    expect(staff.headers["x-cache"]).toBeUndefined();
  });
});
