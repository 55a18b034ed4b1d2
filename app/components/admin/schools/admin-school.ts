// A school as School Management shows and edits it (the page's loader builds it).
import type { SchoolPicture } from "~/components/site/schools/school-card";

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
  /** When the school was last saved; the edit form sends it back (optimistic concurrency). */
  updatedAt: string;
};
