// Migration 012 (issue 28, one school, one dialog): the header picture leads the school page on its
// own, so the copy of it kept as the carousel's first photo goes, without losing a word; the Tamil
// address and grades columns come and go. Run on the demo content and on data staff edited.
import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { describe, expect, it } from "vitest";
import { schoolFacts } from "~/copy/schools";
import { db } from "~/server/db/db.server";
import { migrateToLatest } from "~/server/db/migrate.server";
import { migrations } from "~/server/db/migrations";
import { schoolBySlug, updateSchool } from "~/server/schools/schools.server";
import { seedDemoContent } from "~/server/seed/index.server";
import { DEMO_SCHOOLS } from "~/server/seed/schools-data";
import { setupTestDatabase } from "../support/test-database";
import { insertUser } from "./helpers/staff";

setupTestDatabase();

const BEFORE = "011-page-texts";
const migrator = () => new Migrator({ db: db(), provider: { getMigrations: async () => migrations } });
const demoUrl = (key: string) => `/media/demo/${key}.webp`;

type Stored = Record<string, unknown>;

/** A JSON column as a value, whichever engine stored it (text on SQLite, jsonb on PostgreSQL). */
function parsed(value: unknown) {
  return typeof value === "string" ? JSON.parse(value) : value;
}

async function schoolRows(): Promise<Stored[]> {
  const { rows } = await sql<Stored>`select * from school order by sort_order`.execute(db());
  return rows.map((row) => ({
    ...row,
    images: parsed(row.images),
    features: parsed(row.features),
    grades: parsed(row.grades),
    features_ta: parsed(row.features_ta),
    ...("grades_ta" in row && { grades_ta: parsed(row.grades_ta) }),
  }));
}

async function contentRows(): Promise<Stored[]> {
  return (await sql<Stored>`select * from content where kind = 'school_info' order by id`.execute(db())).rows;
}

async function columns(table: string) {
  return (
    (await db().introspection.getTables()).find((t) => t.name === table)?.columns.map((c) => c.name) ?? []
  );
}

async function migrateDown() {
  expect((await migrator().migrateTo(BEFORE)).error).toBeUndefined();
}

describe("migration 012: the school's record", () => {
  it("on the demo content: down gives the old carousel (header first), up gives today's, every text kept", async () => {
    expect(await seedDemoContent({ images: async (key) => ({ url: demoUrl(key) }) })).toEqual({
      seeded: true,
    });
    const seeded = await schoolRows();
    const content = await contentRows();
    // Today's demo content: the carousel without the header picture, which leads the page on its own.
    for (const row of seeded) expect(JSON.stringify(row.images)).not.toContain("school-header-");

    await migrateDown();
    expect(await columns("school")).not.toContain("address_ta");
    expect(await columns("school")).not.toContain("grades_ta");
    // As the demo content was before 012: the header picture first, captioned with the name and tagline.
    const old = await schoolRows();
    for (const school of DEMO_SCHOOLS) {
      const row = old[DEMO_SCHOOLS.indexOf(school)]!;
      expect(row.images).toEqual([
        {
          url: demoUrl(school.headerImageKey),
          title: schoolFacts(school.slug).name,
          description: school.tagline,
        },
        ...school.carousel.map(({ imageKey, title, description }) => ({
          url: demoUrl(imageKey),
          title,
          description,
        })),
      ]);
    }
    expect(await contentRows()).toEqual(content);

    expect(await migrateToLatest(db())).toContain("012-school-record");
    expect(await schoolRows()).toEqual(seeded);
    expect(await contentRows()).toEqual(content);
  });

  it("on edited data: keeps a first photo that says more than the page, or is no longer the header", async () => {
    const actor = await insertUser();
    // The Tamil words 012 brought, written through the dialog's command.
    await updateSchool(
      "zee-litera",
      {
        addressTa: "14, கம்பன் தெரு",
        gradesTa: ["மழலையர்"],
        images: [{ url: "/media/gallery/lab.webp", title: "Lab", description: "Class 8", titleTa: "ஆய்வகம்" }],
      },
      actor,
    );
    await migrateDown();
    const zee = (await schoolRows())[0]!;
    // Down: the Tamil words go, the English ones stay, and the header leads the carousel again.
    const zeeHeader = demoUrl("school-header-zee-litera");
    expect(zee.images).toEqual([
      { url: zeeHeader, title: "Zee Litera", description: DEMO_SCHOOLS[0]!.tagline },
      { url: "/media/gallery/lab.webp", title: "Lab", description: "Class 8" },
    ]);

    // Staff edit the schools at 011, as the old dialog and Content screen could.
    const ids: Record<string, string> = Object.fromEntries(
      (await contentRows()).map((row) => [String(row.slug), String(row.id)]),
    );
    const setImages = (slug: string, images: unknown[]) =>
      sql`update school set images = ${JSON.stringify(images)} where content_id = ${ids[slug]!}`.execute(
        db(),
      );
    // EuroKids: a new header picture; the old one is still the carousel's first photo, a real photo now.
    await sql`update content set featured_image = ${"/media/school-headers/new-gate.webp"} where id = ${ids["euro-kids"]!}`.execute(
      db(),
    );
    // Nursery & Primary: the header's copy captioned in words of its own.
    const nurseryHeader = demoUrl("school-header-nursery-primary");
    await setImages("nursery-primary", [
      { url: nurseryHeader, title: "Our front gate", description: "Painted by the Class 5 children" },
    ]);
    // Buds & Blossoms: the header's copy without words; Balar Kalikkoodam: no tagline, no words.
    const budsHeader = demoUrl("school-header-buds-blossoms");
    await setImages("buds-blossoms", [{ url: budsHeader, title: "", description: "" }]);
    const balarHeader = demoUrl("school-header-balar-kalikkoodam");
    await sql`update school set tagline = null where content_id = ${ids["balar-kalikkoodam"]!}`.execute(db());
    await setImages("balar-kalikkoodam", [{ url: balarHeader, title: "Balar Kalikkoodam", description: "" }]);
    const edited = await schoolRows();
    const content = await contentRows();

    expect(await migrateToLatest(db())).toContain("012-school-record");
    const after = await schoolRows();
    const images = (slug: string) => after.find((row) => row.content_id === ids[slug])!.images;
    expect(images("zee-litera")).toEqual([
      { url: "/media/gallery/lab.webp", title: "Lab", description: "Class 8" },
    ]);
    expect(images("euro-kids")).toEqual(edited.find((row) => row.content_id === ids["euro-kids"])!.images);
    expect(images("nursery-primary")).toEqual([
      { url: nurseryHeader, title: "Our front gate", description: "Painted by the Class 5 children" },
    ]);
    expect(images("buds-blossoms")).toEqual([]);
    expect(images("balar-kalikkoodam")).toEqual([]);
    for (const row of after) expect([row.address_ta, row.grades_ta]).toEqual([null, null]);
    // Every other column and every text of the shared record as it was.
    const rest = (rows: Stored[]) => rows.map(({ images: _i, address_ta: _a, grades_ta: _g, ...row }) => row);
    expect(rest(after)).toEqual(rest(edited));
    expect(await contentRows()).toEqual(content);
    expect(await schoolBySlug("euro-kids")).toMatchObject({
      headerImage: "/media/school-headers/new-gate.webp",
      addressTa: null,
      gradesTa: [],
    });
  });
});
