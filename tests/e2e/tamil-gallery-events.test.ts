// /ta/gallery, /ta/events, /ta/events/<slug> and /ta/events.ics over HTTP: the fixed copy in Tamil,
// links that stay in Tamil, Tamil dates, the staff's Tamil texts where written and the English ones
// marked lang="en" where not, the viewer island's Tamil strings (and none added to the English
// page's props), and the Tamil calendar feed beside the unchanged English one.
import { beforeAll, describe, expect, it } from "vitest";
import { GALLERY_FILTER_COPY } from "~/copy/gallery-page";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "~/islands/names";
import { addDays } from "~/lib/event-time";
import { DEMO_EVENTS } from "~/server/seed/events-data";
import { DEMO_GALLERY } from "~/server/seed/gallery-data";
import { writeDatabase } from "../support/database-file";
import { setupAppServer } from "../support/server-and-browser";
import { headings, textOf } from "./helpers/markup";

const server = setupAppServer();
const today = todayInSchoolTimeZone();

/** The Tamil texts staff gave one event and one photo; every other item has English only. */
const TAMIL_EVENT = {
  english: "Science Fair",
  slug: "science-fair",
  title: "அறிவியல் கண்காட்சி நாள்",
  description: "மாணவர்கள் தங்கள் அறிவியல் மாதிரிகளைப் பெற்றோருக்குக் காட்டுகிறார்கள்.",
  body: "<p>எல்லாப் பெற்றோரும் வருக.</p>",
};
const ENGLISH_EVENT = { title: "Term Examinations Begin", slug: "term-examinations-begin" };
const TAMIL_PHOTO = { english: "Morning Assembly", title: "காலை வழிபாட்டுக் கூட்டம்" };

// Tamil texts the admin forms save, written before any page is drawn (render cache).
beforeAll(() => {
  writeDatabase(
    server(),
    "update content set title_ta = ?, summary_ta = ?, body_ta = ? where kind = 'event' and title = ?",
    TAMIL_EVENT.title,
    TAMIL_EVENT.description,
    TAMIL_EVENT.body,
    TAMIL_EVENT.english,
  );
  // Whatever the demo content gives it, this one has no Tamil.
  writeDatabase(
    server(),
    "update content set title_ta = null, summary_ta = null, body_ta = null where kind = 'event' and title = ?",
    ENGLISH_EVENT.title,
  );
  writeDatabase(server(), "update content set title_ta = null, summary_ta = null where kind = 'gallery'");
  writeDatabase(
    server(),
    "update content set title_ta = ? where kind = 'gallery' and title = ?",
    TAMIL_PHOTO.title,
    TAMIL_PHOTO.english,
  );
});

async function get(path: string) {
  const response = await fetch(`${server().url}${path}`, { redirect: "manual" });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** Every href on the page (entities decoded). */
function hrefs(html: string) {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
}

/** The opening tag of the first element with this test id. */
function tagWithTestId(html: string, testId: string) {
  return new RegExp(`<[a-z0-9]+\\b[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? "";
}

/** The props of the page's gallery island, parsed back from their attribute. */
function galleryProps(html: string) {
  const pattern = new RegExp(`${ISLAND_ATTRIBUTE}="gallery-grid" ${ISLAND_PROPS_ATTRIBUTE}="([^"]*)"`);
  const json = pattern.exec(html)?.[1];
  if (!json) throw new Error("no gallery island on the page");
  return JSON.parse(
    json
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&"),
  );
}

/** A date as a Tamil page writes it, straight from Intl (ta-IN, the schools' clock). */
function tamilDate(date: string, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat("ta-IN", { timeZone: "Asia/Kolkata", ...options }).format(
    new Date(`${date}T00:00:00+05:30`),
  );
}

function demoEventDate(title: string) {
  const event = DEMO_EVENTS.find((listed) => listed.title === title);
  if (!event) throw new Error(`no demo event ${title}`);
  return addDays(today, event.dayOffset);
}

/** An iCalendar file's lines, unfolded. */
function icalLines(text: string) {
  return text.replace(/\r\n /g, "").split("\r\n");
}

