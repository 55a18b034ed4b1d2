// Urgent notices (issue 30): the rules every save is checked by, the notices shown at a moment and
// the admin's list with their status, stale and vanished edits, the audit lines, the banner's
// words in each language, and the render cache: a save empties it, and the next start or end of a
// notice is the moment pages kept before it expire (the earliest of that and a scheduled article).
import { afterEach, describe, expect, it } from "vitest";
import { NOTICE_MESSAGES as M, NOTICE_MESSAGE_MAX } from "~/copy/admin-notices";
import { recentAudit } from "~/server/audit.server";
import {
  cachedPage,
  currentCacheVersion,
  scheduleKnown,
  setNextScheduledChange,
  storePage,
} from "~/server/cache/render-cache.server";
import { nextScheduledChange } from "~/server/cache/schedule.server";
import { db } from "~/server/db/db.server";
import { DomainError } from "~/server/domain-error.server";
import { createNewsArticle } from "~/server/news/articles.server";
import { createNotice, deleteNotice, updateNotice } from "~/server/notices/notices.server";
import { bannerNotices } from "~/server/notices/page.server";
import {
  activeNotices,
  nextNoticeChange,
  noticeById,
  noticesForAdmin,
} from "~/server/notices/queries.server";
import type { NoticeInput } from "~/server/notices/rows.server";
import { setupTestDatabase } from "../support/test-database";

setupTestDatabase();
afterEach(() => clear());

const actor = { id: null, name: "Office" };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A fixed "now" for the windows: 29 Nov 2026, 10:00 India time. */
const NOW = new Date("2026-11-29T04:30:00.000Z");
const at = (offset: number) => new Date(NOW.getTime() + offset).toISOString();

function notice(overrides: Partial<NoticeInput> = {}): NoticeInput {
  return {
    message: "Schools are closed today because of heavy rain.",
    messageTa: "கனமழை காரணமாக இன்று பள்ளிகள் மூடப்பட்டுள்ளன.",
    level: "closure",
    startsAt: at(-HOUR),
    endsAt: at(8 * HOUR),
    ...overrides,
  };
}

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DomainError);
  const { message, field, status } = error as DomainError;
  return { message, field, status };
}

async function clear() {
  await db().deleteFrom("urgent_notice").execute();
}

describe("the rules of a notice", () => {
  it("refuses a missing or long message, a long Tamil one, an unknown level, an end not after the start or already past", async () => {
    expect(await refusal(createNotice(notice({ message: "   " }), actor, NOW))).toEqual({
      message: M.messageRequired,
      field: "message",
      status: 400,
    });
    const long = "a".repeat(NOTICE_MESSAGE_MAX + 1);
    expect((await refusal(createNotice(notice({ message: long }), actor, NOW))).field).toBe("message");
    expect(await refusal(createNotice(notice({ messageTa: long }), actor, NOW))).toMatchObject({
      message: M.messageTooLong,
      field: "messageTa",
    });
    expect(
      (await refusal(createNotice(notice({ level: "panic" as NoticeInput["level"] }), actor, NOW))).field,
    ).toBe("level");
    expect(await refusal(createNotice(notice({ endsAt: at(-HOUR) }), actor, NOW))).toMatchObject({
      message: M.endAfterStart,
      field: "endDate",
    });
    expect(
      await refusal(createNotice(notice({ startsAt: at(-2 * HOUR), endsAt: at(-MINUTE) }), actor, NOW)),
    ).toMatchObject({ message: M.endPassed, field: "endDate" });
    expect(await db().selectFrom("urgent_notice").selectAll().execute()).toEqual([]);
  });

  it("keeps a message of exactly the limit, trims the texts, stores an empty Tamil message as none, and audits", async () => {
    const created = await createNotice(
      notice({ message: `  ${"அ".repeat(NOTICE_MESSAGE_MAX)}  `, messageTa: "   ", level: "important" }),
      actor,
      NOW,
    );
    expect(created).toMatchObject({
      message: "அ".repeat(NOTICE_MESSAGE_MAX),
      messageTa: null,
      level: "important",
      startsAt: at(-HOUR),
      endsAt: at(8 * HOUR),
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });
    expect(await noticeById(created.id)).toEqual(created);
    const [entry] = await recentAudit(1);
    expect(entry).toMatchObject({
      action: "created",
      entityType: "urgent_notice",
      entityId: created.id,
      actorName: "Office",
    });
    expect(entry!.summary).toMatch(/^Created notice "அ+…"$/);
  });
});

