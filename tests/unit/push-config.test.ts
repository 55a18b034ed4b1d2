// Web Push's settings (issue 30): VAPID keys from the environment (both or neither), else a pair
// made once and kept in DATA_DIR so that browsers' subscriptions outlive a restart; the subject
// push services may write to, from VAPID_SUBJECT or the site's address.
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { readConfig } from "~/server/config.server";

const dataDir = mkdtempSync(path.join(tmpdir(), "school-push-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const read = (env: Record<string, string>, dir = dataDir) => readConfig({ DATA_DIR: dir, ...env });

describe("push configuration", () => {
  it("makes a key pair once, keeps it in DATA_DIR readable by this user only, and reuses it", () => {
    const fresh = mkdtempSync(path.join(tmpdir(), "school-push-keys-"));
    try {
      const first = read({}, fresh).push;
      expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(read({}, fresh).push.publicKey).toBe(first.publicKey);
      const file = path.join(fresh, "vapid-keys.json");
      expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({
        publicKey: first.publicKey,
        privateKey: first.privateKey,
      });
      expect(statSync(file).mode & 0o777).toBe(0o600);
      // web-push takes them as they are.
      expect(() =>
        webpush.getVapidHeaders(
          "https://fcm.googleapis.com",
          first.subject,
          first.publicKey,
          first.privateKey,
          "aes128gcm",
        ),
      ).not.toThrow();
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  it("takes both keys from the environment, or refuses one alone", () => {
    const keys = webpush.generateVAPIDKeys();
    const push = read({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }).push;
    expect(push).toMatchObject({ publicKey: keys.publicKey, privateKey: keys.privateKey });
    expect(() => read({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(
      "Invalid configuration: VAPID_PRIVATE_KEY must be set with the other VAPID key",
    );
    expect(() => read({ VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(
      "VAPID_PUBLIC_KEY expected the public key in URL-safe base64 (87 characters)",
    );
  });

  it("names the site as the subject: VAPID_SUBJECT, else an https PUBLIC_URL, else a mailto: at its host", () => {
    expect(read({ VAPID_SUBJECT: "mailto:office@example.org" }).push.subject).toBe(
      "mailto:office@example.org",
    );
    expect(read({ PUBLIC_URL: "https://schools.example.org/" }).push.subject).toBe(
      "https://schools.example.org",
    );
    expect(read({ PUBLIC_URL: "http://schools.example.org" }).push.subject).toBe(
      "mailto:webmaster@schools.example.org",
    );
    expect(() => read({ VAPID_SUBJECT: "office" })).toThrow("VAPID_SUBJECT");
    expect(read({}).push.testServiceOrigin).toBeUndefined();
  });
});
