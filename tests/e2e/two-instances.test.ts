// Two app processes on one PostgreSQL database and one S3 bucket, behind one address (a small
// round-robin HTTP proxy here, as nginx or a load balancer would stand in front): a session made on
// one works on the other and ends on both, rate limits count attempts on both together, a change
// saved through one is on the other's cached page on the next request, and an upload through one
// is served by the other (docs/operations.md, "Several instances"). A browser that signed in through
// one is known to the other, and its own limit counts on both. The office's e-mail (issue 30): both
// send from one outbox, each message once.
import { execFileSync } from "node:child_process";
import { createServer, request as httpRequest, type Server } from "node:http";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_MAX_PER_ACCOUNT, LOGIN_MAX_PER_DEVICE } from "~/copy/admin-login";
import { ENQUIRY_RATE_LIMIT } from "~/copy/enquiry-copy";
import { type AppServer, freePort, projectRoot, startAppServer, TEST_ADMIN } from "../support/app-server";
import { startS3Server, type TestS3Server } from "../support/s3-test-server";
import { postSignIn } from "../support/sign-in";
import { type SmtpTestServer, startSmtpServer } from "../support/smtp-test-server";
import { postUpload } from "../support/uploads";
import { staffCookie } from "./helpers/staff-session";

type Instance = "a" | "b";
/** Sent to the proxy to pick the instance; the proxy names the one that answered in the reply. */
const INSTANCE_HEADER = "x-test-instance";

const script = path.join(projectRoot, "scripts/postgres-cluster.sh");
const cluster = (...args: string[]) => execFileSync("bash", [script, ...args], { encoding: "utf8" }).trim();

let clusterDir: string | undefined;
let databaseUrl: string;
let s3: TestS3Server;
let smtp: SmtpTestServer;
let proxy: Server;
let site: string;
const instances = {} as Record<Instance, AppServer>;
const answeredBy: Instance[] = [];

