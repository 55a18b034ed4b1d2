// The part of a paged admin list's loader that Gallery and News Management and the Media Library
// share: the query read from the URL, made clean first; the page loaded, a failure logged and shown
// as an empty list with the list's own message rather than an error page; and a page past the end
// sent to the last one.

import { isCleanListAddress } from "~/lib/list-address";
import { log } from "../log.server";
import { redirect } from "./redirect.server";

/** How a list's query is read from, and written back into, its address. */
export type ListAddress<Query> = {
  parse: (params: URLSearchParams) => Query;
  params: (query: Query) => URLSearchParams;
  href: (query: Query) => string;
};

export async function loadListPage<Query extends { page: number }, Page extends { pageCount: number }>(
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
  // One address per list: empty, unknown or out-of-range values are dropped from the URL.
  if (!isCleanListAddress(searchParams, address.params(query))) throw redirect(address.href(query));
  let page = list.empty;
  let loadFailed = false;
  try {
    page = await list.load(query);
  } catch (error) {
    log("error", `${list.where}: list failed`, { error });
    loadFailed = true;
  }
  // A page past the end (a bookmark from a longer list, the last item deleted) shows the last one.
  if (!loadFailed && query.page > page.pageCount)
    throw redirect(address.href({ ...query, page: page.pageCount }));
  return { query, page, loadFailed };
}
