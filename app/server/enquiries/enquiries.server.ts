// Admission enquiries, campus-visit requests and contact messages. The visitor's WhatsApp chat
// is the real conversation; this copy gives staff an inbox with a status per enquiry.
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import {
  CAMPUS_VISIT_TIME_SLOTS,
  ENQUIRY_STATUS_LABELS,
  INVALID_SCHOOL,
  isCampusVisitTimeSlot,
  isEnquiryStatus,
  MISSING_INFORMATION,
} from "~/copy/enquiries";
import { ENQUIRY_FIELD_MESSAGES, ENQUIRY_REPEAT_WINDOW_MS } from "~/copy/enquiry-copy";
import { CHILD_AGE_MAX, CHILD_AGE_MIN, EXPORT_ROWS_MAX } from "~/copy/limits";
import { isCalendarDate, nextCalendarDate, startOfSchoolDay, todayInSchoolTimeZone } from "~/copy/locale";
import { canonicalSchoolSlug, offeredGrades, type SchoolSlug } from "~/copy/schools";
import { type Actor, auditBy } from "../audit.server";
import { db } from "../db/db.server";
import type { EnquiryKind, EnquiryStatus, EnquiryTable } from "../db/schema";
import { columnContains } from "../db/text-search.server";
import { bool, instant, nowIso } from "../db/values.server";
import { beforeDeadline } from "../deadline.server";
import { DomainError, goneError } from "../domain-error.server";
import { enquiryLetter, queueOfficeLetter } from "../mail/office-mail.server";
import { wakeMailSender } from "../mail/sender.server";
import { type Paged, type PageRequest, page } from "../paging.server";
import { queueEnquiryPush } from "../push/office-push.server";
import { wakePushSender } from "../push/sender.server";
import { schoolBySlug } from "../schools/schools.server";
import { inTransaction } from "../transaction.server";
import { enquiryFingerprint, oneAtATime } from "./repeats.server";

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
  /** The tracker's session id of the visit it was sent from, when known (checked by the caller). */
  visitorSessionId?: string | null;
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
  /** When it last arrived: later than createdAt once the same enquiry was sent again. */
  lastSentAt: string;
  /** How often the same enquiry arrived (a double tap or a retry counts here, not as a new row). */
  timesSent: number;
  /** Kept, but sent while its address was beyond the allowance; staff can clear the mark. */
  suspectedSpam: boolean;
  statusChangedAt: string | null;
  statusChangedBy: string | null;
  /** The name of the staff member who last changed the status (null if unknown or removed). */
  statusChangedByName: string | null;
};

export type EnquiryFilter = PageRequest & {
  kind?: EnquiryKind;
  status?: EnquiryStatus;
  schoolSlug?: string;
  /** Received on or after this calendar date (yyyy-MM-dd, in the schools' time zone). */
  from?: string;
  /** Received on or before this calendar date (inclusive). */
  to?: string;
  /** Part of a name, the child's name, a phone number or an email address. */
  search?: string;
  /** true: only suspected spam; false: none of it; absent: everything. */
  suspectedSpam?: boolean;
};

const REQUIRED: Record<EnquiryKind, readonly (keyof EnquiryInput)[]> = {
  admission: ["name", "childName", "phone", "schoolSlug"],
  campus_visit: ["name", "phone", "schoolSlug", "campus", "timeSlot", "preferredDate"],
  contact: [],
};

const SHORT_TEXT_MAX = 200;
const MESSAGE_MAX = 5000;

type EnquiryRow = Selectable<EnquiryTable> & { changed_by_name?: string | null };

