// Rows written straight into a running server's SQLite file, as staff would have saved them,
// for the news and content page tests. Such writes bypass the application, so they do not
// empty the render cache: tests write before the page in question is first requested.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { AppServer } from "../../support/app-server";

export type ContentRow = {
  kind: "news" | "event" | "faculty" | "gallery" | "about" | "school_info" | "homepage_slide";
  title: string;
  slug: string;
  status?: "draft" | "published" | "archived";
  body?: string | null;
  summary?: string | null;
  details?: { description?: string; details?: string };
  featuredImage?: string | null;
  publishedAt?: Date | null;
  updatedAt?: Date;
  news?: { category?: string | null; priority?: "high" | "medium" | "low" };
  event?: {
    date: string;
    time?: string | null;
    location?: string | null;
    category?: string;
    maxParticipants?: number | null;
    registrationRequired?: boolean;
  };
  gallery?: { category?: string };
  slide?: { buttonText?: string | null; buttonLink?: string | null };
};

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** A moment relative to now. */
export const fromNow = (ms: number) => new Date(Date.now() + ms);

function open(server: AppServer) {
  const database = new DatabaseSync(path.join(server.dataDir, "school.db"));
  database.exec("pragma busy_timeout = 5000");
  return database;
}

/** Inserts content items (and their per-kind rows); returns their ids in order. */
export function insertContent(server: AppServer, rows: readonly ContentRow[]): string[] {
  const database = open(server);
  try {
    const ids: string[] = [];
    database.exec("begin");
    for (const row of rows) {
      const id = randomUUID();
      const status = row.status ?? "published";
      const publishedAt =
        row.publishedAt === undefined ? (status === "draft" ? null : new Date()) : row.publishedAt;
      const updatedAt = (row.updatedAt ?? new Date()).toISOString();
      database
        .prepare(
          `insert into content (id, kind, title, slug, status, body, summary, featured_image, details,
             published_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          row.kind,
          row.title,
          row.slug,
          status,
          row.body ?? null,
          row.summary ?? null,
          row.featuredImage ?? null,
          JSON.stringify(row.details ?? {}),
          publishedAt ? publishedAt.toISOString() : null,
          updatedAt,
          updatedAt,
        );
      if (row.kind === "news")
        database
          .prepare("insert into news (content_id, category, priority) values (?, ?, ?)")
          .run(id, row.news?.category ?? null, row.news?.priority ?? "medium");
      if (row.kind === "event" && row.event)
        database
          .prepare(
            `insert into event (content_id, event_date, event_time, location, category, max_participants,
               registration_required) values (?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            id,
            row.event.date,
            row.event.time ?? null,
            row.event.location ?? null,
            row.event.category ?? "Other",
            row.event.maxParticipants ?? null,
            row.event.registrationRequired ? 1 : 0,
          );
      if (row.kind === "gallery")
        database
          .prepare("insert into gallery_item (content_id, category) values (?, ?)")
          .run(id, row.gallery?.category ?? "Other");
      if (row.kind === "homepage_slide")
        database
          .prepare("insert into slide (content_id, button_text, button_link) values (?, ?, ?)")
          .run(id, row.slide?.buttonText ?? null, row.slide?.buttonLink ?? null);
      ids.push(id);
    }
    database.exec("commit");
    return ids;
  } finally {
    database.close();
  }
}

/** Runs one statement that changes the database (a test that breaks a table on purpose). */
export function execute(server: AppServer, sql: string) {
  const database = open(server);
  try {
    database.exec(sql);
  } finally {
    database.close();
  }
}
