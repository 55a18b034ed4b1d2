// Addresses that name no page, told apart before anything is drawn. A flood of made-up addresses
// (/news/zz-<random>) would otherwise take the few places where uncached pages are drawn
// (render-limit.server.ts) and starve every real page; instead each is answered with the one
// not-found page kept in the render cache. An address is "missing" only when that is certain:
// it reaches the catch-all route, or a page for a content item whose slug no item has, in any
// state. Drafts and scheduled items still go the long way (their page decides who may see them).
import type { ServerBuild } from "react-router";
import { canonicalSchoolSlug } from "~/copy/schools";
import { db } from "../db/db.server";
import { log } from "../log.server";

/** The route modules whose page is a content item named by its slug, and the not-found route. */
const ITEM_PAGE_ROUTES = ["routes/site/news-article", "routes/site/event", "routes/site/content"];
const SCHOOL_PAGE_ROUTE = "routes/site/school";
const NOT_FOUND_ROUTE = "routes/site/not-found";

/** How long an address waits for its slug to be looked up before it is drawn the usual way. */
const SLUG_READ_WAIT_MS = 1_000;

/** A route that draws a page, its whole path compiled once (React Router's own matcher compiles per call). */
type PageRoute = { file: string; pattern: RegExp; params: string[]; score: number };

/**
 * The build's routes that draw a page, most specific first, as React Router ranks them: a fixed
 * segment outweighs a parameter, which outweighs the catch-all's "*". Matched without regard to
 * case and with or without a trailing slash, as the router matches.
 */
export function pageRoutes(manifest: ServerBuild["routes"]): PageRoute[] {
  const routes = Object.values(manifest).filter((route) => route !== undefined);
  const parents = new Set(routes.map((route) => route.parentId));
  const byId = new Map(routes.map((route) => [route.id, route]));
  const pages: PageRoute[] = [];
  for (const route of routes) {
    if (parents.has(route.id) && !route.index) continue;
    const segments: string[] = [];
    for (let at: typeof route | undefined = route; at; at = at.parentId ? byId.get(at.parentId) : undefined) {
      if (at.path) segments.unshift(...at.path.split("/").filter(Boolean));
    }
    const params: string[] = [];
    let score = segments.length + (route.index ? 2 : 0);
    const parts = segments.map((segment) => {
      if (segment === "*") {
        params.push("*");
        score -= 2;
        return "(?:/(.*))?";
      }
      if (segment.startsWith(":")) {
        params.push(segment.slice(1).replace(/\?$/, ""));
        score += 3;
        return "/([^/]+)";
      }
      score += 10;
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
    });
    const body = parts.join("");
    pages.push({ file: routeFile(route.id), pattern: new RegExp(`^${body || ""}/?$`, "i"), params, score });
  }
  return pages.sort((a, b) => b.score - a.score);
}

/** Without its "ta/" prefix: both languages share the route files (app/routes.ts). */
function routeFile(id: string) {
  return id.startsWith("ta/") ? id.slice(3) : id;
}

/** The page route `pathname` reaches and its slug, if it has one. */
function pageOf(routes: PageRoute[], pathname: string) {
  for (const route of routes) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    const index = route.params.indexOf("slug");
    const raw = index >= 0 ? match[index + 1] : undefined;
    return { file: route.file, slug: raw === undefined ? undefined : decoded(raw) };
  }
  return undefined;
}

function decoded(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
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
export async function isMissingPage(routes: PageRoute[], pathname: string): Promise<boolean> {
  const page = pageOf(routes, pathname);
  if (!page) return false;
  if (page.file === NOT_FOUND_ROUTE) return true;
  if (page.slug === undefined) return false;
  if (page.file === SCHOOL_PAGE_ROUTE) return canonicalSchoolSlug(page.slug) === undefined;
  if (!ITEM_PAGE_ROUTES.includes(page.file)) return false;
  return (await slugTaken(page.slug)) === false;
}
