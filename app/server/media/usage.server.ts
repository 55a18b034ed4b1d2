// Where media files are used: slides, gallery items, events, news, content items and school headers
// (the content record's featured image), school logos and photos, pictures pasted into a text, and
// staff avatars. Items store the picture's URL (an avatar a variant's URL; some also the media id),
// so a file is found by every URL it has, in one query per table for a whole page of files.

import { sql } from "kysely";
import { MEDIA_USE_LABELS, type MediaUseKind } from "~/copy/admin-media";
import { editAddress } from "~/lib/edit-address";
import type { Actor } from "../audit.server";
import { db } from "../db/db.server";
import type { ContentKind } from "../db/schema";
import { containsPattern } from "../db/text-search.server";
import { json, nowIso } from "../db/values.server";
import type { Executor } from "../transaction.server";
import type { MediaFile } from "./media.server";

export type MediaUse = {
  kind: MediaUseKind;
  /** "Homepage slide", "School logo", … */
  label: string;
  /** The item's title, the school's name or the person's name. */
  title: string;
  /** The admin screen where the item is edited, opening its edit dialog where the screen can. */
  href: string;
};

type FileUrls = Pick<MediaFile, "id" | "url" | "variants">;

/** Every address of a file: the original and each variant. */
function urlsOf(file: FileUrls): string[] {
  return [file.url, ...file.variants.map((variant) => variant.url)];
}

/**
 * The file's name without its extension: the original and its variants all start with it
 * (`…/gallery/1732000000000-ab12cd.jpg`, `…-640.webp`), and names are unique, so a text that
 * mentions any of them contains it.
 */
function stemOf(file: FileUrls): string {
  return file.url.replace(/\.[a-z0-9]+$/i, "");
}

/** The screens with an edit dialog of their own; `key` names the item in its address. */
const CONTENT_SCREENS: Partial<
  Record<ContentKind, { kind: MediaUseKind; path: string; key: "id" | "slug" }>
> = {
  homepage_slide: { kind: "slide", path: "/admin/homepage", key: "id" },
  gallery: { kind: "gallery", path: "/admin/gallery", key: "id" },
  event: { kind: "event", path: "/admin/events", key: "id" },
  news: { kind: "news", path: "/admin/news", key: "id" },
  school_info: { kind: "school-header", path: "/admin/schools", key: "slug" },
};

/**
 * Where an item's picture is changed: its screen with its dialog open, the Schools dialog for one
 * of the five schools, else the Content form (a page about a school made there is edited there).
 */
function contentScreen(kind: ContentKind, item: { id: string; slug: string }, fixedSchool: boolean) {
  const screen = CONTENT_SCREENS[kind];
  if (!screen || (kind === "school_info" && !fixedSchool))
    return { kind: "content" as const, href: `/admin/content/edit/${item.id}` };
  return { kind: screen.kind, href: editAddress(screen.path, item[screen.key]) };
}

/** A school's Edit dialog on the Schools screen. */
function schoolScreen(slug: string) {
  return editAddress("/admin/schools", slug);
}

function use(kind: MediaUseKind, title: string, href: string): MediaUse {
  return { kind, label: MEDIA_USE_LABELS[kind], title, href };
}

function mentions(text: string | null | undefined, file: FileUrls) {
  if (!text) return false;
  const stem = stemOf(file);
  return (
    urlsOf(file).some((url) => text.includes(url)) || text.includes(`${stem}-`) || text.includes(`${stem}.`)
  );
}

