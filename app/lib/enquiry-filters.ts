// The Enquiries inbox keeps its filters in the URL (bookmarkable, and the CSV export uses the same
// ones). Whatever arrives there is checked against the allowed values: an unknown value is
// ignored, never an error.
// Zod's parser of the URL is in lib/schemas/enquiry-query.ts (the loaders'), which re-exports these.
import type { EnquiryQuery } from "~/lib/schemas/enquiry-query";

/** Suspected spam is listed with the rest unless the URL says to hide it or to show only it. */
export const SPAM_FILTERS = ["hide", "only"] as const;
export type SpamFilter = (typeof SPAM_FILTERS)[number];

/** The same filters as search params (page 1 left out), for links that keep them. */
export function enquiryQueryParams(query: Partial<EnquiryQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["q", "school", "kind", "status", "spam", "from", "to"] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return params;
}

/** Whether any filter narrows the list. */
export function isFiltered(query: EnquiryQuery): boolean {
  return Boolean(
    query.q || query.school || query.kind || query.status || query.spam || query.from || query.to,
  );
}

/** The filters in the shape the enquiry queries take them (app/server/enquiries/enquiries.server.ts). */
export function enquiryFilterOf(query: EnquiryQuery) {
  const { kind, status, school: schoolSlug, from, to, q: search, spam } = query;
  const suspectedSpam = spam === undefined ? undefined : spam === "only";
  return { kind, status, schoolSlug, from, to, search, suspectedSpam };
}
