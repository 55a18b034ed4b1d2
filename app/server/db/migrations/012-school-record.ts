import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types";

// One school, one dialog (issue 28). A school's address and grades get Tamil twins (address_ta;
// grades_ta a JSON list like grades, null or [] = not translated); the carousel's photos carry
// optional titleTa and descriptionTa inside the images JSON (no column). The header picture now
// leads the school page on its own, captioned with the school's name and tagline: the copy of it
// that the demo content (and any school never re-pictured since) kept as the carousel's first
// photo goes, but only when its words say nothing the page does not say anyway, so no text is lost.
// Down puts that first photo back and drops the Tamil words the old code cannot show.

type Photo = { url?: unknown; title?: unknown; description?: unknown; [key: string]: unknown };
type SchoolRow = {
  content_id: string;
  images: unknown;
  tagline: string | null;
  title: string;
  featured_image: string | null;
};

function photos(value: unknown): Photo[] {
  const parsed = typeof value === "string" ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? (parsed as Photo[]) : [];
}

function words(value: unknown) {
  return typeof value === "string" ? value.trim() : "";
}

/** The carousel's first photo is the header picture, and its words are the name and the tagline. */
export function leadsAsHeader(photo: Photo | undefined, school: SchoolRow) {
  if (!photo || !school.featured_image || photo.url !== school.featured_image) return false;
  const title = words(photo.title);
  const description = words(photo.description);
  return (
    (title === "" || title === school.title.trim()) &&
    (description === "" || description === words(school.tagline))
  );
}

async function schools(db: Kysely<unknown>) {
  const { rows } = await sql<SchoolRow>`
    select school.content_id, school.images, school.tagline, content.title, content.featured_image
    from school join content on content.id = school.content_id`.execute(db);
  return rows;
}

async function setImages(db: Kysely<unknown>, id: string, images: Photo[]) {
  await sql`update school set images = ${JSON.stringify(images)} where content_id = ${id}`.execute(db);
}

export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema.alterTable("school").addColumn("address_ta", "text").execute();
  await db.schema.alterTable("school").addColumn("grades_ta", t.json).execute();
  for (const school of await schools(db)) {
    const images = photos(school.images);
    if (leadsAsHeader(images[0], school)) await setImages(db, school.content_id, images.slice(1));
  }
}

export async function down(db: Kysely<unknown>) {
  for (const school of await schools(db)) {
    const images = photos(school.images).map(({ titleTa: _t, descriptionTa: _d, ...photo }) => photo);
    const header = school.featured_image;
    const restored =
      header && images[0]?.url !== header
        ? [{ url: header, title: school.title, description: school.tagline ?? "" }, ...images]
        : images;
    await setImages(db, school.content_id, restored);
  }
  await db.schema.alterTable("school").dropColumn("grades_ta").execute();
  await db.schema.alterTable("school").dropColumn("address_ta").execute();
}
