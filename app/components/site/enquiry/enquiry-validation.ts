// The forms' rules in the browser: a chunk of its own, fetched on demand (useRulesOnDemand in
// use-enquiry-form.ts), because zod is heavier than everything else the public pages load. The
// rules are the server's own; their messages come with the island (the page's language).
import type { EnquiryRuleMessages } from "~/copy/enquiry-copy";
import { canonicalSchoolSlug, type SchoolSlug } from "~/copy/schools";
import {
  type AdmissionEnquiry,
  type CampusVisit,
  type EnquiryProblem,
  enquirySchemas,
} from "~/lib/schemas/enquiry";

export type Checked<T> =
  | { ok: true; value: T; school: SchoolSlug | undefined }
  | { ok: false; problem: EnquiryProblem };

export function checkAdmission(
  values: Record<string, string>,
  messages?: EnquiryRuleMessages,
): Checked<AdmissionEnquiry> {
  const rules = enquirySchemas(messages);
  const parsed = rules.admission.safeParse(values);
  return parsed.success
    ? { ok: true, value: parsed.data, school: canonicalSchoolSlug(parsed.data.school) }
    : { ok: false, problem: rules.problem(parsed.error) };
}

export function checkCampusVisit(
  values: Record<string, string>,
  messages?: EnquiryRuleMessages,
): Checked<CampusVisit> {
  const rules = enquirySchemas(messages);
  const parsed = rules.campusVisit.safeParse(values);
  return parsed.success
    ? { ok: true, value: parsed.data, school: canonicalSchoolSlug(parsed.data.school) }
    : { ok: false, problem: rules.problem(parsed.error) };
}
