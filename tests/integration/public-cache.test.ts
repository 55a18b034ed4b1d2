import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { englishPath } from "~/i18n/locales";
import routes from "~/routes";
import { PAGE_QUERY_PARAMETERS } from "~/server/cache/page-queries.server";
import {
  cachedPage,
  currentCacheVersion,
  lastGoodPage,
  publicCacheKey,
  renderMissedQueries,
  STALE_LIMIT_MS,
  storePage,
  watchRender,
} from "~/server/cache/render-cache.server";
import { db } from "~/server/db/db.server";
import { setupTestDatabase } from "../support/test-database";

setupTestDatabase();

const page = (body = "<html>page</html>") => ({
  status: 200,
  headers: new Headers({ "content-type": "text/html" }),
  body: Buffer.from(body),
});

describe("public render cache", () => {
  it("caches only anonymous GETs of public pages", () => {
    const url = (path: string) => new URL(`http://localhost${path}`);
    expect(publicCacheKey("GET", url("/schools?x=1"), undefined)).toBe("/schools");
    expect(publicCacheKey("POST", url("/schools"), undefined)).toBeUndefined();
    expect(publicCacheKey("GET", url("/admin"), undefined)).toBeUndefined();
    expect(publicCacheKey("GET", url("/admin/news"), undefined)).toBeUndefined();
    expect(publicCacheKey("GET", url("/media/x.webp"), undefined)).toBeUndefined();
    // A public page whose name merely begins like a folder that is not kept.
    expect(publicCacheKey("GET", url("/admissions"), undefined)).toBe("/admissions");
    expect(publicCacheKey("GET", url("/ta/admissions"), undefined)).toBe("/ta/admissions");
    expect(publicCacheKey("GET", url("/api/auth/get-session"), undefined)).toBeUndefined();
    expect(publicCacheKey("GET", url("/schools.data"), undefined)).toBeUndefined();
    expect(publicCacheKey("GET", url("/"), "better-auth.session_token=abc")).toBeUndefined();
    expect(publicCacheKey("GET", url("/"), "flash_toast=abc")).toBeUndefined();
    expect(publicCacheKey("GET", url("/"), "theme=light")).toBe("/");
    // A family's own registration pages (issue 29); the form itself is every parent's.
    expect(
      publicCacheKey("GET", url("/events/science-fair/registration/Zk3_x-9QpLmN0a"), undefined),
    ).toBeUndefined();
    expect(
      publicCacheKey("GET", url("/ta/events/science-fair/cancel?reference=ABCD-2345"), undefined),
    ).toBeUndefined();
    expect(publicCacheKey("GET", url("/events/science-fair/register"), undefined)).toBe(
      "/events/science-fair/register",
    );
  });

  it("refuses pages that set cookies or are private, and pages rendered across a write", async () => {
    const withCookie = page();
    withCookie.headers.set("set-cookie", "a=b");
    expect(storePage("/a", withCookie, 0)).toBeUndefined();
    const { currentCacheVersion } = await import("~/server/cache/render-cache.server");
    const before = currentCacheVersion();
    await db()
      .insertInto("site_setting")
      .values({ key: "k", value: '"v"', updated_at: new Date().toISOString(), updated_by: null })
      .execute();
    expect(storePage("/b", page(), before)).toBeUndefined();
    expect(cachedPage("/b")).toBeUndefined();
  });

  it("drops every page when a table that public pages read is written, but not for sessions", async () => {
    const { currentCacheVersion } = await import("~/server/cache/render-cache.server");
    storePage("/about", page(), currentCacheVersion());
    expect(cachedPage("/about")?.body.toString()).toBe("<html>page</html>");
    expect(cachedPage("/about")?.etag).toMatch(/^"[\w-]+"$/);

    // Analytics and audit writes leave the cache alone.
    await db()
      .insertInto("audit_log")
      .values({
        action: "x",
        entity_type: "y",
        actor_id: null,
        actor_name: null,
        entity_id: null,
        summary: null,
      })
      .execute();
    expect(cachedPage("/about")).toBeDefined();

    await db().updateTable("site_setting").set({ value: '"w"' }).where("key", "=", "k").execute();
    expect(cachedPage("/about")).toBeUndefined();

    storePage("/about", page(), currentCacheVersion());
    await db()
      .transaction()
      .execute((trx) => trx.deleteFrom("site_setting").where("key", "=", "k").execute());
    expect(cachedPage("/about")).toBeUndefined();
  });

  it("drops a page drawn while a write was not yet committed, once it commits", async () => {
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable("site_setting").set({ value: '"v"' }).where("key", "=", "k").execute();
        // Another visitor's page, drawn now, reads the rows as they were before this transaction.
        storePage("/contact", page("<html>before the change</html>"), currentCacheVersion());
        expect(cachedPage("/contact")).toBeDefined();
      });
    expect(cachedPage("/contact")).toBeUndefined();

    storePage("/contact", page(), currentCacheVersion());
    await db()
      .transaction()
      .execute((trx) =>
        trx
          .insertInto("audit_log")
          .values({
            action: "x",
            entity_type: "y",
            actor_id: null,
            actor_name: null,
            entity_id: null,
            summary: null,
          })
          .execute(),
      );
    expect(cachedPage("/contact")).toBeDefined();
  });

  it("keeps no page past the moment a scheduled article goes public", async () => {
    const { currentCacheVersion, PAGE_TTL_MS, scheduleKnown, setNextScheduledChange } = await import(
      "~/server/cache/render-cache.server"
    );
    const { nextScheduledPublication } = await import("~/server/content/queries.server");
    const { createNewsArticle } = await import("~/server/news/articles.server");
    const actor = { id: null, name: "Test" };
    const soon = new Date(Date.now() + 30_000);
    await createNewsArticle({ title: "Sports day results", publishedAt: soon }, actor);
    await createNewsArticle({ title: "Next term", publishedAt: new Date(Date.now() + 86_400_000) }, actor);
    await createNewsArticle({ title: "Draft", status: "draft" }, actor);
    expect(await nextScheduledPublication()).toBe(soon.toISOString());
    expect(await nextScheduledPublication(new Date(soon.getTime() + 1))).not.toBe(soon.toISOString());

    const version = currentCacheVersion();
    expect(scheduleKnown()).toBe(false);
    setNextScheduledChange(soon.getTime(), version);
    expect(scheduleKnown()).toBe(true);
    expect(scheduleKnown(soon.getTime())).toBe(false);
    const kept = storePage("/news", page(), version);
    expect(kept?.expiresAt).toBe(soon.getTime());

    // Nothing scheduled: the plain expiry.
    setNextScheduledChange(null, version);
    const plain = storePage("/news/archive", page(), version);
    expect(plain!.expiresAt - Date.now()).toBeGreaterThan(PAGE_TTL_MS - 1000);

    // A schedule read before a write no longer counts.
    setNextScheduledChange(soon.getTime(), version);
    await db().updateTable("site_setting").set({ value: '"x"' }).where("key", "=", "nothing").execute();
    expect(scheduleKnown()).toBe(false);
  });
});

