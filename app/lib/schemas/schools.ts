// The School Management dialog's form. The schools domain module (schools.server.ts) checks the
// same limits again when it saves; this schema gives the form its field messages.
import { z } from "zod";
import { SCHOOL_LIMITS as LIMITS, SCHOOL_MESSAGES as MESSAGES } from "~/copy/admin-schools";
import { canonicalSchoolSlug } from "~/copy/schools";
import { PHONE_PATTERN } from "./settings";

export const SAVE_SCHOOL_INTENT = "save-school";

/**
 * A picture's address as the image field keeps it: a path on this site (an upload) or an https
 * address, never `javascript:`, `data:` or a protocol-relative `//host`.
 */
export function isImageAddress(value: string) {
  if (value.length > LIMITS.imageUrl || /\s|\\/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

function optionalText(max: number, message: string) {
  return z.string().trim().max(max, message).optional();
}

function list(itemMax: number, countMax: number, message: string) {
  return z.array(z.string().trim().max(itemMax, message)).max(countMax, message).optional();
}

const imageAddress = z.string().trim().refine(isImageAddress, MESSAGES.image).optional();

const richText = z
  .string({ error: MESSAGES.aboutTooLong })
  .max(LIMITS.about, MESSAGES.aboutTooLong)
  .optional();

/** One photo of the carousel as the dialog posts it (images[0].url, images[0].titleTa…). */
const photo = z.object({
  url: z.string({ error: MESSAGES.photoPicture }).trim().refine(isImageAddress, MESSAGES.image),
  title: optionalText(LIMITS.photoTitle, MESSAGES.photoTitle),
  titleTa: optionalText(LIMITS.photoTitle, MESSAGES.photoTitle),
  description: optionalText(LIMITS.photoDescription, MESSAGES.photoDescription),
  descriptionTa: optionalText(LIMITS.photoDescription, MESSAGES.photoDescription),
});

export const schoolFormSchema = z.object({
  intent: z.literal(SAVE_SCHOOL_INTENT),
  slug: z
    .string({ error: MESSAGES.unknownSchool })
    .trim()
    .refine((slug) => canonicalSchoolSlug(slug) !== undefined, MESSAGES.unknownSchool),
  /** When the dialog's school was loaded: a newer save refuses this one (STALE_EDIT_MESSAGE). */
  updatedAt: z
    .string({ error: MESSAGES.reload })
    .trim()
    .max(40, MESSAGES.reload)
    .refine((value) => !Number.isNaN(Date.parse(value)), MESSAGES.reload),
  name: z
    .string({ error: MESSAGES.nameRequired })
    .trim()
    .min(1, MESSAGES.nameRequired)
    .max(LIMITS.name, MESSAGES.nameTooLong),
  location: optionalText(LIMITS.location, MESSAGES.locationTooLong),
  address: optionalText(LIMITS.address, MESSAGES.addressTooLong),
  phone: z.string().trim().regex(PHONE_PATTERN, MESSAGES.phone).optional(),
  whatsapp: z.string().trim().regex(PHONE_PATTERN, MESSAGES.whatsapp).optional(),
  email: z.string().trim().max(LIMITS.email, MESSAGES.email).pipe(z.email(MESSAGES.email)).optional(),
  affiliation: optionalText(LIMITS.affiliation, MESSAGES.affiliationTooLong),
  description: optionalText(LIMITS.description, MESSAGES.descriptionTooLong),
  /** Optional Tamil versions, within the English fields' limits. */
  locationTa: optionalText(LIMITS.location, MESSAGES.locationTooLong),
  descriptionTa: optionalText(LIMITS.description, MESSAGES.descriptionTooLong),
  featuresTa: list(LIMITS.feature, LIMITS.features, MESSAGES.features),
  headerImage: imageAddress,
  logoImage: imageAddress,
  features: list(LIMITS.feature, LIMITS.features, MESSAGES.features),
  grades: list(LIMITS.grade, LIMITS.grades, MESSAGES.grades),
  gradesTa: list(LIMITS.grade, LIMITS.grades, MESSAGES.grades),
  tagline: optionalText(LIMITS.tagline, MESSAGES.taglineTooLong),
  taglineTa: optionalText(LIMITS.tagline, MESSAGES.taglineTooLong),
  addressTa: optionalText(LIMITS.address, MESSAGES.addressTooLong),
  ageRange: optionalText(LIMITS.figure, MESSAGES.figureTooLong),
  studentCount: optionalText(LIMITS.figure, MESSAGES.figureTooLong),
  mapQuery: optionalText(LIMITS.mapQuery, MESSAGES.mapQueryTooLong),
  about: richText,
  aboutTa: richText,
  images: z.array(photo).max(LIMITS.photos, MESSAGES.photos).optional(),
});
