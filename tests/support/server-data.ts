// Staff accounts and content for end-to-end tests, written into a test server's database by the
// application's own commands (those behind User Management, bin/user.ts and the admin's content
// forms: their slug rule, publication dates and checks), from a process of their own on the
// server's DATA_DIR: server-data-task.ts.
// Such a process cannot empty the running server's render cache: write before the pages concerned
// are first requested, or request them with FRESH_RENDER_COOKIE (app-server.ts).
import { spawn } from "node:child_process";
import path from "node:path";
import { pinnedNode, projectRoot } from "./app-server";
import type { DataPlace } from "./database-file";

/** A server's data: its DATA_DIR, and its PostgreSQL database when it uses one. */
export type ServerData = DataPlace & { databaseUrl?: string };

export type Credentials = { username: string; password: string };

export type StaffMember = Credentials & {
  role: "admin" | "editor" | "viewer";
  /** Defaults to the username. */
  name?: string;
  /** Defaults to <username>@example.org. */
  email?: string;
};

/** One content item as staff would have saved it; published unless `status` says otherwise. */
export type ContentRow = {
  kind: "news" | "event" | "faculty" | "gallery" | "about" | "school_info" | "homepage_slide";
  title: string;
  /** Derived from the title by the application's rule when left out. */
  slug?: string;
  status?: "draft" | "published" | "archived";
  body?: string | null;
  summary?: string | null;
  details?: { description?: string; details?: string };
  featuredImage?: string | null;
  /** Left out: the application's rule (published now, a draft never). */
  publishedAt?: Date | string | null;
  news?: { category?: string | null; priority?: "high" | "medium" | "low"; isFeatured?: boolean };
  event?: {
    date: string;
    time?: string | null;
    location?: string | null;
    category?: string;
    maxParticipants?: number | null;
    registrationRequired?: boolean;
    isFeatured?: boolean;
    /** How parents register (issue 29): the deadline an ISO instant. */
    registration?: {
      open?: boolean;
      deadline?: string | null;
      seatsPerRegistration?: number;
      waitingList?: boolean;
    };
  };
  gallery?: { category?: string; orderIndex?: number; isFeatured?: boolean };
  slide?: { buttonText?: string | null; buttonLink?: string | null };
};

/**
 * One visit as the tracker would have reported it: the session (where from, which device) and
 * its page views in order, each with the seconds spent on it; optionally an enquiry sent from it.
 */
export type VisitRow = {
  /** The tracker's id, e.g. session_1764072000000_abc123xyz. */
  sessionId: string;
  /** When the first page was viewed; now when left out. Later views follow a minute apart. */
  at?: Date | string;
  referrer?: string | null;
  referrerHost?: string | null;
  country?: string | null;
  city?: string | null;
  device?: string | null;
  browser?: string | null;
  os?: string | null;
  views: { pageUrl: string; pageTitle?: string; seconds?: number }[];
  /** A contact enquiry sent from this visit (linked to its session). */
  enquiry?: boolean;
};

export type ServerDataTask =
  | { task: "create-staff"; members: StaffMember[] }
  | { task: "insert-content"; rows: ContentRow[] }
  | { task: "add-demo-image"; key: string }
  | { task: "record-visits"; visits: VisitRow[] };

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** A moment relative to now. */
export const fromNow = (ms: number) => new Date(Date.now() + ms);

const TASK_SCRIPT = path.join(projectRoot, "tests/support/server-data-task.ts");

function runTask<T>(place: ServerData, task: ServerDataTask): Promise<T> {
  const env: Record<string, string> = {
    DATA_DIR: place.dataDir,
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    SEED_DEMO_CONTENT: "false",
  };
  for (const name of ["PATH", "HOME", "TMPDIR", "LANG"]) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  if (place.databaseUrl) env.DATABASE_URL = place.databaseUrl;
  return new Promise<T>((resolve, reject) => {
    const child = spawn(pinnedNode, ["--import", "tsx", TASK_SCRIPT], { cwd: projectRoot, env });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.once("error", reject);
    child.once("close", (code) => {
      if (code === 0) resolve(JSON.parse(stdout) as T);
      else reject(new Error(`${task.task} in ${place.dataDir} failed (exit ${code}):\n${stderr}`));
    });
    child.stdin.end(JSON.stringify(task));
  });
}

/** Creates staff accounts with passwords, as User Management does; gives their credentials in order. */
export async function createStaff<const T extends readonly StaffMember[]>(
  place: ServerData,
  members: T,
): Promise<{ [K in keyof T]: Credentials }> {
  await runTask(place, { task: "create-staff", members: [...members] });
  return members.map(({ username, password }) => ({ username, password })) as {
    [K in keyof T]: Credentials;
  };
}

/** Saves content items through the application's commands; gives their ids in order. */
export function insertContent(place: ServerData, rows: readonly ContentRow[]): Promise<string[]> {
  return runTask(place, { task: "insert-content", rows: [...rows] });
}

/** Adds one of the demo pictures (seed/demo-art) to the media library, as an upload would. */
export async function addDemoImage(place: ServerData, key: string): Promise<void> {
  await runTask(place, { task: "add-demo-image", key });
}

/** Records visits through the application's own tracking commands (recordVisit, addTimeSpent). */
export async function recordVisits(place: ServerData, visits: readonly VisitRow[]): Promise<void> {
  await runTask(place, { task: "record-visits", visits: [...visits] });
}
