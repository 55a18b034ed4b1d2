// The dashboard's morning figures (issue 26): what waits for the office today. Each figure is one
// aggregate query over its table, never a query per row.
import { sql } from "kysely";
import { nextCalendarDate, startOfSchoolDay, todayInSchoolTimeZone } from "~/copy/locale";
import { canonicalSchoolSlug, type SchoolSlug } from "~/copy/schools";
import { db } from "../db/db.server";
import type { ContentKind } from "../db/schema";
import { instant, int } from "../db/values.server";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Scheduled items are looked for this far ahead. */
export const SCHEDULED_AHEAD_DAYS = 7;
/** How many scheduled items and events the dashboard names; the counts cover all of them. */
export const DASHBOARD_LIST_MAX = 5;

export type SchoolEnquiries = {
  /** null: enquiries sent without a school (contact messages). */
  schoolSlug: SchoolSlug | null;
  /** New and not suspected spam. */
  fresh: number;
  /** Of those, received before today (India time): waiting since yesterday or longer. */
  waiting: number;
};

/**
 * New enquiries per school, suspected spam left out (the inbox shows it with `spam=hide` the
 * same way), and how many of them arrived before today.
 */
export async function newEnquiriesBySchool(now = new Date()): Promise<SchoolEnquiries[]> {
  const today = startOfSchoolDay(todayInSchoolTimeZone(now));
  const rows = await db()
    .selectFrom("enquiry")
    .select((eb) => [
      "school_slug",
      eb.fn.countAll().as("fresh"),
      eb.fn
        .sum<number | string | null>(eb.case().when("created_at", "<", today).then(1).else(0).end())
        .as("waiting"),
    ])
    .where("status", "=", "new")
    .where("suspected_spam", "=", false)
    .groupBy("school_slug")
    .execute();
  // Two spellings of one school (an old row) are one school here, as in the inbox's filter.
  const bySchool = new Map<SchoolSlug | null, SchoolEnquiries>();
  for (const row of rows) {
    const schoolSlug = row.school_slug ? (canonicalSchoolSlug(row.school_slug) ?? null) : null;
    const kept = bySchool.get(schoolSlug) ?? { schoolSlug, fresh: 0, waiting: 0 };
    kept.fresh += int(row.fresh);
    kept.waiting += int(row.waiting);
    bySchool.set(schoolSlug, kept);
  }
  return [...bySchool.values()];
}

export type ScheduledItem = { id: string; kind: ContentKind; title: string; publishedAt: string };

/** The first items published with a date in the next seven days, soonest first. */
export async function scheduledSoon(now = new Date()): Promise<ScheduledItem[]> {
  const rows = await db()
    .selectFrom("content")
    .where("status", "=", "published")
    .where("published_at", ">", now.toISOString())
    .where("published_at", "<=", new Date(now.getTime() + SCHEDULED_AHEAD_DAYS * DAY_MS).toISOString())
    .select(["id", "kind", "title", "published_at"])
    .orderBy("published_at", "asc")
    .orderBy("id", "asc")
    .limit(DASHBOARD_LIST_MAX)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    publishedAt: instant(row.published_at ?? now.toISOString()),
  }));
}

export type CountsByKind = Partial<Record<ContentKind, number>>;

export type ContentFigures = {
  /** The spec's Total Content and Published cards. */
  total: number;
  published: number;
  drafts: CountsByKind;
  /**
   * Items without a Tamil version, as the admin lists mark them: no Tamil title, or for a school
   * (whose name stays English) no Tamil description. Archived items are left out.
   */
  withoutTamil: CountsByKind;
  /** Published with a date in the next seven days. */
  scheduled: number;
};

type Count = number | string | bigint | null;

