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

/** The delivery select's value for each message as it comes; the others are a digest's time. */
export const EACH_MESSAGE = "each";
/** The times a daily digest can be chosen at (India time): every whole hour. */
export const DIGEST_TIMES = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, "0")}:00`);

export const addRecipientSchema = z.object({
  intent: z.literal(ADD_RECIPIENT_INTENT),
  address: z
    .string({ error: "Enter an e-mail address such as office@example.org." })
    .trim()
    .toLowerCase()
    .max(200, "The address is too long.")
    .pipe(z.email("Enter an e-mail address such as office@example.org.")),
  school: z.enum([WHOLE_GROUP, ...SCHOOL_SLUGS], { error: "Choose a school, or the whole group." }),
  delivery: z.enum([EACH_MESSAGE, ...DIGEST_TIMES], {
    error: "Choose each message, or a daily digest's time.",
  }),
});

export const removeRecipientSchema = z.object({
  intent: z.literal(REMOVE_RECIPIENT_INTENT),
  id: z.string().min(1).max(100),
});
