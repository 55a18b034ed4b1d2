// Addresses that name no page, told apart before anything is drawn. A flood of made-up addresses
// (/news/zz-<random>) would otherwise take the few places where uncached pages are drawn
// (render-limit.server.ts) and starve every real page; instead each is answered with the one
// not-found page kept in the render cache. An address is "missing" only when that is certain:
// it reaches the catch-all route, or a page for a content item whose slug no item has, in any
// state. Drafts and scheduled items still go the long way (their page decides who may see them).
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { canonicalSchoolSlug } from "~/copy/schools";
import { db } from "../db/db.server";
import { log } from "../log.server";

/** The route modules whose page is a content item named by its slug, and the not-found route. */
const ITEM_PAGE_ROUTES = ["routes/site/news-article", "routes/site/event", "routes/site/content"];
const SCHOOL_PAGE_ROUTE = "routes/site/school";
const NOT_FOUND_ROUTE = "routes/site/not-found";

/** How long an address waits for its slug to be looked up before it is drawn the usual way. */
const SLUG_READ_WAIT_MS = 1_000;

type MatchableRoute = RouteObject & { id: string };

/** The build's flat route manifest as the nested routes matchRoutes takes. */
export function routeTree(manifest: ServerBuild["routes"]): MatchableRoute[] {
  const children = new Map<string | undefined, MatchableRoute[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const node = {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    } as MatchableRoute;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(node);
    children.set(route.parentId, siblings);
  }
  const attach = (nodes: MatchableRoute[]): MatchableRoute[] =>
    nodes.map((node) => {
      const own = children.get(node.id);
      return own ? ({ ...node, children: attach(own) } as MatchableRoute) : node;
    });
  return attach(children.get(undefined) ?? []);
}

/** Without its "ta/" prefix: both languages share the route files (app/routes.ts). */
function routeFile(id: string) {
  return id.startsWith("ta/") ? id.slice(3) : id;
}

/**
 * Whether any content item, of any kind and in any state, has this slug: one indexed read, always
 * current (another process may have just added the item). Undefined when the database does not
 * answer in time.
 */
async function slugTaken(slug: string): Promise<boolean | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), SLUG_READ_WAIT_MS);
  });
  const read = db()
    .selectFrom("content")
    .select("id")
    .where("slug", "=", slug)
    .limit(1)
    .executeTakeFirst()
    .then((row) => row !== undefined)
    .catch((error) => {
      log("warn", "render cache: could not look up a slug", { error });
      return undefined;
    });
  try {
    return await Promise.race([read, waited]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * True when `pathname` surely names no page: it reaches the catch-all route, or an item page whose
 * slug no item has. False when the page exists or when that cannot be known right now.
 */
export async function isMissingPage(routes: MatchableRoute[], pathname: string): Promise<boolean> {
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.at(-1);
  if (!leaf) return false;
  const file = routeFile((leaf.route as MatchableRoute).id);
  if (file === NOT_FOUND_ROUTE) return true;
  const slug = leaf.params.slug;
  if (slug === undefined) return false;
  if (file === SCHOOL_PAGE_ROUTE) return canonicalSchoolSlug(slug) === undefined;
  if (!ITEM_PAGE_ROUTES.includes(file)) return false;
  return (await slugTaken(slug)) === false;
}
