// POST /api/track over HTTP against the production server: what a beacon stores, and a fuzz of
// what anyone can send instead, which gets a 4xx or a silent 204 and never stores anything or
// brings a 500. TRUST_PROXY is on so each request can speak for an address of its own.

import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { newVisitorSessionId, TRACK_ENDPOINT } from "~/lib/tracking";
import { TRACK_RATE_LIMIT } from "~/server/analytics/ingest/ingest.server";
import { TRACK_BODY_MAX_BYTES } from "~/server/analytics/ingest/payload.server";
import { BODY_TOO_LARGE_MESSAGE } from "~/server/http/request-body.server";
import { TRACK_CONTENT_TYPE_MESSAGE, TRACK_METHOD_MESSAGE } from "~/server/http/track.server";
import { startAppServer } from "../support/app-server";
import { queryDatabase } from "../support/database-file";
import { setupAppServer } from "../support/server-and-browser";

const server = setupAppServer({ env: { TRUST_PROXY: "1" } });

const BEACON_TYPE = "text/plain;charset=UTF-8";
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

let addresses = 0;
/** An address of its own per request (documentation ranges), so the per-address limit stays out of the way. */
function nextAddress() {
  addresses++;
  return `${["198.51.100", "203.0.113"][Math.floor(addresses / 250) % 2]}.${addresses % 250}`;
}

let sessions = 0;
function newSession() {
  sessions++;
  return newVisitorSessionId(1_764_072_000_000 + sessions, (sessions % 1000) / 1000 + 0.0001);
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request as anyone could send it: any method, any headers, the body as given or streamed. */
function send(
  options: {
    method?: string;
    body?: string | Buffer;
    headers?: http.OutgoingHttpHeaders;
    /** Sent in chunks without a declared length. */
    streamed?: boolean;
    url?: string;
  } = {},
): Promise<Answer> {
  const url = new URL(TRACK_ENDPOINT, options.url ?? server().url);
  const headers: http.OutgoingHttpHeaders = {
    "user-agent": CHROME,
    "x-forwarded-for": nextAddress(),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: options.method ?? "POST", headers },
      (response) => {
        let body = "";
        response.setEncoding("utf8").on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on("error", reject);
    if (options.body !== undefined && options.streamed) {
      const bytes = Buffer.from(options.body);
      for (let at = 0; at < bytes.length; at += 16 * 1024) request.write(bytes.subarray(at, at + 16 * 1024));
    } else if (options.body !== undefined) {
      request.setHeader("content-length", Buffer.byteLength(options.body));
      request.write(options.body);
    }
    request.end();
  });
}

function beacon(payload: Record<string, unknown>, headers: http.OutgoingHttpHeaders = {}) {
  return send({ body: JSON.stringify(payload), headers: { "content-type": BEACON_TYPE, ...headers } });
}

function view(sessionId: string, pageUrl: string, extra: Record<string, unknown> = {}) {
  return { sessionId, pageUrl, pageTitle: `Title of ${pageUrl}`, timeSpent: 0, ...extra };
}

function stored() {
  const [counts] = queryDatabase<{ sessions: number; views: number; seconds: number }>(
    server(),
    `select (select count(*) from visitor_session) as sessions, (select count(*) from page_view) as views,
      (select coalesce(sum(time_spent), 0) from page_view) as seconds`,
  );
  return counts!;
}

describe("a beacon", () => {
  it("is answered 204 once it is stored: the session with its place and device, the view, its time", async () => {
    const id = newSession();
    const first = await beacon(view(id, "/schools", { referrer: "https://www.google.com/" }), {
      "x-forwarded-for": "8.8.8.8",
    });
    expect(first.status).toBe(204);
    expect(first.body).toBe("");
    // Answered only after the commit: the rows are there the moment the answer is.
    const [session] = queryDatabase(server(), "select * from visitor_session where session_id = ?", id);
    expect(session).toMatchObject({
      landing_page: "/schools",
      referrer_host: "google.com",
      country: "United States",
      city: "Mountain View",
      device: "desktop",
      browser: "Chrome",
      os: "Windows",
      page_views: 1,
    });
    // The address is used, never kept.
    expect(JSON.stringify(session)).not.toContain("8.8.8.8");

    const time = await beacon(view(id, "/schools", { timeSpent: 42 }), {
      "content-type": "application/json",
    });
    expect(time.status).toBe(204);
    expect(
      queryDatabase(server(), "select page_url, time_spent from page_view where session_id = ?", id),
    ).toEqual([{ page_url: "/schools", time_spent: 42 }]);
    expect(
      queryDatabase(server(), "select page_views, time_spent from visitor_session where session_id = ?", id),
    ).toEqual([{ page_views: 1, time_spent: 42 }]);
  });

  it("from a loopback address has no place", async () => {
    const id = newSession();
    expect((await beacon(view(id, "/"), { "x-forwarded-for": "127.0.0.1" })).status).toBe(204);
    expect(
      queryDatabase(server(), "select country, city from visitor_session where session_id = ?", id),
    ).toEqual([{ country: null, city: null }]);
  });
});

