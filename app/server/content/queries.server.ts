// Reads over all kinds: the admin content list, dashboard figures and /content/<slug>.
import { sql } from "kysely";
import type { ContentPageEvent } from "~/copy/content-page";
import { RECENT_ACTIVITY_LIMIT } from "~/copy/limits";
import { db } from "../db/db.server";
import type { ContentKind, ContentStatus, NewsPriority } from "../db/schema";
import { columnContains } from "../db/text-search.server";
import { bool, instant } from "../db/values.server";
import { type Paged, type PageRequest, page } from "../paging.server";
import { type ContentItem, publiclyVisible, toContentItem } from "./record.server";

export type ContentListFilter = PageRequest & { search?: string; status?: ContentStatus; kind?: ContentKind };

export type ContentListItem = Pick<
  ContentItem,
  "id" | "kind" | "title" | "titleTa" | "slug" | "status" | "publishedAt" | "updatedAt"
> & {
  /** Whether it has a Tamil version: its Tamil title, or for a school (whose name stays English) its Tamil description. */
  hasTamil: boolean;
};

export type RecentContent = Pick<ContentItem, "id" | "kind" | "title" | "createdAt">;

export type ContentWithEvent = ContentItem & {
  event: { date: string; time: string | null; location: string | null } | null;
};

/**
 * The content list: newest change first, searched on title or slug, filtered by status and type;
 * without the five schools' records.
 */
export async function adminContentList(filter: ContentListFilter = {}): Promise<Paged<ContentListItem>> {
  const { limit, offset } = page(filter);
  // The five schools are edited in their Schools dialog, not here (issue 28).
  let query = db()
    .selectFrom("content")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("school").select("school.content_id").whereRef("school.content_id", "=", "content.id"),
        ),
      ),
    );
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  const search = filter.search?.trim();
  if (search) {
    query = query.where((eb) => eb.or([columnContains("title", search), columnContains("slug", search)]));
  }
  const [rows, total] = await Promise.all([
    query
      .select([
        "id",
        "kind",
        "title",
        "title_ta",
        "summary_ta",
        "slug",
        "status",
        "published_at",
        "updated_at",
      ])
      .orderBy("updated_at", "desc")
      .orderBy("id", "asc")
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      titleTa: row.title_ta?.trim() || null,
      hasTamil: Boolean((row.kind === "school_info" ? row.summary_ta : row.title_ta)?.trim()),
      slug: row.slug,
      status: row.status,
      publishedAt: instant(row.published_at),
      updatedAt: instant(row.updated_at),
    })),
    total: Number(total.count),
  };
}

/** The dashboard's Total Content and Published cards. */
export async function contentCounts(): Promise<{ total: number; published: number }> {
  const row = await db()
    .selectFrom("content")
    .select((eb) => [
      eb.fn.countAll().as("total"),
      eb.fn
        .sum<number | string | null>(eb.case().when("status", "=", "published").then(1).else(0).end())
        .as("published"),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), published: Number(row.published ?? 0) };
}

/** The newest items by creation, for the dashboard's Recent Activity. */
export async function recentContent(limit = RECENT_ACTIVITY_LIMIT): Promise<RecentContent[]> {
  const rows = await db()
    .selectFrom("content")
    .select(["id", "kind", "title", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "asc")
    .limit(page({ limit }, RECENT_ACTIVITY_LIMIT, 50).limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    createdAt: instant(row.created_at),
  }));
}

