// What the admin Enquiries inbox needs beyond the enquiries themselves: the schools' current names
// (staff may have renamed one in School Management), with the fixed names as a fallback.
import { SCHOOLS, type SchoolSlug } from "~/copy/schools";
import { log } from "../log.server";
import { allSchools } from "../schools/schools.server";

export async function schoolNames(): Promise<Map<SchoolSlug, string>> {
  const names = new Map<SchoolSlug, string>(SCHOOLS.map((school) => [school.slug, school.name]));
  try {
    for (const school of await allSchools()) if (school.name.trim()) names.set(school.slug, school.name);
  } catch (error) {
    log("warn", "enquiries: school names unavailable", { error });
  }
  return names;
}
