// Undo in Gallery, Events and News Management: a token sent to another list's Undo (a news token to
// the gallery's restore) is refused without being used up, so its own list's Undo still works
// (issue 24). Through the pages' intents, on both engines.
import { parseWithZod } from "@conform-to/zod/v4";
import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { describe, expect, it } from "vitest";
import { GALLERY_INTENTS } from "~/lib/schemas/gallery";
import { NEWS_INTENTS } from "~/lib/schemas/news";
import type { Actor } from "~/server/audit.server";
import type { ContentSnapshot } from "~/server/content/snapshot.server";
import { keepForUndo, takeForUndo, UNDO_EXPIRED_MESSAGE } from "~/server/content/undo.server";
import { db } from "~/server/db/db.server";
import { migrations } from "~/server/db/migrations";
import { deleteEventIntent, restoreEventIntent } from "~/server/events/admin-page.server";
import { createEvent } from "~/server/events/events.server";
import { addGalleryItem } from "~/server/gallery/admin.server";
import { deleteItemIntent, restoreItemIntent } from "~/server/gallery/admin-page.server";
import type { IntentContext } from "~/server/http/intents.server";
import { deleteArticleIntent, restoreArticleIntent } from "~/server/news/admin-page.server";
import { createNewsArticle } from "~/server/news/articles.server";
import type { SessionUser } from "~/server/staff/auth.server";
import { setupTestDatabase } from "../support/test-database";
import { insertUser } from "./helpers/staff";

setupTestDatabase();

type Handler = (context: IntentContext<SessionUser>) => Promise<unknown>;

async function runIntent(handler: Handler, fields: Record<string, string>, actor: Actor) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const reply = await handler({
    request: new Request("http://localhost/admin", { method: "POST" }),
    form,
    user: actor as SessionUser,
    actor,
    parse: (schema) => parseWithZod(form, { schema }) as never,
  });
  return (reply as { data: Record<string, unknown> }).data;
}

async function galleryPicture() {
  const id = `media-undo-${Math.random().toString(36).slice(2, 10)}`;
  const url = `/media/gallery/${id}.jpg`;
  await db()
    .insertInto("media")
    .values({
      id,
      filename: `${id}.jpg`,
      original_name: "sports-day.jpg",
      mime_type: "image/jpeg",
      size_bytes: 1000,
      url,
      category: "gallery",
      bucket_id: "gallery",
      storage_path: url.slice("/media/".length),
      width: 1200,
      height: 900,
      variants: "[]",
    })
    .execute();
  return { id, url };
}

/** Each list's Undo, as its page's toast sends it; the id of the item it brought back. */
const RESTORES = {
  news: async (token: string, actor: Actor) =>
    (await runIntent(restoreArticleIntent, { intent: NEWS_INTENTS.restore, token }, actor)).restoredId,
  gallery: async (token: string, actor: Actor) =>
    (await runIntent(restoreItemIntent, { intent: GALLERY_INTENTS.restore, token }, actor)).restoredId,
  event: async (token: string, actor: Actor) =>
    (await runIntent(restoreEventIntent, { intent: "restore-event", token }, actor)).eventId,
};
type UndoKind = keyof typeof RESTORES;
const KINDS = Object.keys(RESTORES) as UndoKind[];

/** One item of each kind, deleted through its page: its id, and the Undo token the delete gave. */
async function deletedOneOfEach(actor: Actor) {
  const article = await createNewsArticle({ title: "Sports Day Results" }, actor);
  const picture = await galleryPicture();
  const item = await addGalleryItem(
    { title: "Relay Race", category: "Sports & Games", imageUrl: picture.url, mediaId: picture.id },
    actor,
  );
  const event = await createEvent({ title: "Sports Day", eventDate: "2031-01-20" }, actor);
  const news = await runIntent(
    deleteArticleIntent,
    { intent: NEWS_INTENTS.delete, articleId: article.id },
    actor,
  );
  const gallery = await runIntent(
    deleteItemIntent,
    { intent: GALLERY_INTENTS.delete, itemId: item.id },
    actor,
  );
  const events = await runIntent(deleteEventIntent, { intent: "delete-event", eventId: event.id }, actor);
  return {
    ids: { news: article.id, gallery: item.id, event: event.id } satisfies Record<UndoKind, string>,
    tokens: {
      news: (news.undo as { token: string }).token,
      gallery: (gallery.undo as { token: string }).token,
      event: (events.deleted as { token: string }).token,
    } satisfies Record<UndoKind, string>,
  };
}

describe("Undo tokens sent to another list's Undo", () => {
  it("a news token sent to the gallery's Undo is refused, and News Management's Undo still restores it", async () => {
    const actor = await insertUser();
    const { ids, tokens } = await deletedOneOfEach(actor);
    await expect(RESTORES.gallery(tokens.news, actor)).rejects.toMatchObject({
      status: 409,
      message: UNDO_EXPIRED_MESSAGE,
    });
    expect(await RESTORES.news(tokens.news, actor)).toBe(ids.news);
    // Once only, as before.
    await expect(RESTORES.news(tokens.news, actor)).rejects.toMatchObject({ status: 409 });
  });

  it("each kind's token is refused by the other two Undos, then restores in its own", async () => {
    const actor = await insertUser();
    const { ids, tokens } = await deletedOneOfEach(actor);
    for (const kind of KINDS)
      for (const other of KINDS.filter((k) => k !== kind))
        await expect(
          RESTORES[other](tokens[kind], actor),
          `${kind} token, ${other} Undo`,
        ).rejects.toMatchObject({
          message: UNDO_EXPIRED_MESSAGE,
        });
    for (const kind of KINDS) expect(await RESTORES[kind](tokens[kind], actor)).toBe(ids[kind]);
  });

  it("of two takes racing with the right kind one gets it; takes of other kinds beside them get nothing", async () => {
    const snapshot: ContentSnapshot = {
      kind: "news",
      title: "Annual Day",
      content: { id: "n-race", title: "Annual Day" },
      perKind: null,
    };
    const token = await keepForUndo(snapshot, "user-1");
    const [gallery, news, event, newsAgain] = await Promise.all([
      takeForUndo(token, "gallery", "user-1"),
      takeForUndo(token, "news", "user-1"),
      takeForUndo(token, "event", "user-1"),
      takeForUndo(token, "news", "user-1"),
    ]);
    expect([gallery, event]).toEqual([undefined, undefined]);
    expect([news, newsAgain].filter(Boolean)).toEqual([snapshot]);
  });
});

describe("migration 009", () => {
  it("gives the snapshots kept when it runs the kind their snapshot names", async () => {
    const migrator = new Migrator({ db: db(), provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("008-shared-instance-state")).error).toBeUndefined();
    const snapshot: ContentSnapshot = {
      kind: "gallery",
      title: "Kept during the upgrade",
      content: { id: "g-upgrade" },
      perKind: null,
    };
    await sql`insert into undo_snapshot (token, actor_id, snapshot, expires_at)
      values ('before-009', 'user-1', ${JSON.stringify(snapshot)}, ${Date.now() + 60_000})`.execute(db());
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await takeForUndo("before-009", "news", "user-1")).toBeUndefined();
    expect(await takeForUndo("before-009", "gallery", "user-1")).toEqual(snapshot);
  });
});
