// A school as School Management shows and edits it (the page's loader builds it).
import type { SchoolPicture } from "~/components/site/schools/school-card";

export type AdminSchoolPhoto = {
  url: string;
  previewUrl: string | null;
  title: string;
  titleTa: string;
  description: string;
  descriptionTa: string;
};

export type AdminSchool = {
  slug: string;
  name: string;
  location: string | null;
  address: string | null;
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  affiliation: string | null;
  description: string | null;
  /** Optional Tamil versions; null or []: the Tamil pages show the English text. */
  locationTa: string | null;
  descriptionTa: string | null;
  featuresTa: string[];
  /** The stored address of the header picture, and what the card and the image field draw. */
  headerImage: string | null;
  header: SchoolPicture | null;
  headerPreview: string | null;
  logoImage: string | null;
  logoPreview: string | null;
  features: string[];
  grades: string[];
  gradesTa: string[];
  tagline: string | null;
  ageRange: string | null;
  studentCount: string | null;
  mapQuery: string | null;
  taglineTa: string | null;
  addressTa: string | null;
  /** The long About text (rich text) and its Tamil version. */
  about: string | null;
  aboutTa: string | null;
  /** The carousel's photos in order, each with what the image field previews. */
  images: AdminSchoolPhoto[];
  /** When the school was last saved; the edit form sends it back (optimistic concurrency). */
  updatedAt: string;
};
