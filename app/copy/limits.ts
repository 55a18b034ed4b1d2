// Limits the spec fixes (§5, §9), then page sizes and caps of our own choosing.

export const NEWS_LIMIT = 10;
export const RECENT_ACTIVITY_LIMIT = 5;
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;
export const SCHOOL_CARD_FEATURES_MAX = 3;
export const CHILD_AGE_MIN = 1;
export const CHILD_AGE_MAX = 18;

export const UPLOAD_MAX_FILES = { default: 5, mediaLibrary: 10, singleImage: 1 } as const;
export const UPLOAD_CACHE_CONTROL_SECONDS = 3600;

// Our caps: every list the server returns is bounded, whatever the caller asks for.
export const SLIDES_MAX = 50;
export const GALLERY_PAGE_SIZE = 60;
export const EVENTS_PAGE_SIZE = 50;
export const NEWS_ARCHIVE_PAGE_SIZE = 10;
export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_PAGE_SIZE_MAX = 200;
export const EXPORT_ROWS_MAX = 10_000;
export const ENQUIRY_NOTE_MAX = 2000;
