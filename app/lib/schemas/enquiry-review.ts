// The forms of an enquiry's page (DECISIONS.md "Enquiries"): a new status, or "Not spam" on an
// enquiry kept as suspected spam (docs/decisions/012-enquiries-never-lost.md).
import { z } from "zod";
import { enquiryStatusFormSchema } from "./enquiry-status";

export const enquiryNotSpamFormSchema = z.object({ intent: z.literal("not-spam") });

export const enquiryReviewFormSchema = z.discriminatedUnion("intent", [
  enquiryStatusFormSchema,
  enquiryNotSpamFormSchema,
]);
