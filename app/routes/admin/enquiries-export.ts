// GET /admin/enquiries/export.csv: the inbox's filtered list as a spreadsheet, oldest first.
import { ENQUIRY_KIND_LABELS, ENQUIRY_STATUS_LABELS } from "~/copy/enquiries";
import { ENQUIRY_NOTES } from "~/copy/enquiry-inbox";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { adminDateTime } from "~/lib/admin-format";
import { toCsv } from "~/lib/csv";
import { enquiryFilterOf, parseEnquiryQuery } from "~/lib/schemas/enquiry-query";
import { enquiriesForExport } from "~/server/enquiries/enquiries.server";
import { schoolNames } from "~/server/enquiries/inbox.server";
import { type EnquiryNote, notesByEnquiry } from "~/server/enquiries/notes.server";
import { requireStaff } from "~/server/staff/auth.server";
import type { Route } from "./+types/enquiries-export";

const HEADER = [
  "Received",
  "Type",
  "Status",
  "School",
  "Name",
  "Child name",
  "Child age",
  "Phone",
  "Email",
  "Grade",
  "Campus",
  "Preferred date",
  "Time slot",
  "Message",
  ENQUIRY_NOTES.csvColumn,
  "Status changed",
  "Status changed by",
  "Times sent",
  "Last sent",
  "Suspected spam",
] as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const query = parseEnquiryQuery(new URL(request.url).searchParams);
  const [names, enquiries] = await Promise.all([schoolNames(), enquiriesForExport(enquiryFilterOf(query))]);
  const notes = await notesByEnquiry(enquiries.map((enquiry) => enquiry.id));
  const rows = enquiries.map((enquiry) => [
    adminDateTime(enquiry.createdAt),
    ENQUIRY_KIND_LABELS[enquiry.kind],
    ENQUIRY_STATUS_LABELS[enquiry.status],
    enquiry.schoolSlug ? (names.get(enquiry.schoolSlug) ?? enquiry.schoolSlug) : null,
    enquiry.name,
    enquiry.childName,
    enquiry.childAge,
    enquiry.phone,
    enquiry.email,
    enquiry.grade,
    enquiry.campus,
    enquiry.preferredDate,
    enquiry.timeSlot,
    enquiry.message,
    notesCell(notes.get(enquiry.id)),
    enquiry.statusChangedAt ? adminDateTime(enquiry.statusChangedAt) : null,
    enquiry.statusChangedByName,
    enquiry.timesSent,
    adminDateTime(enquiry.lastSentAt),
    enquiry.suspectedSpam ? "Yes" : "No",
  ]);
  return new Response(toCsv(HEADER, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="enquiries-${todayInSchoolTimeZone()}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** An enquiry's notes in one cell, oldest first, a line each: "28 Nov 2026, 10:05 am · Priya: Called back". */
function notesCell(notes: EnquiryNote[] | undefined) {
  if (!notes?.length) return null;
  return notes.map((note) => `${adminDateTime(note.at)} · ${note.by ?? "Someone"}: ${note.body}`).join("\n");
}
