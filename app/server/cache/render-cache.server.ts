// The public render cache: rendered HTML of public pages, kept in memory per page and dropped
// whenever something a public page shows is written. A parent's request rarely touches the
// database. Signed-in staff (who may preview drafts) and flash toasts bypass it. The last good
// render of each page outlives expiry and writes, to be served while the database is unreachable
// (docs/decisions/011-database-outage-and-cache-keys.md).
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
} from "kysely";
import { englishPath } from "~/i18n/locales";
import { MISSING_PAGE_PATH } from "~/lib/public-pages";
import { isPrivateRegistrationPage } from "~/lib/registration-paths";
import { TOAST_COOKIE_NAME } from "../http/toast.server";
import { pageKey } from "./page-queries.server";

export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  gzip: Buffer;
  etag: string;
  expiresAt: number;
  renderedAt: number;
};

const MAX_PAGES = 500;
/**
 * The most the kept renders may take together (each page's HTML and its gzip twin, counted once
 * however many lists hold it). The nine main public pages in both languages take 1.7 MB, so this
 * holds a few hundred pages; without it, addresses with varied queries could fill the 500 places
 * with the largest pages (`/events`: 118 KB of HTML): about 65 MB, twice over with the last good
 * renders a write leaves behind.
 */
export const RENDER_CACHE_BYTES = 32 * 1024 * 1024;
/** Even without a write, a page is rebuilt after this long (scheduled news, dates that roll over). */
export const PAGE_TTL_MS = 60_000;
/** How old a last good render may be and still stand in for a page the database cannot draw. */
export const STALE_LIMIT_MS = 24 * 60 * 60_000;
/** Folders (the path itself or anything under it) and single paths that are never kept. */
const NOT_CACHED_FOLDERS = ["/admin", "/api", "/media", "/assets"];
/** "/__manifest" is React Router's route discovery: JSON that depends on its query, never a page. */
const NOT_CACHED_PATHS = ["/healthz", "/switch-language", "/__manifest"];
/**
 * Tables whose rows appear on public pages. A table added here needs the trigger that tells other
 * processes too (a migration like 008-shared-instance-state; shared-instance-state.test.ts checks).
 */
export const PUBLIC_TABLES: ReadonlySet<string> = new Set([
  "content",
  "slide",
  "gallery_item",
  "event",
  "news",
  "school",
  "media",
  "site_setting",
  "page_text",
  "urgent_notice",
]);
/** Set by the HTTP layer on a cache miss: the cache version when the request started. */
export const CACHE_VERSION_HEADER = "x-school-cache-version";

/**
 * The renders served now. Every entry here is also the entry `lastGood` holds for its key (both
 * are set together, and a key `lastGood` lets go leaves both), so `lastGood` holds every kept byte.
 */
const pages = new Map<string, CachedPage>();
/** The last render of each page that was kept: not emptied by writes, not expired by PAGE_TTL_MS. */
const lastGood = new Map<string, CachedPage>();
/** The bytes of the renders `lastGood` holds. */
let keptBytes = 0;
let version = 0;

/** How many bytes the kept renders take (RENDER_CACHE_BYTES at most). */
export function renderCacheBytes() {
  return keptBytes;
}

function entryBytes(page: CachedPage) {
  return page.body.byteLength + page.gzip.byteLength;
}

export function currentCacheVersion() {
  return version;
}

/**
 * The next moment a scheduled item (published, with a future publication date) goes public or an
 * urgent notice starts or ends, as read at one cache version; no page kept before that moment
 * outlives it. null: none scheduled.
 */
let nextScheduled: { at: number | null; version: number } | undefined;

/** Whether the next scheduled moment is known for the current content and still ahead. */
export function scheduleKnown(now = Date.now()) {
  return nextScheduled?.version === version && (nextScheduled.at === null || nextScheduled.at > now);
}

/** Records the next scheduled moment (ms, or null), read while the cache was at `versionAtRead`. */
export function setNextScheduledChange(at: number | null, versionAtRead: number) {
  nextScheduled = { at, version: versionAtRead };
}

function expiryFor(now: number) {
  const scheduled = nextScheduled?.version === version ? nextScheduled.at : null;
  return Math.min(now + PAGE_TTL_MS, scheduled ?? Number.POSITIVE_INFINITY);
}

/** The cache key of a request whose answer may be shared by every anonymous visitor, else undefined. */
/** The suffix of the key of an English page drawn with the one-line "also in Tamil" suggestion. */
const SUGGESTION_SUFFIX = "#suggest-ta";

/** The path and query a cache key's page is rendered from. */
export function renderPath(key: string) {
  return key.endsWith(SUGGESTION_SUFFIX) ? key.slice(0, -SUGGESTION_SUFFIX.length) : key;
}

export function publicCacheKey(
  method: string,
  url: URL,
  cookieHeader: string | null | undefined,
  suggestion?: string | string[] | null,
) {
  if (method !== "GET") return undefined;
  const { pathname } = url;
  // "/admin" and "/admin/…" are not kept; "/admissions" is.
  if (NOT_CACHED_FOLDERS.some((folder) => pathname === folder || pathname.startsWith(`${folder}/`))) {
    return undefined;
  }
  if (NOT_CACHED_PATHS.includes(pathname)) return undefined;
  // A registration's confirmation and cancel pages are one family's own (issue 29).
  if (isPrivateRegistrationPage(pathname)) return undefined;
  if (url.pathname.endsWith(".data")) return undefined;
  if (
    cookieHeader &&
    (cookieHeader.includes("session_token=") || cookieHeader.includes(`${TOAST_COOKIE_NAME}=`))
  ) {
    return undefined;
  }
  return suggestion === "ta" ? `${pageKey(url)}${SUGGESTION_SUFFIX}` : pageKey(url);
}

