// Settings' office e-mail: adding a recipient (an address, for one school or the whole group),
// removing one, and the test e-mail. The server (app/server/mail/recipients.server.ts) checks the
// same rules again when it saves.
import { z } from "zod";
import { SCHOOL_SLUGS } from "~/copy/schools";

export const ADD_RECIPIENT_INTENT = "add-mail-recipient";
export const REMOVE_RECIPIENT_INTENT = "remove-mail-recipient";
export const SEND_TEST_MAIL_INTENT = "send-test-mail";

/** The school select's value for "the whole group". */
export const WHOLE_GROUP = "all";

export const addRecipientSchema = z.object({
  intent: z.literal(ADD_RECIPIENT_INTENT),
  address: z
    .string({ error: "Enter an e-mail address such as office@example.org." })
    .trim()
    .toLowerCase()
    .max(200, "The address is too long.")
    .pipe(z.email("Enter an e-mail address such as office@example.org.")),
  school: z.enum([WHOLE_GROUP, ...SCHOOL_SLUGS], { error: "Choose a school, or the whole group." }),
});

export const removeRecipientSchema = z.object({
  intent: z.literal(REMOVE_RECIPIENT_INTENT),
  id: z.string().min(1).max(100),
});
