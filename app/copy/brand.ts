// Who the site speaks for. The group and founder are fictional demo names; a real deployment
// changes them here.
export const SCHOOL_GROUP_NAME = "Thenpalli Group of Schools";
export const SCHOOL_GROUP_SHORT_NAME = "Thenpalli Schools";
export const SCHOOL_GROUP_TAGLINE = "Nurturing Happy Minds, Building Bright Futures";
export const SCHOOL_GROUP_MOTTO = "Happy Child is a Successful Child";
export const COPYRIGHT_YEAR = 2025;

export const FOUNDER = {
  name: "Mrs. Kavitha Raman",
  role: "Correspondent",
  portraitKey: "founder-portrait",
} as const;
