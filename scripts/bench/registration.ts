// `npm run bench -- --only registration`: event registration (issue 29). Lighthouse mobile on an
// event's page and its registration form (English and Tamil), median of 3, on the machine as it is
// and beside two busy CPU loops; then 50 parents posting the form at once for the last 10 seats
// of an event: how many were registered and put on the waiting list, and how long each post took.
// Loopback only.
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { DatabaseSync } from "node:sqlite";
import { type AppServer, startAppServer } from "../../tests/support/app-server.ts";
import { type LighthouseScores, measuredRun, median, spread } from "../lighthouse.ts";
import { busyLoops, loadAverage } from "./machine.ts";
import type { Measurement, Table } from "./types.ts";

const RUNS = Number(process.env.REGISTRATION_RUNS ?? 3);
const BUSY_LOOPS = 2;
const SEATS = 40;
const TAKEN = 30;
const PARENTS = 50;

/** An event taking registrations, written straight into the server's SQLite file. */
function insertEvent(server: AppServer, slug: string, seatsTaken: number) {
  const database = new DatabaseSync(path.join(server.dataDir, "school.db"), { timeout: 5000 });
  try {
    const id = randomUUID();
    const now = new Date().toISOString();
    database
      .prepare(
        `insert into content (id, kind, title, slug, status, summary, details, published_at, created_at, updated_at)
         values (?, 'event', ?, ?, 'published', ?, '{}', ?, ?, ?)`,
      )
      .run(
        id,
        "Parent Workshop: Reading at Home",
        slug,
        "How to read with your child every evening.",
        now,
        now,
        now,
      );
    database
      .prepare(
        `insert into event (content_id, event_date, event_time, location, category, is_featured, max_participants,
           registration_required, seats_taken)
         values (?, '2099-01-15', '10:00', 'Main Hall', 'Workshop', 0, ?, 1, ?)`,
      )
      .run(id, SEATS, seatsTaken);
    return id;
  } finally {
    database.close();
  }
}

function outcomes(server: AppServer, eventId: string) {
  const database = new DatabaseSync(path.join(server.dataDir, "school.db"), { readOnly: true });
  try {
    return database
      .prepare("select status, count(*) as count from event_registration where event_id = ? group by status")
      .all(eventId) as { status: string; count: number }[];
  } finally {
    database.close();
  }
}

function registrationForm(index: number) {
  return new URLSearchParams({
    parentName: `Parent ${index}`,
    phone: `98${String(10_000_000 + index).padStart(8, "0")}`,
    email: "",
    childName: `Child ${index}`,
    childClass: "UKG",
    school: "euro-kids",
    seats: "1",
    note: "",
    website: "",
  });
}

async function lighthouseRows(server: AppServer, pages: string[], failures: string[]) {
  const rows: string[][] = [];
  for (const page of pages) {
    await fetch(`${server.url}${page}`);
    const runs: LighthouseScores[] = [];
    for (let round = 0; round < RUNS; round++) {
      const run = await measuredRun(`${server.url}${page}`, failures);
      if (run) runs.push(run);
    }
    rows.push([
      page,
      `${median(runs.map((run) => run.performance))} (${runs.map((run) => run.performance).join("/")})`,
      `${median(runs.map((run) => run.lcpMs)).toFixed(0)} (${spread(runs.map((run) => run.lcpMs))})`,
      `${median(runs.map((run) => run.tbtMs)).toFixed(0)} (${spread(runs.map((run) => run.tbtMs))})`,
      `${median(runs.map((run) => run.cls)).toFixed(3)}`,
    ]);
  }
  return rows;
}

export const registrationMeasurement: Measurement = async () => {
  let server: AppServer | undefined;
  let loops: ChildProcess[] = [];
  try {
    server = await startAppServer({ env: { LOG_LEVEL: "warn" } });
    const slug = "bench-parent-workshop";
    insertEvent(server, slug, 0);
    const pages = [`/events/${slug}`, `/events/${slug}/register`, `/ta/events/${slug}/register`];
    const failures: string[] = [];
    const quietLoad = loadAverage();
    const quiet = await lighthouseRows(server, pages, failures);
    loops = busyLoops(BUSY_LOOPS);
    const busy = await lighthouseRows(server, pages, failures);
    for (const loop of loops) loop.kill();
    loops = [];

    const lastSeats = insertEvent(server, "bench-last-ten-seats", TAKEN);
    const timings: number[] = [];
    const statuses = new Map<number, number>();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: PARENTS }, async (_, index) => {
        const sent = performance.now();
        const answer = await fetch(`${server!.url}/events/bench-last-ten-seats/register`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: server!.url },
          body: registrationForm(index),
          redirect: "manual",
        });
        await answer.arrayBuffer();
        timings.push(performance.now() - sent);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }),
    );
    const wall = performance.now() - started;
    timings.sort((a, b) => a - b);
    const counts = Object.fromEntries(
      outcomes(server, lastSeats).map((row) => [row.status, Number(row.count)]),
    );
    const at = (share: number) =>
      timings[Math.min(timings.length - 1, Math.ceil(share * timings.length) - 1)]!;
    const lighthouse: Table = {
      title: `Event registration (issue 29): Lighthouse mobile on an event and its form, median of ${RUNS} runs, quiet and beside ${BUSY_LOOPS} busy CPU loops`,
      columns: ["page", "load", "perf (runs)", "LCP ms (range)", "TBT ms (range)", "CLS"],
      rows: [
        ...quiet.map(([page, ...rest]) => [page!, "quiet", ...rest]),
        ...busy.map(([page, ...rest]) => [page!, `${BUSY_LOOPS} busy loops`, ...rest]),
      ],
      notes: [`Load average (1, 5, 15 min) before the quiet runs: ${quietLoad}.`, ...failures],
    };
    const concurrency: Table = {
      title: `${PARENTS} parents posting the registration form at once for the last ${SEATS - TAKEN} of ${SEATS} seats (SQLite, one server)`,
      columns: ["registered", "waiting", "answers", "median ms", "p99 ms", "slowest ms", "all done in ms"],
      rows: [
        [
          String(counts.registered ?? 0),
          String(counts.waiting ?? 0),
          [...statuses].map(([status, count]) => `${count}× ${status}`).join(", "),
          median(timings).toFixed(0),
          at(0.99).toFixed(0),
          timings.at(-1)!.toFixed(0),
          wall.toFixed(0),
        ],
      ],
      notes: [
        `Each post from the same loopback address: the first 30 count within the spam allowance, the rest are kept marked suspected spam (decision 012), none refused.`,
      ],
    };
    return [lighthouse, concurrency];
  } finally {
    for (const loop of loops) loop.kill();
    await server?.stop();
  }
};
