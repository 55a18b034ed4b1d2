// The admin side menu's remembered state (spec §2 Admin shell, §9: a cookie kept 604800 s).
import { describe, expect, it } from "vitest";
import { sidebarCookieString, sidebarOpenFromCookie } from "~/lib/sidebar-state";
import { SPEC } from "../support/spec";

describe("the side menu's cookie", () => {
  it("remembers the state for the spec's 7 days, for the whole site", () => {
    expect(sidebarCookieString(false)).toBe(
      `sidebar_state=false; Path=/; Max-Age=${SPEC.sidebarCookieMaxAgeS}; SameSite=Lax`,
    );
    expect(sidebarCookieString(true)).toContain("sidebar_state=true;");
  });

  it("is read back on the server: collapsed only when the cookie says false", () => {
    expect(sidebarOpenFromCookie(undefined)).toBe(true);
    expect(sidebarOpenFromCookie("")).toBe(true);
    expect(sidebarOpenFromCookie("a=1; sidebar_state=false; b=2")).toBe(false);
    expect(sidebarOpenFromCookie("sidebar_state=true")).toBe(true);
    expect(sidebarOpenFromCookie("other_sidebar_state=false")).toBe(true);
  });
});
