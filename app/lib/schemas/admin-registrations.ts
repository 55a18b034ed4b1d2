// The registrations screen's forms (issue 29), checked in the browser (the dialogs' field
// messages) and again by the action; the seats module checks the seats once more as it writes.
import { z } from "zod";
import { ADMIN_REGISTRATION_RULES } from "~/copy/admin-registrations";
import { REGISTRATION_MESSAGES } from "~/copy/registrations";
import { CANCEL_REASON_MAX, registrationSchema } from "~/lib/schemas/registration";

/** What the registrations screen's action does; the check-in view's does only set-attended. */
export const REGISTRATION_INTENTS = [
  "add-registration",
  "cancel-registration",
  "move-up",
  "set-attended",
] as const;
export type RegistrationIntent = (typeof REGISTRATION_INTENTS)[number];

const registrationId = z
  .string({ error: REGISTRATION_MESSAGES.notFound })
  .trim()
  .min(1, REGISTRATION_MESSAGES.notFound)
  .max(100, REGISTRATION_MESSAGES.notFound);

export const cancelRegistrationSchema = z.object({
  intent: z.literal("cancel-registration"),
  registrationId,
  reason: z
    .string({ error: REGISTRATION_MESSAGES.reasonRequired })
    .trim()
    .min(1, REGISTRATION_MESSAGES.reasonRequired)
    .max(CANCEL_REASON_MAX, REGISTRATION_MESSAGES.reasonTooLong),
});

export const moveUpSchema = z.object({ intent: z.literal("move-up"), registrationId });

export const attendedSchema = z.object({
  intent: z.literal("set-attended"),
  registrationId,
  attended: z.enum(["yes", "no"], { error: REGISTRATION_MESSAGES.notFound }),
});

/** The add dialog's form: the public form's rules, in the office's words, for this event's seats. */
export function addRegistrationSchema(seatsMax: number) {
  return registrationSchema(ADMIN_REGISTRATION_RULES, seatsMax).extend({
    intent: z.literal("add-registration"),
  });
}
