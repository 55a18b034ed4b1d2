import { randomBytes } from "node:crypto";
import { accessSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** A configuration problem the operator must fix; its message is one plain sentence. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "expected true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ message: "expected a port number" })
    .int("expected a whole port number")
    .min(0, "expected a port from 0 to 65535")
    .max(65535, "expected a port from 0 to 65535")
    .default(3000),
  HOST: z.string().min(1, "expected a host name or address").default("0.0.0.0"),
  DATA_DIR: z.string().min(1, "expected a folder path").default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, "expected a postgres:// connection URL")
    .optional(),
  PUBLIC_URL: z.url({ message: "expected a full URL such as https://schools.example.org" }).optional(),
  AUTH_SECRET: z.string().min(32, "expected at least 32 characters").optional(),
  // false, true (one proxy) or how many proxies stand in front of the server.
  TRUST_PROXY: z
    .union([booleanFlag, z.coerce.number().int().min(0).max(9)], {
      message: "expected false, true, or the number of proxies in front of the server (1 to 9)",
    })
    .default(false)
    .transform((value) => (typeof value === "number" ? value : value ? 1 : 0)),
  LOG_LEVEL: z
    .enum(["debug", "info", "warn", "error", "silent"], {
      message: "expected debug, info, warn, error or silent",
    })
    .default("info"),
  STORAGE_DRIVER: z.enum(["local"], { message: "expected local" }).default("local"),
  MAX_UPLOAD_MB: z.coerce
    .number({ message: "expected a number of megabytes" })
    .positive("expected a positive number")
    .max(100, "expected at most 100")
    .default(15),
  ANALYTICS_EXCLUDED_REFERRERS: z.string().default(""),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[a-zA-Z0-9_.]{3,30}$/, "expected 3 to 30 letters, digits, dots or underscores")
    .optional(),
  ADMIN_PASSWORD: z.string().min(10, "expected at least 10 characters").optional(),
  ADMIN_EMAIL: z.email({ message: "expected an email address" }).optional(),
  ADMIN_EMAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, "expected a domain such as example.org")
    .optional(),
  SEED_DEMO_CONTENT: booleanFlag.default(true),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  publicUrl: string;
  authSecret: string;
  /**
   * How many reverse proxies stand in front of the server (0: none). The client address is taken
   * that many hops from the right of X-Forwarded-For — the entry the nearest trusted proxy wrote —
   * never from the left, which any client can fill with whatever it likes.
   */
  trustProxyHops: number;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  storageDriver: "local";
  maxUploadBytes: number;
  analyticsExcludedReferrers: string[];
  firstAdmin: { username?: string; password?: string; email?: string };
  adminEmailDomain?: string;
  seedDemoContent: boolean;
};

/** Reads and checks the environment; throws ConfigError naming the first bad variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got "${env[name] ?? ""}").`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  ensureWritableDir(dataDir, "DATA_DIR");
  const uploadsDir = path.join(dataDir, "uploads");
  ensureWritableDir(uploadsDir, "DATA_DIR");
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL }
      : { kind: "sqlite", file: path.join(dataDir, "school.db") },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    authSecret: e.AUTH_SECRET ?? persistedSecret(dataDir),
    trustProxyHops: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    storageDriver: e.STORAGE_DRIVER,
    maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
    analyticsExcludedReferrers: e.ANALYTICS_EXCLUDED_REFERRERS.split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    firstAdmin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL },
    adminEmailDomain: e.ADMIN_EMAIL_DOMAIN,
    seedDemoContent: e.SEED_DEMO_CONTENT,
  };
}

function ensureWritableDir(dir: string, variable: string) {
  try {
    if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch {
    throw new ConfigError(
      `Cannot write to ${variable} folder ${dir}: check that it exists and this user may write to it.`,
    );
  }
}

/** Without AUTH_SECRET, a random secret is made once and kept in DATA_DIR so sessions survive restarts. */
function persistedSecret(dataDir: string) {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

let current: Config | undefined;

/** The configuration of this process, read on first use. */
export function config(): Config {
  current ??= readConfig();
  return current;
}

/** Tests and commands can set the configuration explicitly. */
export function setConfig(next: Config) {
  current = next;
}
