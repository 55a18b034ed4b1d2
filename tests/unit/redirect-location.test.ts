import { describe, expect, it } from "vitest";
import { locationOf, redirect } from "~/server/http/redirect.server";

const PRINTABLE_ASCII = /^[\x21-\x7E]*$/;

describe("locationOf: what a redirect's Location header carries", () => {
  it.each([
    ["/ta/news/த", "/ta/news/%E0%AE%A4"],
    [
      "/ta/gallery?q=பள்ளி விழா",
      "/ta/gallery?q=%E0%AE%AA%E0%AE%B3%E0%AF%8D%E0%AE%B3%E0%AE%BF%20%E0%AE%B5%E0%AE%BF%E0%AE%B4%E0%AE%BE",
    ],
    ["/news/café#top", "/news/caf%C3%A9#top"],
    ["/photos/写真", "/photos/%E5%86%99%E7%9C%9F"],
    ["/smile/😀", "/smile/%F0%9F%98%80"],
    // Already encoded: left as it is, never encoded twice.
    ["/ta/news/%E0%AE%A4?q=%e0%ae%a4", "/ta/news/%E0%AE%A4?q=%e0%ae%a4"],
    // A % that starts no escape is a percent sign.
    ["/offer/100%", "/offer/100%25"],
    ["/offer/%zz%4", "/offer/%25zz%254"],
    // Characters an address never holds as they are; a backslash is a slash to browsers.
    ['/a b"<>\\^`{|}', "/a%20b%22%3C%3E%5C%5E%60%7B%7C%7D"],
    ["/line\r\nSet-Cookie:x=1\t", "/line%0D%0ASet-Cookie:x=1%09"],
    // Half of a surrogate pair is no character: the replacement character stands in for it.
    ["/broken/\uD800", "/broken/%EF%BF%BD"],
  ])("%j → %j", (target, expected) => {
    expect(locationOf(target)).toBe(expected);
    expect(locationOf(target)).toMatch(PRINTABLE_ASCII);
    expect(locationOf(expected)).toBe(expected);
  });

  it("leaves an ASCII address alone: paths, queries, fragments and other sites' links", () => {
    for (const target of [
      "/",
      "/admin/login?redirectTo=%2Fadmin%2Fmedia%3Fq%3D%25E0%25AE%25A4",
      "/ta/gallery?page=2&category=sports#photos",
      "https://wa.me/919876543210?text=Hello%20%E0%AE%A4",
      "/a-b_c.d~e!$&'()*+,;=:@/?",
    ])
      expect(locationOf(target)).toBe(target);
  });

  it("redirect answers with the safe Location instead of throwing", () => {
    const response = redirect("/ta/news/த?q=பள்ளி", 303);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      "/ta/news/%E0%AE%A4?q=%E0%AE%AA%E0%AE%B3%E0%AF%8D%E0%AE%B3%E0%AE%BF",
    );
  });
});
