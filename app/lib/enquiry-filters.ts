// The Enquiries inbox keeps its filters in the URL (bookmarkable, and the CSV export uses the same
// ones). Whatever arrives there is checked against the allowed values: an unknown value is
// ignored, never an error.
import { z } from "zod";
import { ENQUIRY_KINDS, ENQUIRY_STATUSES } from "~/copy/enquiries";
import { isCalendarDate } from "~/copy/locale";
import { canonicalSchoolSlug } from "~/copy/schools";

const SEARCH_MAX = 100;
/** Suspected spam is listed with the rest unless the URL says to hide it or to show only it. */
export const SPAM_FILTERS = ["hide", "only"] as const;
export type SpamFilter = (typeof SPAM_FILTERS)[number];
const PAGE_MAX = 10_000;

const optionalDate = z.string().refine(isCalendarDate).optional().catch(undefined);

const querySchema = z.object({
  school: z
    .string()
    .transform((value) => canonicalSchoolSlug(value))
    .optional()
    .catch(undefined),
  kind: z.enum(ENQUIRY_KINDS).optional().catch(undefined),
  status: z.enum(ENQUIRY_STATUSES).optional().catch(undefined),
  spam: z.enum(SPAM_FILTERS).optional().catch(undefined),
  from: optionalDate,
  to: optionalDate,
  q: z
    .string()
    .transform((value) => value.trim().slice(0, SEARCH_MAX) || undefined)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(PAGE_MAX).catch(1),
});

export type EnquiryQuery = z.output<typeof querySchema>;

/** The inbox's filters from a URL's search params; a reversed date range is put the right way round. */
export function parseEnquiryQuery(params: URLSearchParams): EnquiryQuery {
  const query = querySchema.parse(Object.fromEntries(params));
  if (query.from && query.to && query.from > query.to) return { ...query, from: query.to, to: query.from };
  return query;
}

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
