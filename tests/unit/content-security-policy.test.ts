import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { mapsEmbedUrl } from "~/copy/schools-page";
import { whatsappLink } from "~/lib/whatsapp";
import {
  CSP_NONCE_HEADER,
  contentSecurityPolicy,
  contentSecurityPolicyHeader,
  newNonce,
} from "~/server/http/content-security-policy.server";
import { expectStrictPolicy, parsePolicy, scriptNonce } from "../support/content-security-policy";

const HTTP = { https: false };

describe("contentSecurityPolicy", () => {
  it("is strict, with the nonce it is given in script-src", () => {
    const nonce = newNonce();
    const policy = expectStrictPolicy(contentSecurityPolicy(HTTP, nonce), "policy");
    expect(scriptNonce(policy)).toBe(nonce);
    expect(policy.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("font-src")).toEqual(["'self'"]);
  });

  it("allows the school map's frame and the WhatsApp chat a form without script is sent to", () => {
    const policy = parsePolicy(contentSecurityPolicy(HTTP, newNonce()));
    expect(policy.get("frame-src")).toEqual([new URL(mapsEmbedUrl("Zee Litera")).origin]);
    const chat = new URL(whatsappLink("9876543210", "Hello")!).origin;
    expect(policy.get("form-action")).toEqual(["'self'", chat, "https://api.whatsapp.com"]);
  });

  it("lets Vite's hot reload connect under npm run dev only", () => {
    expect(parsePolicy(contentSecurityPolicy(HTTP, "n")).get("connect-src")).toEqual(["'self'"]);
    const dev = parsePolicy(contentSecurityPolicy({ ...HTTP, development: true }, "n"));
    expect(dev.get("connect-src")).toEqual(["'self'", "ws:", "wss:"]);
  });

  it("asks for https addresses only when the site runs on https", () => {
    expect(parsePolicy(contentSecurityPolicy(HTTP, "n")).has("upgrade-insecure-requests")).toBe(false);
    const https = parsePolicy(contentSecurityPolicy({ https: true }, "n"));
    expect(https.get("upgrade-insecure-requests")).toEqual([]);
  });

  it("allows images from the site and the S3 public folder when one is set, and from no other site", () => {
    expect(parsePolicy(contentSecurityPolicy(HTTP, "n")).get("img-src")).toEqual([
      "'self'",
      "data:",
      "blob:",
    ]);
    const cdn = parsePolicy(
      contentSecurityPolicy({ ...HTTP, mediaPublicUrl: "https://cdn.example.org" }, "n"),
    );
    expect(cdn.get("img-src")).toContain("https://cdn.example.org/");
    const bucket = parsePolicy(
      contentSecurityPolicy({ ...HTTP, mediaPublicUrl: "http://127.0.0.1:9000/school-media" }, "n"),
    );
    expect(bucket.get("img-src")).toContain("http://127.0.0.1:9000/school-media/");
  });

  it("cannot be broken open by an S3 address holding ; or ,", () => {
    const header = contentSecurityPolicy(
      { ...HTTP, mediaPublicUrl: "https://cdn.example.org/a;script-src *,b" },
      newNonce(),
    );
    const policy = expectStrictPolicy(header, "policy with an odd media address");
    expect(policy.get("img-src")).toContain("https://cdn.example.org/a%3Bscript-src%20*%2Cb/");
  });
});

describe("newNonce", () => {
  it("is 128 random bits in base64, different every time", () => {
    const nonces = new Set(Array.from({ length: 1000 }, newNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("contentSecurityPolicyHeader", () => {
  function respond(middleware: ReturnType<typeof contentSecurityPolicyHeader>, sent: Record<string, string>) {
    const headers: Record<string, string> = {};
    const req = { headers: { ...sent } } as unknown as Request;
    const res = {
      setHeader: (name: string, value: string) => (headers[name] = value),
    } as unknown as Response;
    let nextCalled = false;
    middleware(req, res, (() => {
      nextCalled = true;
    }) as NextFunction);
    expect(nextCalled).toBe(true);
    return { policy: headers["Content-Security-Policy"], renderNonce: req.headers[CSP_NONCE_HEADER] };
  }

  it("gives each response a fresh nonce and hands the same one to the render, whatever the client sent", () => {
    const middleware = contentSecurityPolicyHeader(HTTP);
    const first = respond(middleware, { [CSP_NONCE_HEADER]: "chosen-by-the-client" });
    const second = respond(middleware, {});
    const firstNonce = scriptNonce(expectStrictPolicy(first.policy, "first response"));
    const secondNonce = scriptNonce(expectStrictPolicy(second.policy, "second response"));
    expect(first.renderNonce).toBe(firstNonce);
    expect(second.renderNonce).toBe(secondNonce);
    expect(firstNonce).not.toBe(secondNonce);
  });
});
