// The dashboard's Recent Activity (spec §2: the five newest content items; DECISIONS: the audit
// log is shown there too): both read at once and merged into one list, newest first, each item
// once, at its latest entry.
import { RECENT_ACTIVITY_LIMIT } from "~/copy/limits";
import { type AuditAction, type AuditEntry, recentAudit } from "../audit.server";
import { type RecentContent, recentContent } from "../content/queries.server";
import { db } from "../db/db.server";
import type { ContentKind } from "../db/schema";

const CONTENT_KINDS: readonly string[] = [
  "news",
  "event",
  "faculty",
  "gallery",
  "about",
  "school_info",
  "homepage_slide",
] satisfies readonly ContentKind[];

export type ActivityEntry = {
  /** Unique in the list: the thing the entry is about. */
  key: string;
  /** A content item's title, or what the audit log says was done. */
  text: string;
  /** What was done to it. */
  action: AuditAction;
  /** The content kind it concerns, if any. */
  kind: ContentKind | null;
  /** A content item still there to open; null for anything else or after its deletion. */
  contentId: string | null;
  /** Who did it, when the audit log knows. */
  who: string | null;
  at: string;
};

function isContentKind(type: string): type is ContentKind {
  return CONTENT_KINDS.includes(type);
}

function fromContent(item: RecentContent): ActivityEntry {
  return {
    key: `content:${item.id}`,
    text: item.title,
    action: "created",
    kind: item.kind,
    contentId: item.id,
    who: null,
    at: item.createdAt,
  };
}

function fromAudit(entry: AuditEntry): ActivityEntry {
  const content = isContentKind(entry.entityType) ? entry.entityType : null;
  const subject =
    entry.entityId === null
      ? `audit:${entry.id}`
      : `${content ? "content" : entry.entityType}:${entry.entityId}`;
  return {
    key: subject,
    text: entry.summary,
    action: entry.action,
    kind: content,
    contentId: content && entry.action !== "deleted" ? entry.entityId : null,
    who: entry.actorName ?? "System",
    at: entry.createdAt,
  };
}

/**
 * The newest content items and audit entries as one list, newest first; an item named by both
 * (or by several entries) shows once, at its newest. `visible` leaves out entries about what the
 * reader may not open (an enquiry, for a role without the inbox).
 */
export function mergeActivity(
  content: readonly RecentContent[],
  audit: readonly AuditEntry[],
  visible: (entityType: string) => boolean = () => true,
): ActivityEntry[] {
  const entries = [
    ...content.map(fromContent),
    ...audit.filter((entry) => visible(entry.entityType)).map(fromAudit),
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (seen.has(entry.key)) return false;
    seen.add(entry.key);
    return true;
  });
}

/**
 * Both sources read together (the spec's five newest items and as many audit entries), then the
 * current titles of the items the audit entries name, in one more query: a content item always
 * reads as its title; one deleted since is no link.
 */
export async function recentActivity(
  visible?: (entityType: string) => boolean,
  limit = RECENT_ACTIVITY_LIMIT,
): Promise<ActivityEntry[]> {
  const [content, audit] = await Promise.all([recentContent(limit), recentAudit(limit)]);
  const merged = mergeActivity(content, audit, visible);
  const ids = [...new Set(merged.flatMap((entry) => (entry.contentId ? [entry.contentId] : [])))];
  if (ids.length === 0) return merged;
  const rows = await db().selectFrom("content").select(["id", "title"]).where("id", "in", ids).execute();
  const titles = new Map(rows.map((row) => [row.id, row.title]));
  return merged.map((entry) => {
    if (!entry.contentId) return entry;
    const title = titles.get(entry.contentId);
    return title === undefined ? { ...entry, contentId: null } : { ...entry, text: title };
  });
}
