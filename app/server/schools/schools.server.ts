// The five fixed schools: a content item of kind school_info (slug = the school's fixed id) with
// its contact details, features and grades. Schools are edited, never added or deleted.
import type { Updateable } from "kysely";
import { SCHOOL_LIMITS, SCHOOL_MESSAGES } from "~/copy/admin-schools";
import { canonicalSchoolSlug, SCHOOL_SLUGS, type SchoolSlug } from "~/copy/schools";
import { isImageAddress } from "~/lib/schemas/schools";
import { PHONE_PATTERN } from "~/lib/schemas/settings";
import { type Actor, auditBy } from "../audit.server";
import { insertContentRecord, NOT_FOUND_MESSAGE, updateContentRecord } from "../content/record.server";
import { db } from "../db/db.server";
import { lockForUpdate } from "../db/dialect.server";
import type { SchoolTable } from "../db/schema";
import { instant, json } from "../db/values.server";
import { DomainError, goneError } from "../domain-error.server";
import { type Executor, inTransaction } from "../transaction.server";

/** A photo of the school page's carousel; titleTa and descriptionTa are left out when not translated. */
export type CarouselImage = {
  url: string;
  title: string;
  description: string;
  titleTa?: string;
  descriptionTa?: string;
};

/**
 * Optional Tamil versions of a school's texts (issue 17): null (or [] for the features) means not
 * translated, and a Tamil page shows the English text instead. descriptionTa is content.summary_ta,
 * aboutTa content.body_ta (rich text, cleaned like about). A photo's Tamil words are in `images`.
 */
export type SchoolTamilTexts = {
  taglineTa: string | null;
  descriptionTa: string | null;
  aboutTa: string | null;
  locationTa: string | null;
  featuresTa: string[];
  addressTa: string | null;
  gradesTa: string[];
};

export type SchoolProfile = Partial<SchoolTamilTexts> & {
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

export type School = SchoolProfile &
  SchoolTamilTexts & { id: string; slug: SchoolSlug; sortOrder: number; updatedAt: string };

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
      "content.summary_ta",
      "content.body_ta",
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
      "school.tagline_ta",
      "school.location_ta",
      "school.features_ta",
      "school.address_ta",
      "school.grades_ta",
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
    taglineTa: row.tagline_ta?.trim() || null,
    descriptionTa: row.summary_ta?.trim() || null,
    aboutTa: row.body_ta?.trim() || null,
    locationTa: row.location_ta?.trim() || null,
    featuresTa: json<string[] | null>(row.features_ta, []) ?? [],
    addressTa: row.address_ta?.trim() || null,
    gradesTa: json<string[] | null>(row.grades_ta, []) ?? [],
    sortOrder: Number(row.sort_order),
    updatedAt: instant(row.updated_at),
  };
}

/**
 * Each school as this process last read it. The pages read the schools all the time; when the
 * database cannot answer, a form posted without script still finds the school's WhatsApp number
 * here (docs/decisions/012-enquiries-never-lost.md).
 */
const lastRead = new Map<SchoolSlug, School>();

function remembered(school: School): School {
  lastRead.set(school.slug, school);
  return school;
}

/** The school as last read from the database by this process, if it has read it since it started. */
export function lastKnownSchool(slug: string): School | undefined {
  const canonical = canonicalSchoolSlug(slug);
  return canonical ? lastRead.get(canonical) : undefined;
}

/** The schools in the spec's order (zee-litera first, balar-kalikkoodam last). */
export async function allSchools(): Promise<School[]> {
  const rows = await schoolQuery().limit(SCHOOL_SLUGS.length).execute();
  return rows.map((row) => remembered(toSchool(row)));
}