describe("the notices at a moment", () => {
  it("shows a notice from its start (included) to its end (excluded), the most urgent first", async () => {
    const information = await createNotice(
      notice({ level: "information", message: "Parent meeting on Friday." }),
      actor,
      NOW,
    );
    const closure = await createNotice(notice({ message: "Closed for rain." }), actor, NOW);
    const important = await createNotice(
      notice({ level: "important", message: "Buses run late.", startsAt: at(-MINUTE) }),
      actor,
      NOW,
    );
    const scheduled = await createNotice(
      notice({ message: "Closed tomorrow.", startsAt: at(HOUR), endsAt: at(20 * HOUR) }),
      actor,
      NOW,
    );
    const ids = async (moment: Date) => (await activeNotices(moment)).map((shown) => shown.id);

    expect(await ids(NOW)).toEqual([closure.id, important.id, information.id]);
    expect(await ids(new Date(Date.parse(scheduled.startsAt) - 1))).not.toContain(scheduled.id);
    expect(await ids(new Date(scheduled.startsAt))).toContain(scheduled.id);
    expect(await ids(new Date(Date.parse(closure.endsAt) - 1))).toContain(closure.id);
    expect(await ids(new Date(closure.endsAt))).toEqual([scheduled.id]);
    expect(await ids(new Date(scheduled.endsAt))).toEqual([]);

    // The admin's list: shown now, then to come, then over; each with its status.
    const later = new Date(at(8 * HOUR));
    const listed = (await noticesForAdmin(later)).map((shown) => [shown.message, shown.status]);
    expect(listed[0]).toEqual(["Closed tomorrow.", "active"]);
    // The three that ended at the same moment, in any order.
    expect(listed.slice(1)).toEqual(
      expect.arrayContaining([
        ["Closed for rain.", "ended"],
        ["Buses run late.", "ended"],
        ["Parent meeting on Friday.", "ended"],
      ]),
    );
    expect((await noticesForAdmin(NOW)).map((listed) => listed.status)).toEqual([
      "active",
      "active",
      "active",
      "scheduled",
    ]);
  });

  it("gives each page the message in its language, the English one marked on a Tamil page without Tamil", async () => {
    const both = await createNotice(notice(), actor, NOW);
    const english = await createNotice(
      notice({ level: "information", message: "Sports day moves to Monday.", messageTa: null }),
      actor,
      NOW,
    );
    expect(await bannerNotices("en", NOW)).toEqual([
      { id: both.id, level: "closure", text: both.message, version: both.updatedAt },
      {
        id: english.id,
        level: "information",
        text: "Sports day moves to Monday.",
        version: english.updatedAt,
      },
    ]);
    expect(await bannerNotices("ta", NOW)).toEqual([
      { id: both.id, level: "closure", text: both.messageTa, version: both.updatedAt },
      {
        id: english.id,
        level: "information",
        text: "Sports day moves to Monday.",
        lang: "en",
        version: english.updatedAt,
      },
    ]);
  });
});