export function cachedPage(key: string): CachedPage | undefined {
  const page = pages.get(key);
  if (!page) return undefined;
  if (page.expiresAt <= Date.now()) {
    pages.delete(key);
    return undefined;
  }
  return page;
}

/** Whether a render with this status is kept: a page, or the not-found page missing addresses share. */
export function keepsStatus(key: string, status: number) {
  return status === 200 || (status === 404 && englishPath(renderPath(key)) === MISSING_PAGE_PATH);
}

/** Keeps a rendered page unless content changed while it was being rendered. */
export function storePage(
  key: string,
  page: { status: number; headers: Headers; body: Buffer },
  versionAtStart: number,
): CachedPage | undefined {
  if (versionAtStart !== version) return undefined;
  if (page.headers.has("set-cookie")) return undefined;
  if (/no-store|private/.test(page.headers.get("cache-control") ?? "")) return undefined;
  const headers: [string, string][] = [];
  page.headers.forEach((value, name) => {
    headers.push([name, value]);
  });
  const entry: CachedPage = {
    status: page.status,
    headers,
    body: page.body,
    gzip: gzipSync(page.body),
    etag: `"${createHash("sha1").update(page.body).digest("base64url")}"`,
    expiresAt: expiryFor(Date.now()),
    renderedAt: Date.now(),
  };
  // A render larger than the whole budget is served to this visitor and kept by no one.
  if (entryBytes(entry) > RENDER_CACHE_BYTES) return undefined;
  forget(key);
  while (lastGood.size >= MAX_PAGES || keptBytes + entryBytes(entry) > RENDER_CACHE_BYTES) {
    forget(lastGood.keys().next().value!);
  }
  pages.set(key, entry);
  lastGood.set(key, entry);
  keptBytes += entryBytes(entry);
  return entry;
}

/** Drops a key's render, current and last good. */
function forget(key: string) {
  const page = lastGood.get(key);
  if (page) keptBytes -= entryBytes(page);
  lastGood.delete(key);
  pages.delete(key);
}

/** The last good render of a page, however long ago it expired (within STALE_LIMIT_MS). */
export function lastGoodPage(key: string): CachedPage | undefined {
  const page = lastGood.get(key);
  if (page && Date.now() - page.renderedAt > STALE_LIMIT_MS) {
    forget(key);
    return undefined;
  }
  return page;
}

export function invalidatePublicPages() {
  version++;
  pages.clear();
}

function writtenTable(node: OperationNode): string | undefined {
  const tableNode = (() => {
    if (node.kind === "InsertQueryNode") return (node as { into?: OperationNode }).into;
    if (node.kind === "UpdateQueryNode") return (node as { table?: OperationNode }).table;
    if (node.kind === "DeleteQueryNode")
      return (node as { from?: { froms: OperationNode[] } }).from?.froms[0];
    return undefined;
  })();
  if (tableNode?.kind !== "TableNode") return undefined;
  return (tableNode as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
}

const publicWrites = new WeakSet<object>();

/**
 * One render on a cache miss: its queries that have not succeeded (a render that leaves one
 * behind drew part of the page from a fallback, so it is not kept as the page), and the read of
 * the schedule, made alongside so that a slow database is waited for once, not twice.
 */
type WatchedRender = { queries: Set<unknown>; schedule: Promise<void> };
const renders = new AsyncLocalStorage<WatchedRender>();

/** Runs a render (and everything it awaits) with its database queries watched. */
export function watchRender<T>(schedule: Promise<void>, render: () => T): T {
  return renders.run({ queries: new Set(), schedule }, render);
}

/** True inside a render the public cache watches (the process caught up with other processes first). */
export function inWatchedRender() {
  return renders.getStore() !== undefined;
}

/** True when a query of the current render failed (or never finished). */
export function renderMissedQueries() {
  return (renders.getStore()?.queries.size ?? 0) > 0;
}

/** Settles once the next scheduled moment is known (or could not be read) for the current render. */
export function scheduleRead(): Promise<void> {
  return renders.getStore()?.schedule ?? Promise.resolve();
}

/**
 * A Kysely plugin: any successful write to a table public pages read empties the cache; the
 * queries of a watched render are counted out and back in.
 */
/** True when the statement writes a table that public pages read. */
export function writesPublicTable(node: OperationNode): boolean {
  const table = writtenTable(node);
  return table !== undefined && PUBLIC_TABLES.has(table);
}

export const publicPagesInvalidator: KyselyPlugin = {
  transformQuery(args: PluginTransformQueryArgs) {
    renders.getStore()?.queries.add(args.queryId);
    const table = writtenTable(args.node);
    if (table && PUBLIC_TABLES.has(table)) {
      publicWrites.add(args.queryId);
      invalidatePublicPages();
    }
    return args.node;
  },
  async transformResult(args: PluginTransformResultArgs) {
    renders.getStore()?.queries.delete(args.queryId);
    // Invalidate again once the write has happened, so a render that read the old rows between
    // the two moments is not kept.
    if (publicWrites.has(args.queryId)) invalidatePublicPages();
    return args.result;
  },
};
