// School Management at /admin/schools (spec §2, §5, §8): its fixed texts and the limits of its form,
// shared by the page, its schema, the schools domain module and the tests.
import { META_DESCRIPTION_MAX, SCHOOL_CARD_FEATURES_MAX } from "./limits";
import type { SchoolSlug } from "./schools";

export const SCHOOLS_ADMIN_TITLE = "School Management";
export const SCHOOLS_ADMIN_DESCRIPTION =
  "The five schools as the website shows them. Edit a school to change its details, pictures, key features and classes.";

/**
 * The spec's admin list order (balar-kalikoodam, buds-blossoms, euro-kids, nursery-primary,
 * zee-litera), by canonical slug: the admin's spelling balar-kalikoodam stands for balar-kalikkoodam.
 */
export const ADMIN_SCHOOL_ORDER: readonly SchoolSlug[] = [
  "balar-kalikkoodam",
  "buds-blossoms",
  "euro-kids",
  "nursery-primary",
  "zee-litera",
];

export const NO_HEADER_IMAGE = "No header image";
export const SCHOOLS_LOAD_FAILED = "Failed to load schools data";
export const SCHOOL_SAVE_FAILED = "Failed to save school information. Please try again.";
export const SCHOOL_UPDATED = "School updated";
/** The title of the spec's admin failure toasts (§8, "Admin management"). */
export const ERROR_TITLE = "Error";

export const EDIT_SCHOOL_LABEL = "Edit";
export const EDIT_SCHOOL_TITLE = "Edit School";
export const SAVE_SCHOOL_LABEL = "Save Changes";

/** At most this many key features on a card; the rest are counted in a '+N more' badge. */
export const CARD_FEATURES_SHOWN = SCHOOL_CARD_FEATURES_MAX;
export function moreFeaturesLabel(hidden: number) {
  return `+${hidden} more`;
}

export const SCHOOL_FIELD_LABELS = {
  name: "School Name",
  location: "Location",
  address: "Address",
  phone: "Phone",
  whatsapp: "WhatsApp number",
  email: "Email",
  affiliation: "Affiliation",
  description: "Description",
  headerImage: "Header Image",
  logoImage: "Logo Image",
  features: "Key Features",
  grades: "Grades",
  tagline: "Tagline",
  about: "About the school",
  ageRange: "Age range",
  studentCount: "Number of students",
  mapQuery: "Map search",
  photos: "Photo carousel",
} as const;

export const AFFILIATION_PLACEHOLDER = "e.g., CBSE, State Board";

/** Our limits on what a school's fields may hold; the description is the spec's meta description. */
export const SCHOOL_LIMITS = {
  name: 200,
  location: 200,
  address: 300,
  affiliation: 100,
  description: META_DESCRIPTION_MAX,
  email: 254,
  imageUrl: 500,
  feature: 120,
  features: 20,
  grade: 40,
  grades: 20,
  tagline: 200,
  about: 200_000,
  figure: 40,
  mapQuery: 300,
  photos: 20,
  photoTitle: 120,
  photoDescription: 300,
} as const;

export const SCHOOL_MESSAGES = {
  unknownSchool: "Please select a valid school.",
  nameRequired: "Enter the school's name.",
  nameTooLong: `The school's name can have at most ${SCHOOL_LIMITS.name} characters.`,
  locationTooLong: `The location can have at most ${SCHOOL_LIMITS.location} characters.`,
  addressTooLong: `The address can have at most ${SCHOOL_LIMITS.address} characters.`,
  affiliationTooLong: `The affiliation can have at most ${SCHOOL_LIMITS.affiliation} characters.`,
  descriptionTooLong: `The description can have at most ${SCHOOL_LIMITS.description} characters.`,
  email: "Enter a valid email address.",
  phone: "Enter the phone number with its country code, such as +91 98765 43210.",
  whatsapp: "Enter the WhatsApp number with its country code, such as +91 98765 43210.",
  image: "This picture cannot be used. Upload it again.",
  features: `Each key feature can have at most ${SCHOOL_LIMITS.feature} characters, and a school at most ${SCHOOL_LIMITS.features} features.`,
  grades: `Each grade can have at most ${SCHOOL_LIMITS.grade} characters, and a school at most ${SCHOOL_LIMITS.grades} grades.`,
  reload: "This form is out of date. Reload the page and try again.",
  taglineTooLong: `The tagline can have at most ${SCHOOL_LIMITS.tagline} characters.`,
  figureTooLong: `A figure can have at most ${SCHOOL_LIMITS.figure} characters.`,
  mapQueryTooLong: `The map search can have at most ${SCHOOL_LIMITS.mapQuery} characters.`,
  aboutTooLong: "The About text is too long. Shorten it and try again.",
  photos: `A school can have at most ${SCHOOL_LIMITS.photos} carousel photos.`,
  photoPicture: "Choose a picture for this photo, or remove the photo.",
  photoTitle: `A photo's title can have at most ${SCHOOL_LIMITS.photoTitle} characters.`,
  photoDescription: `A photo's description can have at most ${SCHOOL_LIMITS.photoDescription} characters.`,
} as const;
