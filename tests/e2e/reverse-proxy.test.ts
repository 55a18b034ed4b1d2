// The sample nginx configuration (deploy/nginx.conf) in front of the production server: rendered
// with test ports and a self-signed certificate made here, nginx run in the foreground from a
// temporary folder, and every check made through it over HTTPS, from another loopback address
// (127.0.0.2) so that the visitor's address differs from nginx's own.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AppServer,
  freePort,
  projectRoot,
  rawGet,
  startAppServer,
  TEST_ADMIN,
} from "../support/app-server";

const VISITOR_ADDRESS = "127.0.0.2";
const MAX_UPLOAD_MB = 15;

let dir: string;
let cert: string;
let app: AppServer;
let nginx: ChildProcess | undefined;
let nginxLog = "";
let httpsPort: number;
let httpPort: number;
let site: string;

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** One request through nginx over HTTPS (or plain HTTP), from the visitor's address. */
function send(
  pathname: string,
  {
    method = "GET",
    headers = {},
    body,
    plain = false,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer;
    plain?: boolean;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = {
      host: "127.0.0.1",
      port: plain ? httpPort : httpsPort,
      path: pathname,
      method,
      headers: body ? { ...headers, "content-length": String(body.length) } : headers,
      localAddress: VISITOR_ADDRESS,
      ca: cert,
    };
    const req = (plain ? httpRequest : httpsRequest)(options, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** deploy/nginx.conf with this test's ports, certificate and app; each placeholder must be there. */
function renderedSample() {
  let text = readFileSync(path.join(projectRoot, "deploy/nginx.conf"), "utf8");
  const replace = (from: string, to: string) => {
    expect(text, `deploy/nginx.conf no longer has "${from}"`).toContain(from);
    text = text.replaceAll(from, to);
  };
  replace("listen 80;", `listen 127.0.0.1:${httpPort};`);
  replace("listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`);
  // Loopback only in a test.
  replace("listen [::]:80;", "");
  replace("listen [::]:443 ssl http2;", "");
  replace("/etc/letsencrypt/live/school.example.org/fullchain.pem", path.join(dir, "cert.pem"));
  replace("/etc/letsencrypt/live/school.example.org/privkey.pem", path.join(dir, "key.pem"));
  replace("server 127.0.0.1:3000;", `server 127.0.0.1:${app.port};`);
  replace("root /var/www/letsencrypt;", `root ${dir};`);
  return text;
}

/** The main file a distribution's nginx.conf would be, with every path inside the test's folder. */
function mainConfig() {
  const inDir = (name: string) => path.join(dir, name);
  return `daemon off;
worker_processes 1;
pid ${inDir("nginx.pid")};
error_log ${inDir("error.log")} warn;
events { worker_connections 256; }
http {
  access_log ${inDir("access.log")};
  client_body_temp_path ${inDir("client-body")};
  proxy_temp_path ${inDir("proxy")};
  fastcgi_temp_path ${inDir("fastcgi")};
  uwsgi_temp_path ${inDir("uwsgi")};
  scgi_temp_path ${inDir("scgi")};
  include ${inDir("site.conf")};
}
`;
}

async function startNginx() {
  writeFileSync(path.join(dir, "site.conf"), renderedSample());
  writeFileSync(path.join(dir, "nginx.conf"), mainConfig());
  // The Debian package's binary (scripts/test.sh installs it): /usr/sbin is not on every PATH.
  const child = spawn(
    "/usr/sbin/nginx",
    ["-p", dir, "-e", path.join(dir, "error.log"), "-c", path.join(dir, "nginx.conf")],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (nginxLog += chunk));
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (nginxLog += chunk));
  let exited = false;
  child.once("exit", () => (exited = true));
  const started = Date.now();
  for (;;) {
    if (exited)
      throw new Error(`nginx stopped: ${nginxLog}${readFileSync(path.join(dir, "error.log"), "utf8")}`);
    try {
      await send("/healthz");
      return child;
    } catch (error) {
      if (Date.now() - started > 30_000) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "ops-nginx-"));
  // nginx's workers (nobody, when started as root) write request bodies under it.
  chmodSync(dir, 0o755);
  execFileSync(
    "openssl",
    [
      ...[
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
      ],
      ...["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
      ...["-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")],
    ],
    { stdio: "ignore" },
  );
  cert = readFileSync(path.join(dir, "cert.pem"), "utf8");
  [httpsPort, httpPort] = [await freePort(), await freePort()];
  site = `https://127.0.0.1:${httpsPort}`;
  app = await startAppServer({
    env: {
      PUBLIC_URL: site,
      TRUST_PROXY: "1",
      SEED_DEMO_CONTENT: "false",
      MAX_UPLOAD_MB: String(MAX_UPLOAD_MB),
    },
  });
  nginx = await startNginx();
}, 120_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const gone = new Promise((resolve) => nginx!.once("exit", resolve));
    nginx.kill("SIGQUIT");
    await gone;
  }
  await app?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The cookies a sign-in through nginx set, as a Cookie header, and their Set-Cookie lines. */
async function signIn() {
  const page = (await send("/admin/login")).body.toString("utf8");
  const token = /name="challenge" value="([^"]+)"/.exec(page)?.[1];
  const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec(page) ?? [];
  expect(token && a && b).toBeTruthy();
  const form = new URLSearchParams({
    intent: "sign-in",
    login: TEST_ADMIN.username,
    password: TEST_ADMIN.password,
    answer: String(Number(a) + Number(b)),
    challenge: token!,
  });
  const answer = await send("/admin/login", {
    method: "POST",
    headers: { origin: site, "content-type": "application/x-www-form-urlencoded" },
    body: Buffer.from(form.toString()),
  });
  const setCookies = [answer.headers["set-cookie"] ?? []].flat();
  const cookie = setCookies.map((line) => line.split(";")[0]).join("; ");
  return { status: answer.status, setCookies, cookie };
}