/** Where each file is used, by file id; a file used nowhere has an empty list. */
export async function mediaUses(
  files: readonly FileUrls[],
  executor: Executor = db(),
): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>(files.map((file) => [file.id, []]));
  if (files.length === 0) return uses;
  const fileByUrl = new Map(files.flatMap((file) => urlsOf(file).map((url) => [url, file] as const)));
  const urls = [...fileByUrl.keys()];
  const ids = files.map((file) => file.id);
  const stems = files.map(stemOf);

  const [contentRows, schoolRows, userRows] = await Promise.all([
    executor
      .selectFrom("content")
      .select([
        "id",
        "kind",
        "title",
        "slug",
        "featured_image",
        "featured_media_id",
        "body",
        (eb) =>
          eb
            .exists(
              eb
                .selectFrom("school")
                .select("school.content_id")
                .whereRef("school.content_id", "=", "content.id"),
            )
            .as("fixed_school"),
      ])
      .where((eb) =>
        eb.or([
          eb("featured_image", "in", urls),
          eb("featured_media_id", "in", ids),
          ...stems.map((stem) => sql<boolean>`lower(body) like ${containsPattern(stem)} escape '\\'`),
        ]),
      )
      .orderBy("title")
      .execute(),
    executor
      .selectFrom("school")
      .innerJoin("content", "content.id", "school.content_id")
      .select([
        "content.title",
        "content.slug",
        "school.logo_image",
        sql<string>`cast(school.images as text)`.as("images"),
      ])
      .where((eb) =>
        eb.or([
          eb("school.logo_image", "in", urls),
          ...stems.map(
            (stem) =>
              sql<boolean>`lower(cast(school.images as text)) like ${containsPattern(stem)} escape '\\'`,
          ),
        ]),
      )
      .orderBy("content.title")
      .execute(),
    executor
      .selectFrom("user")
      .select(["name", "image"])
      .where("image", "in", urls)
      .orderBy("name")
      .execute(),
  ]);

  for (const file of files) {
    const found = uses.get(file.id)!;
    const own = new Set(urlsOf(file));
    for (const row of contentRows) {
      const screen = contentScreen(row.kind, row, Boolean(row.fixed_school));
      if ((row.featured_image && own.has(row.featured_image)) || row.featured_media_id === file.id)
        found.push(use(screen.kind, row.title, screen.href));
      else if (mentions(row.body, file)) found.push(use("content-text", row.title, screen.href));
    }
    for (const row of schoolRows) {
      if (row.logo_image && own.has(row.logo_image))
        found.push(use("school-logo", row.title, schoolScreen(row.slug)));
      if (mentions(row.images, file)) found.push(use("school-photo", row.title, schoolScreen(row.slug)));
    }
    for (const row of userRows) {
      if (row.image && own.has(row.image)) found.push(use("avatar", row.name, "/admin/users"));
    }
  }
  return uses;
}

/** Where one file is used. */
export async function usesOfMedia(file: FileUrls, executor: Executor = db()): Promise<MediaUse[]> {
  return (await mediaUses([file], executor)).get(file.id) ?? [];
}

/**
 * Takes a file that is being deleted out of every item that shows it, so that nothing points at a
 * file that is gone: those items show no picture until someone chooses another (every public page
 * draws an item without a picture). A changed item counts as saved now by the person deleting, so
 * an edit dialog opened on it before is refused as stale rather than putting the URL back.
 * A picture pasted into a text stays in the text; the question before the delete names it.
 */
export async function removeMediaFromItems(file: FileUrls, actor: Actor, trx: Executor) {
  const urls = urlsOf(file);
  const now = nowIso();
  await trx
    .updateTable("content")
    .set({ featured_image: null, featured_media_id: null, updated_at: now, updated_by: actor.id })
    .where((eb) => eb.or([eb("featured_image", "in", urls), eb("featured_media_id", "=", file.id)]))
    .execute();

  const schools = await trx
    .selectFrom("school")
    .select(["content_id", "logo_image", "images"])
    .where((eb) =>
      eb.or([
        eb("logo_image", "in", urls),
        sql<boolean>`lower(cast(images as text)) like ${containsPattern(stemOf(file))} escape '\\'`,
      ]),
    )
    .execute();
  for (const school of schools) {
    const images = json<{ url: string }[]>(school.images, []);
    const kept = images.filter((image) => !urls.includes(image.url));
    const changes = {
      ...(school.logo_image && urls.includes(school.logo_image) && { logo_image: null }),
      ...(kept.length !== images.length && { images: JSON.stringify(kept) }),
    };
    if (Object.keys(changes).length === 0) continue;
    await trx.updateTable("school").set(changes).where("content_id", "=", school.content_id).execute();
    await trx
      .updateTable("content")
      .set({ updated_at: now, updated_by: actor.id })
      .where("id", "=", school.content_id)
      .execute();
  }

  await trx.updateTable("user").set({ image: null, updatedAt: now }).where("image", "in", urls).execute();
}
