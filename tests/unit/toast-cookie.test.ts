import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createCookie } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig, setConfig } from "~/server/config.server";
import {
  createToastHeaders,
  getToast,
  hasToastCookie,
  redirectWithToast,
  TOAST_COOKIE_NAME,
} from "~/server/http/toast.server";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "toast-cookie-"));
  setConfig(readConfig({ DATA_DIR: dataDir, AUTH_SECRET: SECRET, NODE_ENV: "test", LOG_LEVEL: "silent" }));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The `name=value` part of a Set-Cookie header, as the browser would send it back. */
function cookiePair(setCookie: string) {
  return setCookie.split(";")[0]!;
}

function requestWithCookie(cookie: string | null) {
  return new Request("http://localhost/admin", cookie ? { headers: { Cookie: cookie } } : {});
}

describe("flash toast cookie", () => {
  it("redirects with a signed, httpOnly, SameSite=Lax cookie", async () => {
    const response = await redirectWithToast("/admin/news", { type: "success", title: "News created" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/news");
    const [setCookie] = response.headers.getSetCookie();
    expect(setCookie).toMatch(new RegExp(`^${TOAST_COOKIE_NAME}=`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toContain("News created");
  });

  it("keeps the redirect's own status and headers", async () => {
    const response = await redirectWithToast(
      "/admin",
      { type: "info", title: "Hello" },
      { status: 303, headers: { "X-Test": "1", "Set-Cookie": "other=1; Path=/" } },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("X-Test")).toBe("1");
    expect(response.headers.getSetCookie()).toHaveLength(2);
  });

  it("round-trips the toast and clears the cookie once read", async () => {
    const response = await redirectWithToast("/admin", {
      type: "error",
      title: "Error",
      description: "Failed to save the event. Please try again.",
    });
    const { toast, headers } = await getToast(
      requestWithCookie(cookiePair(response.headers.getSetCookie()[0]!)),
    );
    expect(toast).toMatchObject({
      type: "error",
      title: "Error",
      description: "Failed to save the event. Please try again.",
    });
    expect(toast?.id).toEqual(expect.any(String));
    const [clearing] = headers.getSetCookie();
    expect(clearing).toMatch(new RegExp(`^${TOAST_COOKIE_NAME}=;`));
    expect(clearing).toMatch(/Max-Age=0/i);
  });

  it("keeps a given id, so the browser shows the toast once", async () => {
    const headers = await createToastHeaders({ id: "fixed-id", type: "success", title: "Slide created" });
    const { toast } = await getToast(requestWithCookie(cookiePair(headers.getSetCookie()[0]!)));
    expect(toast?.id).toBe("fixed-id");
  });

  it("gives no toast and sets no cookie when there is none", async () => {
    const { toast, headers } = await getToast(requestWithCookie("theme=light"));
    expect(toast).toBeNull();
    expect(headers.getSetCookie()).toEqual([]);
    expect(hasToastCookie(requestWithCookie(null))).toBe(false);
  });

  it("ignores a tampered cookie without failing, and clears it", async () => {
    const headers = await createToastHeaders({ type: "success", title: "Profile updated" });
    const pair = cookiePair(headers.getSetCookie()[0]!);
    const [name, value] = [
      pair.slice(0, pair.indexOf("=")),
      decodeURIComponent(pair.slice(pair.indexOf("=") + 1)),
    ];
    const forgedPayload = btoa(JSON.stringify({ id: "x", type: "success", title: "You have been hacked" }));
    const signature = value.slice(value.lastIndexOf("."));
    for (const tampered of [`${forgedPayload}${signature}`, `${value}x`, "garbage", "%%%"]) {
      const result = await getToast(requestWithCookie(`${name}=${encodeURIComponent(tampered)}`));
      expect(result.toast).toBeNull();
      expect(result.headers.getSetCookie()[0]).toMatch(/Max-Age=0/i);
    }
  });

  it("rejects a correctly signed cookie whose content is not a toast", async () => {
    const forger = createCookie(TOAST_COOKIE_NAME, { secrets: [SECRET] });
    for (const payload of [{ id: "x", type: "alert", title: "Hi" }, { id: "x", type: "info" }, "text", 42]) {
      const setCookie = await forger.serialize(payload);
      const { toast } = await getToast(requestWithCookie(cookiePair(setCookie)));
      expect(toast).toBeNull();
    }
  });

  it("refuses to write a malformed toast", async () => {
    await expect(createToastHeaders({ type: "success", title: "" })).rejects.toThrow();
  });
});