describe("changing and deleting a notice", () => {
  it("moves its version on, refuses a stale edit or a notice gone, and audits each change", async () => {
    const created = await createNotice(notice(), actor, NOW);
    const updated = await updateNotice(
      created.id,
      notice({ message: "Closed today and tomorrow.", endsAt: at(30 * HOUR) }),
      actor,
      { expectedUpdatedAt: created.updatedAt, now: NOW },
    );
    expect(updated.message).toBe("Closed today and tomorrow.");
    // Saved in the same millisecond still gives a newer version: a parent who closed it sees it again.
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));

    expect(
      await refusal(
        updateNotice(created.id, notice(), actor, { expectedUpdatedAt: created.updatedAt, now: NOW }),
      ),
    ).toMatchObject({ status: 409 });
    expect(await refusal(updateNotice("no-such-notice", notice(), actor, { now: NOW }))).toMatchObject({
      status: 404,
    });
    expect((await noticeById(created.id))?.message).toBe("Closed today and tomorrow.");

    expect(await deleteNotice(created.id, actor)).toMatchObject({ id: created.id });
    expect(await deleteNotice(created.id, actor)).toBeUndefined();
    expect(await noticeById(created.id)).toBeUndefined();
    const entries = (await recentAudit(3)).map((entry) => [entry.action, entry.entityId]);
    expect(entries).toEqual([
      ["deleted", created.id],
      ["updated", created.id],
      ["created", created.id],
    ]);
  });
});

describe("notices and the render cache", () => {
  const page = () => ({
    status: 200,
    headers: new Headers({ "content-type": "text/html" }),
    body: Buffer.from("<html>page</html>"),
  });

  it("empties the cache on every save, so the next request shows the change", async () => {
    storePage("/", page(), currentCacheVersion());
    const created = await createNotice(notice(), actor);
    expect(cachedPage("/")).toBeUndefined();
    storePage("/ta", page(), currentCacheVersion());
    await updateNotice(created.id, notice({ level: "important" }), actor);
    expect(cachedPage("/ta")).toBeUndefined();
    storePage("/about", page(), currentCacheVersion());
    await deleteNotice(created.id, actor);
    expect(cachedPage("/about")).toBeUndefined();
  });

  it("expires pages at the next start or end of a notice, or of a scheduled article if that comes first", async () => {
    const now = new Date();
    const later = (ms: number) => new Date(now.getTime() + ms);
    expect(await nextNoticeChange(now)).toBeNull();

    const running = await createNotice(
      notice({ startsAt: later(-HOUR).toISOString(), endsAt: later(3 * HOUR).toISOString() }),
      actor,
      now,
    );
    const coming = await createNotice(
      notice({ startsAt: later(2 * HOUR).toISOString(), endsAt: later(5 * HOUR).toISOString() }),
      actor,
      now,
    );
    // The next start (2 h) comes before the running notice's end (3 h)…
    expect(await nextNoticeChange(now)).toBe(coming.startsAt);
    // …then that end, then the last end; after it, nothing.
    expect(await nextNoticeChange(new Date(coming.startsAt))).toBe(running.endsAt);
    expect(await nextNoticeChange(new Date(running.endsAt))).toBe(coming.endsAt);
    expect(await nextNoticeChange(new Date(coming.endsAt))).toBeNull();

    expect(await nextScheduledChange(now)).toBe(coming.startsAt);
    const article = later(30 * MINUTE);
    await createNewsArticle({ title: "Rain holiday declared", publishedAt: article }, actor);
    expect(await nextScheduledChange(now)).toBe(article.toISOString());
    expect(await nextScheduledChange(article)).toBe(coming.startsAt);

    // A page kept now lives no longer than the next change (as the middleware learns it), here a
    // notice starting within the pages' plain expiry.
    const soon = await createNotice(
      notice({ startsAt: later(20_000).toISOString(), endsAt: later(HOUR).toISOString() }),
      actor,
      now,
    );
    const version = currentCacheVersion();
    setNextScheduledChange(Date.parse((await nextScheduledChange())!), version);
    expect(scheduleKnown()).toBe(true);
    expect(storePage("/", page(), version)?.expiresAt).toBe(Date.parse(soon.startsAt));
    expect(scheduleKnown(Date.parse(soon.startsAt))).toBe(false);
  });
});