/** Every content figure of the dashboard in one pass over the table, grouped by kind. */
export async function contentFigures(now = new Date()): Promise<ContentFigures> {
  const from = now.toISOString();
  const until = new Date(now.getTime() + SCHEDULED_AHEAD_DAYS * DAY_MS).toISOString();
  const tamil = sql`coalesce(trim(case when kind = 'school_info' then summary_ta else title_ta end), '')`;
  const rows = await db()
    .selectFrom("content")
    .select([
      "kind",
      sql<Count>`count(*)`.as("total"),
      sql<Count>`sum(case when status = 'published' then 1 else 0 end)`.as("published"),
      sql<Count>`sum(case when status = 'draft' then 1 else 0 end)`.as("drafts"),
      sql<Count>`sum(case when status != 'archived' and ${tamil} = '' then 1 else 0 end)`.as("without_tamil"),
      sql<Count>`sum(case when status = 'published' and published_at > ${from} and published_at <= ${until} then 1 else 0 end)`.as(
        "scheduled",
      ),
    ])
    .groupBy("kind")
    .execute();
  const figures: ContentFigures = { total: 0, published: 0, drafts: {}, withoutTamil: {}, scheduled: 0 };
  for (const row of rows) {
    figures.total += int(row.total);
    figures.published += int(row.published);
    figures.scheduled += int(row.scheduled);
    if (int(row.drafts) > 0) figures.drafts[row.kind] = int(row.drafts);
    if (int(row.without_tamil) > 0) figures.withoutTamil[row.kind] = int(row.without_tamil);
  }
  return figures;
}

/** The Media Files card and the uploads with no alt text (Edit Media File adds it), in one query. */
export async function mediaFigures(): Promise<{ total: number; withoutAltText: number }> {
  const row = await db()
    .selectFrom("media")
    .select([
      sql<Count>`count(*)`.as("total"),
      sql<Count>`sum(case when coalesce(trim(alt_text), '') = '' then 1 else 0 end)`.as("without_alt"),
    ])
    .executeTakeFirstOrThrow();
  return { total: int(row.total), withoutAltText: int(row.without_alt) };
}

export type PictureWithoutAltText = { id: string; name: string };

/** The newest uploads with no alt text (issue 28: every one is on the dashboard's list). */
export async function picturesWithoutAltText(): Promise<PictureWithoutAltText[]> {
  const rows = await db()
    .selectFrom("media")
    .select(["id", "original_name"])
    .where(sql<string>`coalesce(trim(alt_text), '')`, "=", "")
    .orderBy("created_at", "desc")
    .orderBy("id", "asc")
    .limit(DASHBOARD_LIST_MAX)
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.original_name }));
}

/** Monday to Sunday of the week holding `now`, as calendar dates in India. */
export function schoolWeek(now = new Date()): { first: string; last: string } {
  const today = todayInSchoolTimeZone(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  let first = today;
  for (let back = (weekday + 6) % 7; back > 0; back--) first = previousCalendarDate(first);
  let last = first;
  for (let i = 0; i < 6; i++) last = nextCalendarDate(last);
  return { first, last };
}

function previousCalendarDate(date: string): string {
  const previous = new Date(`${date}T00:00:00Z`);
  previous.setUTCDate(previous.getUTCDate() - 1);
  return previous.toISOString().slice(0, 10);
}

export type WeekEvent = { id: string; title: string; date: string; time: string | null; status: string };

/** Events on a day of this week (India time), not archived: earliest first, and how many in all. */
export async function eventsThisWeek(now = new Date()) {
  const { first, last } = schoolWeek(now);
  const query = db()
    .selectFrom("event")
    .innerJoin("content", "content.id", "event.content_id")
    .where("content.status", "!=", "archived")
    .where("event.event_date", ">=", first)
    .where("event.event_date", "<=", last);
  const [rows, total] = await Promise.all([
    query
      .select(["content.id", "content.title", "content.status", "event.event_date", "event.event_time"])
      .orderBy("event.event_date", "asc")
      .orderBy("event.event_time", "asc")
      .orderBy("content.id", "asc")
      .limit(DASHBOARD_LIST_MAX)
      .execute(),
    query.select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow(),
  ]);
  return {
    week: { first, last },
    items: rows.map(
      (row): WeekEvent => ({
        id: row.id,
        title: row.title,
        date: row.event_date,
        time: row.event_time,
        status: row.status,
      }),
    ),
    total: int(total.count),
  };
}