/** A school by its slug or the alternate spelling; undefined for any other slug. */
export async function schoolBySlug(slug: string): Promise<School | undefined> {
  const canonical = canonicalSchoolSlug(slug);
  if (!canonical) return undefined;
  const row = await schoolQuery().where("content.slug", "=", canonical).executeTakeFirst();
  return row && remembered(toSchool(row));
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

/** A text field trimmed, emptied to null, and refused (under its field) when longer than `max`. */
function checkedText(value: string | null | undefined, max: number, field: string, message: string) {
  if (value !== undefined && value !== null && typeof value !== "string")
    throw new DomainError(message, { field });
  const checked = text(value);
  if (checked && checked.length > max) throw new DomainError(message, { field });
  return checked;
}

function checkedEmail(email: string | null | undefined) {
  const value = checkedText(email, SCHOOL_LIMITS.email, "email", SCHOOL_MESSAGES.email);
  if (value && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
    throw new DomainError(SCHOOL_MESSAGES.email, { field: "email" });
  return value;
}

function checkedPhone(phone: string | null | undefined, field: "phone" | "whatsapp") {
  const message = SCHOOL_MESSAGES[field];
  const value = checkedText(phone, 20, field, message);
  if (value && !PHONE_PATTERN.test(value)) throw new DomainError(message, { field });
  return value;
}

function checkedImage(url: string | null | undefined, field: "headerImage" | "logoImage") {
  const value = checkedText(url, SCHOOL_LIMITS.imageUrl, field, SCHOOL_MESSAGES.image);
  if (value && !isImageAddress(value)) throw new DomainError(SCHOOL_MESSAGES.image, { field });
  return value;
}

/**
 * A list of short strings (key features, grades), trimmed and without repeats; anything else —
 * not a list, an item that is not text, an item or a list too long — is refused under its field.
 */
function checkedList(items: unknown, field: "features" | "featuresTa" | "grades" | "gradesTa") {
  if (items === undefined) return undefined;
  const features = field === "features" || field === "featuresTa";
  const [itemMax, countMax] = features
    ? [SCHOOL_LIMITS.feature, SCHOOL_LIMITS.features]
    : [SCHOOL_LIMITS.grade, SCHOOL_LIMITS.grades];
  const refusal = new DomainError(SCHOOL_MESSAGES[features ? "features" : "grades"], { field });
  if (!Array.isArray(items) || !items.every((item) => typeof item === "string")) throw refusal;
  const cleaned = cleanFeatures(items);
  if (cleaned.length > countMax || cleaned.some((item) => item.length > itemMax)) throw refusal;
  return JSON.stringify(cleaned);
}

/** One word of a photo, trimmed; refused under the photos' field when not text or too long. */
function photoText(value: unknown, max: number, message: string) {
  if (value === undefined || value === null) return "";
  if (typeof value !== "string" || value.trim().length > max)
    throw new DomainError(message, { field: "images" });
  return value.trim();
}

/**
 * The carousel's photos in their order: a picture address each (as the image field keeps it), a
 * title and a description, and their Tamil versions when written. Anything else is refused under
 * the photos' field, changing nothing.
 */
export function checkedPhotos(images: unknown): CarouselImage[] | undefined {
  if (images === undefined) return undefined;
  const M = SCHOOL_MESSAGES;
  const L = SCHOOL_LIMITS;
  if (!Array.isArray(images) || images.length > L.photos)
    throw new DomainError(M.photos, { field: "images" });
  return images.map((image: unknown) => {
    const photo = (typeof image === "object" && image !== null ? image : {}) as Record<string, unknown>;
    const url = typeof photo.url === "string" ? photo.url.trim() : "";
    if (!isImageAddress(url)) throw new DomainError(M.image, { field: "images" });
    const titleTa = photoText(photo.titleTa, L.photoTitle, M.photoTitle);
    const descriptionTa = photoText(photo.descriptionTa, L.photoDescription, M.photoDescription);
    return {
      url,
      title: photoText(photo.title, L.photoTitle, M.photoTitle),
      description: photoText(photo.description, L.photoDescription, M.photoDescription),
      ...(titleTa && { titleTa }),
      ...(descriptionTa && { descriptionTa }),
    };
  });
}

/** The school row's columns for the given fields; undefined ones are left out of the write. */
function schoolColumns(profile: Partial<SchoolProfile>): Updateable<SchoolTable> {
  const L = SCHOOL_LIMITS;
  const M = SCHOOL_MESSAGES;
  return {
    tagline: checkedText(profile.tagline, L.tagline, "tagline", M.taglineTooLong),
    tagline_ta: checkedText(profile.taglineTa, L.tagline, "taglineTa", M.taglineTooLong),
    location: checkedText(profile.location, L.location, "location", M.locationTooLong),
    location_ta: checkedText(profile.locationTa, L.location, "locationTa", M.locationTooLong),
    address: checkedText(profile.address, L.address, "address", M.addressTooLong),
    address_ta: checkedText(profile.addressTa, L.address, "addressTa", M.addressTooLong),
    phone: checkedPhone(profile.phone, "phone"),
    whatsapp: checkedPhone(profile.whatsapp, "whatsapp"),
    email: checkedEmail(profile.email),
    affiliation: checkedText(profile.affiliation, L.affiliation, "affiliation", M.affiliationTooLong),
    logo_image: checkedImage(profile.logoImage, "logoImage"),
    age_range: checkedText(profile.ageRange, L.figure, "ageRange", M.figureTooLong),
    student_count: checkedText(profile.studentCount, L.figure, "studentCount", M.figureTooLong),
    map_query: checkedText(profile.mapQuery, L.mapQuery, "mapQuery", M.mapQueryTooLong),
    features: checkedList(profile.features, "features"),
    features_ta: checkedList(profile.featuresTa, "featuresTa"),
    grades: checkedList(profile.grades, "grades"),
    grades_ta: checkedList(profile.gradesTa, "gradesTa"),
    images: profile.images && JSON.stringify(checkedPhotos(profile.images)),
  };
}

/** The About text as the editor sends it (rich text, cleaned when stored), within its limit. */
function checkedAbout(html: string | null | undefined, field: "about" | "aboutTa") {
  if (html === undefined || html === null) return html;
  if (typeof html !== "string" || html.length > SCHOOL_LIMITS.about)
    throw new DomainError(SCHOOL_MESSAGES.aboutTooLong, { field });
  return html;
}

/** The shared record's fields of a school: its name, description and header picture, checked. */
function recordFields(profile: Partial<SchoolProfile>) {
  const M = SCHOOL_MESSAGES;
  if (profile.name !== undefined && (typeof profile.name !== "string" || profile.name.trim() === ""))
    throw new DomainError(M.nameRequired, { field: "name" });
  return {
    title: checkedText(profile.name, SCHOOL_LIMITS.name, "name", M.nameTooLong) ?? undefined,
    summary: checkedText(profile.description, SCHOOL_LIMITS.description, "description", M.descriptionTooLong),
    body: checkedAbout(profile.about, "about"),
    summaryTa: checkedText(
      profile.descriptionTa,
      SCHOOL_LIMITS.description,
      "descriptionTa",
      M.descriptionTooLong,
    ),
    bodyTa: checkedAbout(profile.aboutTa, "aboutTa"),
    featuredImage: checkedImage(profile.headerImage, "headerImage"),
  };
}

/**
 * The media record behind a header picture: the one given, when it exists, else the library's
 * upload at that address (none for an outside address or no picture). Undefined keeps it as is.
 */
async function headerMediaId(
  trx: Executor,
  profile: Partial<SchoolProfile>,
  headerImage: string | null | undefined,
) {
  if (profile.headerMediaId) {
    const found = await trx
      .selectFrom("media")
      .select("id")
      .where("id", "=", profile.headerMediaId)
      .executeTakeFirst();
    if (!found) throw new DomainError(SCHOOL_MESSAGES.image, { field: "headerImage" });
    return found.id;
  }
  if (headerImage === undefined) return profile.headerMediaId;
  if (headerImage === null) return null;
  const upload = await trx.selectFrom("media").select("id").where("url", "=", headerImage).executeTakeFirst();
  return upload?.id ?? null;
}

/**
 * Saves the School Management dialog; the slug stays the school's fixed id (either spelling is
 * accepted). With `expectedUpdatedAt` — when the dialog's copy was loaded — a save made since by
 * someone else refuses this one (409, STALE_EDIT_MESSAGE) rather than overwrite it.
 */
export async function updateSchool(
  slug: string,
  changes: Partial<SchoolProfile>,
  actor: Actor,
  options: { expectedUpdatedAt?: string | null } = {},
): Promise<School> {
  const canonical = typeof slug === "string" ? canonicalSchoolSlug(slug) : undefined;
  if (!canonical) throw new DomainError(SCHOOL_MESSAGES.unknownSchool, { status: 404 });
  const fields = recordFields(changes);
  const columns = schoolColumns(changes);
  return inTransaction(async (trx) => {
    // Two saves at once: the second waits here, then sees the first one's updated_at.
    const current = await lockForUpdate(
      schoolQuery(trx).where("content.slug", "=", canonical),
    ).executeTakeFirst();
    if (!current) throw goneError(NOT_FOUND_MESSAGE);
    const item = await updateContentRecord(
      trx,
      current.id,
      "school_info",
      {
        ...fields,
        featuredMediaId: await headerMediaId(trx, changes, fields.featuredImage),
        status: "published",
      },
      actor,
      { expectedUpdatedAt: options.expectedUpdatedAt },
    );
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
    const fields = recordFields(profile);
    const item = await insertContentRecord(
      trx,
      "school_info",
      {
        ...fields,
        title: fields.title ?? profile.name,
        slug,
        featuredMediaId: await headerMediaId(trx, profile, fields.featuredImage),
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
