// Every route of app/routes.ts as a full path, with its module and whether that module exports an
// action: the fuzz suite posts to what this lists, so a new route is covered (or flagged) at once.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { projectRoot } from "./app-server";

export type ListedRoute = {
  /** The pattern, e.g. "/ta/news/:slug" or "/admin/*". */
  path: string;
  /** The module, relative to app/ ("routes/site/news.tsx"). */
  file: string;
  index: boolean;
  hasAction: boolean;
};

function flatten(entries: readonly RouteConfigEntry[], parent = ""): Omit<ListedRoute, "hasAction">[] {
  const out: Omit<ListedRoute, "hasAction">[] = [];
  for (const entry of entries) {
    const own = entry.path ? `${parent.replace(/\/$/, "")}/${entry.path}` : parent;
    // A pathless layout is no address of its own; its children are.
    if (entry.path !== undefined || entry.index)
      out.push({ path: own === "" ? "/" : own, file: entry.file, index: !!entry.index });
    if (entry.children) out.push(...flatten(entry.children, own));
  }
  return out;
}

export function routeSource(file: string) {
  return readFileSync(path.join(projectRoot, "app", file), "utf8");
}

function exportsAction(file: string) {
  return /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b|export\s*\{[^}]*\baction\b/.test(
    routeSource(file),
  );
}

/** Every route of app/routes.ts (the English and Tamil copies of a page are two entries). */
export function listedRoutes(): ListedRoute[] {
  return flatten(routes).map((route) => ({ ...route, hasAction: exportsAction(route.file) }));
}

/** An address for a pattern: dynamic segments and splats get values that name nothing. */
export function concretePath(pattern: string) {
  return pattern.replace(/:[^/]+/g, "no-such-id").replace(/\*$/, "no-such-page");
}

/**
 * How many handlers the route's `dispatchIntent(request, user, { … }, …)` call names: the top-level
 * entries of its first object literal. Undefined when the module does not dispatch intents.
 */
export function dispatchedIntentCount(file: string): number | undefined {
  const source = routeSource(file);
  const call = source.indexOf("dispatchIntent(");
  if (call < 0) return undefined;
  const open = source.indexOf("{", call);
  let depth = 0;
  let entries = 0;
  let entryHasText = false;
  for (let i = open; i < source.length; i++) {
    const char = source[i]!;
    if ("([{".includes(char)) depth++;
    else if (")]}".includes(char)) {
      depth--;
      if (depth === 0) return entries + (entryHasText ? 1 : 0);
    } else if (depth === 1 && char === ",") {
      if (entryHasText) entries++;
      entryHasText = false;
      continue;
    }
    if (depth >= 1 && i > open && !/\s/.test(char)) entryHasText = true;
  }
  return undefined;
}