/** A real JPEG of exactly `size` bytes: a small picture padded with comment segments. */
async function jpegOfSize(size: number) {
  const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#37a" } })
    .jpeg()
    .toBuffer();
  const parts = [picture.subarray(0, 2)];
  // Each segment: its marker (2 bytes), its length (2 bytes, counting itself), then the comment.
  let remaining = size - picture.length;
  while (remaining > 0) {
    let take = Math.min(65_537, remaining);
    // Leave no remainder too short for a segment of its own.
    if (remaining - take > 0 && remaining - take < 4) take -= 4;
    parts.push(Buffer.from([0xff, 0xfe, (take - 2) >> 8, (take - 2) & 0xff]), Buffer.alloc(take - 4, 0x20));
    remaining -= take;
  }
  parts.push(picture.subarray(2));
  const file = Buffer.concat(parts);
  expect(file.length).toBe(size);
  return file;
}

async function multipart(file: Buffer, name: string) {
  const form = new FormData();
  form.set("category", "gallery");
  form.set("file", new File([new Uint8Array(file)], name, { type: "image/jpeg" }));
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    type: encoded.headers.get("content-type")!,
  };
}

describe("the sample nginx configuration in front of the app", () => {
  it("serves pages and assets over HTTPS with the app's compression, caching and security headers", async () => {
    const encodings = { "accept-encoding": "gzip, br" };
    await send("/", { headers: encodings });
    const page = await send("/", { headers: encodings });
    const direct = await rawGet(`${app.url}/`, encodings);
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(page.headers["content-security-policy"]).toBeTruthy();
    for (const header of ["content-encoding", "cache-control", "vary", "x-content-type-options", "x-cache"])
      expect([header, page.headers[header]]).toEqual([header, direct.headers[header]]);
    expect(page.headers["content-encoding"]).toMatch(/^(gzip|br)$/);

    const html = (await rawGet(`${app.url}/`)).body.toString("utf8");
    const asset = /\/assets\/[\w.-]+\.(?:js|css)/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const script = await send(asset!, { headers: encodings });
    expect(script.status).toBe(200);
    expect(script.headers["content-encoding"]).toBe("br");
    expect(script.headers["cache-control"]).toBe(
      (await rawGet(`${app.url}${asset}`, encodings)).headers["cache-control"],
    );
    expect(script.headers["cache-control"]).toMatch(/immutable/);
  });

  it("sends http:// to https://", async () => {
    const answer = await send("/schools?page=2", { plain: true });
    expect(answer.status).toBe(301);
    // The sample's HTTPS listens on 443, so the address has no port.
    expect(answer.headers.location).toBe("https://127.0.0.1/schools?page=2");
  });

  it("the app sees HTTPS: sign-in sets Secure session cookies, and they work through nginx", async () => {
    const { status, setCookies, cookie } = await signIn();
    expect([302, 303]).toContain(status);
    const session = setCookies.find((line) => line.startsWith("__Secure-better-auth.session_token="));
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    expect((await send("/admin", { headers: { cookie } })).status).toBe(200);
  });

  it("the app sees the visitor's address (not nginx's, not one the visitor made up)", async () => {
    for (let i = 0; i < 11; i++) {
      await send("/news", {
        method: "POST",
        headers: {
          origin: site,
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": `198.51.100.${i}`,
        },
        body: Buffer.from("email=not-an-address"),
      });
    }
    // The eleventh post from one address within the window is refused, and the log names it.
    await expect
      .poll(() => app.output(), { timeout: 10_000 })
      .toContain(`"msg":"newsletter sign-up refused: rate limit","address":"${VISITOR_ADDRESS}"`);
  });

  it("lets an upload of the largest size through, and refuses a larger body itself", async () => {
    const { cookie } = await signIn();
    const largest = await jpegOfSize(MAX_UPLOAD_MB * 1024 * 1024);
    const upload = await multipart(largest, "largest.jpg");
    const stored = await send("/admin/uploads", {
      method: "POST",
      headers: { cookie, origin: site, "content-type": upload.type },
      body: upload.body,
    });
    expect([stored.status, stored.body.toString("utf8").slice(0, 200)]).toEqual([201, expect.any(String)]);

    const tooLarge = await multipart(Buffer.alloc(17 * 1024 * 1024), "too-large.jpg");
    const refused = await send("/admin/uploads", {
      method: "POST",
      headers: { cookie, origin: site, "content-type": tooLarge.type },
      body: tooLarge.body,
    });
    expect(refused.status).toBe(413);
    expect(refused.headers.server).toMatch(/^nginx/);
  });
});
