// What the public pages' header and footer read on every page (app/routes/site/layout.tsx), read
// from the database again only after a write to the public tables (kept-per-version.server.ts).
import { allSchools } from "../schools/schools.server";
import { siteSettings } from "../settings/settings.server";
import { keptPerCacheVersion } from "./kept-per-version.server";

export const keptSchools = keptPerCacheVersion(allSchools);
export const keptSettings = keptPerCacheVersion(siteSettings);
