// English at today's paths, Tamil under /ta: every public page in both, the switch between them
// and the cookie it sets, the suggestion for browsers that prefer Tamil, and what search engines
// are told (hreflang, canonical, og:locale, inLanguage, the sitemap). HTTP only.
import { describe, expect, it } from "vitest";
import { SCHOOL_SLUGS } from "~/copy/schools";
import { LANGUAGE_COOKIE } from "~/i18n/locales";
import { STATIC_PUBLIC_PATHS } from "~/lib/public-pages";
import { contentSlug } from "~/lib/slug";
import { DEMO_EVENTS } from "~/server/seed/events-data";
import { DEMO_NEWS } from "~/server/seed/news-data";
import { setupAppServer } from "../support/server-and-browser";

const server = setupAppServer();

const ENGLISH_PAGES = [
  ...STATIC_PUBLIC_PATHS,
  ...SCHOOL_SLUGS.map((slug) => `/schools/${slug}`),
  `/news/${contentSlug(DEMO_NEWS[0]!.title)}`,
  `/events/${contentSlug(DEMO_EVENTS[0]!.title)}`,
];
const tamil = (path: string) => (path === "/" ? "/ta" : `/ta${path}`);

async function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${server().url}${path}`, { headers, redirect: "manual" });
}

function all(html: string, pattern: RegExp) {
  return [...html.matchAll(pattern)].map((match) => match[1]!);
}

/** What a page says about its language, read from its HTML. */
function languageFacts(html: string) {
  // Absolute URLs name the site's public address (PUBLIC_URL), not the address the test connects to.
  const local = (url: string | undefined) => url?.replace(/^https?:\/\/[^/]+/, "");
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [
      match[1],
      local(match[2]),
    ]),
  );
  const switchLink = /<a href="\/switch-language\?to=([^"]+)" hrefLang="(\w+)" lang="\w+"/.exec(html);
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    canonical: local(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]),
    alternates,
    ogLocale: /<meta property="og:locale" content="([^"]+)"/.exec(html)?.[1],
    inLanguage: [...new Set(all(html, /"inLanguage":"([^"]+)"/g))],
    switchTo: switchLink ? { to: decodeURIComponent(switchLink[1]!), hrefLang: switchLink[2] } : undefined,
  };
}

describe("every public page in both languages", () => {
  it.each(ENGLISH_PAGES)(
    "%s and its Tamil page: 200, their language, the switch and hreflang",
    async (path) => {
      const alternates = { en: path, ta: tamil(path), "x-default": path };
      const english = await get(path);
      expect(english.status).toBe(200);
      expect(languageFacts(await english.text())).toEqual({
        lang: "en",
        canonical: path,
        alternates,
        ogLocale: "en_IN",
        inLanguage: ["en"],
        switchTo: { to: tamil(path), hrefLang: "ta" },
      });
      const inTamil = await get(tamil(path));
      expect(inTamil.status).toBe(200);
      expect(languageFacts(await inTamil.text())).toEqual({
        lang: "ta",
        canonical: tamil(path),
        alternates,
        ogLocale: "ta_IN",
        inLanguage: ["ta"],
        switchTo: { to: path, hrefLang: "en" },
      });
    },
  );

  it("answers a Tamil address that does not exist with the Tamil not-found page", async () => {
    const response = await get("/ta/no-such-page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="ta"');
    expect(html).toMatch(/<h1[^>]*>மன்னிக்கவும்! பக்கம் கிடைக்கவில்லை<\/h1>/);
    expect(html).toContain('href="/ta"');
  });

  it("serves the feeds in Tamil too", async () => {
    const feed = await get("/ta/news/feed.xml");
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toMatch(/xml/);
    const calendar = await get("/ta/events.ics");
    expect(calendar.status).toBe(200);
    expect(await calendar.text()).toMatch(/^BEGIN:VCALENDAR/);
  });
});

describe("the language switch", () => {
  it("leads to the same page and query in the other language, through the cookie endpoint", async () => {
    const html = await (await get("/gallery?page=1")).text();
    expect(languageFacts(html).switchTo).toEqual({ to: "/ta/gallery?page=1", hrefLang: "ta" });

    const switched = await get("/switch-language?to=%2Fta%2Fgallery%3Fpage%3D1");
    expect(switched.status).toBe(303);
    expect(switched.headers.get("location")).toBe("/ta/gallery?page=1");
    expect(switched.headers.get("cache-control")).toBe("no-store");
    expect(switched.headers.get("set-cookie")).toMatch(
      new RegExp(`^${LANGUAGE_COOKIE}=ta; Max-Age=31536000; Path=/; SameSite=Lax$`),
    );
    const back = await get("/switch-language?to=%2Fgallery%3Fpage%3D1");
    expect(back.headers.get("location")).toBe("/gallery?page=1");
    expect(back.headers.get("set-cookie")).toMatch(new RegExp(`^${LANGUAGE_COOKIE}=en;`));
  });

  it("takes a Tamil address there: an ASCII Location, percent-encoded once", async () => {
    const tamilPath = "/ta/news/%E0%AE%A4"; // /ta/news/த
    const cases: [to: string, location: string][] = [
      // The link as a person or another site writes it: the query's decoding leaves "த".
      ["/ta/news/%E0%AE%A4", tamilPath],
      // The switch's own link, encodeURIComponent of an address already encoded: not encoded twice.
      [encodeURIComponent(tamilPath), tamilPath],
      [
        encodeURIComponent("/ta/news?q=பள்ளி விழா 100%"),
        "/ta/news?q=%E0%AE%AA%E0%AE%B3%E0%AF%8D%E0%AE%B3%E0%AE%BF%20%E0%AE%B5%E0%AE%BF%E0%AE%B4%E0%AE%BE%20100%25",
      ],
      // Letters up to U+00FF went out as raw bytes rather than failing.
      ["/news/caf%C3%A9", "/news/caf%C3%A9"],
    ];
    for (const [to, location] of cases) {
      const switched = await get(`/switch-language?to=${to}`);
      expect({ to, status: switched.status, location: switched.headers.get("location") }).toEqual({
        to,
        status: 303,
        location,
      });
    }
    const switched = await get(`/switch-language?to=${tamilPath}`);
    const cookie = switched.headers.get("set-cookie")!.split(";")[0]!;
    const location = switched.headers.get("location")!;
    expect(decodeURIComponent(new URL(location, server().url).pathname)).toBe("/ta/news/த");
    const landed = await get(location, { Cookie: cookie });
    expect(landed.status).toBe(404); // no such article: the Tamil not-found page, not an error
    expect(await landed.text()).toContain('<html lang="ta"');
    // The remembered language's redirect keeps such an address as it came, encoded once.
    const remembered = await get(`${tamilPath}?q=%E0%AE%A4`, { Cookie: `${LANGUAGE_COOKIE}=en` });
    expect(remembered.status).toBe(302);
    expect(remembered.headers.get("location")).toBe("/news/%E0%AE%A4?q=%E0%AE%A4");
  });

  it("never sends a visitor to another site", async () => {
    for (const to of [
      "//evil.example/x",
      "https://evil.example/",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
    ]) {
      const response = await get(`/switch-language?to=${encodeURIComponent(to)}`);
      expect({ to, location: response.headers.get("location") }).toEqual({ to, location: "/" });
    }
  });

  it("is remembered: a later visit opens the chosen language, query and all", async () => {
    const toTamil = await get("/gallery?page=2", { Cookie: `${LANGUAGE_COOKIE}=ta` });
    expect(toTamil.status).toBe(302);
    expect(toTamil.headers.get("location")).toBe("/ta/gallery?page=2");
    expect(toTamil.headers.get("cache-control")).toBe("no-store");
    const toEnglish = await get("/ta/schools", { Cookie: `${LANGUAGE_COOKIE}=en` });
    expect(toEnglish.headers.get("location")).toBe("/schools");
    // Already in the chosen language, and files and the admin: answered as they are.
    expect((await get("/ta/schools", { Cookie: `${LANGUAGE_COOKIE}=ta` })).status).toBe(200);
    expect((await get("/sitemap.xml", { Cookie: `${LANGUAGE_COOKIE}=ta` })).status).toBe(200);
    expect((await get("/admin/login", { Cookie: `${LANGUAGE_COOKIE}=ta` })).status).toBe(200);
  });

  it("sets its cookie only when used: pages never do, and a first visit is never redirected", async () => {
    for (const path of ["/", "/ta", "/schools", "/ta/admissions"]) {
      const response = await get(path, { "Accept-Language": "ta-IN,ta;q=0.9" });
      expect({ path, status: response.status, cookie: response.headers.get("set-cookie") }).toEqual({
        path,
        status: 200,
        cookie: null,
      });
    }
  });
});

describe("the suggestion for browsers that prefer Tamil", () => {
  const suggestion = /<p lang="ta"[^>]*data-language-suggestion[^>]*>இந்தப் பக்கம் தமிழிலும் கிடைக்கிறது\./;

  it("shows one line in Tamil on an English page, linking to its Tamil page", async () => {
    const html = await (await get("/schools", { "Accept-Language": "ta-IN,ta;q=0.9,en;q=0.8" })).text();
    expect(html).toMatch(suggestion);
    expect(html).toContain('<a href="/switch-language?to=%2Fta%2Fschools" hrefLang="ta"');
  });

  it("is not shown to English browsers, on Tamil pages, or once a language was chosen", async () => {
    const cases: [string, Record<string, string>][] = [
      ["/schools", { "Accept-Language": "en-IN,en;q=0.9,ta;q=0.8" }],
      ["/schools", {}],
      ["/ta/schools", { "Accept-Language": "ta" }],
      ["/schools", { "Accept-Language": "ta", Cookie: `${LANGUAGE_COOKIE}=en` }],
    ];
    for (const [path, headers] of cases) {
      const response = await get(path, headers);
      expect({ path, headers, status: response.status }).toEqual({ path, headers, status: 200 });
      expect(await response.text()).not.toMatch(suggestion);
    }
  });

  it("keeps the pages with and without it apart in the render cache, and says what the page varies by", async () => {
    for (let round = 0; round < 2; round++) {
      const tamilBrowser = await get("/about", { "Accept-Language": "ta" });
      expect(await tamilBrowser.text()).toMatch(suggestion);
      const englishBrowser = await get("/about", { "Accept-Language": "en" });
      expect(await englishBrowser.text()).not.toMatch(suggestion);
      expect(englishBrowser.headers.get("vary")).toMatch(/Accept-Language.*Cookie/);
    }
  });
});

describe("search engines", () => {
  it("the sitemap names each page in both languages with its alternates", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const origin = /<loc>(https?:\/\/[^/<]+)/.exec(xml)![1]!;
    const entry = new RegExp(
      `<url><loc>${origin}/ta/schools</loc><xhtml:link rel="alternate" hreflang="en" href="${origin}/schools"/><xhtml:link rel="alternate" hreflang="ta" href="${origin}/ta/schools"/><xhtml:link rel="alternate" hreflang="x-default" href="${origin}/schools"/></url>`,
    );
    expect(xml).toMatch(entry);
    expect(xml).toContain(`<loc>${origin}/schools</loc>`);
  });
});
