// Admission enquiries, campus-visit requests and contact messages. The visitor's WhatsApp chat
// is the real conversation; this copy gives staff an inbox with a status per enquiry.
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import {
  CAMPUS_VISIT_TIME_SLOTS,
  INVALID_SCHOOL,
  isCampusVisitTimeSlot,
  isEnquiryStatus,
  MISSING_INFORMATION,
} from "~/content/enquiries";
import { CHILD_AGE_MAX, CHILD_AGE_MIN, EXPORT_ROWS_MAX } from "~/content/limits";
import { isCalendarDate, todayInSchoolTimeZone } from "~/content/locale";
import { canonicalSchoolSlug, type SchoolSlug } from "~/content/schools";
import { type Actor, auditBy } from "./audit.server";
import { db } from "./db/db.server";
import type { EnquiryKind, EnquiryStatus, EnquiryTable } from "./db/schema";
import { instant, nowIso } from "./db/values.server";
import { DomainError } from "./domain-error.server";
import { type Paged, type PageRequest, page } from "./paging.server";

export type EnquiryInput = {
  kind: EnquiryKind;
  schoolSlug?: string | null;
  /** The parent's name (admission) or the visitor's or sender's name. */
  name?: string | null;
  childName?: string | null;
  childAge?: number | null;
  phone?: string | null;
  email?: string | null;
  grade?: string | null;
  campus?: string | null;
  /** yyyy-MM-dd, for campus visits. */
  preferredDate?: string | null;
  timeSlot?: string | null;
  message?: string | null;
};

export type Enquiry = {
  id: string;
  kind: EnquiryKind;
  status: EnquiryStatus;
  schoolSlug: SchoolSlug | null;
  name: string | null;
  childName: string | null;
  childAge: number | null;
  phone: string | null;
  email: string | null;
  grade: string | null;
  campus: string | null;
  preferredDate: string | null;
  timeSlot: string | null;
  message: string | null;
  createdAt: string;
  statusChangedAt: string | null;
  statusChangedBy: string | null;
};

export type EnquiryFilter = PageRequest & { kind?: EnquiryKind; status?: EnquiryStatus; schoolSlug?: string };

const REQUIRED: Record<EnquiryKind, readonly (keyof EnquiryInput)[]> = {
  admission: ["name", "childName", "phone", "schoolSlug"],
  campus_visit: ["name", "phone", "schoolSlug", "campus", "timeSlot", "preferredDate"],
  contact: [],
};

const SHORT_TEXT_MAX = 200;
const MESSAGE_MAX = 5000;

function toEnquiry(row: Selectable<EnquiryTable>): Enquiry {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    schoolSlug: row.school_slug ? (canonicalSchoolSlug(row.school_slug) ?? null) : null,
    name: row.name,
    childName: row.child_name,
    childAge: row.child_age === null ? null : Number(row.child_age),
    phone: row.phone,
    email: row.email,
    grade: row.grade,
    campus: row.campus,
    preferredDate: row.preferred_date,
    timeSlot: row.time_slot,
    message: row.message,
    createdAt: instant(row.created_at),
    statusChangedAt: instant(row.status_changed_at),
    statusChangedBy: row.status_changed_by,
  };
}

function clean(value: string | null | undefined, max = SHORT_TEXT_MAX) {
  const text = value?.trim() || null;
  if (text && text.length > max) throw new DomainError("One of the answers is too long. Please shorten it.");
  return text;
}

