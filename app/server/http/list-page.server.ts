// The part of a paged admin list's loader that every list shares: the query read from the URL
// (and, for a list with one address per query, made clean first); the page loaded, a failure
// logged and shown as an empty list with the list's own message rather than an error page; and,
// for those lists, a page past the end sent to the last one.

import { isCleanListAddress } from "~/lib/list-address";
import { log } from "../log.server";
import { redirect } from "./redirect.server";

/**
 * How a list's query is read from its address. With `params` and `href` (how the query is written
 * back) the list keeps one address per query: an address with empty, unknown or out-of-range
 * values, or a page past the end, is redirected. Without them the list takes the address as given.
 */
export type ListAddress<Query> = {
  parse: (params: URLSearchParams) => Query;
  params?: (query: Query) => URLSearchParams;
  href?: (query: Query) => string;
};

export async function loadListPage<Query extends { page?: number }, Page extends object>(
  request: Request,
  address: ListAddress<Query>,
  list: {
    load: (query: Query) => Promise<Page>;
    /** What the page shows when loading failed. */
    empty: Page;
    /** The list's name in the log ("media"). */
    where: string;
  },
): Promise<{ query: Query; page: Page; loadFailed: boolean }> {
  const { searchParams } = new URL(request.url);
  const query = address.parse(searchParams);
  if (address.params && address.href && !isCleanListAddress(searchParams, address.params(query)))
    throw redirect(address.href(query));
  let page = list.empty;
  let loadFailed = false;
  try {
    page = await list.load(query);
  } catch (error) {
    log("error", `${list.where}: list failed`, { error });
    loadFailed = true;
  }
  // A page past the end (a bookmark from a longer list, the last item deleted) shows the last one.
  const { href } = address;
  const last = "pageCount" in page && typeof page.pageCount === "number" ? page.pageCount : undefined;
  if (href && !loadFailed && query.page !== undefined && last !== undefined && query.page > last)
    throw redirect(href({ ...query, page: last }));
  return { query, page, loadFailed };
}
