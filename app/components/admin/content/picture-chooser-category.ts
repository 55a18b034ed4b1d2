import type { MediaCategory } from "~/copy/media";

/** Pictures in bodies go where news pictures go: the Media Library's General tab. */
export const BODY_PICTURE_CATEGORY: MediaCategory = "general";
