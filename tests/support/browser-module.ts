// Browser-side modules of the app (such as app/lib/toast.ts with the React toaster it loads) run in
// a Chromium page for unit tests, without the app's server: the module is bundled by Vite, with its
// dependencies and the chunks it imports on demand, and served from a made-up origin. A real
// browser gives real focus, pointer and timer behaviour (page.clock).
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import ts from "typescript";
import { build, type Rollup } from "vite";
import { projectRoot } from "./app-server";

export const ORIGIN = "http://modules.test";

/**
 * A framework-free source file of the project (path relative to it, `.ts` optional) with its types
 * stripped, for a page that imports the app's modules one by one (tests/support/tracker-pages.ts).
 */
export async function moduleSource(pathname: string) {
  const file = path.join(projectRoot, path.extname(pathname) ? pathname : `${pathname}.ts`);
  const source = await readFile(file, "utf8");
  return ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: file,
  }).outputText;
}

/** `modulePath` (relative to the project) bundled as ES modules: file name → code. */
async function bundle(modulePath: string): Promise<Map<string, string>> {
  const output = (await build({
    configFile: false,
    mode: "production",
    // Vitest sets NODE_ENV=test, which would otherwise give React's development JSX.
    oxc: { jsx: { runtime: "automatic", development: false } },
    logLevel: "silent",
    root: projectRoot,
    resolve: { alias: { "~": path.join(projectRoot, "app") } },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      write: false,
      minify: false,
      modulePreload: false,
      rolldownOptions: {
        input: { module: path.join(projectRoot, modulePath) },
        preserveEntrySignatures: "exports-only",
        output: { format: "es", entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
      },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const files = new Map<string, string>();
  for (const result of Array.isArray(output) ? output : [output]) {
    for (const item of result.output) if (item.type === "chunk") files.set(item.fileName, item.code);
  }
  return files;
}

const bundles = new Map<string, Promise<Map<string, string>>>();

/**
 * Bundles `modulePath` once per test file. Call it from a beforeAll: bundling React and the module
 * takes seconds of CPU, which belongs to the file's set-up, not to whichever test loads it first.
 */
export function prepareModule(modulePath: string): Promise<Map<string, string>> {
  let files = bundles.get(modulePath);
  if (!files) {
    files = bundle(modulePath);
    bundles.set(modulePath, files);
  }
  return files;
}

/**
 * Opens an empty page that has imported `modulePath` (relative to the project, e.g. "app/lib/toast.ts")
 * and put its exports on `window[name]`. Install page.clock before calling, to control its timers.
 */
export async function loadModule(page: Page, modulePath: string, name: string) {
  const files = await prepareModule(modulePath);
  await page.route(`${ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === "/") {
      const html = `<!doctype html><html lang="en"><head><title>${name}</title></head><body><main></main>
<script type="module">import * as exports from "/module.js"; window[${JSON.stringify(name)}] = exports;</script></body></html>`;
      return route.fulfill({ contentType: "text/html", body: html });
    }
    const code = files.get(pathname.slice(1));
    if (code === undefined) return route.fulfill({ status: 404, body: "" });
    return route.fulfill({ contentType: "text/javascript", body: code });
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction((name) => name in window, name);
}
