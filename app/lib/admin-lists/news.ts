// News Management's list: its intents and its URL, without Zod, for the list's screen (the forms'
// schemas are in lib/schemas/news.ts, which re-exports these).
import { FORM_STATUSES } from "~/copy/admin-news";
import { NEWS_CATEGORIES, type NewsCategory } from "~/copy/categories";

export const NEWS_INTENTS = {
  create: "create-article",
  update: "update-article",
  delete: "delete-article",
  restore: "restore-article",
} as const;

const PAGE_MAX = 10_000;

// ---------------------------------------------------------------------------------------------
// The list's URL: ?category=<slug>&status=<published|draft>&page=<n>. Anything else is dropped.

export type NewsStatusFilter = (typeof FORM_STATUSES)[number];
export type NewsAdminQuery = { category: NewsCategory | null; status: NewsStatusFilter | null; page: number };

/** "Parent Notice" → "parent-notice", for the address bar. */
export function newsCategorySlug(category: NewsCategory): string {
  return category.toLowerCase().replaceAll(" ", "-");
}

export function newsCategoryFromSlug(slug: string): NewsCategory | undefined {
  return NEWS_CATEGORIES.find((category) => newsCategorySlug(category) === slug);
}

export function parseNewsAdminQuery(params: URLSearchParams): NewsAdminQuery {
  const slug = params.get("category");
  const status = params.get("status");
  const page = Number(params.get("page") ?? "1");
  return {
    category: (slug && newsCategoryFromSlug(slug)) || null,
    status: FORM_STATUSES.find((known) => known === status) ?? null,
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
  };
}

/** The query as search params in a fixed order; all categories, all statuses and page 1 left out. */
export function newsAdminParams(query: Partial<NewsAdminQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.category) params.set("category", newsCategorySlug(query.category));
  if (query.status) params.set("status", query.status);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return params;
}

export function newsAdminHref(query: Partial<NewsAdminQuery>): string {
  const search = newsAdminParams(query).toString();
  return search ? `/admin/news?${search}` : "/admin/news";
}
