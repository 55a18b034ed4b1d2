// Filled in by the page that owns it (see app/i18n/README.md).
export const events = {};
