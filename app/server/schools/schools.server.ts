// The five fixed schools: a content item of kind school_info (slug = the school's fixed id) with
// its contact details, features and grades. Schools are edited, never added or deleted.
import type { Updateable } from "kysely";
import { canonicalSchoolSlug, SCHOOL_SLUGS, type SchoolSlug } from "~/copy/schools";
import { type Actor, auditBy } from "../audit.server";
import { insertContentRecord, NOT_FOUND_MESSAGE, updateContentRecord } from "../content/record.server";
import { db } from "../db/db.server";
import type { SchoolTable } from "../db/schema";
import { instant, json } from "../db/values.server";
import { DomainError, goneError } from "../domain-error.server";
import { type Executor, inTransaction } from "../transaction.server";

export type CarouselImage = { url: string; title: string; description: string };

export type SchoolProfile = {
  name: string;
  tagline: string | null;
  /** The short description (≤ 160 characters) on cards and in search results. */
  description: string | null;
  /** The longer About text of the school's page, as rich text. */
  about: string | null;
  location: string | null;
  address: string | null;
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  affiliation: string | null;
  logoImage: string | null;
  headerImage: string | null;
  headerMediaId: string | null;
  ageRange: string | null;
  studentCount: string | null;
  mapQuery: string | null;
  features: string[];
  grades: string[];
  images: CarouselImage[];
};

export type School = SchoolProfile & { id: string; slug: SchoolSlug; sortOrder: number; updatedAt: string };

/** A school as the enquiry and visit forms offer it. */
export type SchoolOption = Pick<School, "name" | "grades" | "phone" | "email" | "address" | "whatsapp"> & {
  value: SchoolSlug;
};

function schoolQuery(executor: Executor = db()) {
  return executor
    .selectFrom("content")
    .innerJoin("school", "school.content_id", "content.id")
    .where("content.kind", "=", "school_info")
    .select([
      "content.id",
      "content.slug",
      "content.title",
      "content.summary",
      "content.body",
      "content.featured_image",
      "content.featured_media_id",
      "content.updated_at",
      "school.sort_order",
      "school.tagline",
      "school.location",
      "school.address",
      "school.phone",
      "school.whatsapp",
      "school.email",
      "school.affiliation",
      "school.logo_image",
      "school.age_range",
      "school.student_count",
      "school.map_query",
      "school.features",
      "school.grades",
      "school.images",
    ])
    .orderBy("school.sort_order", "asc");
}

type SchoolRow = Awaited<ReturnType<ReturnType<typeof schoolQuery>["executeTakeFirstOrThrow"]>>;

function toSchool(row: SchoolRow): School {
  return {
    id: row.id,
    slug: row.slug as SchoolSlug,
    name: row.title,
    tagline: row.tagline,
    description: row.summary,
    about: row.body,
    location: row.location,
    address: row.address,
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.email,
    affiliation: row.affiliation,
    logoImage: row.logo_image,
    headerImage: row.featured_image,
    headerMediaId: row.featured_media_id,
    ageRange: row.age_range,
    studentCount: row.student_count,
    mapQuery: row.map_query,
    features: json<string[]>(row.features, []),
    grades: json<string[]>(row.grades, []),
    images: json<CarouselImage[]>(row.images, []),
    sortOrder: Number(row.sort_order),
    updatedAt: instant(row.updated_at),
  };
}

/** The schools in the spec's order (zee-litera first, balar-kalikkoodam last). */
export async function allSchools(): Promise<School[]> {
  const rows = await schoolQuery().limit(SCHOOL_SLUGS.length).execute();
  return rows.map(toSchool);
}

/** A school by its slug or the alternate spelling; undefined for any other slug. */
export async function schoolBySlug(slug: string): Promise<School | undefined> {
  const canonical = canonicalSchoolSlug(slug);
  if (!canonical) return undefined;
  const row = await schoolQuery().where("content.slug", "=", canonical).executeTakeFirst();
  return row && toSchool(row);
}

