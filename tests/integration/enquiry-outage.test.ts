// POST /api/enquiries while the database cannot be reached or does not answer, on both engines:
// one deadline for the whole recording, a 503 in the page's language that says to try again (a
// fault of the product's own stays a 500), nothing started after the deadline, a write that lands
// late folded with the parent's retry, and a form posted without script still sent on to its
// WhatsApp chat, built from the school as last read.
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { ENQUIRY_ENDPOINT_MESSAGES, ENQUIRY_NOT_SAVED_PAGE } from "~/copy/enquiry-copy";
import { DATABASE_RETRY_AFTER_S } from "~/copy/outage";
import { SCHOOLS } from "~/copy/schools";
import { messagesFor } from "~/i18n/server";
import { admissionEnquiryMessage } from "~/lib/enquiry-messages";
import { whatsappLink } from "~/lib/whatsapp";
import { POSTGRES_TIMEOUTS } from "~/server/db/connection.server";
import { db } from "~/server/db/db.server";
import { createEnquiryRecorder } from "~/server/http/enquiry-endpoint.server";
import { formPostAnswer } from "~/server/http/enquiry-form-post.server";
import { CLIENT_IP_HEADER, createRateLimiter, type RateLimiter } from "~/server/rate-limit.server";
import { insertFixedSchool, schoolBySlug } from "~/server/schools/schools.server";
import { setupTestDatabase } from "../support/test-database";
import { insertUser } from "./helpers/staff";

const database = setupTestDatabase();

const tamil = messagesFor("ta").enquiry;

/** Short, so the tests are quick; the product's own deadline is checked end to end. */
const DEADLINE_MS = 1_500;

/** A count the database never answers: a frozen server. */
const frozenCount: RateLimiter = { hit: () => new Promise(() => {}), reset: async () => {} };

const allowance = () => createRateLimiter({ windowMs: 60_000, max: 1_000 });

let address = 0;
function post(body: Record<string, string>, init: { form?: boolean; referer?: string } = {}) {
  address += 1;
  return new Request("http://school.test/api/enquiries", {
    method: "POST",
    headers: {
      "content-type": init.form ? "application/x-www-form-urlencoded" : "application/json",
      [CLIENT_IP_HEADER]: `198.51.100.${address}`,
      ...(init.referer ? { referer: init.referer } : {}),
    },
    body: init.form ? new URLSearchParams(body).toString() : JSON.stringify(body),
  });
}

const enquiry = (parentName: string) => ({
  kind: "admission",
  parentName,
  childName: "Anu",
  phone: "+91 98765 41234",
  school: "euro-kids",
});

async function storedRows(parentName: string) {
  return db().selectFrom("enquiry").select(["id", "times_sent"]).where("name", "=", parentName).execute();
}

/**
 * Another connection holds the enquiry table so that writes to it wait (reads go on): on
 * PostgreSQL a SHARE lock, which the insert waits for; on SQLite the write lock, which the
 * insert waits for up to its busy timeout.
 */
async function holdEnquiryWrites(): Promise<() => Promise<void>> {
  const { database: place } = database.config;
  if (place.kind === "postgres") {
    const client = new pg.Client({ connectionString: place.url });
    await client.connect();
    await client.query("begin");
    await client.query("lock table enquiry in share mode");
    return async () => {
      await client.query("commit");
      await client.end();
    };
  }
  const other = new DatabaseSync(path.join(database.dataDir, "school.db"));
  other.exec("begin immediate");
  return async () => {
    other.exec("rollback");
    other.close();
  };
}

