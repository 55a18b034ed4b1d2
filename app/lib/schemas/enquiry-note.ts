// An enquiry's note form: one text, trimmed, not empty, within ENQUIRY_NOTE_MAX.
import { z } from "zod";
import { ENQUIRY_NOTES } from "~/copy/enquiry-inbox";
import { ENQUIRY_NOTE_MAX } from "~/copy/limits";

export const enquiryNoteFormSchema = z.object({
  intent: z.literal("add-note"),
  note: z
    .string({ error: ENQUIRY_NOTES.empty })
    .trim()
    .min(1, ENQUIRY_NOTES.empty)
    .max(ENQUIRY_NOTE_MAX, ENQUIRY_NOTES.tooLong(ENQUIRY_NOTE_MAX)),
});