export async function schoolOptions(): Promise<SchoolOption[]> {
  return (await allSchools()).map((school) => ({
    value: school.slug,
    name: school.name,
    grades: school.grades,
    phone: school.phone,
    email: school.email,
    address: school.address,
    whatsapp: school.whatsapp,
  }));
}

/** A feature is kept once, trimmed, and only when something is left. */
export function cleanFeatures(features: readonly string[]): string[] {
  const kept: string[] = [];
  for (const feature of features) {
    const trimmed = feature.trim();
    if (trimmed !== "" && !kept.includes(trimmed)) kept.push(trimmed);
  }
  return kept;
}

function text(value: string | null | undefined) {
  return value === undefined ? undefined : value?.trim() || null;
}

function checkedEmail(email: string | null | undefined) {
  const value = text(email);
  if (value && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
    throw new DomainError("Enter a valid email address.", { field: "email" });
  return value;
}

/** The school row's columns for the given fields; undefined ones are left out of the write. */
function schoolColumns(profile: Partial<SchoolProfile>): Updateable<SchoolTable> {
  return {
    tagline: text(profile.tagline),
    location: text(profile.location),
    address: text(profile.address),
    phone: text(profile.phone),
    whatsapp: text(profile.whatsapp),
    email: checkedEmail(profile.email),
    affiliation: text(profile.affiliation),
    logo_image: text(profile.logoImage),
    age_range: text(profile.ageRange),
    student_count: text(profile.studentCount),
    map_query: text(profile.mapQuery),
    features: profile.features && JSON.stringify(cleanFeatures(profile.features)),
    grades: profile.grades && JSON.stringify(cleanFeatures(profile.grades)),
    images: profile.images && JSON.stringify(profile.images),
  };
}

/** Saves the School Management dialog; the slug stays the school's fixed id. */
export async function updateSchool(
  slug: string,
  changes: Partial<SchoolProfile>,
  actor: Actor,
): Promise<School> {
  const canonical = canonicalSchoolSlug(slug);
  if (!canonical) throw new DomainError("Please select a valid school.");
  return inTransaction(async (trx) => {
    const current = await schoolQuery(trx).where("content.slug", "=", canonical).executeTakeFirst();
    if (!current) throw goneError(NOT_FOUND_MESSAGE);
    const item = await updateContentRecord(
      trx,
      current.id,
      "school_info",
      {
        title: changes.name,
        summary: changes.description,
        body: changes.about,
        featuredImage: changes.headerImage,
        featuredMediaId: changes.headerMediaId,
        status: "published",
      },
      actor,
    );
    const columns = schoolColumns(changes);
    if (Object.values(columns).some((value) => value !== undefined))
      await trx.updateTable("school").set(columns).where("content_id", "=", current.id).execute();
    await auditBy(actor, "updated", "school_info", current.id, `Updated school "${item.title}"`, trx);
    return toSchool(await schoolQuery(trx).where("content.id", "=", current.id).executeTakeFirstOrThrow());
  });
}

/** Adds one of the five fixed schools when it is missing (the demo content does this once). */
export async function insertFixedSchool(
  slug: SchoolSlug,
  profile: SchoolProfile,
  actor: Actor,
  executor: Executor = db(),
): Promise<School> {
  const sortOrder = SCHOOL_SLUGS.indexOf(slug);
  if (sortOrder === -1) throw new DomainError("Please select a valid school.");
  return inTransaction(async (trx) => {
    const item = await insertContentRecord(
      trx,
      "school_info",
      {
        title: profile.name,
        slug,
        summary: profile.description,
        body: profile.about,
        featuredImage: profile.headerImage,
        featuredMediaId: profile.headerMediaId,
        status: "published",
      },
      actor,
    );
    await trx
      .insertInto("school")
      .values({
        content_id: item.id,
        sort_order: sortOrder,
        features: "[]",
        grades: "[]",
        images: "[]",
        ...schoolColumns(profile),
      })
      .execute();
    await auditBy(actor, "created", "school_info", item.id, `Added school "${item.title}"`, trx);
    return toSchool(await schoolQuery(trx).where("content.id", "=", item.id).executeTakeFirstOrThrow());
  }, executor);
}
