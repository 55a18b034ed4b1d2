// Builds an earlier commit beside this checkout, for measurements that compare it with this one in
// one run (the same machine, the same moment).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { projectRoot } from "../start.ts";

/** Builds `commit` in a temporary folder (sharing this checkout's node_modules); gives its build folder. */
export function buildCommit(commit: string): { buildDir: string; cleanUp: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `school-commit-${commit}-`));
  execFileSync("bash", ["-c", `git archive ${commit} | tar -x -C "${dir}"`], { cwd: projectRoot });
  symlinkSync(path.join(projectRoot, "node_modules"), path.join(dir, "node_modules"));
  const buildDir = path.join(dir, "build");
  execFileSync("npm", ["run", "build", "--silent"], {
    cwd: dir,
    env: { ...process.env, BUILD_DIR: buildDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return { buildDir, cleanUp: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The build a measurement compares with: BASE_BUILD_DIR when one is already built, else `commit` built now. */
export function baseBuildOf(commit: string): { buildDir: string; cleanUp: () => void } {
  const dir = process.env.BASE_BUILD_DIR;
  return dir ? { buildDir: dir, cleanUp: () => {} } : buildCommit(commit);
}
