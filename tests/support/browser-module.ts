// Browser-only modules of the app (plain DOM code such as app/lib/toast.ts) run in a Chromium page
// for unit tests, without a server or a build: each .ts file the page imports is answered from the
// source tree with its types stripped by TypeScript. The project has no DOM library for Node, and a
// real browser also gives real focus, pointer and timer behaviour (page.clock).
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import ts from "typescript";
import { projectRoot } from "./app-server";

export const ORIGIN = "http://modules.test";

/** A source file of the project (path relative to it, `.ts` optional), as the browser runs it. */
export async function moduleSource(pathname: string) {
  const file = path.join(projectRoot, path.extname(pathname) ? pathname : `${pathname}.ts`);
  const source = await readFile(file, "utf8");
  return ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: file,
  }).outputText;
}

/**
 * Opens an empty page that has imported `modulePath` (relative to the project, e.g. "app/lib/toast.ts")
 * and put its exports on `window[name]`. Install page.clock before calling, to control its timers.
 */
export async function loadModule(page: Page, modulePath: string, name: string) {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === "/") {
      const html = `<!doctype html><html lang="en"><head><title>${name}</title></head><body><main></main>
<script type="module">import * as exports from "/${modulePath}"; window[${JSON.stringify(name)}] = exports;</script></body></html>`;
      return route.fulfill({ contentType: "text/html", body: html });
    }
    return route.fulfill({ contentType: "text/javascript", body: await moduleSource(pathname.slice(1)) });
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction((name) => name in window, name);
}
