// What an attacker can send without a browser: the auth library's own endpoints, bodies of any
// size, bodies that are not forms, unusual methods. Every answer is a 4xx with a message (or a
// success), memory stays flat, and nothing is written.

import { readFileSync } from "node:fs";
import http from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { REFUSAL_HEADING } from "~/copy/navigation";
import { API_NOT_FOUND_MESSAGE } from "~/routes/api/not-found";
import { FORM_UNREADABLE_MESSAGE } from "~/server/http/forms.server";
import {
  BODY_TOO_LARGE_MESSAGE,
  METHOD_NOT_ALLOWED_MESSAGE,
  PUBLIC_BODY_MAX_BYTES,
} from "~/server/http/request-body.server";
import { TEST_ADMIN } from "../support/app-server";
import { queryDatabase } from "../support/database-file";
import { setupAppServer } from "../support/server-and-browser";
import { streamedPost } from "../support/stream-body";
import { staffCookie } from "./helpers/staff-session";

const server = setupAppServer();
let adminCookie = "";
beforeAll(async () => {
  adminCookie = await staffCookie(server(), TEST_ADMIN);
});

/** Better Auth's endpoints (core and the username plugin): none may answer but with 404. */
const AUTH_LIBRARY_PATHS = [
  "sign-in/username",
  "sign-in/email",
  "sign-in/social",
  "sign-up/email",
  "is-username-available",
  "update-user",
  "change-password",
  "set-password",
  "change-email",
  "delete-user",
  "get-session",
  "list-sessions",
  "revoke-session",
  "revoke-sessions",
  "revoke-other-sessions",
  "sign-out",
  "request-password-reset",
  "reset-password",
  "forget-password",
  "verify-email",
  "send-verification-email",
  "list-accounts",
  "unlink-account",
  "link-social",
  "refresh-token",
  "get-access-token",
  "account-info",
  "ok",
  "error",
];

function rssMegabytes(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

/** Streams `total` bytes at the server and resolves with its answer, or the error that ended it. */
function sendHugeBody(path: string, total: number, declareLength: boolean): Promise<number | string> {
  return streamedPost({
    url: `${server().url}${path}`,
    bytes: total,
    declareLength,
    chunkBytes: 1024 * 1024,
  });
}

function rawRequest(method: string, path: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const url = new URL(path, server().url);
    const request = http.request(
      { host: url.hostname, port: url.port, path, method, headers },
      (response) => {
        let body = "";
        response.setEncoding("utf8").on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

const enquiryCount = () => queryDatabase<{ n: number }>(server(), "select count(*) as n from enquiry")[0]!.n;

describe("the auth library's own endpoints", () => {
  it("answer 404 for every path and method, signed in or not, and change nothing", async () => {
    const imageBefore = queryDatabase<{ image: string | null }>(
      server(),
      'select image from "user" where username = ?',
      TEST_ADMIN.username,
    );
    for (const path of [...AUTH_LIBRARY_PATHS, "no-such-endpoint"]) {
      for (const method of ["GET", "POST"]) {
        for (const cookie of ["", adminCookie]) {
          const response = await fetch(`${server().url}/api/auth/${path}`, {
            method,
            headers: { "content-type": "application/json", origin: server().url, cookie },
            body:
              method === "POST"
                ? JSON.stringify({
                    username: TEST_ADMIN.username,
                    password: TEST_ADMIN.password,
                    image: "javascript:alert(1)",
                  })
                : undefined,
          });
          expect(response.status, `${method} ${path}`).toBe(404);
          expect(response.headers.getSetCookie(), `${method} ${path}`).toEqual([]);
          expect(await response.json()).toEqual({ ok: false, message: API_NOT_FOUND_MESSAGE });
        }
      }
    }
    expect(
      queryDatabase(server(), 'select image from "user" where username = ?', TEST_ADMIN.username),
    ).toEqual(imageBefore);
  });
});

describe("request bodies", () => {
  it("refuses four 250 MB bodies at once, declared or streamed, with 413 and without holding them", async () => {
    const pid = server().process.pid!;
    const before = rssMegabytes(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMegabytes(pid));
    }, 20);
    const total = 250 * 1024 * 1024;
    try {
      for (const path of ["/admin/login", "/news"]) {
        const streamed = await Promise.all(Array.from({ length: 4 }, () => sendHugeBody(path, total, false)));
        expect(streamed, path).toEqual([413, 413, 413, 413]);
        // A declared length over the limit is answered before the body is read; the client may
        // still be writing when the connection closes, so a reset is acceptable there.
        const declared = await Promise.all(Array.from({ length: 4 }, () => sendHugeBody(path, total, true)));
        for (const answer of declared) expect([413, "EPIPE", "ECONNRESET"], path).toContain(answer);
      }
    } finally {
      clearInterval(sampler);
    }
    // Without the limit the server grew by about 1.5 GB here; a few MB of buffers are normal.
    expect(peak - before).toBeLessThan(64);
    expect((await fetch(`${server().url}/healthz`)).status).toBe(200);
  });

  it("says why in a message, and keeps forms within the limit working", async () => {
    const tooBig = await fetch(`${server().url}/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `login=${"a".repeat(PUBLIC_BODY_MAX_BYTES)}`,
    });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.text()).toBe(BODY_TOO_LARGE_MESSAGE);
    const api = await fetch(`${server().url}/api/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "contact", message: "a".repeat(PUBLIC_BODY_MAX_BYTES) }),
    });
    expect(api.status).toBe(413);
    expect(await api.json()).toEqual({ ok: false, message: BODY_TOO_LARGE_MESSAGE });
    // A signed-in admin's form may be larger than an anonymous one (long article bodies).
    const settings = await fetch(`${server().url}/admin/settings`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: adminCookie,
        origin: server().url,
      },
      body: `officeAddress=${"a".repeat(PUBLIC_BODY_MAX_BYTES)}`,
    });
    expect(settings.status).toBe(400);
    const anonymous = await fetch(`${server().url}/admin/settings`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: "better-auth.session_token=forged",
        origin: server().url,
      },
      body: `officeAddress=${"a".repeat(PUBLIC_BODY_MAX_BYTES)}`,
    });
    // A cookie that only looks like a session gets the anonymous limit (attacker-requests.test.ts).
    expect(anonymous.status).toBe(413);
  });
});

