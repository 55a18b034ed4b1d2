// What several app processes on one database share (migration 008, docs/operations.md "Several
// instances"): rate-limit windows, Undo snapshots and the render cache's generation. Two limiters
// or two readers made here stand for two processes: they share nothing but the database.
import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { describe, expect, it } from "vitest";
import {
  cachedPage,
  currentCacheVersion,
  PUBLIC_TABLES,
  storePage,
} from "~/server/cache/render-cache.server";
import { catchUpWithOtherProcesses } from "~/server/cache/shared-generation.server";
import type { ContentSnapshot } from "~/server/content/snapshot.server";
import { keepForUndo, takeForUndo, UNDO_KEEP_MS } from "~/server/content/undo.server";
import { db } from "~/server/db/db.server";
import { migrations } from "~/server/db/migrations";
import { oneProcessAtATime } from "~/server/db/process-lock.server";
import { createDatabaseRateLimiter, createSharedRateLimiter } from "~/server/rate-limit.server";
import { ensureFirstAdmin } from "~/server/staff/first-admin.server";
import { setupTestDatabase, testEngine } from "../support/test-database";

setupTestDatabase();

const limit = { windowMs: 60_000, max: 3 };

async function generation() {
  const { rows } = await sql<{ generation: string | number }>`
    select generation from public_cache_generation where id = 1`.execute(db());
  return Number(rows[0]!.generation);
}

describe("rate limits in the database", () => {
  it("counts one fixed window for every process, with the same answers as in memory", async () => {
    const processA = createDatabaseRateLimiter({ name: "test-window", ...limit });
    const processB = createDatabaseRateLimiter({ name: "test-window", ...limit });
    const answers = [];
    for (const [i, limiter] of [processA, processB, processA, processB].entries())
      answers.push(await limiter.hit("meena", 1_000 + i));
    expect(answers.map((a) => a.allowed)).toEqual([true, true, true, false]);
    expect(answers[3]!.retryAfterSeconds).toBe(60);
    // Another key and another limit's same key are counted apart.
    expect((await processA.hit("ravi", 1_005)).allowed).toBe(true);
    const otherLimit = createDatabaseRateLimiter({ name: "test-other", ...limit });
    expect((await otherLimit.hit("meena", 1_006)).allowed).toBe(true);
    // Once the window has ended, a new one starts at one.
    expect(await processB.hit("meena", 61_000)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect((await processA.hit("meena", 61_001)).allowed).toBe(true);
    expect((await processB.hit("meena", 61_002)).allowed).toBe(true);
    expect(await processA.hit("meena", 61_003)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    // A reset by one process is a reset for all.
    await processB.reset("meena");
    expect((await processA.hit("meena", 61_004)).allowed).toBe(true);
  });

  it("never lets more than the limit through when attempts arrive at once", async () => {
    const processes = [0, 1, 2, 3].map(() =>
      createDatabaseRateLimiter({ name: "test-burst", windowMs: 60_000, max: 10 }),
    );
    const now = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => processes[i % processes.length]!.hit("flood", now)),
    );
    expect(answers.filter((a) => a.allowed)).toHaveLength(10);
    const { rows } = await sql<{ hits: number }>`
      select hits from rate_limit_window where limit_key = 'test-burst:flood'`.execute(db());
    expect(Number(rows[0]!.hits)).toBe(40);
  });

  it("the server's limits count in the database on PostgreSQL and in memory on SQLite", async () => {
    const shared = createSharedRateLimiter({ name: "test-shared", ...limit });
    for (let i = 0; i < 4; i++) await shared.hit("10.0.0.9");
    expect((await shared.hit("10.0.0.9")).allowed).toBe(false);
    const { rows } = await sql<{ hits: number }>`
      select hits from rate_limit_window where limit_key = 'test-shared:10.0.0.9'`.execute(db());
    if (testEngine() === "postgres") expect(rows.map((r) => Number(r.hits))).toEqual([5]);
    else expect(rows).toEqual([]);
  });
});

describe("Undo snapshots in the database", () => {
  const snapshot: ContentSnapshot = {
    kind: "news",
    title: "Sports Day — 'quoted' & <b>",
    content: { id: "n1", title: "Sports Day — 'quoted' & <b>", is_featured: true, views: 3, summary: null },
    perKind: { content_id: "n1", priority: "high" },
  };

  it("are taken back once, by the person who deleted, within the time, from any process", async () => {
    const token = await keepForUndo(snapshot, "user-1");
    expect(await takeForUndo(token, "news", "user-2")).toBeUndefined();
    expect(await takeForUndo(token, "news", null)).toBeUndefined();
    const [first, second] = await Promise.all([
      takeForUndo(token, "news", "user-1"),
      takeForUndo(token, "news", "user-1"),
    ]);
    expect([first, second].filter(Boolean)).toEqual([snapshot]);
    expect(await takeForUndo(token, "news", "user-1")).toBeUndefined();
  });

  it("are refused once the time is up, and expired ones are cleared by the next delete", async () => {
    const now = Date.now();
    const late = await keepForUndo(snapshot, "user-1", now);
    expect(await takeForUndo(late, "news", "user-1", now + UNDO_KEEP_MS)).toBeUndefined();
    const withoutActor = await keepForUndo(snapshot, null, now + UNDO_KEEP_MS + 1);
    const left = await db().selectFrom("undo_snapshot").select("token").execute();
    expect(left.map((row) => row.token)).toEqual([withoutActor]);
    expect(await takeForUndo(withoutActor, "news", null, now + UNDO_KEEP_MS + 2)).toEqual(snapshot);
  });
});