/** On PostgreSQL: whether an insert into enquiry is waiting for the lock right now. */
async function insertWaiting() {
  const { database: place } = database.config;
  if (place.kind !== "postgres") return false;
  const client = new pg.Client({ connectionString: place.url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as waiting from pg_stat_activity
       where wait_event_type = 'Lock' and query like 'insert into "enquiry"%'`,
    );
    return rows[0].waiting > 0;
  } finally {
    await client.end();
  }
}

describe("an enquiry while the database cannot take it", () => {
  it("answers 503 in the page's language when the write cannot get through, and the retry leaves one enquiry", async () => {
    const record = createEnquiryRecorder(undefined, undefined, { deadlineMs: DEADLINE_MS });
    const parent = "Held Write Parent";
    const release = await holdEnquiryWrites();
    let answer: Awaited<ReturnType<typeof record>>;
    let ms: number;
    let lateWrite = false;
    try {
      const started = performance.now();
      const answering = record(post(enquiry(parent), { referer: "http://school.test/ta/admissions" }));
      // PostgreSQL: the insert has been sent and waits for the lock when the deadline passes.
      if (database.engine === "postgres")
        await expect.poll(insertWaiting, { timeout: DEADLINE_MS }).toBe(true);
      answer = await answering;
      ms = performance.now() - started;
      lateWrite = database.engine === "postgres";
    } finally {
      await release();
    }
    expect(answer).toMatchObject({
      status: 503,
      body: { ok: false, title: tamil.endpoint.unavailableTitle, message: tamil.endpoint.unavailable },
      headers: { "Retry-After": String(DATABASE_RETRY_AFTER_S) },
      locale: "ta",
    });
    // SQLite waits for its lock synchronously (its busy timeout); PostgreSQL is given up on.
    if (database.engine === "postgres") expect(ms).toBeLessThan(POSTGRES_TIMEOUTS.statementMs);

    if (lateWrite) {
      // The insert sent before the deadline lands once the lock goes: the office has the enquiry.
      await expect.poll(() => storedRows(parent)).toMatchObject([{ times_sent: 1 }]);
    }
    // The parent tries again: one enquiry, the late copy and the retry folded together.
    expect((await record(post(enquiry(parent)))).status).toBe(201);
    const rows = await storedRows(parent);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.times_sent)).toBe(lateWrite ? 2 : 1);
  }, 30_000);

  it("keeps a fault of the product's own a 500", async () => {
    const record = createEnquiryRecorder(undefined, undefined, { deadlineMs: DEADLINE_MS });
    await db().schema.alterTable("enquiry").renameTo("enquiry_moved").execute();
    try {
      const answer = await record(post(enquiry("Fault Parent")));
      expect(answer).toMatchObject({ status: 500, body: { message: ENQUIRY_ENDPOINT_MESSAGES.failed } });
    } finally {
      await db().schema.alterTable("enquiry_moved").renameTo("enquiry").execute();
    }
    // Told apart from an outage in the same place: the same enquiry with a frozen count.
    const frozen = createEnquiryRecorder(frozenCount, allowance(), { deadlineMs: DEADLINE_MS });
    expect((await frozen(post(enquiry("Fault Parent")))).status).toBe(503);
  });

  it("gives up at the deadline when the database does not answer, and starts nothing after it", async () => {
    let spamChecks = 0;
    const spamAllowance: RateLimiter = {
      hit: async () => {
        spamChecks += 1;
        return { allowed: true, retryAfterSeconds: 0 };
      },
      reset: async () => {},
    };
    const record = createEnquiryRecorder(frozenCount, spamAllowance, { deadlineMs: DEADLINE_MS });
    const started = performance.now();
    const answer = await record(post(enquiry("Frozen Count Parent")));
    const ms = performance.now() - started;
    expect(answer).toMatchObject({
      status: 503,
      body: { ok: false, message: ENQUIRY_ENDPOINT_MESSAGES.unavailable },
      headers: { "Retry-After": String(DATABASE_RETRY_AFTER_S) },
      locale: "en",
    });
    expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(ms).toBeLessThan(POSTGRES_TIMEOUTS.queryMs);
    expect(spamChecks).toBe(0);
    expect(await storedRows("Frozen Count Parent")).toEqual([]);
    // What needs no database is still answered as always: a refusal is a 400, not a 503.
    expect((await record(post({ ...enquiry("Frozen Count Parent"), childName: "" }))).status).toBe(400);
  });
});

describe("a form posted without script while the database does not answer", () => {
  it("offers the WhatsApp chat built from the school as last read, and the same answers to send again", async () => {
    const school = SCHOOLS.find((one) => one.slug === "euro-kids")!;
    await insertFixedSchool(
      school.slug,
      {
        name: school.name,
        tagline: null,
        description: null,
        about: null,
        location: null,
        address: null,
        phone: "+91 98765 40099",
        whatsapp: "+91 98765 40098",
        email: null,
        affiliation: null,
        logoImage: null,
        headerImage: null,
        headerMediaId: null,
        ageRange: null,
        studentCount: null,
        mapQuery: null,
        features: [],
        grades: [...school.grades],
        images: [],
      },
      await insertUser(),
    );
    // A page read it while the database answered.
    expect((await schoolBySlug(school.slug))?.whatsapp).toBe("+91 98765 40098");

    const record = createEnquiryRecorder(frozenCount, allowance(), { deadlineMs: DEADLINE_MS });
    const fields = {
      ...enquiry('Plain "Post" <Parent>'),
      childAge: "5",
      from: "/ta/admissions#enquiry",
      website: "",
    };
    const request = post(fields, { form: true });
    const recorded = await record(request);
    expect(recorded.status).toBe(503);
    const page = await formPostAnswer(request, recorded);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe(String(DATABASE_RETRY_AFTER_S));
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="ta">');
    expect(html).toContain(tamil.endpoint.unavailable);
    expect(html).toContain(tamil.notSaved.nothingLost);
    const chat = whatsappLink(
      "+91 98765 40098",
      admissionEnquiryMessage({
        schoolName: school.name,
        parentName: 'Plain "Post" <Parent>',
        childName: "Anu",
        childAge: 5,
        phone: "+91 98765 41234",
      }),
    )!;
    expect(unescaped(html.match(/<a class="chat" href="([^"]+)">/)?.[1])).toBe(chat);
    // Try again posts the very same answers; what the parent typed is text, never markup.
    expect(html).not.toContain("<Parent>");
    const resent = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
      ([, name, value]) => [unescaped(name), unescaped(value)],
    );
    expect(Object.fromEntries(resent)).toEqual(fields);
    expect(html).toContain('<a href="/ta/admissions#enquiry">');
    expect(await storedRows('Plain "Post" <Parent>')).toEqual([]);
  });

  it("without a school read before, says so and offers to try again, without a chat", async () => {
    const record = createEnquiryRecorder(frozenCount, allowance(), { deadlineMs: DEADLINE_MS });
    const request = post(
      { ...enquiry("Never Read Parent"), school: "zee-litera", from: "/admissions" },
      {
        form: true,
      },
    );
    const page = await formPostAnswer(request, await record(request));
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain(ENQUIRY_ENDPOINT_MESSAGES.unavailable);
    expect(html).toContain(ENQUIRY_NOT_SAVED_PAGE.nothingLostNoChat);
    expect(html).not.toContain("wa.me");
    expect(html).toContain(`>${ENQUIRY_NOT_SAVED_PAGE.tryAgain}</button>`);
  });
});

function unescaped(text: string | undefined) {
  return text?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}