describe("bodies that are not forms, and unusual methods", () => {
  const notForms: [string, Record<string, string>, string][] = [
    ["JSON", { "content-type": "application/json" }, JSON.stringify({ intent: "sign-in", login: "a" })],
    ["plain text", { "content-type": "text/plain" }, "intent=sign-in&login=a"],
    ["no content type", {}, "intent=sign-in&login=a"],
    [
      "broken multipart",
      { "content-type": "multipart/form-data; boundary=xyz" },
      '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
    ],
    ["multipart without boundary", { "content-type": "multipart/form-data" }, "a=b"],
  ];
  const formActions = [
    "/admin/login",
    "/admin/users",
    "/admin/settings",
    "/admin/profile",
    "/admin/enquiries/1",
    "/news",
  ];

  it("answer 4xx with a message on every form action, signed in or not, and write nothing", async () => {
    const enquiriesBefore = enquiryCount();
    const usersBefore = queryDatabase(server(), 'select * from "user" order by id');
    for (const path of formActions) {
      for (const cookie of ["", adminCookie]) {
        for (const [kind, headers, body] of notForms) {
          const response = await fetch(`${server().url}${path}`, {
            method: "POST",
            redirect: "manual",
            headers: { ...headers, cookie, origin: server().url },
            body,
          });
          const what = `${kind} to ${path}${cookie ? " (signed in)" : ""}`;
          if (path === "/news") {
            // The newsletter form answers a refusal as a toast on the news page.
            expect(response.status, what).toBe(303);
          } else if (cookie || path === "/admin/login") {
            expect([400, 415], what).toContain(response.status);
            const page = await response.text();
            // Shown on the page, not only in the page's data.
            expect(page, what).toContain(`>${REFUSAL_HEADING}</h1>`);
            expect(page, what).toContain(`>${FORM_UNREADABLE_MESSAGE}</p>`);
          } else {
            // Anonymous posts to guarded actions are refused before the body matters.
            expect(response.status, what).toBe(302);
            expect(response.headers.get("location"), what).toMatch(/^\/admin\/login\?redirectTo=/);
          }
        }
      }
    }
    expect(enquiryCount()).toBe(enquiriesBefore);
    expect(queryDatabase(server(), 'select * from "user" order by id')).toEqual(usersBefore);
  });

  it("answer DELETE, PUT and PATCH on form actions with 4xx, and TRACE or unknown methods with 405", async () => {
    for (const method of ["DELETE", "PUT", "PATCH"]) {
      for (const path of formActions) {
        const response = await rawRequest(method, path, { cookie: adminCookie });
        expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${method} ${path}`).toBeLessThan(500);
      }
    }
    for (const method of ["TRACE", "PROPFIND", "LOCK", "MKCOL"]) {
      for (const path of ["/", "/admin/login", "/api/enquiries"]) {
        const response = await rawRequest(method, path);
        expect(response.status, `${method} ${path}`).toBe(405);
        if (method !== "TRACE" || path !== "/") continue;
        expect(response.body).toBe(METHOD_NOT_ALLOWED_MESSAGE);
      }
    }
    expect(server().output()).not.toMatch(/"level":"error"/);
  });
});
