// Where the public pages' script is served from: the hashed file `npm run build` recorded in its
// manifest (vite.enhance.config.ts), or the source itself under the dev server.
import { readFileSync } from "node:fs";
import path from "node:path";
import { PAGE_SCRIPT_ENTRY, PAGE_SCRIPT_MANIFEST } from "~/lib/page-script";

let cached: string | undefined;

/** The URL of the script every plain-HTML public page loads. */
export function publicPageScriptSrc(): string {
  if (import.meta.env.DEV) return `/${PAGE_SCRIPT_ENTRY}`;
  if (cached) return cached;
  const manifestPath = path.resolve(process.env.BUILD_DIR ?? "build", "client", PAGE_SCRIPT_MANIFEST);
  let manifest: Record<string, { file: string }>;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  } catch {
    throw new Error(`The build is incomplete (${manifestPath} is missing): run npm run build.`);
  }
  const entry = manifest[PAGE_SCRIPT_ENTRY];
  if (!entry) throw new Error(`${manifestPath} does not name ${PAGE_SCRIPT_ENTRY}: run npm run build.`);
  cached = `/${entry.file}`;
  return cached;
}
