// GET /admin/newsletter/export.csv: the subscribers (or those matching the page's search), oldest first.
import { todayInSchoolTimeZone } from "~/copy/locale";
import { adminDateTime } from "~/lib/admin-format";
import { toCsv } from "~/lib/csv";
import { newsletterSubscribers } from "~/server/news/newsletter.server";
import { requireStaff } from "~/server/staff/auth.server";
import type { Route } from "./+types/newsletter-export";

const HEADER = ["Email", "Subscribed", "Where"] as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const search = (new URL(request.url).searchParams.get("q") ?? "").trim().toLowerCase().slice(0, 200);
  const subscribers = (await newsletterSubscribers()).filter((s) => !search || s.email.includes(search));
  const rows = subscribers.map((s) => [s.email, adminDateTime(s.subscribedAt), s.source]);
  return new Response(toCsv(HEADER, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="newsletter-${todayInSchoolTimeZone()}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
