import { ADMIN_PAGE_SIZE } from "~/copy/limits";

export type PageRequest = { limit?: number; offset?: number };
export type Page = { limit: number; offset: number };

/** Turns what a caller asked for into a bounded page: whole numbers, limit 1..max, offset ≥ 0. */
export function page(request: PageRequest = {}, defaultLimit = ADMIN_PAGE_SIZE, max = defaultLimit): Page {
  const wanted = Number.isFinite(request.limit) ? Math.floor(request.limit!) : defaultLimit;
  const skipped = Number.isFinite(request.offset) ? Math.floor(request.offset!) : 0;
  return { limit: Math.min(Math.max(wanted, 1), max), offset: Math.max(skipped, 0) };
}

/** A page of rows together with how many rows match in all. */
export type Paged<T> = { items: T[]; total: number };

/** How many pages `total` rows fill, `pageSize` to a page; an empty list still has its one page. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
