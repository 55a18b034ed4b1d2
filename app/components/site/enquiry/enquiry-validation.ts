// The forms' rules in the browser: a chunk of its own, fetched on demand (useRulesOnDemand in
// use-enquiry-form.ts), because zod is heavier than everything else the public pages load.
import { canonicalSchoolSlug, type SchoolSlug } from "~/copy/schools";
import {
  type AdmissionEnquiry,
  admissionEnquirySchema,
  type CampusVisit,
  campusVisitSchema,
  type EnquiryProblem,
  enquiryProblem,
} from "~/lib/schemas/enquiry";

export type Checked<T> =
  | { ok: true; value: T; school: SchoolSlug | undefined }
  | { ok: false; problem: EnquiryProblem };

export function checkAdmission(values: Record<string, string>): Checked<AdmissionEnquiry> {
  const parsed = admissionEnquirySchema.safeParse(values);
  return parsed.success
    ? { ok: true, value: parsed.data, school: canonicalSchoolSlug(parsed.data.school) }
    : { ok: false, problem: enquiryProblem(parsed.error) };
}

export function checkCampusVisit(values: Record<string, string>): Checked<CampusVisit> {
  const parsed = campusVisitSchema.safeParse(values);
  return parsed.success
    ? { ok: true, value: parsed.data, school: canonicalSchoolSlug(parsed.data.school) }
    : { ok: false, problem: enquiryProblem(parsed.error) };
}
