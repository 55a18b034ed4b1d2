// `npm run bench -- --only outbox`: the office's e-mail (issue 30). Enquiries per second posted to
// one server with mail on (each enquiry writes its outbox row in the same transaction, and the sender
// sends it to a real SMTP server on loopback meanwhile) against one with mail off, in one run,
// alternating, median of 3; then the delay until the e-mails arrive after the SMTP server comes
// back from being down, with the default back-off (MAIL_RETRY_SECONDS 30).
import path from "node:path";
import { performance } from "node:perf_hooks";
import { DatabaseSync } from "node:sqlite";
import { type AppServer, startAppServer } from "../../tests/support/app-server.ts";
import { type SmtpTestServer, startSmtpServer } from "../../tests/support/smtp-test-server.ts";
import { loadAverage } from "./machine.ts";
import type { Measurement, Table } from "./types.ts";

const ROUNDS = 3;
const ENQUIRIES = Number(process.env.OUTBOX_ENQUIRIES ?? 200);
const CONCURRENCY = 8;
const WHILE_DOWN = 20;
/** How long the SMTP server stays down after the first attempts failed. */
const DOWN_MS = 5_000;

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

let sequence = 0;

/** Posts one admission enquiry as the forms' script does, from an address of its own. */
async function postEnquiry(server: AppServer, marker: string) {
  sequence++;
  const response = await fetch(`${server.url}/api/enquiries`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      // Each from an address of its own: no allowance is reached, nothing is kept as spam.
      "x-forwarded-for": `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`,
    },
    body: JSON.stringify({
      kind: "admission",
      parentName: `Parent ${sequence}`,
      childName: "Anu",
      phone: `9${String(100_000_000 + sequence).slice(-9)}`,
      school: "euro-kids",
      message: `${marker} ${sequence}`,
    }),
  });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`An enquiry was answered ${response.status}.`);
}

/** ENQUIRIES enquiries, CONCURRENCY at a time; enquiries per second. */
async function enquiriesPerSecond(server: AppServer, marker: string) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < ENQUIRIES) {
        next++;
        await postEnquiry(server, marker);
      }
    }),
  );
  return ENQUIRIES / ((performance.now() - started) / 1000);
}

function outboxCount(server: AppServer, where: string) {
  const database = new DatabaseSync(path.join(server.dataDir, "school.db"), { readOnly: true });
  try {
    return Number(
      (database.prepare(`select count(*) as n from mail_outbox where ${where}`).get() as { n: number }).n,
    );
  } finally {
    database.close();
  }
}

async function until(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("Timed out waiting.");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const outboxMeasurement: Measurement = async () => {
  let smtp: SmtpTestServer | undefined;
  const servers: AppServer[] = [];
  try {
    smtp = await startSmtpServer();
    const common = { LOG_LEVEL: "error", SEED_DEMO_CONTENT: "false", TRUST_PROXY: "1" };
    const [on, off] = await Promise.all([
      startAppServer({ env: { ...common, SMTP_URL: smtp.url, MAIL_FROM: "office@example.org" } }),
      startAppServer({ env: common }),
    ]);
    servers.push(on!, off!);
    const load = loadAverage();
    // A first round each, not counted: the routes' first requests.
    await enquiriesPerSecond(on!, "warm-up");
    await enquiriesPerSecond(off!, "warm-up");
    const rates = { on: [] as number[], off: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      // Alternating, and in turn first: the machine's load drifts over the run.
      const order = round % 2 === 0 ? (["off", "on"] as const) : (["on", "off"] as const);
      for (const mode of order)
        rates[mode].push(await enquiriesPerSecond(mode === "on" ? on! : off!, `round ${round}`));
    }
    const expected = ENQUIRIES * (ROUNDS + 1);
    const deliveredAll = await smtp
      .waitFor(expected, () => true, 120_000)
      .then(() => true)
      .catch(() => false);

    // The SMTP server goes down; enquiries come; their first attempts fail; it comes back.
    await smtp.stop();
    const before = smtp.received.length;
    for (let i = 0; i < WHILE_DOWN; i++) await postEnquiry(on!, "while down");
    await until(() => outboxCount(on!, "status = 'queued' and attempts >= 1") === WHILE_DOWN, 30_000);
    await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
    await smtp.start();
    const back = Date.now();
    await until(() => smtp!.received.length - before >= WHILE_DOWN, 120_000);
    const arrivals = smtp.received.slice(before).map((mail) => mail.receivedAt - back);

    const throughput: Table = {
      title: `Office e-mail (issue 30): enquiries per second with mail on and off, ${ENQUIRIES} enquiries ${CONCURRENCY} at a time, median of ${ROUNDS} in one run, alternating (SQLite, one server each)`,
      columns: ["mail", "enquiries/s median", "runs"],
      rows: (["off", "on"] as const).map((mode) => [
        mode,
        median(rates[mode]).toFixed(1),
        rates[mode].map((rate) => rate.toFixed(1)).join(" / "),
      ]),
      notes: [
        `Load average (1, 5, 15 min) at the start: ${load}.`,
        `Mail on: each enquiry writes one outbox row (no recipient set: to the one admin) in its transaction, and the sender sends it to a real SMTP server on loopback meanwhile; ${deliveredAll ? `all ${expected} arrived` : "not all arrived within 2 minutes"}.`,
        `On/off: ${(median(rates.on) / median(rates.off)).toFixed(2)}.`,
      ],
    };
    const delay: Table = {
      title: `Delivery after the SMTP server comes back: ${WHILE_DOWN} e-mails whose first attempt failed, the server back ${DOWN_MS / 1000} s later (MAIL_RETRY_SECONDS 30, the default)`,
      columns: ["first arrived after (s)", "last arrived after (s)"],
      rows: [[(Math.min(...arrivals) / 1000).toFixed(1), (Math.max(...arrivals) / 1000).toFixed(1)]],
      notes: [
        "The first retry is 30 s after the failed attempt: the server back 5 s later waits about 25 s for it; each later wait doubles (at most an hour), so a longer outage waits longer after it ends.",
      ],
    };
    return [throughput, delay];
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await smtp?.stop();
  }
};
