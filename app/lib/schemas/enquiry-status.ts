// The one form of an enquiry's page: a new status (DECISIONS.md "Enquiries").
import { z } from "zod";
import { ENQUIRY_STATUSES } from "~/copy/enquiries";

export const enquiryStatusFormSchema = z.object({
  intent: z.literal("set-status"),
  status: z.enum(ENQUIRY_STATUSES, { error: "Choose a status from the list." }),
});
