import { config } from "./config.server";

type Level = "debug" | "info" | "warn" | "error";
const rank: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** Structured logging: one JSON line per event on stdout (errors on stderr). */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}) {
  let threshold: Level | "silent" = "info";
  try {
    threshold = config().logLevel;
  } catch {
    // Configuration not readable yet: log at the default level.
  }
  if (rank[level] < rank[threshold]) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...serialize(fields) });
  if (level === "error" || level === "warn") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

function serialize(fields: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    out[key] =
      value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
  }
  return out;
}
