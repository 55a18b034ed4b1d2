// What an attacker sends with nothing but a cookie header or a page of their own: a made-up session
// cookie buys no more than the anonymous body limit, slow or large bodies together cannot pass the
// memory ceiling, and a request from another site is refused — logged as a warning, not a fault.

import { readFileSync } from "node:fs";
import type http from "node:http";
import net from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { SITE_BUSY_MESSAGE } from "~/copy/outage";
import { NEWS_INTENTS } from "~/lib/schemas/news";
import { BODY_MEMORY_BUDGET_BYTES } from "~/server/http/body-budget.server";
import { BODY_TOO_LARGE_MESSAGE, PUBLIC_BODY_MAX_BYTES } from "~/server/http/request-body.server";
import { CROSS_SITE_REFUSAL_MESSAGE } from "~/server/http/same-origin.server";
import { TEST_ADMIN } from "../support/app-server";
import { queryDatabase } from "../support/database-file";
import { setupAppServer } from "../support/server-and-browser";
import { insertContent } from "../support/server-data";
import { streamedPost } from "../support/stream-body";
import { staffCookie } from "./helpers/staff-session";

const server = setupAppServer();
let adminCookie = "";
beforeAll(async () => {
  adminCookie = await staffCookie(server(), TEST_ADMIN);
});

const FORGED_SESSION = "better-auth.session_token=garbage.garbage";

function rssMegabytes(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

/** Posts `size` bytes of form to `path`, declared or chunked; resolves with the status, or how it ended. */
function postBody(path: string, size: number, headers: http.OutgoingHttpHeaders, declare: boolean) {
  return streamedPost({
    url: `${server().url}${path}`,
    bytes: size,
    declareLength: declare,
    headers: { origin: server().url, ...headers },
  });
}

describe("a cookie that only looks like a session", () => {
  it("gets the anonymous body limit: a 2 MB admin form is refused after 64 KB, declared or not", async () => {
    const form = `title=${"a".repeat(PUBLIC_BODY_MAX_BYTES + 1024)}&intent=${NEWS_INTENTS.create}`;
    for (const cookie of [FORGED_SESSION, `__Secure-${FORGED_SESSION}`]) {
      const answer = await fetch(`${server().url}/admin/news`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie, origin: server().url, "content-type": "application/x-www-form-urlencoded" },
        body: form,
      });
      expect(answer.status, cookie).toBe(413);
      expect(await answer.text()).toBe(BODY_TOO_LARGE_MESSAGE);
    }
    const size = 2 * 1024 * 1024;
    expect(await postBody("/admin/news", size, { cookie: FORGED_SESSION }, false)).toBe(413);
    expect([413, "EPIPE", "ECONNRESET"]).toContain(
      await postBody("/admin/news", size, { cookie: FORGED_SESSION }, true),
    );
    // A real session still has the larger limit.
    const real = await fetch(`${server().url}/admin/settings`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie: adminCookie,
        origin: server().url,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: `officeAddress=${"a".repeat(PUBLIC_BODY_MAX_BYTES)}`,
    });
    expect(real.status).toBe(400);
  });

  it("cannot make the server hold 200 such bodies at once", async () => {
    const pid = server().process.pid!;
    const before = rssMegabytes(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMegabytes(pid));
    }, 20);
    try {
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          postBody("/admin/news", 2 * 1024 * 1024, { cookie: FORGED_SESSION }, i % 2 === 0),
        ),
      );
      for (const answer of answers) expect([413, 503, "EPIPE", "ECONNRESET"]).toContain(answer);
    } finally {
      clearInterval(sampler);
    }
    // Read whole, 200 bodies of 2 MB held about 400 MB (1.2 GB for 600 in the probe).
    expect(peak - before).toBeLessThan(100);
  });
});