function toEnquiry(row: EnquiryRow): Enquiry {
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
    lastSentAt: instant(row.last_sent_at ?? row.created_at),
    timesSent: Number(row.times_sent),
    suspectedSpam: bool(row.suspected_spam),
    statusChangedAt: instant(row.status_changed_at),
    statusChangedBy: row.status_changed_by,
    statusChangedByName: row.changed_by_name ?? null,
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

export type RecordingOptions = {
  /** Asked only for a new enquiry (not one sent again): whether to keep it marked suspected spam. */
  isSuspectedSpam?: () => boolean | Promise<boolean>;
  /**
   * When it fires, the recording stops waiting and fails with the signal's reason, and no further
   * step begins: no write starts after it. A write already sent may still land; the same enquiry
   * sent again is then folded into it.
   */
  signal?: AbortSignal;
};

/**
 * Keeps a copy of an enquiry the visitor has just sent over WhatsApp. Every enquiry that passes the
 * checks is kept; the same one sent again within ENQUIRY_REPEAT_WINDOW_MS is folded into the
 * first (counted, its last time updated) instead of appearing twice in the inbox.
 */
export async function recordEnquiry(
  input: EnquiryInput,
  now = new Date(),
  { isSuspectedSpam = () => false, signal }: RecordingOptions = {},
): Promise<Enquiry> {
  const step = <T>(work: () => Promise<T>) => beforeDeadline(signal, work);
  const { school, age, ...answers } = checked(input, todayInSchoolTimeZone(now));
  const { grade } = answers;
  if (school && grade) await step(() => refuseGradeNotOffered(school, grade));
  const fingerprint = enquiryFingerprint({ kind: input.kind, ...answers, schoolSlug: school, childAge: age });
  const sentAt = now.toISOString();
  // Waiting behind an earlier copy of the same enquiry counts towards the deadline too.
  return step(() =>
    oneAtATime(fingerprint, async () => {
      const repeat = await foldRepeat(fingerprint, now, step);
      if (repeat) return toEnquiry(repeat);
      const suspectedSpam = await step(async () => isSuspectedSpam());
      // The office's e-mail is written with the enquiry: both are kept, or neither.
      const enquiry = await step(() =>
        inTransaction(async (trx) => {
          const row = await trx
            .insertInto("enquiry")
            .values({
              id: randomUUID(),
              kind: input.kind,
              status: "new",
              school_slug: school,
              name: answers.name,
              child_name: answers.childName,
              child_age: age,
              phone: answers.phone,
              email: answers.email,
              grade: answers.grade,
              campus: answers.campus,
              preferred_date: answers.preferredDate,
              time_slot: answers.timeSlot,
              message: answers.message,
              created_at: sentAt,
              last_sent_at: sentAt,
              times_sent: 1,
              suspected_spam: suspectedSpam,
              fingerprint,
              visitor_session_id: input.visitorSessionId ?? null,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const enquiry = toEnquiry(row);
          if (!suspectedSpam) {
            await queueOfficeLetter(trx, enquiryLetter(enquiry), school, now);
            await queueEnquiryPush(trx, enquiry, now);
          }
          return enquiry;
        }),
      );
      if (!suspectedSpam) {
        wakeMailSender();
        wakePushSender();
      }
      return enquiry;
    }),
  );
}

async function refuseGradeNotOffered(slug: SchoolSlug, grade: string) {
  const school = await schoolBySlug(slug);
  if (!offeredGrades(slug, school?.grades).includes(grade))
    throw new DomainError(ENQUIRY_FIELD_MESSAGES.grade, { field: "grade" });
}

/** Counts the same enquiry once more when it was last sent within the window; undefined otherwise. */
async function foldRepeat(fingerprint: string, now: Date, step: <T>(work: () => Promise<T>) => Promise<T>) {
  const since = new Date(now.getTime() - ENQUIRY_REPEAT_WINDOW_MS).toISOString();
  const earlier = await step(() =>
    db()
      .selectFrom("enquiry")
      .select("id")
      .where("fingerprint", "=", fingerprint)
      .where("last_sent_at", ">=", since)
      .orderBy("last_sent_at", "desc")
      .limit(1)
      .executeTakeFirst(),
  );
  if (!earlier) return undefined;
  return step(() =>
    db()
      .updateTable("enquiry")
      .set((eb) => ({ times_sent: eb("times_sent", "+", 1), last_sent_at: now.toISOString() }))
      .where("id", "=", earlier.id)
      .returningAll()
      .executeTakeFirst(),
  );
}

const SEARCH_MAX = 100;

function filtered(filter: EnquiryFilter) {
  let query = db().selectFrom("enquiry");
  if (filter.kind) query = query.where("enquiry.kind", "=", filter.kind);
  if (filter.status) query = query.where("enquiry.status", "=", filter.status);
  if (filter.suspectedSpam !== undefined)
    query = query.where("enquiry.suspected_spam", "=", filter.suspectedSpam);
  if (filter.schoolSlug)
    query = query.where("enquiry.school_slug", "=", canonicalSchoolSlug(filter.schoolSlug) ?? "");
  if (filter.from && isCalendarDate(filter.from))
    query = query.where("enquiry.created_at", ">=", startOfSchoolDay(filter.from));
  if (filter.to && isCalendarDate(filter.to))
    query = query.where("enquiry.created_at", "<", startOfSchoolDay(nextCalendarDate(filter.to)));
  const search = filter.search?.trim().slice(0, SEARCH_MAX);
  if (search) {
    query = query.where((eb) =>
      eb.or(
        (["name", "child_name", "phone", "email"] as const).map((column) =>
          columnContains(`enquiry.${column}`, search),
        ),
      ),
    );
  }
  return query;
}

/** Every column, and the name of whoever last changed the status. */
function withChangedBy(query: ReturnType<typeof filtered>) {
  return query
    .leftJoin("user", "user.id", "enquiry.status_changed_by")
    .selectAll("enquiry")
    .select("user.name as changed_by_name");
}

/** The Enquiries inbox: newest first, filtered by kind, status and school. */
export async function listEnquiries(filter: EnquiryFilter = {}): Promise<Paged<Enquiry>> {
  const { limit, offset } = page(filter);
  const [rows, total] = await Promise.all([
    withChangedBy(filtered(filter))
      .orderBy("enquiry.created_at", "desc")
      .orderBy("enquiry.id", "asc")
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
  const rows = await withChangedBy(filtered(filter))
    .orderBy("enquiry.created_at", "asc")
    .orderBy("enquiry.id", "asc")
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
  const row = await withChangedBy(db().selectFrom("enquiry")).where("enquiry.id", "=", id).executeTakeFirst();
  return row && toEnquiry(row);
}

export type EnquiryStatusChange = { summary: string; by: string | null; at: string };

/** Every status change of one enquiry, newest first (from the audit log). */
export async function enquiryHistory(id: string): Promise<EnquiryStatusChange[]> {
  const rows = await db()
    .selectFrom("audit_log")
    .select(["summary", "actor_name", "created_at"])
    .where("entity_type", "=", "enquiry")
    .where("entity_id", "=", id)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(100)
    .execute();
  return rows.map((row) => ({ summary: row.summary ?? "", by: row.actor_name, at: instant(row.created_at) }));
}

/** Moves an enquiry along: new, contacted, visited, enrolled, closed (in any order). */
export async function setEnquiryStatus(id: string, status: EnquiryStatus, actor: Actor): Promise<Enquiry> {
  if (!isEnquiryStatus(status)) throw new DomainError("Choose a status from the list.", { field: "status" });
  return db()
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .updateTable("enquiry")
        .set({ status, status_changed_at: nowIso(), status_changed_by: actor.id })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw goneError("This enquiry no longer exists.");
      const who = row.name ?? "an enquiry";
      await auditBy(
        actor,
        "changed",
        "enquiry",
        id,
        `Marked ${who} as ${ENQUIRY_STATUS_LABELS[status]}`,
        trx,
      );
      return toEnquiry({ ...row, changed_by_name: actor.name });
    });
}

/** Clears the suspected-spam mark of an enquiry staff recognise as a real family's. */
export async function markEnquiryNotSpam(id: string, actor: Actor): Promise<Enquiry> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .updateTable("enquiry")
        .set({ suspected_spam: false })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw goneError("This enquiry no longer exists.");
      await auditBy(actor, "changed", "enquiry", id, `Marked ${row.name ?? "an enquiry"} as not spam`, trx);
      return toEnquiry(row);
    });
}
