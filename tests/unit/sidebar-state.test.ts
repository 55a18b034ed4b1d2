// The admin side menu's remembered state (spec §2 Admin shell, §9: a cookie kept 604800 s).
import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberSidebarOpen, sidebarOpenFromCookie } from "~/lib/sidebar-state";
import { SPEC } from "../support/spec";

/** What the browser's side menu assigns to document.cookie. */
async function writtenCookie(open: boolean) {
  const document = { cookie: "" };
  vi.stubGlobal("document", document);
  await rememberSidebarOpen(open);
  return document.cookie;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the side menu's cookie", () => {
  it("remembers the state for the spec's 7 days, for the whole site", async () => {
    expect(await writtenCookie(false)).toBe(
      `sidebar_state=false; Max-Age=${SPEC.sidebarCookieMaxAgeS}; Path=/; SameSite=Lax`,
    );
    expect(await writtenCookie(true)).toContain("sidebar_state=true;");
  });

  it("is read back on the server: collapsed only when the cookie says false", async () => {
    expect(await sidebarOpenFromCookie(undefined)).toBe(true);
    expect(await sidebarOpenFromCookie("")).toBe(true);
    expect(await sidebarOpenFromCookie("a=1; sidebar_state=false; b=2")).toBe(false);
    expect(await sidebarOpenFromCookie("sidebar_state=true")).toBe(true);
    expect(await sidebarOpenFromCookie("other_sidebar_state=false")).toBe(true);
  });
});
