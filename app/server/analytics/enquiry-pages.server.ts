// Which pages led to an enquiry: for the enquiries received in the range that remember the visit
// they were sent from (enquiry.visitor_session_id), the pages that visit viewed before sending and
// the page it started on. Enquiries suspected of being spam are left out.
import { sql } from "kysely";
import type { EnquiryPage } from "~/views/analytics";
import { db } from "../db/db.server";
import { page } from "../paging.server";
import { type AnalyticsRange, intervalOf } from "./range-tallies.server";

export type { EnquiryPage };

type Count = number | string | bigint;

function enquiriesInRange(range: AnalyticsRange) {
  const { from, to } = intervalOf(range);
  return db()
    .selectFrom("enquiry")
    .where("enquiry.created_at", ">=", new Date(from).toISOString())
    .where("enquiry.created_at", "<", new Date(to).toISOString())
    .where("enquiry.visitor_session_id", "is not", null)
    .where("enquiry.suspected_spam", "=", false);
}

/** Pages by how many enquiries followed a visit to them, most first (then landings, then address). */
export async function enquiryPages(range: AnalyticsRange, limit = 10): Promise<EnquiryPage[]> {
  const [viewed, landed] = await Promise.all([
    enquiriesInRange(range)
      .innerJoin("page_view", "page_view.session_id", "enquiry.visitor_session_id")
      .whereRef("page_view.created_at", "<=", "enquiry.created_at")
      .select(["page_view.page_url as page", sql<Count>`count(distinct enquiry.id)`.as("enquiries")])
      .groupBy("page_view.page_url")
      .execute(),
    // Each enquiry's visit looked up by its unique session id: joined instead, PostgreSQL scans
    // every session to hash them when the range holds a few thousand enquiries. A visit whose raw
    // rows are gone gives no page (null), left out below.
    db()
      .selectFrom(
        enquiriesInRange(range)
          .select((eb) =>
            eb
              .selectFrom("visitor_session")
              .select("visitor_session.landing_page")
              .whereRef("visitor_session.session_id", "=", "enquiry.visitor_session_id")
              .as("page"),
          )
          .as("landing"),
      )
      .select(["landing.page", sql<Count>`count(*)`.as("enquiries")])
      .groupBy("landing.page")
      .execute(),
  ]);
  const pages = new Map<string, EnquiryPage>();
  const entry = (pageUrl: string) => {
    const found = pages.get(pageUrl) ?? { pageUrl, enquiries: 0, asLandingPage: 0 };
    pages.set(pageUrl, found);
    return found;
  };
  for (const row of viewed) entry(row.page).enquiries = Number(row.enquiries);
  for (const row of landed) if (row.page !== null) entry(row.page).asLandingPage = Number(row.enquiries);
  return [...pages.values()]
    .sort(
      (a, b) =>
        b.enquiries - a.enquiries ||
        b.asLandingPage - a.asLandingPage ||
        (a.pageUrl < b.pageUrl ? -1 : a.pageUrl > b.pageUrl ? 1 : 0),
    )
    .slice(0, page({ limit }, 10, 50).limit);
}
