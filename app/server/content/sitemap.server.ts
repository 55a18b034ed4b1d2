// What /sitemap.xml lists besides the fixed pages: every school, and every published item that has
// a page of its own (news and events at /news/<slug> and /events/<slug>, about and faculty items at
// /content/<slug>). Slides, gallery items and school records have no page of their own to index.

import { db } from "../db/db.server";
import { instant } from "../db/values.server";
import { allSchools } from "../schools/schools.server";
import { publiclyVisible } from "./record.server";

/** The sitemap protocol allows 50,000 addresses; far more than a school group publishes. */
const ITEMS_MAX = 10_000;

const PAGE_OF_KIND = {
  news: (slug: string) => `/news/${slug}`,
  event: (slug: string) => `/events/${slug}`,
  about: (slug: string) => `/content/${slug}`,
  faculty: (slug: string) => `/content/${slug}`,
} as const;

export type SitemapEntry = { path: string; lastmod?: string };

export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [schools, items] = await Promise.all([
    allSchools(),
    db()
      .selectFrom("content")
      .select(["kind", "slug", "updated_at"])
      .where("kind", "in", Object.keys(PAGE_OF_KIND) as (keyof typeof PAGE_OF_KIND)[])
      .where((eb) => publiclyVisible(eb))
      .orderBy("updated_at", "desc")
      .limit(ITEMS_MAX)
      .execute(),
  ]);
  return [
    ...schools.map((school) => ({ path: `/schools/${school.slug}`, lastmod: school.updatedAt })),
    ...items.map((item) => ({
      path: PAGE_OF_KIND[item.kind as keyof typeof PAGE_OF_KIND](item.slug),
      lastmod: instant(item.updated_at),
    })),
  ];
}
