// Reading urgent notices: those shown at a moment (the public banner), the list of the admin screen
// and the next moment one starts or ends (the render cache expires pages then).
import { sql } from "kysely";
import type { NoticeStatus } from "~/copy/admin-notices";
import { noticeStatus } from "~/lib/notice-window";
import { db } from "../db/db.server";
import { instant } from "../db/values.server";
import { type Notice, toNotice } from "./rows.server";

/** How many ended notices the admin list keeps showing, newest first. */
export const ENDED_NOTICES_SHOWN = 20;

/** The most urgent first: a closure above an important notice above information. */
const severity = sql<number>`case level when 'closure' then 0 when 'important' then 1 else 2 end`;

/** The notices shown at `now`: started, not ended; the most urgent first, then the latest start. */
export async function activeNotices(now = new Date()): Promise<Notice[]> {
  const at = now.toISOString();
  const rows = await db()
    .selectFrom("urgent_notice")
    .selectAll()
    .where("starts_at", "<=", at)
    .where("ends_at", ">", at)
    .orderBy(severity)
    .orderBy("starts_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(toNotice);
}

export async function noticeById(id: string): Promise<Notice | undefined> {
  const row = await db().selectFrom("urgent_notice").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toNotice(row);
}

export type NoticeWithStatus = Notice & { status: NoticeStatus };

/**
 * The admin list: the notices shown now, then those to come (soonest first), then the latest
 * ENDED_NOTICES_SHOWN that are over (the most recently ended first).
 */
export async function noticesForAdmin(now = new Date()): Promise<NoticeWithStatus[]> {
  const at = now.toISOString();
  const [current, ended] = await Promise.all([
    db()
      .selectFrom("urgent_notice")
      .selectAll()
      .where("ends_at", ">", at)
      .orderBy("starts_at")
      .orderBy("id")
      .execute(),
    db()
      .selectFrom("urgent_notice")
      .selectAll()
      .where("ends_at", "<=", at)
      .orderBy("ends_at", "desc")
      .orderBy("id")
      .limit(ENDED_NOTICES_SHOWN)
      .execute(),
  ]);
  const withStatus = (notice: Notice) => ({ ...notice, status: noticeStatus(notice, now) });
  const open = current.map(toNotice).map(withStatus);
  return [
    ...open.filter((notice) => notice.status === "active"),
    ...open.filter((notice) => notice.status === "scheduled"),
    ...ended.map(toNotice).map(withStatus),
  ];
}

/** The next moment after `now` a notice starts or ends (ISO), or null when none will. */
export async function nextNoticeChange(now = new Date()): Promise<string | null> {
  const at = now.toISOString();
  const row = await db()
    .selectFrom("urgent_notice")
    .select((eb) => [
      eb.fn
        .min(eb.case().when("starts_at", ">", at).then(eb.ref("starts_at")).else(null).end())
        .as("nextStart"),
      eb.fn.min("ends_at").as("nextEnd"),
    ])
    .where("ends_at", ">", at)
    .executeTakeFirst();
  const moments = [row?.nextStart, row?.nextEnd]
    .filter((value): value is string | Date => value !== null && value !== undefined)
    .map((value) => instant(value));
  return moments.sort()[0] ?? null;
}