describe("what is never stored", () => {
  it("answers privacy signals, robots, admin pages and the dev host's referrals with 204 and keeps nothing", async () => {
    const before = stored();
    const id = newSession();
    const answers = [
      await beacon(view(id, "/"), { dnt: "1" }),
      await beacon(view(id, "/"), { "sec-gpc": "1" }),
      await beacon(view(id, "/"), {
        "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      }),
      await beacon(view(id, "/"), { "user-agent": "curl/8.5.0" }),
      await beacon(view(id, "/"), { "user-agent": "" }),
      await beacon(view(id, "/admin")),
      await beacon(view(id, "/admin/analytics")),
      await beacon(view(id, "/", { referrer: "https://lovable.dev/projects/abc" })),
    ];
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 204));
    expect(stored()).toEqual(before);
  });

  it("survives a fuzz of malformed requests with 4xx or 204, never a 500, storing nothing", async () => {
    const before = stored();
    const id = newSession();
    const valid = view(id, "/");
    const json = (value: unknown) => ({
      body: JSON.stringify(value),
      headers: { "content-type": BEACON_TYPE },
    });
    const huge = "x".repeat(TRACK_BODY_MAX_BYTES);
    const cases: [string, Parameters<typeof send>[0], number[]][] = [
      ["no body", { headers: { "content-type": BEACON_TYPE } }, [400]],
      ["an empty body", { body: "", headers: { "content-type": BEACON_TYPE } }, [400]],
      ["invalid JSON", { body: "{sessionId:", headers: { "content-type": BEACON_TYPE } }, [400]],
      [
        "cut-off JSON",
        { body: JSON.stringify(valid).slice(0, 30), headers: { "content-type": BEACON_TYPE } },
        [400],
      ],
      ["JSON null", json(null), [400]],
      ["a JSON string", json("session"), [400]],
      ["a JSON array", json([valid]), [400]],
      ["a number as the session", json({ ...valid, sessionId: 12345 }), [400]],
      ["an object as the page", json({ ...valid, pageUrl: { path: "/" } }), [400]],
      ["an array as the title", json({ ...valid, pageTitle: ["a"] }), [400]],
      ["text as the seconds", json({ ...valid, timeSpent: "30" }), [400]],
      [
        "infinite seconds",
        {
          body: JSON.stringify(valid).replace('"timeSpent":0', '"timeSpent":1e999'),
          headers: { "content-type": BEACON_TYPE },
        },
        [400],
      ],
      ["negative seconds", json({ ...valid, timeSpent: -5 }), [400]],
      ["true as the referrer", json({ ...valid, referrer: true }), [400]],
      ["a missing session", json({ pageUrl: "/", pageTitle: "x", timeSpent: 0 }), [400]],
      ["a long title within the limit", json({ ...valid, pageTitle: "t".repeat(6_000) }), [400]],
      ["a long page address within the limit", json({ ...valid, pageUrl: `/${"p".repeat(6_000)}` }), [400]],
      ["a huge title", json({ ...valid, pageTitle: huge }), [413]],
      [
        "a huge body, declared",
        { body: `{"a":"${"x".repeat(1024 * 1024)}"}`, headers: { "content-type": BEACON_TYPE } },
        [413],
      ],
      [
        "a huge body, streamed",
        {
          body: `{"a":"${"x".repeat(1024 * 1024)}"}`,
          streamed: true,
          headers: { "content-type": BEACON_TYPE },
        },
        [413],
      ],
      ["NUL in the session", json({ ...valid, sessionId: `${id}\u0000` }), [400]],
      ["NUL in the page", json({ ...valid, pageUrl: "/\u0000" }), [400]],
      ["NUL in the referrer", json({ ...valid, referrer: "https://a.example/\u0000" }), [400]],
      [
        "raw NUL bytes",
        { body: Buffer.from([0x7b, 0x00, 0x7d]), headers: { "content-type": BEACON_TYPE } },
        [400],
      ],
      [
        "bytes that are not UTF-8",
        { body: Buffer.from([0x7b, 0xc3, 0x28, 0x7d]), headers: { "content-type": BEACON_TYPE } },
        [400],
      ],
      [
        "deeply nested arrays",
        { body: `${"[".repeat(4_000)}${"]".repeat(4_000)}`, headers: { "content-type": BEACON_TYPE } },
        [400],
      ],
      [
        "deeply nested custom data",
        {
          body: JSON.stringify(valid).replace(
            /}$/,
            `,"customData":${'{"a":'.repeat(1_000)}1${"}".repeat(1_000)}}`,
          ),
          headers: { "content-type": BEACON_TYPE },
        },
        [400],
      ],
      [
        "a prototype key",
        {
          body: `{"__proto__":{"sessionId":"${id}"},"pageUrl":"/","pageTitle":"x","timeSpent":0}`,
          headers: { "content-type": BEACON_TYPE },
        },
        [400],
      ],
      ["no content type", { body: JSON.stringify(valid) }, [415]],
      [
        "a form",
        { body: "sessionId=x&pageUrl=/", headers: { "content-type": "application/x-www-form-urlencoded" } },
        [415],
      ],
      [
        "multipart",
        { body: "--b\r\n\r\n--b--", headers: { "content-type": "multipart/form-data; boundary=b" } },
        [415],
      ],
      ["XML", { body: "<a/>", headers: { "content-type": "application/xml" } }, [415]],
      [
        "gzip the server does not unpack",
        {
          body: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
          headers: { "content-type": BEACON_TYPE, "content-encoding": "gzip" },
        },
        [400],
      ],
      ...["GET", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND"].map(
        (method): [string, Parameters<typeof send>[0], number[]] => [
          `the method ${method}`,
          {
            method,
            body:
              method === "GET" || method === "HEAD" || method === "TRACE" ? undefined : JSON.stringify(valid),
            headers: { "content-type": BEACON_TYPE },
          },
          [405],
        ],
      ),
    ];
    for (const [label, request, expected] of cases) {
      const answer = await send(request);
      expect(expected, `${label}: ${answer.status} ${answer.body.slice(0, 120)}`).toContain(answer.status);
      if (answer.status !== 204 && request?.method !== "HEAD")
        expect(JSON.parse(answer.body), label).toMatchObject({ ok: false, message: expect.any(String) });
    }
    expect(stored()).toEqual(before);
    // The server is still answering beacons.
    expect((await beacon(view(newSession(), "/after-the-fuzz"))).status).toBe(204);
  });

  it("says why in the refusals a developer would read", async () => {
    const methodRefused = await send({ method: "GET" });
    expect(methodRefused.headers.allow).toBe("POST");
    expect(JSON.parse(methodRefused.body)).toEqual({ ok: false, message: TRACK_METHOD_MESSAGE });
    const typeRefused = await send({ body: "{}", headers: { "content-type": "text/html" } });
    expect(JSON.parse(typeRefused.body)).toEqual({ ok: false, message: TRACK_CONTENT_TYPE_MESSAGE });
    const tooLarge = await send({
      body: "x".repeat(TRACK_BODY_MAX_BYTES + 1),
      headers: { "content-type": BEACON_TYPE },
    });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toEqual({ ok: false, message: BODY_TOO_LARGE_MESSAGE });
  });

  it("limits one address, refusing with 429 and storing nothing past the limit", async () => {
    const address = "192.0.2.77";
    const id = newSession();
    const allowed = await Promise.all(
      Array.from({ length: TRACK_RATE_LIMIT.max }, (_, i) =>
        beacon(view(id, `/page-${i}`), { "x-forwarded-for": address }),
      ),
    );
    expect(allowed.map((answer) => answer.status)).toEqual(allowed.map(() => 204));
    const refused = await beacon(view(id, "/one-too-many"), { "x-forwarded-for": address });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(queryDatabase(server(), "select count(*) as n from page_view where session_id = ?", id)).toEqual([
      { n: TRACK_RATE_LIMIT.max },
    ]);
    // Another visitor is not held back.
    expect((await beacon(view(newSession(), "/"))).status).toBe(204);
  });
});

describe("a server told to stop", () => {
  it("keeps every beacon it acknowledged", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "school-e2e-track-"));
    try {
      const own = await startAppServer({ dataDir, env: { TRUST_PROXY: "1" } });
      const ids = Array.from({ length: 150 }, () => newSession());
      const answers = ids.map((id) =>
        send({
          url: own.url,
          body: JSON.stringify(view(id, "/")),
          headers: { "content-type": BEACON_TYPE },
        }).then(
          (answer) => answer.status,
          () => 0,
        ),
      );
      const stopped = answers[0]!.then(() => own.stop());
      const statuses = await Promise.all(answers);
      expect((await stopped).code).toBe(0);
      const acknowledged = ids.filter((_, i) => statuses[i] === 204);
      expect(acknowledged.length).toBeGreaterThan(0);
      const kept = new Set(
        queryDatabase<{ session_id: string }>({ dataDir }, "select session_id from page_view").map(
          (row) => row.session_id,
        ),
      );
      expect(acknowledged.filter((id) => !kept.has(id))).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
