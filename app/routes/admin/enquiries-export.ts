// GET /admin/enquiries/export.csv: the inbox's filtered list as a spreadsheet, oldest first.
import { ENQUIRY_KIND_LABELS, ENQUIRY_STATUS_LABELS } from "~/copy/enquiries";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { adminDateTime } from "~/lib/admin-format";
import { toCsv } from "~/lib/csv";
import { enquiryFilterOf, parseEnquiryQuery } from "~/lib/enquiry-filters";
import { enquiriesForExport } from "~/server/enquiries/enquiries.server";
import { schoolNames } from "~/server/enquiries/inbox.server";
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
