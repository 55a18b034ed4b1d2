// GET /admin/events/:id/registrations.csv: an event's registrations (the screen's search and
// filter applied) as a spreadsheet, Excel-safe as the enquiries' (lib/csv.ts), times in India time.
import { CSV_HEADER } from "~/copy/admin-registrations";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { REGISTRATION_STATUS_LABELS } from "~/copy/registrations";
import { adminDateTime } from "~/lib/admin-format";
import { toCsv } from "~/lib/csv";
import { displayedReference } from "~/lib/schemas/registration";
import { registrationsEvent, registrationsQuery, schoolName } from "~/server/registrations/admin-page.server";
import { listRegistrations, REGISTRATIONS_LIST_MAX } from "~/server/registrations/queries.server";
import { requireStaff } from "~/server/staff/auth.server";
import type { Route } from "./+types/event-registrations-export";

const at = (iso: string | null) => (iso ? adminDateTime(iso) : null);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const event = await registrationsEvent(params.id);
  const query = registrationsQuery(new URL(request.url).searchParams);
  const { items } = await listRegistrations(event.id, {
    filter: query.filter,
    search: query.q,
    limit: REGISTRATIONS_LIST_MAX,
  });
  const rows = items.map((registration) => [
    displayedReference(registration.reference),
    REGISTRATION_STATUS_LABELS[registration.status],
    registration.queueNumber,
    registration.parentName,
    registration.phone,
    registration.email,
    registration.childName,
    registration.childClass,
    schoolName(registration.schoolSlug),
    registration.seats,
    registration.note,
    adminDateTime(registration.createdAt),
    at(registration.movedUpAt),
    at(registration.attendedAt),
    at(registration.cancelledAt),
    registration.cancelReason,
    registration.source === "office" ? "Office" : "Website",
  ]);
  const name = event.slug.replace(/[^a-z0-9-]/gi, "").slice(0, 60) || "event";
  return new Response(toCsv(CSV_HEADER, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="registrations-${name}-${todayInSchoolTimeZone()}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
