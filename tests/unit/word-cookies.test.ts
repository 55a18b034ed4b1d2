// The site's small cookies go through React Router's createCookie but keep the bare words they were
// always written with (app/lib/cookies.ts): a cookie a browser already holds is read as before.
import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { listViewCookie, listViewFromCookie } from "~/components/admin/list-view";
import { createWordCookie, readWordCookie } from "~/lib/cookies";
import { sidebarCookie } from "~/lib/sidebar-state";
import { chosenLocale, languageCookie } from "~/server/http/language.server";
import { carriesSessionCookie } from "~/server/staff/auth.server";

const word = createWordCookie("a_word", { path: "/", maxAge: 60, sameSite: "lax" });

describe("a word cookie", () => {
  it("writes the bare word, not createCookie's base64 JSON", async () => {
    expect(await word.serialize("list")).toBe("a_word=list; Max-Age=60; Path=/; SameSite=Lax");
    expect(await createCookie("a_word").serialize("list")).toBe("a_word=Imxpc3Qi; Path=/; SameSite=Lax");
  });

  it("reads the word a browser already holds, trimmed, the first of two, and nothing for another name", async () => {
    expect(await readWordCookie(word, "a_word=list")).toBe("list");
    expect(await readWordCookie(word, "x=1; a_word= list ; y=2")).toBe("list");
    expect(await readWordCookie(word, "a_word=first; a_word=second")).toBe("first");
    expect(await readWordCookie(word, "a_word=a=b")).toBe("a=b");
    expect(await readWordCookie(word, "a_word=")).toBe("");
    expect(await readWordCookie(word, "other_a_word=list")).toBeNull();
    expect(await readWordCookie(word, undefined)).toBeNull();
  });

  it("reads any value back as it came, percent signs and non-ASCII bytes included", async () => {
    for (const value of ["%FF%00", "ImVuIg==", "ü€", '"quoted"', "x".repeat(20_000)])
      expect(await readWordCookie(word, `a_word=${value}`)).toBe(value);
  });
});

describe("the site's cookies keep their names and attributes", () => {
  it("the side menu's, the lists', the language's", async () => {
    expect(await sidebarCookie.serialize("false")).toBe(
      "sidebar_state=false; Max-Age=604800; Path=/; SameSite=Lax",
    );
    expect(await listViewCookie("media_view").serialize("list")).toBe(
      "media_view=list; Max-Age=31536000; Path=/admin; SameSite=Lax",
    );
    expect(await languageCookie.serialize("ta", { secure: true })).toBe(
      "site_language=ta; Max-Age=31536000; Path=/; Secure; SameSite=Lax",
    );
  });

  it("reads the values written before createCookie", async () => {
    expect(await listViewFromCookie("media_view=list", listViewCookie("media_view"))).toBe("list");
    expect(await chosenLocale("site_language=ta")).toBe("ta");
  });
});

describe("a session cookie, for previews", () => {
  it("is found under either of Better Auth's names, whatever its value", async () => {
    expect(await carriesSessionCookie("better-auth.session_token=abc.def")).toBe(true);
    expect(await carriesSessionCookie("x=1; __Secure-better-auth.session_token=abc")).toBe(true);
    expect(await carriesSessionCookie("better-auth.session_token=")).toBe(true);
    expect(await carriesSessionCookie("better-auth.session_data=abc; lang=ta")).toBe(false);
    expect(await carriesSessionCookie(null)).toBe(false);
  });
});
