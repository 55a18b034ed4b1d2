// A school named by a visitor or a URL is looked up among the site's own slugs and spellings only:
// Object's members ("constructor", "__proto__") once passed as schools and made the enquiries
// export answer 500 (found by tests/e2e/fuzz.test.ts).
import { expect, it } from "vitest";
import { canonicalSchoolSlug } from "~/copy/schools";

it("knows no school named after an object's members", () => {
  for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"])
    expect(canonicalSchoolSlug(name), name).toBeUndefined();
});

it("still reads the slugs and their alternate spelling", () => {
  expect(canonicalSchoolSlug("zee-litera")).toBe("zee-litera");
  expect(canonicalSchoolSlug(" Balar-Kalikoodam ")).toBe("balar-kalikkoodam");
});
