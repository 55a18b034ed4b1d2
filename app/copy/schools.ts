// The five schools of the group: fixed slugs, names and affiliations (spec §1) and the grades the
// admission forms offer (spec §3, School option). Contact details are content, kept in the database.

export const SCHOOL_SLUGS = [
  "zee-litera",
  "euro-kids",
  "nursery-primary",
  "buds-blossoms",
  "balar-kalikkoodam",
] as const;
export type SchoolSlug = (typeof SCHOOL_SLUGS)[number];

export type SchoolFacts = {
  slug: SchoolSlug;
  name: string;
  affiliation: string;
  ageRange: string;
  studentCount: string;
  grades: readonly string[];
};

const PRIMARY_GRADES = [
  "Nursery",
  "LKG",
  "UKG",
  "1st Grade",
  "2nd Grade",
  "3rd Grade",
  "4th Grade",
  "5th Grade",
] as const;

/** In the spec's order, which is the order the public site lists them in. */
export const SCHOOLS: readonly SchoolFacts[] = [
  {
    slug: "zee-litera",
    name: "Zee Litera",
    affiliation: "CBSE affiliation 1930396",
    ageRange: "K-10",
    studentCount: "500+",
    grades: PRIMARY_GRADES,
  },
  {
    slug: "euro-kids",
    name: "EuroKids",
    affiliation: "KRR NP No.060",
    ageRange: "Ages 2-6",
    studentCount: "150+",
    grades: ["Play Group", "Nursery", "Junior KG", "Senior KG"],
  },
  {
    slug: "nursery-primary",
    name: "Nursery & Primary School",
    affiliation: "061",
    ageRange: "LKG-5",
    studentCount: "200+",
    grades: PRIMARY_GRADES,
  },
  {
    slug: "buds-blossoms",
    name: "Buds & Blossoms",
    affiliation: "4553",
    ageRange: "Ages 1.5-5",
    studentCount: "100+",
    grades: ["Play Group", "Nursery", "LKG", "UKG"],
  },
  {
    slug: "balar-kalikkoodam",
    name: "Balar Kalikkoodam",
    affiliation: "31",
    ageRange: "Ages 3-8",
    studentCount: "80+",
    grades: ["Play Group", "Nursery", "LKG", "UKG", "1st Grade"],
  },
];

/** Other spellings in use (the old admin list) and the canonical slug each stands for. */
export const ALTERNATE_SCHOOL_SLUGS: Readonly<Record<string, SchoolSlug>> = {
  "balar-kalikoodam": "balar-kalikkoodam",
};

export function isSchoolSlug(value: string): value is SchoolSlug {
  return (SCHOOL_SLUGS as readonly string[]).includes(value);
}

/** The canonical slug for a slug or its alternate spelling; undefined for anything else. */
export function canonicalSchoolSlug(value: string): SchoolSlug | undefined {
  const slug = value.trim().toLowerCase();
  if (isSchoolSlug(slug)) return slug;
  // Own keys only: "constructor" or "__proto__" would otherwise find Object's own members.
  return Object.hasOwn(ALTERNATE_SCHOOL_SLUGS, slug) ? ALTERNATE_SCHOOL_SLUGS[slug] : undefined;
}

export function schoolFacts(slug: SchoolSlug): SchoolFacts {
  return SCHOOLS.find((school) => school.slug === slug)!;
}

/** The grades a school offers: as staff edited them in School Management, else the spec's list. */
export function offeredGrades(
  slug: SchoolSlug,
  edited: readonly string[] | null | undefined,
): readonly string[] {
  return edited && edited.length > 0 ? edited : schoolFacts(slug).grades;
}