describe("the memory ceiling of bodies being read", () => {
  // A ceiling of a few megabytes, so that a few dozen slow senders reach it: the default's 512 at
  // once is a burst of connections a busy machine's listen queue can drop and retry for a minute.
  const ceilingMb = 4;
  const small = setupAppServer({ env: { REQUEST_BODY_MEMORY_MB: String(ceilingMb) } });

  it("answers 'busy' once slow senders hold it, and takes bodies again when they leave", async () => {
    // Each slow sender declares the largest anonymous body and sends one byte of it.
    const holders = Math.ceil((ceilingMb * 1024 * 1024) / (2 * PUBLIC_BODY_MAX_BYTES));
    expect(holders).toBeLessThan(BODY_MEMORY_BUDGET_BYTES / (2 * PUBLIC_BODY_MAX_BYTES));
    const url = new URL(small().url);
    const sockets: net.Socket[] = [];
    // A holder the server answers was refused: a probe held its share of the ceiling when the
    // holder's headers were read. It is replaced before the next probe, as an attacker would.
    const answered = new Set<net.Socket>();
    const hold = async () => {
      const socket = net.connect(Number(url.port), url.hostname);
      sockets.push(socket);
      await new Promise<void>((connected, failed) => {
        socket.once("connect", connected);
        socket.once("error", failed);
      });
      socket.on("error", () => {});
      socket.once("data", () => answered.add(socket));
      socket.write(
        `POST /api/enquiries HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: ${PUBLIC_BODY_MAX_BYTES}\r\n\r\n{`,
      );
    };
    const probe = () =>
      fetch(`${small().url}/api/enquiries`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: small().url },
        body: JSON.stringify({ kind: "contact", message: "x".repeat(PUBLIC_BODY_MAX_BYTES - 100) }),
      }).then(async (response) => ({ status: response.status, text: await response.text() }));
    const probeWithHoldersInPlace = async () => {
      for (const socket of [...answered]) {
        answered.delete(socket);
        socket.destroy();
        await hold();
      }
      return probe();
    };
    try {
      for (let i = 0; i < holders; i++) await hold();
      // Every probe counts against the address's enquiry limit (300 in 10 minutes): 80 at most here.
      await expect
        .poll(probeWithHoldersInPlace, { timeout: 20_000, interval: 250 })
        .toMatchObject({ status: 503 });
      const busy = await probe();
      expect(JSON.parse(busy.text)).toEqual({ ok: false, message: SITE_BUSY_MESSAGE });
    } finally {
      for (const socket of sockets) socket.destroy();
    }
    await expect.poll(async () => (await probe()).status, { timeout: 20_000, interval: 250 }).not.toBe(503);
  });
});

describe("requests from another site", () => {
  it("are refused with the admin's cookie when they say so or say nothing, and change nothing", async () => {
    const articleId = (await insertContent(server(), [{ kind: "news", title: "Sports day results" }]))[0]!;
    const newsCount = () =>
      queryDatabase(server(), "select count(*) as n from content where id = ?", articleId);
    const users = () => queryDatabase(server(), 'select id, role from "user" order by id');
    const before = { news: newsCount(), users: users() };
    const writes: [string, Record<string, string>][] = [
      ["/admin/news", { intent: NEWS_INTENTS.delete, articleId }],
      [
        "/admin/users",
        { intent: "add-user", name: "Intruder", username: "intruder", email: "x@example.org", role: "admin" },
      ],
      ["/admin/users", { intent: "change-role", userId: String(users()[0]!.id), role: "viewer" }],
    ];
    const disguises: [string, Record<string, string>][] = [
      ["says cross-site", { "sec-fetch-site": "cross-site" }],
      ["says same-site", { "sec-fetch-site": "same-site" }],
      ["says nothing", {}],
      ["names another page", { referer: "https://evil.example/prize" }],
      ["comes from another origin", { origin: "https://evil.example" }],
      ["comes from an opaque origin", { origin: "null" }],
    ];
    for (const [path, fields] of writes) {
      for (const [how, headers] of disguises) {
        const answer = await fetch(`${server().url}${path}`, {
          method: "POST",
          redirect: "manual",
          headers: { cookie: adminCookie, "content-type": "application/x-www-form-urlencoded", ...headers },
          body: new URLSearchParams(fields),
        });
        expect(answer.status, `${path} ${fields.intent} ${how}`).toBe(403);
        expect(await answer.text()).toBe(CROSS_SITE_REFUSAL_MESSAGE);
      }
    }
    expect({ news: newsCount(), users: users() }).toEqual(before);

    // The same write from the site's own page goes through (an older browser's Referer is enough).
    const own = await fetch(`${server().url}/admin/news`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie: adminCookie,
        "content-type": "application/x-www-form-urlencoded",
        referer: `${server().url}/admin/news`,
      },
      body: new URLSearchParams({ intent: NEWS_INTENTS.delete, articleId }),
    });
    expect(own.status).toBeLessThan(400);
    expect(newsCount()).toEqual([{ n: 0 }]);
  });

  it("are logged as warnings without a stack trace, never as errors", async () => {
    const outputBefore = server().output().length;
    for (const origin of ["https://evil.example", "null"]) {
      const answer = await fetch(`${server().url}/admin/news`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: adminCookie, origin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: NEWS_INTENTS.delete, articleId: "1" }),
      });
      expect(answer.status).toBe(403);
    }
    // An anonymous post from another site, too (React Router's own check threw for it before).
    const anonymous = await fetch(`${server().url}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ login: "admin", password: "x" }),
    });
    expect(anonymous.status).toBe(403);
    await expect
      .poll(
        () =>
          server()
            .output()
            .slice(outputBefore)
            .match(/cross-site request refused/g)?.length ?? 0,
      )
      .toBe(3);
    const lines = server()
      .output()
      .slice(outputBefore)
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: string; msg: string; error?: unknown });
    const refusals = lines.filter((line) => line.msg === "cross-site request refused");
    expect(refusals.map((line) => line.level)).toEqual(["warn", "warn", "warn"]);
    expect(JSON.stringify(refusals)).not.toMatch(/stack|\n\s+at /);
    expect(lines.filter((line) => line.level === "error")).toEqual([]);
  });
});
