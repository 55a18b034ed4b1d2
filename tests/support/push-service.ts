// A stand-in for a browser's push service (FCM, Mozilla's autopush…), for tests: an HTTP server
// that takes what web-push sends, checks the VAPID JWT's ES256 signature against the application
// server's public key (and its audience and expiry), and decrypts the aes128gcm payload (RFC 8291)
// with the private key of the subscription the test made for it, keeping the decrypted text. A
// subscription can be told to answer 410 Gone, as a push service does for one it has forgotten.
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type TestSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

export type ReceivedPush = {
  endpoint: string;
  /** The decrypted payload. */
  text: string;
  /** The JWT's claims, its signature checked. */
  claims: { aud: string; exp: number; sub: string };
  ttl: string | undefined;
};

export type PushServiceStandIn = {
  origin: string;
  received: ReceivedPush[];
  /** Requests refused (bad signature, undecryptable), with why. */
  refused: string[];
  /** A new subscription at this service, with keys only the test (and the browser it stands for) holds. */
  subscribe: () => TestSubscription;
  /** From now on, pushes to this endpoint are answered 410 Gone. */
  forget: (endpoint: string) => void;
  /** Waits until `count` pushes have arrived (in all), or throws after `ms`. */
  waitFor: (count: number, ms?: number) => Promise<ReceivedPush[]>;
  stop: () => Promise<void>;
};

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` against the expected key; returns the claims. */
export function checkVapid(header: string | undefined, expectedPublicKey: string, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== expectedPublicKey) throw new Error("the VAPID key is not the application server's");
  const [head, body, signature] = token.split(".") as [string, string, string];
  const point = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const valid = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) throw new Error("the VAPID signature does not match the key");
  const header_ = JSON.parse(Buffer.from(head, "base64url").toString("utf8"));
  if (header_.alg !== "ES256") throw new Error(`unexpected JWT algorithm ${header_.alg}`);
  const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  if (claims.aud !== origin) throw new Error(`the JWT's audience ${claims.aud} is not ${origin}`);
  if (!(claims.exp > Date.now() / 1000)) throw new Error("the JWT has expired");
  if (claims.exp > Date.now() / 1000 + 24 * 3600) throw new Error("the JWT lives longer than 24 hours");
  return claims as ReceivedPush["claims"];
}

/** Decrypts an aes128gcm body (RFC 8188 with the RFC 8291 key derivation). */
export function decryptPayload(
  body: Buffer,
  receiver: { privateKey: Buffer; publicKey: Buffer; auth: Buffer },
) {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (record.length > recordSize) throw new Error("more than one record");
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(receiver.privateKey);
  const shared = ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), receiver.publicKey, senderPublicKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, receiver.auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any padding zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

export async function startPushService(options: {
  applicationServerKey: () => string;
}): Promise<PushServiceStandIn> {
  const receivers = new Map<string, { privateKey: Buffer; publicKey: Buffer; auth: Buffer }>();
  const forgotten = new Set<string>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const waiters: (() => void)[] = [];
  let origin = "";

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const endpoint = `${origin}${request.url}`;
    if (request.method !== "POST") return void response.writeHead(405).end();
    if (forgotten.has(endpoint)) return void response.writeHead(410).end();
    const receiver = receivers.get(endpoint);
    if (!receiver) return void response.writeHead(404).end();
    try {
      if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
      const claims = checkVapid(request.headers.authorization, options.applicationServerKey(), origin);
      const text = decryptPayload(body, receiver);
      received.push({ endpoint, text, claims, ttl: request.headers.ttl as string | undefined });
      response.writeHead(201, { location: `${endpoint}/message/${randomUUID()}` }).end();
      for (const wake of waiters.splice(0)) wake();
    } catch (error) {
      refused.push(error instanceof Error ? error.message : String(error));
      response.writeHead(403).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    subscribe() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      receivers.set(endpoint, { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), auth });
      return {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
      };
    },
    forget: (endpoint) => void forgotten.add(endpoint),
    async waitFor(count, ms = 15_000) {
      const deadline = Date.now() + ms;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(
            `expected ${count} pushes, ${received.length} arrived (refused: ${refused.join("; ")})`,
          );
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
