// `npm start`: builds the app when the build is missing or older than its sources, then runs
// server.ts in this same process, so SIGTERM/SIGINT reach the server's own shutdown handler.
// Before that it replaces itself (execve: same process, same pid) with a Node started with the
// memory settings below, which can only be given when a process starts.
// Runs on the pinned Node 24 with type stripping: erasable TypeScript and node: built-ins only.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PAGE_SCRIPT_MANIFEST } from "../app/lib/page-script.ts";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Memory settings of the server process (docs/benchmarks.md, "Uploads: memory"). sharp's libvips
 * threads allocate and free large image buffers; glibc's allocator keeps what they free in one
 * arena per thread and hands little back, so ten uploads left the server at about 1 GB. Two
 * arenas, and buffers of 128 KB and more mapped on their own (returned to the system when freed),
 * keep it near what is in use. V8 grows its young generation to 64 MB per semi-space on a machine
 * with this much memory (Node 24), and keeps it once grown; 16 MB (Node 20's size) cost more
 * frequent minor collections but nothing measurable on `/`, and 8 MB keeps 16 MB less of it at the
 * peak of a mixed load with uploads (docs/operations.md, "Memory"). V8 lets the old generation grow to up
 * to four times what survived the last full collection before the next one (the factor it picks
 * for a heap limit of gigabytes): under load, 200 MB of heap for 60–130 MB live. 1.5 times keeps
 * 100 MB less at the peak of a mixed load (docs/operations.md, "Memory").
 */
export const serverProcessSettings = {
  env: { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" },
  nodeFlags: ["--max-semi-space-size=8", "--heap-growing-percent=50"],
} as const;

/**
 * The process's environment with the settings added, or undefined when it has them all (a
 * variable set by whoever starts the server, such as MALLOC_ARENA_MAX=4, is kept as given).
 */
function missingProcessSettings(): { env: NodeJS.ProcessEnv; nodeFlags: string[] } | undefined {
  const env = { ...serverProcessSettings.env, ...process.env };
  const given = `${process.env.NODE_OPTIONS ?? ""} ${process.execArgv.join(" ")}`;
  const nodeFlags = serverProcessSettings.nodeFlags.filter((flag) => !given.includes(flag.split("=")[0]!));
  const envMissing = Object.keys(serverProcessSettings.env).some((name) => process.env[name] === undefined);
  return envMissing || nodeFlags.length > 0 ? { env, nodeFlags } : undefined;
}

/** What the production build is made from; a newer file in any of these makes the build stale. */
const buildInputs = [
  "app",
  "seed",
  "server.ts",
  "vite.config.ts",
  "vite.islands.config.ts",
  "react-router.config.ts",
  "package.json",
];
// Written last by `npm run build`, so a build that stopped halfway counts as missing.
const buildOutput = `${process.env.BUILD_DIR ?? "build"}/client/${PAGE_SCRIPT_MANIFEST}`;

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows up as a newer directory
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Why the build must be (re)made, or undefined when it is up to date. */
export function buildStaleReason(root = projectRoot): string | undefined {
  const output = path.resolve(root, buildOutput);
  if (!existsSync(output)) return `${buildOutput} is missing`;
  const built = statSync(output).mtimeMs;
  for (const input of buildInputs) {
    if (newestMtime(path.join(root, input)) > built) return `${input} changed since the last build`;
  }
  return undefined;
}

/**
 * Runs `npm run build` (React Router's build, then the public pages' script) when needed. Its output is kept short on success (the last lines)
 * and shown in full on failure, which throws.
 */
export function ensureFreshBuild(options: { quiet?: boolean } = {}): boolean {
  const reason = buildStaleReason();
  if (!reason) return false;
  const say = (line: string) => {
    if (!options.quiet) console.log(line);
  };
  say(`Building the app (${reason})…`);
  const started = performance.now();
  const result = spawnSync("npm", ["run", "--silent", "build"], {
    cwd: projectRoot,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  if (result.status !== 0) {
    process.stderr.write(output);
    throw new Error(
      `The build failed (npm run build exited with ${result.status ?? result.signal ?? result.error?.message}).`,
    );
  }
  const lines = output
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "" && !line.startsWith("npm warn"));
  for (const line of lines.slice(-3)) say(`  ${line}`);
  say(`Build done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}

if (import.meta.main) {
  const missing = missingProcessSettings();
  // Not a child process: signals and the exit code stay those of the server, as before. Where
  // execve is unavailable the server simply runs with Node's defaults.
  if (missing && typeof process.execve === "function") {
    const argv = [process.execPath, ...process.execArgv, ...missing.nodeFlags, ...process.argv.slice(1)];
    process.execve(process.execPath, argv, missing.env);
  }
  process.chdir(projectRoot); // server.ts serves build/client relative to the working directory
  process.env.NODE_ENV ??= "production";
  try {
    ensureFreshBuild();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  await import("../server.ts");
}