describe("the render cache's generation", () => {
  const page = {
    status: 200,
    headers: new Headers({ "content-type": "text/html" }),
    body: Buffer.from("<p>x</p>"),
  };

  it("is bumped with every committed write to a public table on PostgreSQL, and not by one rolled back", async () => {
    const before = await generation();
    if (testEngine() === "sqlite") {
      // One process: its own writes empty its cache; the row is never read, so never bumped.
      await db().updateTable("site_setting").set({ updated_at: new Date().toISOString() }).execute();
      return expect(await generation()).toBe(before);
    }
    await db().updateTable("site_setting").set({ updated_at: new Date().toISOString() }).execute();
    expect(await generation()).toBe(before + 1);
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable("content").set({ title: "x" }).where("id", "=", "none").execute();
        throw new Error("rolled back");
      })
      .catch(() => {});
    expect(await generation()).toBe(before + 1);
    // Every table public pages read has the trigger.
    const { rows } = await sql<{ table: string }>`
        select tgrelid::regclass::text as table from pg_trigger
        where tgname like '%_bumps_public_cache' order by 1`.execute(db());
    expect(rows.map((r) => r.table)).toEqual([...PUBLIC_TABLES].sort());
    // Writes elsewhere (analytics, enquiries, sessions) leave it alone.
    await db().deleteFrom("enquiry").execute();
    await db().deleteFrom("page_view").execute();
    expect(await generation()).toBe(before + 1);
  });

  it("drops this process's pages when another process wrote (PostgreSQL), and costs SQLite nothing", async () => {
    await catchUpWithOtherProcesses();
    const kept = () => cachedPage("/news");
    // Bumped as another process's write would (this process's own writes also empty its cache).
    storePage("/news", page, currentCacheVersion());
    expect(kept()).toBeDefined();
    await catchUpWithOtherProcesses();
    expect(kept()).toBeDefined();
    await sql`update public_cache_generation set generation = generation + 1 where id = 1`.execute(db());
    await catchUpWithOtherProcesses();
    if (testEngine() === "postgres") expect(kept()).toBeUndefined();
    else expect(kept()).toBeDefined();
  });

  it("many requests at once share a read that starts after they came in", async () => {
    if (testEngine() !== "postgres") return expect(await catchUpWithOtherProcesses()).toBeUndefined();
    await catchUpWithOtherProcesses();
    storePage("/events", page, currentCacheVersion());
    await sql`update public_cache_generation set generation = generation + 1 where id = 1`.execute(db());
    await Promise.all(Array.from({ length: 50 }, () => catchUpWithOtherProcesses()));
    expect(cachedPage("/events")).toBeUndefined();
  });
});

describe("migration 008", () => {
  it("goes down and up again: its tables (and on PostgreSQL its triggers) go and come back", async () => {
    const migrator = new Migrator({ db: db(), provider: { getMigrations: async () => migrations } });
    const tables = async () => (await db().introspection.getTables()).map((t) => t.name);
    const triggers = async () =>
      testEngine() === "postgres"
        ? Number(
            (
              await sql<{ n: number }>`select count(*)::int as n from pg_trigger
              where tgname like '%_bumps_public_cache'`.execute(db())
            ).rows[0]!.n,
          )
        : 0;
    expect((await migrator.migrateTo("007-tamil-texts")).error).toBeUndefined();
    expect(await tables()).not.toContain("rate_limit_window");
    expect(await tables()).not.toContain("undo_snapshot");
    expect(await tables()).not.toContain("public_cache_generation");
    expect(await triggers()).toBe(0);
    // A public write without the trigger's table still works.
    await db().updateTable("site_setting").set({ updated_at: new Date().toISOString() }).execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await tables()).toEqual(
      expect.arrayContaining(["rate_limit_window", "undo_snapshot", "public_cache_generation"]),
    );
    expect(await triggers()).toBe(testEngine() === "postgres" ? PUBLIC_TABLES.size : 0);
    expect(await generation()).toBe(0);
  });
});

describe("work one process at a time", () => {
  it("on PostgreSQL never overlaps between connections; the first admin is added once", async () => {
    const running: string[] = [];
    let overlapped = false;
    const work = (name: string) => async () => {
      running.push(name);
      if (running.length > 1) overlapped = true;
      // Deliberate: the work lasts long enough for the other calls' first try for the lock to fall
      // inside it, which is where an overlap would show. Nothing outside the lock signals that try.
      await new Promise((resolve) => setTimeout(resolve, 50));
      running.splice(running.indexOf(name), 1);
      return name;
    };
    const names = await Promise.all(
      ["a", "b", "c"].map((name) => oneProcessAtATime("test work", work(name))),
    );
    expect(names).toEqual(["a", "b", "c"]);
    // SQLite is one process, whose start-up runs once: the work is not serialised there.
    expect(overlapped).toBe(testEngine() === "sqlite");

    if (testEngine() !== "postgres") return;
    const admins = async () =>
      (await db().selectFrom("user").select("username").where("role", "=", "admin").execute()).length;
    expect(await admins()).toBe(0);
    await Promise.all([1, 2].map(() => oneProcessAtATime("first admin", () => ensureFirstAdmin())));
    expect(await admins()).toBe(1);
  });
});
