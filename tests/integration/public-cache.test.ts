import { describe, expect, it } from "vitest";
import { cachedPage, publicCacheKey, storePage } from "~/server/cache.server";
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
    expect(publicCacheKey("GET", url("/schools?x=1"), undefined)).toBe("/schools?x=1");
    expect(publicCacheKey("POST", url("/schools"), undefined)).toBeUndefined();
    expect(publicCacheKey("GET", url("/admin"), undefined)).toBeUndefined();
    expect(publicCacheKey("GET", url("/api/auth/get-session"), undefined)).toBeUndefined();
    expect(publicCacheKey("GET", url("/schools.data"), undefined)).toBeUndefined();
    expect(publicCacheKey("GET", url("/"), "better-auth.session_token=abc")).toBeUndefined();
    expect(publicCacheKey("GET", url("/"), "flash_toast=abc")).toBeUndefined();
    expect(publicCacheKey("GET", url("/"), "theme=light")).toBe("/");
  });

  it("refuses pages that set cookies or are private, and pages rendered across a write", async () => {
    const withCookie = page();
    withCookie.headers.set("set-cookie", "a=b");
    expect(storePage("/a", withCookie, 0)).toBeUndefined();
    const { currentCacheVersion } = await import("~/server/cache.server");
    const before = currentCacheVersion();
    await db()
      .insertInto("site_setting")
      .values({ key: "k", value: '"v"', updated_at: new Date().toISOString(), updated_by: null })
      .execute();
    expect(storePage("/b", page(), before)).toBeUndefined();
    expect(cachedPage("/b")).toBeUndefined();
  });

  it("drops every page when a table that public pages read is written, but not for sessions", async () => {
    const { currentCacheVersion } = await import("~/server/cache.server");
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

  it("keeps no page past the moment a scheduled article goes public", async () => {
    const { currentCacheVersion, PAGE_TTL_MS, scheduleKnown, setNextScheduledChange } = await import(
      "~/server/cache.server"
    );
    const { nextScheduledPublication } = await import("~/server/content-queries.server");
    const { createNewsArticle } = await import("~/server/news.server");
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