/** The same rules as the forms, checked again: a refused enquiry writes nothing. */
function checked(input: EnquiryInput, today: string) {
  const values = {
    name: clean(input.name),
    childName: clean(input.childName),
    phone: clean(input.phone, 30),
    email: clean(input.email)?.toLowerCase() ?? null,
    grade: clean(input.grade),
    campus: clean(input.campus, 500),
    preferredDate: clean(input.preferredDate, 10),
    timeSlot: clean(input.timeSlot),
    message: clean(input.message, MESSAGE_MAX),
    schoolSlug: clean(input.schoolSlug),
  };
  if (REQUIRED[input.kind].some((field) => values[field as keyof typeof values] === null))
    throw new DomainError(MISSING_INFORMATION.message);
  const school = values.schoolSlug === null ? null : canonicalSchoolSlug(values.schoolSlug);
  if (school === undefined) throw new DomainError(INVALID_SCHOOL.message);
  const age = input.childAge ?? null;
  if (age !== null && (!Number.isInteger(age) || age < CHILD_AGE_MIN || age > CHILD_AGE_MAX))
    throw new DomainError(`The child's age must be a number from ${CHILD_AGE_MIN} to ${CHILD_AGE_MAX}.`);
  if (values.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email))
    throw new DomainError("Please enter a valid email address.");
  if (values.timeSlot && !isCampusVisitTimeSlot(values.timeSlot))
    throw new DomainError(`Please choose a time slot: ${CAMPUS_VISIT_TIME_SLOTS.join(", ")}.`);
  if (values.preferredDate) {
    if (!isCalendarDate(values.preferredDate) || values.preferredDate < "1900-01-01")
      throw new DomainError("Please choose a valid date.");
    if (values.preferredDate < today) throw new DomainError("The preferred date cannot be in the past.");
  }
  return { ...values, school, age };
}

/** Keeps a copy of an enquiry the visitor has just sent over WhatsApp. */
export async function recordEnquiry(input: EnquiryInput, now = new Date()): Promise<Enquiry> {
  const values = checked(input, todayInSchoolTimeZone(now));
  const row = await db()
    .insertInto("enquiry")
    .values({
      id: randomUUID(),
      kind: input.kind,
      status: "new",
      school_slug: values.school,
      name: values.name,
      child_name: values.childName,
      child_age: values.age,
      phone: values.phone,
      email: values.email,
      grade: values.grade,
      campus: values.campus,
      preferred_date: values.preferredDate,
      time_slot: values.timeSlot,
      message: values.message,
      created_at: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toEnquiry(row);
}

function filtered(filter: EnquiryFilter) {
  let query = db().selectFrom("enquiry");
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.schoolSlug)
    query = query.where("school_slug", "=", canonicalSchoolSlug(filter.schoolSlug) ?? "");
  return query;
}

/** The Enquiries inbox: newest first, filtered by kind, status and school. */
export async function listEnquiries(filter: EnquiryFilter = {}): Promise<Paged<Enquiry>> {
  const { limit, offset } = page(filter);
  const [rows, total] = await Promise.all([
    filtered(filter)
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "asc")
      .limit(limit)
      .offset(offset)
      .execute(),
    filtered(filter)
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toEnquiry), total: Number(total.count) };
}

/** Every matching enquiry for the CSV export, oldest first, up to the export cap. */
export async function enquiriesForExport(
  filter: Omit<EnquiryFilter, "limit" | "offset"> = {},
): Promise<Enquiry[]> {
  const rows = await filtered(filter)
    .selectAll()
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .limit(EXPORT_ROWS_MAX)
    .execute();
  return rows.map(toEnquiry);
}

export async function countEnquiries(filter: Omit<EnquiryFilter, "limit" | "offset"> = {}): Promise<number> {
  const { count } = await filtered(filter)
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function enquiryById(id: string): Promise<Enquiry | undefined> {
  const row = await db().selectFrom("enquiry").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toEnquiry(row);
}

/** Moves an enquiry along: new, contacted, visited, enrolled, closed (in any order). */
export async function setEnquiryStatus(id: string, status: EnquiryStatus, actor: Actor): Promise<Enquiry> {
  if (!isEnquiryStatus(status)) throw new DomainError("Choose a status from the list.");
  return db()
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .updateTable("enquiry")
        .set({ status, status_changed_at: nowIso(), status_changed_by: actor.id })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new DomainError("This enquiry no longer exists.");
      const who = row.name ?? "an enquiry";
      await auditBy(actor, "changed", "enquiry", id, `Marked ${who} as ${status}`, trx);
      return toEnquiry(row);
    });
}