/** Forwards each request to the instance it names, else to the next in turn, adding X-Forwarded-For as nginx does. */
function startProxy(port: number) {
  let turn = 0;
  const server = createServer((req, res) => {
    const asked = req.headers[INSTANCE_HEADER];
    const name: Instance = asked === "a" || asked === "b" ? asked : turn++ % 2 === 0 ? "a" : "b";
    answeredBy.push(name);
    const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress]
      .filter(Boolean)
      .join(", ");
    const upstream = httpRequest(
      {
        host: "127.0.0.1",
        port: instances[name].port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-for": forwardedFor },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [INSTANCE_HEADER]: name });
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise<Server>((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

beforeAll(async () => {
  const [dir, , url] = cluster("start").split(" ");
  clusterDir = dir;
  databaseUrl = url!;
  [s3, smtp] = await Promise.all([startS3Server(), startSmtpServer()]);
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  proxy = await startProxy(port);
  const env = {
    ...s3.env,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: site,
    TRUST_PROXY: "1",
    // Every instance signs sessions and sign-in questions with the same secret.
    AUTH_SECRET: "two-instances-shared-secret-0123456789abcdef",
    // The demo content's pictures would cost most of the file's time; the news page is enough.
    SEED_DEMO_CONTENT: "false",
    SMTP_URL: smtp.url,
    MAIL_FROM: "office@example.org",
    MAIL_RETRY_SECONDS: "1",
  };
  // Started together on an empty database: one adds the first admin, the other finds it.
  [instances.a, instances.b] = await Promise.all([startAppServer({ env }), startAppServer({ env })]);
}, 120_000);

afterAll(async () => {
  await Promise.all([instances.a?.stop(), instances.b?.stop()]);
  await new Promise((resolve) => proxy?.close(resolve));
  await s3?.stop();
  await smtp?.stop();
  if (clusterDir) cluster("stop", clusterDir);
});

function via(instance: Instance, headers: Record<string, string> = {}) {
  return { [INSTANCE_HEADER]: instance, ...headers };
}

async function get(pathname: string, instance: Instance, headers: Record<string, string> = {}) {
  const response = await fetch(`${site}${pathname}`, { headers: via(instance, headers), redirect: "manual" });
  const body = await response.text();
  expect(response.headers.get(INSTANCE_HEADER)).toBe(instance);
  return { status: response.status, headers: response.headers, body };
}

function post(pathname: string, instance: Instance, cookie: string, fields: Record<string, string>) {
  return fetch(`${site}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: via(instance, { cookie, origin: site }),
    body: new URLSearchParams(fields),
  });
}

async function query<T>(statement: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows as T[];
  } finally {
    await client.end();
  }
}

describe("two instances behind one address", () => {
  it("started together, they added one first admin", async () => {
    expect(await query('select username from "user"')).toEqual([{ username: TEST_ADMIN.username }]);
  });

  it("a session made on A works on B; signed out on B, it is refused on A", async () => {
    const cookie = await staffCookie({ url: site }, TEST_ADMIN, { headers: via("a") });
    expect((await get("/admin", "b", { cookie })).status).toBe(200);
    expect((await get("/admin", "a", { cookie })).status).toBe(200);

    const signedOut = await post("/admin/login", "b", cookie, { intent: "sign-out" });
    expect([302, 303]).toContain(signedOut.status);
    for (const instance of ["a", "b"] as const) {
      const refused = await get("/admin", instance, { cookie });
      expect(refused.status).toBe(302);
      expect(refused.headers.get("location")).toMatch(/^\/admin\/login/);
    }
  });

  it("counts sign-in attempts for one account on both: refused at the same count as one instance", async () => {
    const login = "no-such-person";
    const outcomes: number[] = [];
    for (let attempt = 0; attempt <= LOGIN_MAX_PER_ACCOUNT; attempt++) {
      const instance: Instance = attempt % 2 === 0 ? "a" : "b";
      outcomes.push((await postSignIn(site, { login, password: "wrong-password-1" }, via(instance))).status);
    }
    expect(outcomes).toEqual([...Array(LOGIN_MAX_PER_ACCOUNT).fill(401), 429]);
    // The question was asked by one instance and answered on the other: the same secret signs both.
    const crossed = await postSignIn(site, { login, password: "wrong-password-1" });
    expect(answeredBy.slice(-2).sort()).toEqual(["a", "b"]);
    expect(crossed.status).toBe(429);
  });

  it("counts a public form's posts from one address on both: refused at the same count as one instance", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= ENQUIRY_RATE_LIMIT.max; i++) {
      // Unreadable bodies count towards the limit and write nothing.
      const response = await fetch(`${site}/api/enquiries`, {
        method: "POST",
        headers: via(i % 2 === 0 ? "a" : "b", { "content-type": "application/json" }),
        body: "{",
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(await query("select id from enquiry")).toEqual([]);
  });

  it("a news article saved through A is on B's cached page on the next request", async () => {
    const cookie = await staffCookie({ url: site }, TEST_ADMIN, { headers: via("a") });
    await get("/news", "b");
    const warm = await get("/news", "b");
    expect(warm.headers.get("x-cache")).toBe("HIT");

    const title = `Two instances ${Date.now()}`;
    const saved = await post("/admin/news", "a", cookie, {
      intent: "create-article",
      title,
      excerpt: "Saved through one instance, seen on the other.",
    });
    await saved.arrayBuffer();
    expect(saved.status).toBe(200);

    const next = await get("/news", "b");
    expect(next.headers.get("x-cache")).not.toBe("HIT");
    expect(next.body).toContain(title);
    // And it is kept again: the request after reads B's cache.
    const after = await get("/news", "b");
    expect(after.headers.get("x-cache")).toBe("HIT");
    expect(after.body).toContain(title);
  });

  it("a photo uploaded through A is served by B", async () => {
    const cookie = await staffCookie({ url: site }, TEST_ADMIN, { headers: via("a") });
    const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2a6" } })
      .jpeg()
      .toBuffer();
    const uploaded = await postUpload(site, via("a", { cookie, origin: site }), {
      name: "two-instances.jpg",
      bytes,
    });
    await uploaded.arrayBuffer();
    expect(uploaded.status).toBe(201);
    const [record] = await query<{ url: string }>(
      "select url from media where original_name = 'two-instances.jpg' order by created_at desc limit 1",
    );
    expect(record?.url).toMatch(/^\/media\//);
    const served = await fetch(`${site}${record!.url}`, { headers: via("b") });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      format: "jpeg",
      width: 640,
      height: 480,
    });
  });

  // Last: it leaves the first admin locked for browsers new to it.
  it("a browser that signed in on A gets past the account's lockout on B; its own wrong passwords count on both", async () => {
    const who = { login: TEST_ADMIN.username, password: TEST_ADMIN.password };
    const deviceCookie = (answer: { setCookies: string[] }) =>
      answer.setCookies.find((cookie) => cookie.startsWith("sign_in_device_"))?.split(";")[0];
    const first = deviceCookie(await postSignIn(site, who, via("a")));
    expect(first).toBeDefined();

    const strangers: number[] = [];
    for (let attempt = 0; attempt <= LOGIN_MAX_PER_ACCOUNT; attempt++) {
      const password = attempt < LOGIN_MAX_PER_ACCOUNT ? "wrong-password-1" : who.password;
      const instance: Instance = attempt % 2 === 0 ? "a" : "b";
      strangers.push((await postSignIn(site, { ...who, password }, via(instance))).status);
    }
    expect(strangers).toEqual([...Array(LOGIN_MAX_PER_ACCOUNT).fill(401), 429]);
    const known = await postSignIn(site, who, via("b", { cookie: first! }));
    expect(known.status).toBe(302);
    expect(known.cookie).toContain("session_token");

    const cookie = deviceCookie(known)!;
    const typos: number[] = [];
    for (let attempt = 0; attempt <= LOGIN_MAX_PER_DEVICE; attempt++) {
      const password = attempt < LOGIN_MAX_PER_DEVICE ? "wrong-password-1" : who.password;
      const instance: Instance = attempt % 2 === 0 ? "a" : "b";
      typos.push((await postSignIn(site, { ...who, password }, via(instance, { cookie }))).status);
    }
    expect(typos).toEqual([...Array(LOGIN_MAX_PER_DEVICE).fill(401), 429]);
  });

  it("both send the office's e-mail from one outbox: each message once, when the mail server comes back to both at once", async () => {
    await smtp.stop();
    const count = 8;
    const messages = Array.from({ length: count }, (_, i) => `Two senders, enquiry ${i} ${Date.now()}`);
    for (const [i, message] of messages.entries()) {
      // Straight to each instance, from addresses of their own: the proxy's one is past its allowance.
      const instance = instances[i % 2 === 0 ? "a" : "b"];
      const response = await fetch(`${instance.url}/api/enquiries`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.30.0.${i + 1}` },
        body: JSON.stringify({
          kind: "admission",
          parentName: `Parent ${i}`,
          childName: "Anu",
          phone: `98765000${String(i).padStart(2, "0")}`,
          school: "euro-kids",
          message,
        }),
      });
      await response.arrayBuffer();
      expect(response.status).toBe(201);
    }
    // No recipient set: each goes to the one admin. Every one has failed once on one instance or the other.
    await expect
      .poll(
        async () =>
          query<{ n: string }>(
            "select count(*) as n from mail_outbox where attempts >= 1 and status = 'queued'",
          ),
        {
          timeout: 20_000,
        },
      )
      .toEqual([{ n: String(count) }]);

    await smtp.start();
    const arrived = await smtp.waitFor(count, (mail) => mail.text.includes("Two senders"), 30_000);
    expect(arrived.every((mail) => mail.to === TEST_ADMIN.email)).toBe(true);
    // A look of each sender later, still each once.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    for (const message of messages)
      expect(
        smtp.received.filter((mail) => mail.text.includes(message)),
        message,
      ).toHaveLength(1);
    expect(await query("select id from mail_outbox where status <> 'sent'")).toEqual([]);
  }, 90_000);
});
