// The Enquiries inbox's filters from its URL (lib/enquiry-filters.ts says what they are): each value
// checked against the allowed ones, an unknown one ignored, never an error. Used by the loaders.
import { z } from "zod";
import { ENQUIRY_KINDS, ENQUIRY_STATUSES } from "~/copy/enquiries";
import { isCalendarDate } from "~/copy/locale";
import { canonicalSchoolSlug } from "~/copy/schools";
import { SPAM_FILTERS } from "~/lib/enquiry-filters";

export * from "~/lib/enquiry-filters";

const SEARCH_MAX = 100;
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
