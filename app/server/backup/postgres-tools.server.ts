// pg_dump and pg_restore: where they are, and how they are run without the password on their
// command line (where any user of the machine could read it).
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { BackupError } from "./backup-error.server";

const DEBIAN_VERSIONS_DIR = "/usr/lib/postgresql";

/**
 * The newest installed PostgreSQL's own copy of the tool (Debian keeps each major version in
 * /usr/lib/postgresql/<version>/bin), else the one on PATH. A dump needs a pg_dump at least as new
 * as the server; an older one refuses, and its message is passed on.
 */
export function findPostgresTool(tool: "pg_dump" | "pg_restore"): string {
  if (existsSync(DEBIAN_VERSIONS_DIR)) {
    const versions = readdirSync(DEBIAN_VERSIONS_DIR)
      .filter((name) => /^\d+(\.\d+)?$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const candidate = path.join(DEBIAN_VERSIONS_DIR, version, "bin", tool);
      if (existsSync(candidate)) return candidate;
    }
  }
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const candidate = path.join(dir, tool);
    if (dir && existsSync(candidate)) return candidate;
  }
  throw new BackupError(
    `${tool} was not found (looked in ${DEBIAN_VERSIONS_DIR}/*/bin and on PATH): install the PostgreSQL client tools of the server's version or newer (Debian: postgresql-client).`,
  );
}

/** The connection URL without its password, and the password for PGPASSWORD. */
export function splitPassword(url: string): { url: string; password?: string } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = "";
  return { url: parsed.toString(), password };
}

/** Runs a PostgreSQL tool against the database at `url`; its error output becomes the message. */
export function runPostgresTool(tool: "pg_dump" | "pg_restore", args: string[], url: string): Promise<void> {
  const binary = findPostgresTool(tool);
  const { url: withoutPassword, password } = splitPassword(url);
  const env: NodeJS.ProcessEnv = { ...process.env, PGCONNECT_TIMEOUT: "10" };
  if (password !== undefined) env.PGPASSWORD = password;
  return new Promise((resolve, reject) => {
    const child = spawn(binary, [...args, `--dbname=${withoutPassword}`], {
      env,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      errors += chunk;
    });
    child.once("error", (error) => reject(new BackupError(`${tool} could not be started: ${error.message}`)));
    child.once("close", (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new BackupError(
            `${tool} failed (${signal ?? `exit code ${code}`}): ${errors.trim().split("\n").slice(-5).join(" ") || "no message"}`,
          ),
        );
    });
  });
}

/** "pg_dump (PostgreSQL) 17.6" */
export function postgresToolVersion(tool: "pg_dump" | "pg_restore"): Promise<string> {
  const binary = findPostgresTool(tool);
  return new Promise((resolve) => {
    const child = spawn(binary, ["--version"], { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      out += chunk;
    });
    child.once("error", () => resolve(tool));
    child.once("close", () => resolve(out.trim() || tool));
  });
}
