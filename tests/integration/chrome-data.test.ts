// The public layout keeps what its header and footer read (settings, schools, the founder's
// portrait) per render-cache version (app/server/cache/kept-per-version.server.ts): an uncached
// page after a save shows the saved values, and between saves the database is not asked again.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { SCHOOLS } from "~/copy/schools";
import { loader } from "~/routes/site/layout";
import { invalidatePublicPages } from "~/server/cache/render-cache.server";
import { db } from "~/server/db/db.server";
import { insertFixedSchool, updateSchool } from "~/server/schools/schools.server";
import { updateSiteSettings } from "~/server/settings/settings.server";
import { setupTestDatabase, testEngine } from "../support/test-database";
import { insertUser } from "./helpers/staff";

setupTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
const chrome = (path = "/") =>
  loader({
    request: new Request(`http://localhost${path}`),
    params: {},
    context: {},
  } as unknown as LoaderArgs);

async function withFirstSchool() {
  const actor = await insertUser();
  const school = SCHOOLS[0]!;
  await insertFixedSchool(
    school.slug,
    {
      name: school.name,
      tagline: "",
      description: "",
      about: "",
      location: "Old Town",
      address: "",
      phone: "",
      whatsapp: "",
      email: "",
      affiliation: "",
      logoImage: null,
      headerImage: null,
      headerMediaId: null,
      ageRange: "",
      studentCount: "",
      mapQuery: "",
      features: [],
      grades: [...school.grades],
      images: [],
    },
    actor,
  );
  return { actor, slug: school.slug };
}

describe("the public layout's data", () => {
  it("shows a saved setting or school on the next uncached page", async () => {
    const { actor, slug } = await withFirstSchool();
    await updateSiteSettings({ officePhone: "+91 98765 40001" }, actor);
    const first = await chrome();
    expect(first.contact.officePhone).toBe("+91 98765 40001");
    expect(first.schools.find((s) => s.slug === slug)?.location).toBe("Old Town");

    await updateSiteSettings({ officePhone: "+91 98765 40002" }, actor);
    await updateSchool(slug, { location: "New Town" }, actor);
    const after = await chrome("/events");
    expect(after.contact.officePhone).toBe("+91 98765 40002");
    expect(after.schools.find((s) => s.slug === slug)?.location).toBe("New Town");
  });

  it("is read once per cache version, not on every page", async () => {
    const actor = await insertUser();
    await updateSiteSettings({ officePhone: "+91 98765 40001" }, actor);
    expect((await chrome()).contact.officePhone).toBe("+91 98765 40001");
    // A raw statement goes around the query builder that moves the cache version. On SQLite the kept
    // value stays until the version moves; on PostgreSQL the table's trigger moves the shared
    // generation (migration 008), which the next read catches up with, as another process's write.
    await sql`update site_setting set value = ${JSON.stringify("+91 98765 40003")} where key = 'office.phone'`.execute(
      db(),
    );
    const kept = testEngine() === "postgres" ? "+91 98765 40003" : "+91 98765 40001";
    expect((await chrome()).contact.officePhone).toBe(kept);
    invalidatePublicPages();
    expect((await chrome()).contact.officePhone).toBe("+91 98765 40003");
  });
});