describe("render cache keys", () => {
  const key = (pathAndQuery: string) =>
    publicCacheKey("GET", new URL(`http://localhost${pathAndQuery}`), undefined);

  it("ignore query parameters the page does not read", () => {
    expect(key("/?nocache=0.123")).toBe("/");
    expect(key("/?nocache=1&utm_source=whatsapp")).toBe("/");
    expect(key("/about?fbclid=abc")).toBe("/about");
    expect(key("/schools/zee-litera?x=1")).toBe("/schools/zee-litera");
    expect(key("/news/archive?page=2&nocache=9")).toBe("/news/archive?page=2");
    expect(key("/contact?school=euro-kids&utm_medium=qr")).toBe("/contact?school=euro-kids");
  });

  it("keep the parameters the page reads, in one order, first value only", () => {
    expect(key("/gallery?page=2&category=sports")).toBe("/gallery?category=sports&page=2");
    expect(key("/gallery?category=sports&nocache=1&page=2")).toBe("/gallery?category=sports&page=2");
    expect(key("/gallery?page=2&page=3")).toBe("/gallery?page=2");
    expect(key("/gallery?page=2")).not.toBe(key("/gallery?page=3"));
    expect(key("/gallery/?page=2&x=1")).toBe("/gallery/?page=2");
    expect(key("/events.ics?event=sports-day&x=1")).toBe("/events.ics?event=sports-day");
  });

  it("are declared for every query parameter a public route reads", () => {
    type RouteEntry = { file: string; path?: string; index?: boolean; children?: RouteEntry[] };
    const reads = new Map<string, string[]>();
    const walk = (entries: RouteEntry[], parent: string) => {
      for (const entry of entries) {
        const full = entry.path ? `${parent.replace(/\/$/, "")}/${entry.path}` : parent;
        const source = readFileSync(path.join("app", entry.file), "utf8");
        const names = [...source.matchAll(/\b\w*[sS]earch\w*\.(?:get|getAll|has)\(\s*["']([^"']+)["']/g)];
        if (names.length > 0)
          reads.set(
            full,
            names.map((match) => match[1]!),
          );
        walk(entry.children ?? [], full);
      }
    };
    walk(routes as RouteEntry[], "/");
    // Routes the cache answers (not the admin, the API or the language switch's redirect).
    const publicReads = [...reads].filter(
      ([route]) => publicCacheKey("GET", new URL(`http://localhost${route}`), undefined) !== undefined,
    );
    // The check itself must see the pages known to read parameters.
    expect(publicReads.map(([route]) => route)).toEqual(
      expect.arrayContaining(["/gallery", "/news/archive", "/ta/gallery", "/ta/news/archive"]),
    );
    for (const [route, names] of publicReads) {
      // A Tamil page reads what its English page reads, and is keyed by it.
      expect(PAGE_QUERY_PARAMETERS[englishPath(route)], `${route} reads ${names.join(", ")}`).toEqual(
        expect.arrayContaining(names),
      );
    }
  });
});

describe("last good renders", () => {
  it("outlive writes and expiry, but not STALE_LIMIT_MS", async () => {
    const kept = storePage("/faculty", page("<html>faculty</html>"), currentCacheVersion());
    expect(kept).toBeDefined();
    await db().updateTable("site_setting").set({ value: '"y"' }).where("key", "=", "nothing").execute();
    expect(cachedPage("/faculty")).toBeUndefined();
    expect(lastGoodPage("/faculty")?.body.toString()).toBe("<html>faculty</html>");
    kept!.expiresAt = Date.now() - 1;
    expect(lastGoodPage("/faculty")).toBe(kept);
    kept!.renderedAt = Date.now() - STALE_LIMIT_MS - 1;
    expect(lastGoodPage("/faculty")).toBeUndefined();
  });

  it("are replaced by the next render that is kept, and never by one refused", () => {
    storePage("/events", page("<html>first</html>"), currentCacheVersion());
    const withCookie = page("<html>second</html>");
    withCookie.headers.set("set-cookie", "a=b");
    storePage("/events", withCookie, currentCacheVersion());
    expect(lastGoodPage("/events")?.body.toString()).toBe("<html>first</html>");
    storePage("/events", page("<html>third</html>"), currentCacheVersion());
    expect(lastGoodPage("/events")?.body.toString()).toBe("<html>third</html>");
  });
});

describe("a watched render", () => {
  it("knows when one of its queries failed", async () => {
    const settled = Promise.resolve();
    const clean = await watchRender(settled, async () => {
      await db().selectFrom("site_setting").select("key").execute();
      return renderMissedQueries();
    });
    expect(clean).toBe(false);
    const degraded = await watchRender(settled, async () => {
      await sql`select * from no_such_table`.execute(db()).catch(() => undefined);
      await db().selectFrom("site_setting").select("key").execute();
      return renderMissedQueries();
    });
    expect(degraded).toBe(true);
    // Queries outside a render are not counted anywhere.
    expect(renderMissedQueries()).toBe(false);
  });
});
