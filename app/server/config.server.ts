import { createECDH, randomBytes } from "node:crypto";
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

function httpUrl(message: string) {
  return z.url({ protocol: /^https?$/, message });
}

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
  STORAGE_DRIVER: z.enum(["local", "s3"], { message: "expected local or s3" }).default("local"),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "expected a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens",
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, "expected a region such as eu-west-1 (many S3-compatible services take auto)")
    .optional(),
  S3_ENDPOINT: httpUrl("expected the service's address such as https://s3.example.com").optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_PUBLIC_URL: httpUrl(
    "expected the public address of the bucket or CDN such as https://cdn.example.org/media",
  ).optional(),
  MAX_UPLOAD_MB: z.coerce
    .number({ message: "expected a number of megabytes" })
    .positive("expected a positive number")
    .max(100, "expected at most 100")
    .default(15),
  REQUEST_BODY_MEMORY_MB: z.coerce
    .number({ message: "expected a number of megabytes" })
    .int("expected a whole number of megabytes")
    .min(1, "expected at least 1")
    .max(1024, "expected at most 1024")
    .default(64),
  ANALYTICS_EXCLUDED_REFERRERS: z.string().default(""),
  // At least the Last 30 Days and the 30 days before them, whose partial edge days are read raw.
  ANALYTICS_RETENTION_DAYS: z.coerce
    .number({ message: "expected a number of days" })
    .int("expected a whole number of days")
    .min(62, "expected at least 62 days (the last 30 days and the 30 before them, with a day either side)")
    .max(36_500, "expected at most 36500 days")
    .default(400),
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
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      message: "expected an SMTP address such as smtp://user:password@mail.example.org:587",
    })
    .optional(),
  MAIL_FROM: z.string().min(3, "expected a sender such as School Office <office@example.org>").optional(),
  MAIL_RETRY_SECONDS: z.coerce
    .number({ message: "expected a number of seconds" })
    .int("expected a whole number of seconds")
    .min(1, "expected at least 1")
    .max(3600, "expected at most 3600")
    .default(30),
  // Web Push (issue 30): both keys, or neither (then made once and kept in DATA_DIR/vapid-keys.json).
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, "expected the public key in URL-safe base64 (87 characters)")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "expected the private key in URL-safe base64 (43 characters)")
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "expected mailto:office@example.org or an https:// address")
    .optional(),
  // Tests only: the origin of a push-service stand-in, accepted over plain http.
  PUSH_TEST_SERVICE_ORIGIN: httpUrl("expected an origin such as http://127.0.0.1:4000").optional(),
});

/** The mail settings that go together, and the S3 settings that STORAGE_DRIVER=s3 cannot do without. */
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  // Both, or neither: mail is off without them.
  if (env.MAIL_FROM && !env.SMTP_URL)
    ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "must be set with MAIL_FROM" });
  if (env.SMTP_URL && !env.MAIL_FROM)
    ctx.addIssue({ code: "custom", path: ["MAIL_FROM"], message: "must be set with SMTP_URL" });
  if (env.MAIL_FROM && !mailboxOf(env.MAIL_FROM))
    ctx.addIssue({
      code: "custom",
      path: ["MAIL_FROM"],
      message: "expected an address such as office@example.org or School Office <office@example.org>",
    });
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
    ctx.addIssue({
      code: "custom",
      path: [env.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"],
      message: "must be set with the other VAPID key",
    });
  if (env.STORAGE_DRIVER !== "s3") return;
  for (const name of ["S3_BUCKET", "S3_REGION"] as const) {
    if (!env[name])
      ctx.addIssue({ code: "custom", path: [name], message: "must be set when STORAGE_DRIVER is s3" });
  }
  // Both keys, or neither: then the SDK's own chain applies (AWS_* variables, an instance role).
  if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY) {
    ctx.addIssue({
      code: "custom",
      path: ["S3_SECRET_ACCESS_KEY"],
      message: "must be set with S3_ACCESS_KEY_ID",
    });
  }
  if (env.S3_SECRET_ACCESS_KEY && !env.S3_ACCESS_KEY_ID) {
    ctx.addIssue({
      code: "custom",
      path: ["S3_ACCESS_KEY_ID"],
      message: "must be set with S3_SECRET_ACCESS_KEY",
    });
  }
});

/** A value as an error message may show it: an address's password (SMTP_URL's) hidden. */
function withoutPassword(value: string) {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:)[^@/]*@/i, "$1…@");
}

