import { describe, expect, it } from "vitest";
import { canonicalSchoolSlug, isSchoolSlug, SCHOOL_SLUGS, SCHOOLS, schoolFacts } from "~/copy/schools";

describe("school facts", () => {
  it("lists the five schools in the spec's order with their affiliations", () => {
    expect(SCHOOLS.map((s) => [s.slug, s.name, s.affiliation])).toEqual([
      ["zee-litera", "Zee Litera", "CBSE affiliation 1930396"],
      ["euro-kids", "EuroKids", "KRR NP No.060"],
      ["nursery-primary", "Nursery & Primary School", "061"],
      ["buds-blossoms", "Buds & Blossoms", "4553"],
      ["balar-kalikkoodam", "Balar Kalikkoodam", "31"],
    ]);
    expect(SCHOOLS.map((s) => s.slug)).toEqual([...SCHOOL_SLUGS]);
  });

  it("offers each school's grades from the spec", () => {
    expect(schoolFacts("euro-kids").grades).toEqual(["Play Group", "Nursery", "Junior KG", "Senior KG"]);
    expect(schoolFacts("buds-blossoms").grades).toEqual(["Play Group", "Nursery", "LKG", "UKG"]);
    expect(schoolFacts("balar-kalikkoodam").grades).toEqual([
      "Play Group",
      "Nursery",
      "LKG",
      "UKG",
      "1st Grade",
    ]);
    for (const slug of ["zee-litera", "nursery-primary"] as const)
      expect(schoolFacts(slug).grades).toEqual([
        "Nursery",
        "LKG",
        "UKG",
        "1st Grade",
        "2nd Grade",
        "3rd Grade",
        "4th Grade",
        "5th Grade",
      ]);
  });

  it("maps the alternate spelling to the canonical slug and rejects others", () => {
    expect(canonicalSchoolSlug("balar-kalikoodam")).toBe("balar-kalikkoodam");
    expect(canonicalSchoolSlug(" Zee-Litera ")).toBe("zee-litera");
    expect(canonicalSchoolSlug("unknown")).toBeUndefined();
    expect(isSchoolSlug("balar-kalikoodam")).toBe(false);
  });
});