describe("/ta/gallery", () => {
  it("speaks Tamil: heading, filter, summary, and links that stay under /ta", async () => {
    const { status, body } = await get("/ta/gallery");
    expect(status).toBe(200);
    expect(body).toMatch(/<html[^>]*\slang="ta"/);
    expect(headings(body, 1)).toEqual(["படத்தொகுப்பு"]);
    expect(body).toContain('aria-label="படங்களை வகைப்படி பாருங்கள்"');
    expect(body).not.toContain(GALLERY_FILTER_COPY.label);
    const filterLinks = hrefs(body).filter((href) => href.includes("gallery"));
    expect(filterLinks).toContain("/ta/gallery");
    expect(filterLinks).toContain("/ta/gallery?category=campus-life");
    expect(filterLinks.filter((href) => href.startsWith("/gallery"))).toEqual([]);
    const text = textOf(body);
    // The category chips in Tamil, with the count read as Tamil words.
    expect(text).toContain(`எல்லாப் படங்களும் ${DEMO_GALLERY.length} படங்கள்`);
    expect(text).toContain("பள்ளி வாழ்க்கை 1 படம்");
    expect(textOf(/data-testid="gallery-summary"[^>]*>([^<]*)</.exec(body)?.[1] ?? "")).toBe(
      `${DEMO_GALLERY.length} படங்கள்`,
    );
  });

  it('shows a photo\'s Tamil title, and the English ones marked lang="en"', async () => {
    const { body } = await get("/ta/gallery");
    const titles = [...body.matchAll(/data-testid="gallery-tile-title"([^>]*)>([^<]*)</g)].map((match) => ({
      attributes: match[1]!,
      text: match[2]!.replace(/&amp;/g, "&").replace(/&#x27;/g, "'"),
    }));
    expect(titles).toHaveLength(DEMO_GALLERY.length);
    const tamil = titles.find((title) => title.text === TAMIL_PHOTO.title);
    expect(tamil?.attributes).not.toContain("lang=");
    const english = titles.filter((title) => title.text !== TAMIL_PHOTO.title);
    expect(english.map((title) => title.text).sort()).toEqual(
      DEMO_GALLERY.map((item) => item.title)
        .filter((title) => title !== TAMIL_PHOTO.english)
        .sort(),
    );
    for (const title of english) expect(title.attributes).toContain('lang="en"');
    // Categories on the tiles are Tamil.
    expect(textOf(body)).toContain("களப் பயணங்கள்");
  });

  it("gives the viewer island its Tamil strings; the English page's props carry none", async () => {
    const tamil = galleryProps((await get("/ta/gallery")).body);
    expect(tamil.copy.label).toBe("படங்கள்");
    expect(tamil.copy.viewer.close).toBe("படக் காட்சியை மூடு");
    expect(tamil.copy.viewer.status).toBe("படம் {position} / {total}: {title}, {category}");
    const photo = tamil.photos.find((item: { title: string }) => item.title === TAMIL_PHOTO.title);
    expect(photo.titleLang).toBeUndefined();
    expect(photo.category).toBe("பள்ளி வாழ்க்கை");
    expect(tamil.photos.filter((item: { titleLang?: string }) => item.titleLang === "en")).toHaveLength(
      DEMO_GALLERY.length - 1,
    );
    const english = galleryProps((await get("/gallery")).body);
    expect(Object.keys(english)).toEqual(["photos"]);
    expect(JSON.stringify(english)).not.toContain("Lang");
    expect(english.photos.map((item: { title: string }) => item.title)).toContain(TAMIL_PHOTO.english);
  });

  it("names the category and page in the Tamil title; an empty category offers all photos in Tamil", async () => {
    const { body } = await get("/ta/gallery?category=campus-life");
    expect(/<title>([^<]*)<\/title>/.exec(body)?.[1]).toBe(
      "படத்தொகுப்பு · பள்ளி வாழ்க்கை | Thenpalli Group of Schools",
    );
    const empty = await get("/ta/gallery?category=other");
    expect(empty.status).toBe(200);
    expect(textOf(empty.body)).toContain("இந்த வகையில் இன்னும் படங்கள் இல்லை.");
    expect(empty.body).toMatch(/<a href="\/ta\/gallery"[^>]*>எல்லாப் படங்களையும் பாருங்கள்<\/a>/);
  });
});

describe("/ta/events", () => {
  it("speaks Tamil and offers the Tamil calendar feed", async () => {
    const { status, body } = await get("/ta/events");
    expect(status).toBe(200);
    expect(body).toMatch(/<html[^>]*\slang="ta"/);
    expect(headings(body, 1)).toEqual(["நிகழ்வுகள்"]);
    expect(headings(body, 2)).toEqual(
      expect.arrayContaining(["வரவிருக்கும் நிகழ்வுகள்", "பள்ளி ஆண்டு முழுவதும்", "நடந்து முடிந்த நிகழ்வுகள்"]),
    );
    const links = hrefs(body);
    expect(links).toContain("/ta/events.ics");
    expect(links.some((href) => /^webcal:\/\/[^/]+\/ta\/events\.ics$/.test(href))).toBe(true);
    expect(body).toMatch(
      /<link rel="alternate" type="text\/calendar" title="Thenpalli Schools நிகழ்வுகள்" href="\/ta\/events.ics"/,
    );
    // The carousel's slides in Tamil.
    expect(textOf(body)).toContain("பள்ளியில் பொங்கல்");
  });

  it('draws each card in Tamil: Tamil title where written, English marked lang="en", Tamil dates and links', async () => {
    const { body } = await get("/ta/events");
    const titleLink = (slug: string) =>
      new RegExp(`<a href="/ta/events/${slug}"([^>]*)>([^<]*)</a>`).exec(body);
    const tamil = titleLink(TAMIL_EVENT.slug);
    expect(tamil?.[2]).toBe(TAMIL_EVENT.title);
    expect(tamil?.[1]).not.toContain("lang=");
    const english = titleLink(ENGLISH_EVENT.slug);
    expect(english?.[2]).toBe(ENGLISH_EVENT.title);
    expect(english?.[1]).toContain('lang="en"');
    expect(hrefs(body).filter((href) => /^\/events\//.test(href))).toEqual([]);
    const text = textOf(body);
    expect(text).toContain(TAMIL_EVENT.description);
    // "5 ஜனவரி, 2027": the date as ta-IN writes it, never the English "Jan 05, 2027".
    const date = demoEventDate(TAMIL_EVENT.english);
    expect(text).toContain(tamilDate(date, { day: "numeric", month: "long", year: "numeric" }));
    expect(text).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{2}, \d{4}/);
    expect(text).toContain("அறிவியல் கண்காட்சி");
    expect(text).toContain("நாள் முழுவதும்");
  });
});

describe("/ta/events/<slug>", () => {
  it("shows the event's Tamil texts, Tamil details and Tamil calendar links", async () => {
    const { status, body } = await get(`/ta/events/${TAMIL_EVENT.slug}`);
    expect(status).toBe(200);
    expect(/<h1([^>]*)>([^<]*)<\/h1>/.exec(body)?.slice(1)).toEqual([
      expect.not.stringContaining("lang="),
      TAMIL_EVENT.title,
    ]);
    expect(tagWithTestId(body, "article-body")).not.toContain("lang=");
    expect(body).toContain(TAMIL_EVENT.body);
    const text = textOf(body);
    expect(text).toContain(TAMIL_EVENT.description);
    expect(text).toContain("நிகழ்வு விவரங்கள்");
    const date = demoEventDate(TAMIL_EVENT.english);
    expect(text).toContain(
      `${tamilDate(date, { weekday: "long" })}, ${tamilDate(date, { day: "numeric", month: "long", year: "numeric" })}`,
    );
    const links = hrefs(body);
    expect(links).toContain("/ta/events");
    expect(links).toContain(`/ta/events.ics?event=${TAMIL_EVENT.slug}`);
    const google = new URL(links.find((href) => href.startsWith("https://calendar.google.com/"))!);
    expect(google.searchParams.get("text")).toBe(TAMIL_EVENT.title);
    expect(google.searchParams.get("details")).toContain(`/ta/events/${TAMIL_EVENT.slug}`);
    expect(/<title>([^<]*)<\/title>/.exec(body)?.[1]).toBe(
      `${TAMIL_EVENT.title} | Thenpalli Group of Schools`,
    );
    const jsonLd = [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!))
      .flatMap((data) => data["@graph"] ?? [data]);
    const event = jsonLd.find((node) => node["@type"] === "Event");
    expect(event?.name).toBe(TAMIL_EVENT.title);
    expect(event?.url).toMatch(new RegExp(`/ta/events/${TAMIL_EVENT.slug}$`));
  });

  it('falls back to the English title, description and body marked lang="en"', async () => {
    const { body } = await get(`/ta/events/${ENGLISH_EVENT.slug}`);
    expect(/<h1([^>]*)>([^<]*)<\/h1>/.exec(body)?.slice(1)).toEqual([
      expect.stringContaining('lang="en"'),
      ENGLISH_EVENT.title,
    ]);
    expect(tagWithTestId(body, "event-description")).toContain('lang="en"');
    expect(textOf(body)).toContain("எல்லா நிகழ்வுகளும்");
  });
});

describe("/ta/events.ics", () => {
  it("names the calendar in Tamil and gives Tamil texts where written, linking to Tamil pages", async () => {
    const { status, headers, body } = await get("/ta/events.ics");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const lines = icalLines(body);
    expect(lines).toContain("X-WR-CALNAME:Thenpalli Schools நிகழ்வுகள்");
    expect(lines).toContain(`SUMMARY:${TAMIL_EVENT.title}`);
    expect(lines).toContain(`SUMMARY:${ENGLISH_EVENT.title}`);
    expect(lines).not.toContain(`SUMMARY:${TAMIL_EVENT.english}`);
    expect(lines).toContain("CATEGORIES:அறிவியல் கண்காட்சி");
    const urls = lines.filter((line) => line.startsWith("URL:"));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^URL:https?:\/\/[^/]+\/ta\/events\//);
  });

  it("leaves the English feed in English, and answers an unknown event in Tamil", async () => {
    const lines = icalLines((await get("/events.ics")).body);
    expect(lines).toContain("X-WR-CALNAME:Thenpalli Schools Events");
    expect(lines).toContain(`SUMMARY:${TAMIL_EVENT.english}`);
    expect(lines).not.toContain(`SUMMARY:${TAMIL_EVENT.title}`);
    const single = await get(`/ta/events.ics?event=${TAMIL_EVENT.slug}`);
    expect(icalLines(single.body)).toContain(`SUMMARY:${TAMIL_EVENT.title}`);
    const missing = await get("/ta/events.ics?event=no-such-event");
    expect(missing.status).toBe(404);
    expect(missing.body).toBe("இப்படி ஒரு நிகழ்வு இல்லை.");
  });
});
