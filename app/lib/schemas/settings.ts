// Site Settings form. The server module (settings.server.ts) checks the same rules again when it
// saves; this schema gives the form its field messages.
import { z } from "zod";

/** A phone number as staff write it: digits, spaces, brackets and dashes, with an optional +. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;

function webAddress(name: string) {
  return z
    .url({
      protocol: /^https?$/,
      error: `The ${name} link must be a web address starting with https://.`,
    })
    .max(500, `The ${name} link is too long.`)
    .optional();
}

export const SAVE_SETTINGS_INTENT = "save-settings";

export const settingsSchema = z.object({
  intent: z.literal(SAVE_SETTINGS_INTENT),
  officeAddress: z.string().trim().max(300, "The address is too long.").optional(),
  officePhone: z.string().trim().regex(PHONE_PATTERN, "Enter the office phone number.").optional(),
  officeEmail: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email("Enter a valid office email address."))
    .optional(),
  whatsappSupportNumber: z
    .string()
    .trim()
    .regex(PHONE_PATTERN, "Enter the WhatsApp number with its country code, such as +91 98765 43210.")
    .optional(),
  admissionsPhone: z
    .string()
    .trim()
    .regex(PHONE_PATTERN, "Enter the admissions phone number with its country code, such as +91 98765 43210.")
    .optional(),
  facebookUrl: webAddress("Facebook"),
  instagramUrl: webAddress("Instagram"),
  youtubeUrl: webAddress("YouTube"),
  admissionsYear: z
    .string({ error: "Write the admissions year like 2025-26." })
    .trim()
    .regex(/^\d{4}-\d{2}$/, "Write the admissions year like 2025-26.")
    .refine((value) => {
      const [start, end] = value.split("-").map(Number);
      return (start! + 1) % 100 === end;
    }, "The second part is the year after the first, such as 2025-26."),
});

export type SettingsForm = z.infer<typeof settingsSchema>;
