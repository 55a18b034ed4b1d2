// Once per e2e run: make sure the production build exists and matches the sources, since the
// tests start `node server.ts`, which serves build/. E2E_SKIP_BUILD=1 skips the check (npm test
// has just built).
import { existsSync } from "node:fs";
import path from "node:path";
import { buildStaleReason, ensureFreshBuild, projectRoot } from "../../scripts/start.ts";

export default function setup() {
  if (process.env.E2E_SKIP_BUILD === "1") {
    // BUILD_DIR is relative to the project or absolute, as server.ts reads it.
    if (!existsSync(path.resolve(projectRoot, process.env.BUILD_DIR ?? "build", "server/index.js"))) {
      throw new Error("E2E_SKIP_BUILD=1 but there is no build: run `npm run build` first.");
    }
    return;
  }
  if (!buildStaleReason()) return;
  ensureFreshBuild();
}
