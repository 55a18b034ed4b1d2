// Reads a Content-Security-Policy header and checks it is as strict as the site promises
// (docs/decisions/019-content-security-policy.md); shared by the unit and end-to-end tests.
import { expect } from "vitest";

export type ParsedPolicy = Map<string, string[]>;

/** Directive name → its sources, as a browser reads the header (the first of a repeated name wins). */
export function parsePolicy(header: string): ParsedPolicy {
  const policy: ParsedPolicy = new Map();
  for (const part of header.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!policy.has(key)) policy.set(key, sources);
  }
  return policy;
}

/** The nonce script-src names (undefined when none). */
export function scriptNonce(policy: ParsedPolicy): string | undefined {
  const source = policy.get("script-src")?.find((value) => value.startsWith("'nonce-"));
  return source?.slice("'nonce-".length, -1);
}

/** Fails, naming `where`, unless the policy is strict; gives the policy back. */
export function expectStrictPolicy(header: string | undefined, where: string): ParsedPolicy {
  expect(header, `${where}: no Content-Security-Policy`).toBeTypeOf("string");
  const policy = parsePolicy(header!);
  const sources = (name: string) => policy.get(name) ?? [];
  expect(sources("default-src"), where).toEqual(["'self'"]);
  const scripts = sources("script-src");
  expect(scripts, where).toContain("'self'");
  for (const loose of [
    "'unsafe-inline'",
    "'unsafe-eval'",
    "'unsafe-hashes'",
    "data:",
    "*",
    "http:",
    "https:",
  ])
    expect(scripts, `${where}: script-src allows ${loose}`).not.toContain(loose);
  const nonce = scriptNonce(policy);
  // 128 bits or more, base64.
  expect(nonce, `${where}: script-src has no nonce`).toMatch(/^[A-Za-z0-9+/]{22,}={0,2}$/);
  expect(sources("frame-ancestors"), where).toEqual(["'none'"]);
  expect(sources("object-src"), where).toEqual(["'none'"]);
  expect(sources("base-uri"), where).toEqual(["'self'"]);
  expect(sources("form-action")[0], where).toBe("'self'");
  expect(sources("form-action"), where).not.toContain("*");
  // Inline styles are allowed (the decision says why); nothing else is loosened.
  for (const [name, values] of policy) {
    if (name !== "style-src") expect(values, `${where}: ${name}`).not.toContain("'unsafe-inline'");
    expect(values, `${where}: ${name}`).not.toContain("'unsafe-eval'");
    expect(values, `${where}: ${name}`).not.toContain("*");
  }
  return policy;
}
