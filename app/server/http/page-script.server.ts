// Where the public pages' scripts are served from: the hashed files `npm run build` recorded in
// its manifests (vite.islands.config.ts), or the sources themselves under the dev server.
import { readFileSync } from "node:fs";
import path from "node:path";
import { PAGE_SCRIPT_ENTRY, PAGE_SCRIPT_MANIFEST, TRACKER_ENTRY, TRACKER_MANIFEST } from "~/lib/page-script";

const cached = new Map<string, string>();

/** The URL of `entry`'s built file, as the manifest written by its build names it. */
function builtScriptSrc(entry: string, manifestFile: string): string {
  if (import.meta.env.DEV) return `/${entry}`;
  const known = cached.get(entry);
  if (known) return known;
  const manifestPath = path.resolve(process.env.BUILD_DIR ?? "build", "client", manifestFile);
  let manifest: Record<string, { file: string }>;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  } catch {
    throw new Error(`The build is incomplete (${manifestPath} is missing): run npm run build.`);
  }
  const built = manifest[entry];
  if (!built) throw new Error(`${manifestPath} does not name ${entry}: run npm run build.`);
  const src = `/${built.file}`;
  cached.set(entry, src);
  return src;
}

/** The URL of the script every plain-HTML public page loads. */
export function publicPageScriptSrc(): string {
  return builtScriptSrc(PAGE_SCRIPT_ENTRY, PAGE_SCRIPT_MANIFEST);
}

/** The URL of the visitor tracker every public page loads (never the admin panel). */
export function visitorTrackerSrc(): string {
  return builtScriptSrc(TRACKER_ENTRY, TRACKER_MANIFEST);
}
