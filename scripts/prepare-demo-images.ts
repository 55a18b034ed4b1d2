// The build's step after the server bundle: the demo pictures rendered through the image pipeline
// (or copied from the cache folder that keeps them between builds) into <build>/demo-images, so that
// a first start only links them into its uploads (app/server/seed/demo-images.server.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// The image pipeline reads the configuration, which would otherwise make ./data; nothing is kept there.
const scratch = mkdtempSync(path.join(tmpdir(), "school-demo-build-"));
process.env.DATA_DIR = scratch;
process.env.LOG_LEVEL ??= "warn";
try {
  const { prepareDemoImages } = await import("../app/server/seed/demo-images.server.ts");
  const started = performance.now();
  const dir = await prepareDemoImages(process.env.BUILD_DIR ?? "build");
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Prepared the demo pictures in ${path.relative(process.cwd(), dir)} (${seconds} s).`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