/** One item for the edit form, with its event fields when it is an event. */
export async function contentItemById(id: string): Promise<ContentWithEvent | undefined> {
  const row = await db()
    .selectFrom("content")
    .leftJoin("event", "event.content_id", "content.id")
    .selectAll("content")
    .select(["event.event_date", "event.event_time", "event.location"])
    .where("content.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { event_date, event_time, location, ...content } = row;
  return {
    ...toContentItem(content),
    event: event_date ? { date: event_date, time: event_time, location } : null,
  };
}

/**
 * The item at /content/<slug>. The public sees only published items whose time has come;
 * signed-in staff also see drafts and archived items (a preview). A slug is unique per kind, so
 * when kinds share one the published, most recently changed item wins.
 */
export async function contentBySlug(slug: string, options: { staff?: boolean } = {}) {
  let query = db().selectFrom("content").selectAll().where("slug", "=", slug);
  if (!options.staff) query = query.where((eb) => publiclyVisible(eb));
  const row = await query
    .orderBy(sql`case when status = 'published' then 0 else 1 end`)
    .orderBy("updated_at", "desc")
    .executeTakeFirst();
  return row && toContentItem(row);
}

/** What /content/<slug> shows of an item: the shared fields and those of its kind. */
export type ContentPageItem = ContentItem & {
  event: ContentPageEvent | null;
  news: { category: string | null; priority: NewsPriority } | null;
  gallery: { category: string } | null;
  slide: { buttonText: string | null; buttonLink: string | null } | null;
  /** A school's own record (its page is /schools/<slug>). */
  school: { location: string | null; locationTa: string | null; address: string | null } | null;
};

/** The content row joined with the rows of every kind, for /content/<slug> and its preview. */
function pageItemQuery() {
  return db()
    .selectFrom("content")
    .leftJoin("event", "event.content_id", "content.id")
    .leftJoin("news", "news.content_id", "content.id")
    .leftJoin("gallery_item", "gallery_item.content_id", "content.id")
    .leftJoin("slide", "slide.content_id", "content.id")
    .leftJoin("school", "school.content_id", "content.id")
    .selectAll("content")
    .select([
      "event.event_date",
      "event.event_time",
      "event.location as event_location",
      "event.category as event_category",
      "event.max_participants",
      "event.registration_required",
      "news.category as news_category",
      "news.priority as news_priority",
      "gallery_item.category as gallery_category",
      "slide.button_text",
      "slide.button_link",
      "school.content_id as school_id",
      "school.location as school_location",
      "school.location_ta as school_location_ta",
      "school.address as school_address",
    ]);
}

type PageItemRow = NonNullable<Awaited<ReturnType<ReturnType<typeof pageItemQuery>["executeTakeFirst"]>>>;

function toPageItem(row: PageItemRow): ContentPageItem {
  const {
    event_date,
    event_time,
    event_location,
    event_category,
    max_participants,
    registration_required,
    news_category,
    news_priority,
    gallery_category,
    button_text,
    button_link,
    school_id,
    school_location,
    school_location_ta,
    school_address,
    ...content
  } = row;
  const item = toContentItem(content);
  return {
    ...item,
    event:
      item.kind === "event" && event_date
        ? {
            date: event_date,
            time: event_time,
            location: event_location,
            category: event_category ?? "",
            maxParticipants: max_participants === null ? null : Number(max_participants),
            registrationRequired: bool(registration_required),
          }
        : null,
    news: item.kind === "news" && news_priority ? { category: news_category, priority: news_priority } : null,
    gallery: item.kind === "gallery" && gallery_category ? { category: gallery_category } : null,
    slide: item.kind === "homepage_slide" ? { buttonText: button_text, buttonLink: button_link } : null,
    school:
      item.kind === "school_info" && school_id
        ? {
            location: school_location,
            locationTa: school_location_ta?.trim() || null,
            address: school_address,
          }
        : null,
  };
}

/**
 * The item at /content/<slug> with its kind's own fields, in one query. Visibility and the
 * choice between kinds sharing a slug follow contentBySlug.
 */
export async function contentPageBySlug(
  slug: string,
  options: { staff?: boolean } = {},
): Promise<ContentPageItem | undefined> {
  let query = pageItemQuery().where("content.slug", "=", slug);
  if (!options.staff) query = query.where((eb) => publiclyVisible(eb));
  const row = await query
    .orderBy(sql`case when content.status = 'published' then 0 else 1 end`)
    .orderBy("content.updated_at", "desc")
    .executeTakeFirst();
  return row && toPageItem(row);
}

/** One item as /content/<slug> would show it, whatever its status (the Content form's preview). */
export async function contentPageById(id: string): Promise<ContentPageItem | undefined> {
  const row = await pageItemQuery().where("content.id", "=", id).executeTakeFirst();
  return row && toPageItem(row);
}

/** When the next published item with a future publication date goes public (ISO), or null. */
export async function nextScheduledPublication(now = new Date()): Promise<string | null> {
  const row = await db()
    .selectFrom("content")
    .select((eb) => eb.fn.min("published_at").as("next"))
    .where("status", "=", "published")
    .where("published_at", ">", now.toISOString())
    .executeTakeFirst();
  return row?.next ? instant(row.next) : null;
}