/** The address in "Name <address>" or a bare address; undefined when there is none. */
function mailboxOf(sender: string): string | undefined {
  const address = (/<([^<>]+)>\s*$/.exec(sender)?.[1] ?? sender).trim();
  return /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address) ? address : undefined;
}

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
  storageDriver: "local" | "s3";
  /** The bucket when STORAGE_DRIVER is s3. */
  s3?: S3Settings;
  maxUploadBytes: number;
  /** What all request bodies being read may hold in memory together (body-budget.server.ts). */
  requestBodyMemoryBytes: number;
  analyticsExcludedReferrers: string[];
  /** Whole days raw page views and visitor sessions are kept; daily roll-ups are kept for ever. */
  analyticsRetentionDays: number;
  firstAdmin: { username?: string; password?: string; email?: string };
  adminEmailDomain?: string;
  seedDemoContent: boolean;
  /** The office's e-mail (issue 30); unset when SMTP_URL is unset: nothing is queued or sent. */
  mail?: MailSettings;
  /** Web Push (issue 30): the VAPID keys push services check our messages against. */
  push: PushSettings;
};

export type PushSettings = {
  /** The public key (uncompressed P-256 point, URL-safe base64) browsers subscribe with. */
  publicKey: string;
  privateKey: string;
  /** Who push services may contact about our messages: mailto: or https:. */
  subject: string;
  /** Tests only: a stand-in push service's origin, accepted over http. */
  testServiceOrigin?: string;
};

export type MailSettings = {
  /** smtp:// (STARTTLS when the server offers it) or smtps:// (TLS from the start), with user and password. */
  smtpUrl: string;
  /** The From header: an address, or a name and an address. */
  from: string;
  /** The wait before the first retry of a message the server did not take; each later one doubles. */
  firstRetryMs: number;
};

export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address; unset for Amazon S3. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (AWS_* variables, shared files, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where browsers fetch media (bucket website or CDN), no trailing slash; unset: through the app at /media. */
  publicUrl?: string;
};

/** Reads and checks the environment; throws ConfigError naming the first bad variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = checkedEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue.message} (got "${withoutPassword(env[name] ?? "")}").`,
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  ensureWritableDir(dataDir, "DATA_DIR");
  const uploadsDir = path.join(dataDir, "uploads");
  if (e.STORAGE_DRIVER === "local") ensureWritableDir(uploadsDir, "DATA_DIR");
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
    s3: e.STORAGE_DRIVER === "s3" ? s3Settings(e) : undefined,
    maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
    requestBodyMemoryBytes: e.REQUEST_BODY_MEMORY_MB * 1024 * 1024,
    analyticsExcludedReferrers: e.ANALYTICS_EXCLUDED_REFERRERS.split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS,
    firstAdmin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL },
    adminEmailDomain: e.ADMIN_EMAIL_DOMAIN,
    seedDemoContent: e.SEED_DEMO_CONTENT,
    // Present together: the schema refuses one without the other.
    mail:
      e.SMTP_URL && e.MAIL_FROM
        ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, firstRetryMs: e.MAIL_RETRY_SECONDS * 1000 }
        : undefined,
    push: pushSettings(e, dataDir),
  };
}

function pushSettings(e: z.infer<typeof envSchema>, dataDir: string): PushSettings {
  const keys =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : persistedVapidKeys(dataDir);
  const site = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  return {
    ...keys,
    subject:
      e.VAPID_SUBJECT ?? (site.protocol === "https:" ? site.origin : `mailto:webmaster@${site.hostname}`),
    testServiceOrigin: e.PUSH_TEST_SERVICE_ORIGIN ? new URL(e.PUSH_TEST_SERVICE_ORIGIN).origin : undefined,
  };
}

/**
 * Without VAPID_* keys, a pair is made once and kept in DATA_DIR: browsers subscribed with the
 * public key, so a new pair would silence every subscription.
 */
function persistedVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, "vapid-keys.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const secret = ecdh.getPrivateKey();
  const keys = {
    publicKey: ecdh.getPublicKey().toString("base64url"),
    // 32 bytes always: a key with leading zero bytes comes back shorter.
    privateKey: Buffer.concat([Buffer.alloc(32 - secret.length), secret]).toString("base64url"),
  };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

function s3Settings(e: z.infer<typeof envSchema>): S3Settings {
  return {
    // Present: the schema refuses STORAGE_DRIVER=s3 without them.
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION!,
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ""),
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ""),
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
