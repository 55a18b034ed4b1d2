import { describe, expect, it } from "vitest";
import { englishPath, languageSwitchHref, localeOfPath, pathInLocale } from "~/i18n/locales";
import { inLocale, listInLocale, optionalInLocale } from "~/i18n/localized";
import { chosenLocale, prefersTamil } from "~/server/http/language.server";

describe("language of a path and the same page in the other language", () => {
  it.each([
    ["/", "en"],
    ["/schools", "en"],
    ["/tamil-day", "en"],
    ["/tax", "en"],
    ["/ta", "ta"],
    ["/ta/", "ta"],
    ["/ta/schools/zee-litera", "ta"],
    // Staff previews of unsaved changes (issue 26): the Tamil page under /admin.
    ["/admin/preview/news", "en"],
    ["/admin/preview/ta/news", "ta"],
    ["/admin/news", "en"],
  ] as const)("%s is %s", (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });

  it.each([
    ["/", "/ta"],
    ["/?x=1", "/ta?x=1"],
    ["/schools", "/ta/schools"],
    ["/gallery?category=sports&page=2", "/ta/gallery?category=sports&page=2"],
    ["/news/some-article#top", "/ta/news/some-article#top"],
    ["/ta/schools", "/ta/schools"],
  ])("%s in Tamil is %s", (path, tamil) => {
    expect(pathInLocale(path, "ta")).toBe(tamil);
    expect(pathInLocale(tamil, "en")).toBe(englishPath(tamil));
  });

  it.each([
    ["/ta", "/"],
    ["/ta?x=1", "/?x=1"],
    ["/ta/gallery?category=sports", "/gallery?category=sports"],
    ["/tamil-day", "/tamil-day"],
  ])("%s in English is %s", (path, english) => {
    expect(pathInLocale(path, "en")).toBe(english);
  });

  it.each([
    "/admin/login",
    "/api/enquiries",
    "/media/gallery/a.webp",
    "/assets/app.css",
    "https://wa.me/919876543210",
    "mailto:office@example.com",
    "//evil.example/x",
    "#main-content",
  ])("leaves %s alone", (path) => {
    expect(pathInLocale(path, "ta")).toBe(path);
  });

  it("links the switch through the cookie endpoint with the page encoded", () => {
    expect(languageSwitchHref("/ta/gallery?category=a&page=2")).toBe(
      "/switch-language?to=%2Fta%2Fgallery%3Fcategory%3Da%26page%3D2",
    );
  });
});

describe("the visitor's language", () => {
  it.each([
    ["ta", true],
    ["ta-IN,ta;q=0.9,en-US;q=0.8,en;q=0.7", true],
    ["en-IN,en;q=0.9,ta;q=0.8", false],
    ["en-US,en;q=0.9", false],
    ["hi-IN,hi;q=0.9,ta;q=0.8", true],
    ["fr,de", false],
    ["en;q=0.5,ta;q=0.6", true],
    ["ta;q=0,en", false],
    ["ta;q=abc", false],
    ["", false],
  ])("Accept-Language %j prefers Tamil: %s", (header, expected) => {
    expect(prefersTamil(header)).toBe(expected);
  });

  it("reads the switch's cookie and ignores anything else", async () => {
    expect(await chosenLocale("a=1; site_language=ta; b=2")).toBe("ta");
    expect(await chosenLocale("site_language=en")).toBe("en");
    expect(await chosenLocale("site_language=fr")).toBeUndefined();
    expect(await chosenLocale("other_site_language=ta")).toBeUndefined();
    expect(await chosenLocale(undefined)).toBeUndefined();
  });
});

describe("database texts on a Tamil page", () => {
  it("uses the Tamil text when there is one, else the English marked as English", () => {
    expect(inLocale("ta", "Sports Day", "விளையாட்டு தினம்")).toEqual({ text: "விளையாட்டு தினம்" });
    expect(inLocale("ta", "Sports Day", "  ")).toEqual({ text: "Sports Day", lang: "en" });
    expect(inLocale("ta", "Sports Day", null)).toEqual({ text: "Sports Day", lang: "en" });
    expect(inLocale("en", "Sports Day", "விளையாட்டு தினம்")).toEqual({ text: "Sports Day" });
    expect(optionalInLocale("ta", null, null)).toBeNull();
    expect(optionalInLocale("ta", "Near the bus stand", null)).toEqual({
      text: "Near the bus stand",
      lang: "en",
    });
    expect(listInLocale("ta", ["Library"], [])).toEqual({ items: ["Library"], lang: "en" });
    expect(listInLocale("ta", ["Library"], ["நூலகம்"])).toEqual({ items: ["நூலகம்"] });
  });
});
