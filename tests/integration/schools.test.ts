import { describe, expect, it } from "vitest";
import { SCHOOL_SLUGS, SCHOOLS } from "~/copy/schools";
import { deleteContentItem, updateContentItem } from "~/server/content/items.server";
import { DomainError } from "~/server/domain-error.server";
import {
  allSchools,
  cleanFeatures,
  insertFixedSchool,
  type SchoolProfile,
  schoolBySlug,
  schoolOptions,
  updateSchool,
} from "~/server/schools/schools.server";
import { setupTestDatabase } from "../support/test-database";
import { ISO_INSTANT, insertUser } from "./helpers/staff";

setupTestDatabase();

function profile(name: string, grades: readonly string[]): SchoolProfile {
  return {
    name,
    tagline: `${name} tagline`,
    description: `${name} description`,
    about: "<p>About</p>",
    location: "Town",
    address: "1 Street",
    phone: "+91 98765 40001",
    whatsapp: "+91 98765 40001",
    email: "school@example.org",
    affiliation: "Affiliation",
    logoImage: null,
    headerImage: null,
    headerMediaId: null,
    ageRange: "Ages 2-6",
    studentCount: "100+",
    mapQuery: name,
    features: ["One", "Two"],
    grades: [...grades],
    images: [{ url: "/media/x.webp", title: "X", description: "Y" }],
  };
}

describe("schools", () => {
  it("adds the five fixed schools (in reverse) and lists them in the spec's order", async () => {
    const actor = await insertUser();
    for (const school of [...SCHOOLS].reverse())
      await insertFixedSchool(school.slug, profile(school.name, school.grades), actor);
    const schools = await allSchools();
    expect(schools.map((s) => s.slug)).toEqual([...SCHOOL_SLUGS]);
    const first = schools[0]!;
    expect(first.features).toEqual(["One", "Two"]);
    expect(first.grades).toEqual([...SCHOOLS[0]!.grades]);
    expect(first.images).toEqual([{ url: "/media/x.webp", title: "X", description: "Y" }]);
    expect(first.updatedAt).toMatch(ISO_INSTANT);
  });

  it("refuses a sixth school and a second copy of one", async () => {
    const actor = await insertUser();
    await expect(insertFixedSchool("new-school" as "zee-litera", profile("New", []), actor)).rejects.toThrow(
      DomainError,
    );
    await expect(insertFixedSchool("zee-litera", profile("Again", []), actor)).rejects.toThrow(DomainError);
    expect(await allSchools()).toHaveLength(5);
  });

  it("finds a school by slug, accepting the alternate spelling", async () => {
    expect((await schoolBySlug("balar-kalikoodam"))?.slug).toBe("balar-kalikkoodam");
    expect((await schoolBySlug("balar-kalikkoodam"))?.name).toBe("Balar Kalikkoodam");
    expect(await schoolBySlug("unknown-school")).toBeUndefined();
  });

  it("offers each school with its grades to the forms", async () => {
    const options = await schoolOptions();
    expect(options.map((o) => o.value)).toEqual([...SCHOOL_SLUGS]);
    expect(options.find((o) => o.value === "euro-kids")?.grades).toEqual([
      "Play Group",
      "Nursery",
      "Junior KG",
      "Senior KG",
    ]);
  });

  it("updates a school by either spelling, keeping its slug, with features trimmed and unique", async () => {
    const actor = await insertUser();
    const updated = await updateSchool(
      "balar-kalikoodam",
      {
        name: "Balar Kalikkoodam School",
        phone: "+91 98765 49999",
        features: [" Play ", "", "Play", "Songs"],
      },
      actor,
    );
    expect(updated).toMatchObject({
      slug: "balar-kalikkoodam",
      name: "Balar Kalikkoodam School",
      phone: "+91 98765 49999",
      features: ["Play", "Songs"],
      email: "school@example.org",
    });
    await expect(updateSchool("balar-kalikkoodam", { email: "not-an-email" }, actor)).rejects.toThrow(
      DomainError,
    );
    await expect(updateSchool("nowhere", { name: "X" }, actor)).rejects.toThrow(
      "Please select a valid school.",
    );
  });

  it("cannot be deleted, re-typed or re-slugged through the content list", async () => {
    const actor = await insertUser();
    const school = (await schoolBySlug("zee-litera"))!;
    await expect(deleteContentItem(school.id, actor)).rejects.toThrow("Schools cannot be deleted.");
    await expect(updateContentItem(school.id, { slug: "zee" }, actor)).rejects.toThrow(DomainError);
    await expect(updateContentItem(school.id, { kind: "about" }, actor)).rejects.toThrow(DomainError);
    expect(await allSchools()).toHaveLength(5);
  });
});

describe("cleanFeatures", () => {
  it("adds a feature only when non-empty after trimming and not already present", () => {
    expect(cleanFeatures(["  Labs ", "Labs", "   ", "Library"])).toEqual(["Labs", "Library"]);
  });
});
