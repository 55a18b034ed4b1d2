// What script a cold visit to a hydrated (admin) route loads, read from a production build alone:
// React Router's browser manifest (build/client/assets/manifest-*.js) names the entry and, per
// route, its module and every chunk that module imports statically: the page's HTML preloads and
// runs exactly those before it is drawn (the manifest itself is written into the HTML, the
// matched routes' part of it, and its file is fetched only by a later navigation). Chunks a component imports
// with import() (dialogs, the editor, the chart) are not in that list: they load when used.
// Sizes are gzip level 9, as the build's .gz twins (scripts/precompress-assets.ts).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

type RouteEntry = { id: string; parentId?: string; module: string; imports?: string[] };
export type BrowserManifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteEntry>;
};

/** The admin screens with a budget: the URL a person opens and the route that draws it. */
export const ADMIN_SCREEN_ROUTES = {
  "/admin": "routes/admin/dashboard",
  "/admin/homepage": "routes/admin/homepage",
  "/admin/gallery": "routes/admin/gallery",
  "/admin/events": "routes/admin/events",
  "/admin/news": "routes/admin/news",
  "/admin/schools": "routes/admin/schools",
  "/admin/content": "routes/admin/content",
  "/admin/content/new": "routes/admin/content-new",
  "/admin/enquiries": "routes/admin/enquiries",
  "/admin/newsletter": "routes/admin/newsletter",
  "/admin/media": "routes/admin/media",
  "/admin/analytics": "routes/admin/analytics",
  "/admin/users": "routes/admin/users",
  "/admin/settings": "routes/admin/settings",
  "/admin/profile": "routes/admin/profile",
} as const;

export type AdminScreen = keyof typeof ADMIN_SCREEN_ROUTES;

/** Reads a build's browser manifest; `buildDir` is the folder holding client/ and server/. */
export function readBrowserManifest(buildDir: string): { manifest: BrowserManifest; file: string } {
  const assets = path.join(buildDir, "client/assets");
  const name = readdirSync(assets).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name) throw new Error(`No React Router manifest in ${assets}: build first (npm run build).`);
  const source = readFileSync(path.join(assets, name), "utf8");
  const json = source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1);
  return { manifest: JSON.parse(json) as BrowserManifest, file: `/assets/${name}` };
}

/** The files ("/assets/…") a cold visit to the route `routeId` runs before it is drawn. */
export function coldRouteFiles(manifest: BrowserManifest, routeId: string) {
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (let id: string | undefined = routeId; id; ) {
    const route: RouteEntry | undefined = manifest.routes[id];
    if (!route) throw new Error(`The build's manifest has no route ${id}`);
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
    id = route.parentId;
  }
  return files;
}

const gzipCache = new Map<string, number>();

/** The gzip size in bytes of a built file named "/assets/…". */
export function gzipBytes(buildDir: string, file: string): number {
  const full = path.join(buildDir, "client", file);
  let size = gzipCache.get(full);
  if (size === undefined) {
    size = gzipSync(readFileSync(full), { level: 9 }).length;
    gzipCache.set(full, size);
  }
  return size;
}

export type ColdScripts = { kb: number; files: number; names: string[] };

/** Gzip KB and file count of what a cold visit to each budgeted admin screen runs. */
export function adminColdScripts(buildDir: string): Record<AdminScreen, ColdScripts> {
  const { manifest } = readBrowserManifest(buildDir);
  const result = {} as Record<AdminScreen, ColdScripts>;
  for (const [screen, routeId] of Object.entries(ADMIN_SCREEN_ROUTES) as [AdminScreen, string][]) {
    const names = [...coldRouteFiles(manifest, routeId)];
    const bytes = names.reduce((sum, name) => sum + gzipBytes(buildDir, name), 0);
    result[screen] = { kb: bytes / 1024, files: names.length, names };
  }
  return result;
}

type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/** Gzip KB and files of the public pages' scripts: the islands' loader with React and every island, and the tracker. */
export function publicScripts(buildDir: string): { kb: number; files: number } {
  const files = new Set<string>();
  for (const name of ["islands-manifest.json", "tracker-manifest.json"]) {
    const manifest = JSON.parse(
      readFileSync(path.join(buildDir, "client/.vite", name), "utf8"),
    ) as ViteManifest;
    for (const chunk of Object.values(manifest)) files.add(`/${chunk.file}`);
  }
  const bytes = [...files].reduce((sum, name) => sum + gzipBytes(buildDir, name), 0);
  return { kb: bytes / 1024, files: files.size };
}
