// The news pages, content pages, the newsletter box and the news feed in Tamil (/ta/…), over
// plain HTTP: Tamil headings and labels, links that stay in Tamil, Tamil dates, database texts in
// Tamil where staff wrote them and in English (marked lang="en") where they did not, the Tamil
// feed, and a newsletter post from the Tamil page answered in Tamil. English stays as it was.
import { beforeAll, describe, expect, it } from "vitest";
import { formatCalendarDay } from "~/copy/content-page";
import { formatNewsDate, NEWS_FEED, NEWS_PAGE } from "~/copy/news-page";
import { HONEYPOT_FIELD, NEWSLETTER_COPY } from "~/copy/newsletter";
import { contentPage as tamilContentPage } from "~/i18n/messages/ta/content-page";
import { news as tamilNews } from "~/i18n/messages/ta/news";
import { writeDatabase } from "../support/database-file";
import { setupAppServer } from "../support/server-and-browser";
import { type ContentRow, fromNow, HOUR, insertContent } from "../support/server-data";

const server = setupAppServer();

const TRANSLATED_AT = fromNow(-1 * HOUR);
const TRANSLATED: ContentRow & { slug: string } = {
  kind: "news",
  title: "Sports Day Results",
  slug: "sports-day-results",
  summary: "Every house won at least one race.",
  body: "<p>Thank you, parents.</p>",
  news: { category: "Sports", priority: "high" },
  publishedAt: TRANSLATED_AT,
};
const TAMIL = {
  title: "விளையாட்டு தின முடிவுகள்",
  summary: "ஒவ்வொரு அணியும் குறைந்தது ஒரு போட்டியில் வென்றது.",
  body: "<p>பெற்றோருக்கு நன்றி.</p>",
};
const UNTRANSLATED: ContentRow & { slug: string } = {
  kind: "news",
  title: "Bus Route Changes",
  slug: "bus-route-changes",
  summary: "Two stops move from Monday.",
  body: "<p>Please check the new stops.</p>",
  news: { category: "Holiday", priority: "low" },
  publishedAt: fromNow(-2 * HOUR),
};
const ABOUT: ContentRow & { slug: string } = {
  kind: "about",
  title: "Our Campus Garden",
  slug: "our-campus-garden",
  summary: "Where every class grows something to share.",
  body: "<p>Parents gave the first saplings in June.</p>",
};
const ABOUT_TAMIL = { title: "எங்கள் வளாகத் தோட்டம்", body: "<p>ஜூன் மாதம் பெற்றோர் முதல் செடிகளைத் தந்தனர்.</p>" };
const EVENT: ContentRow & { slug: string } = {
  kind: "event",
  title: "Annual Sports Meet",
  slug: "annual-sports-meet",
  event: { date: "2026-12-12", time: "09:30", location: "Zee Litera Grounds", category: "Sports" },
};

beforeAll(async () => {
  await insertContent(server(), [TRANSLATED, UNTRANSLATED, ABOUT, EVENT]);
  writeDatabase(
    server(),
    "update content set title_ta = ?, summary_ta = ?, body_ta = ? where slug = ?",
    TAMIL.title,
    TAMIL.summary,
    TAMIL.body,
    TRANSLATED.slug,
  );
  // A category saved before the list was fixed (or by an import) is shown as it was typed.
  writeDatabase(
    server(),
    "update news set category = ? where content_id = (select id from content where slug = ?)",
    "A Staff Category",
    UNTRANSLATED.slug,
  );
  writeDatabase(
    server(),
    "update content set title_ta = ?, body_ta = ? where slug = ?",
    ABOUT_TAMIL.title,
    ABOUT_TAMIL.body,
    ABOUT.slug,
  );
});

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server().url}${path}`, { redirect: "manual", ...init });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function page(path: string) {
  const answer = await get(path);
  expect(answer.status, path).toBe(200);
  return answer.text;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `<tag …>text` (up to one element between, such as a card heading's link), with the tag's attributes. */
function tagsAround(html: string, tag: string, text: string): string[] {
  const pattern = new RegExp(`<${tag}( [^>]*)?>(?:<a [^>]*>)?${escapeRegExp(text)}<`, "g");
  return [...html.matchAll(pattern)].map((match) => match[1] ?? "");
}

/** The element (h1, h3, p, span…) holding `text` is marked English. */
function expectEnglish(html: string, tag: string, text: string) {
  const found = tagsAround(html, tag, text);
  expect(found, `<${tag}> ${text}`).not.toHaveLength(0);
  for (const attributes of found) expect(attributes, text).toContain('lang="en"');
}

/** The element holding `text` is there and not marked English. */
function expectNotEnglish(html: string, tag: string, text: string) {
  const found = tagsAround(html, tag, text);
  expect(found, `<${tag}> ${text}`).not.toHaveLength(0);
  for (const attributes of found) expect(attributes, text).not.toContain('lang="en"');
}

describe("/ta/news", () => {
  it("is in Tamil, with Tamil links, Tamil dates and the database's Tamil texts", async () => {
    const html = await page("/ta/news");
    expect(html).toContain(tamilNews.page.heading);
    expect(html).toContain(tamilNews.categoryCards.calendar.title);
    expect(html).toContain(tamilNews.recent.heading);
    expect(html).not.toContain(NEWS_PAGE.heading.replace("'", "&#x27;"));
    expect(html).toContain(`<title>${tamilNews.page.title} |`);
    // The translated article: its Tamil title and excerpt, linking to its Tamil page.
    expect(html).toContain(`href="/ta/news/${TRANSLATED.slug}"`);
    expectNotEnglish(html, "h3", TAMIL.title);
    expect(html).toContain(TAMIL.summary);
    expect(html).not.toContain(TRANSLATED.title);
    // The untranslated one: English, marked as English.
    expectEnglish(html, "h3", UNTRANSLATED.title);
    expectEnglish(html, "p", UNTRANSLATED.summary!);
    // Category and priority badges: the site's categories in Tamil, staff's own one marked English.
    expect(html).toContain(tamilNews.categories.Sports);
    expectEnglish(html, "span", "A Staff Category");
    expectNotEnglish(html, "span", tamilNews.categories.Sports);
    expect(html).toContain(tamilNews.priority.high);
    expect(html).toContain(formatNewsDate(TRANSLATED_AT.toISOString(), "ta"));
    expect(formatNewsDate(TRANSLATED_AT.toISOString(), "ta")).toMatch(/[\u0B80-\u0BFF]/);
    // Links stay in Tamil; the newsletter posts to the Tamil page.
    expect(html).toContain('href="/ta/news/archive"');
    expect(html).toContain('href="/ta/news/feed.xml"');
    expect(html).toMatch(/<form [^>]*action="\/ta\/news" method="post"/);
    expect(html).toContain(tamilNews.newsletter.heading);
    expect(html).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" title="[^"]*" href="[^"]*\/ta\/news\/feed\.xml"/,
    );
  });

  it("leaves the English page in English", async () => {
    const html = await page("/news");
    expect(html).toContain(`<title>${NEWS_PAGE.title.replace("&", "&amp;")}`);
    expect(html).toContain(TRANSLATED.title);
    expect(html).not.toContain(TAMIL.title);
    expect(html).toContain(NEWSLETTER_COPY.heading);
    expect(html).toContain('href="/news/archive"');
    expect(html).toMatch(/<form [^>]*action="\/news" method="post"/);
    expect(html).not.toContain('lang="en"><a');
  });
});

describe("/ta/news/archive", () => {
  it("is in Tamil and its first page keeps one address, in Tamil", async () => {
    const html = await page("/ta/news/archive");
    expect(html).toContain(tamilNews.archive.eyebrow);
    expect(html).toContain(`href="/ta/news/${TRANSLATED.slug}"`);
    const first = await get("/ta/news/archive?page=1");
    expect(first.status).toBe(301);
    expect(first.headers.get("location")).toBe("/ta/news/archive");
  });
});

describe("/ta/news/<slug>", () => {
  it("shows the Tamil title, excerpt and body where staff wrote them", async () => {
    const html = await page(`/ta/news/${TRANSLATED.slug}`);
    expectNotEnglish(html, "h1", TAMIL.title);
    expectNotEnglish(html, "p", TAMIL.summary);
    expect(html).toContain(TAMIL.body);
    expect(html).not.toContain("Thank you, parents.");
    expect(html).toContain(`href="/ta/news"`);
    expect(html).toContain(tamilNews.article.backToNews);
    expect(html).toContain(formatNewsDate(TRANSLATED_AT.toISOString(), "ta"));
    expect(html).toContain(`"inLanguage":"ta"`);
  });

  it('falls back to the English title, excerpt and body, marked lang="en"', async () => {
    const html = await page(`/ta/news/${UNTRANSLATED.slug}`);
    expectEnglish(html, "h1", UNTRANSLATED.title);
    expectEnglish(html, "p", UNTRANSLATED.summary!);
    expect(html).toMatch(/data-testid="article-body" lang="en"[^>]*><p>Please check the new stops\.<\/p>/);
    expect(html).toContain(tamilNews.article.moreNews);
  });
});

describe("/ta/content/<slug>", () => {
  it("shows a content page's Tamil texts, its English summary marked, and Tamil labels", async () => {
    const html = await page(`/ta/content/${ABOUT.slug}`);
    expectNotEnglish(html, "h1", ABOUT_TAMIL.title);
    expect(html).toMatch(/data-testid="article-body" class="[^"]*">/);
    expect(html).toContain(ABOUT_TAMIL.body);
    expectEnglish(html, "p", ABOUT.summary!);
    expect(html).toContain(tamilContentPage.kind.about);
    expect(html).toContain(`href="/ta/about"`);
    expect(html).toContain(tamilContentPage.back.about);
  });

  it("gives an event's facts Tamil labels and a Tamil date", async () => {
    const html = await page(`/ta/content/${EVENT.slug}`);
    expect(html).toContain(tamilContentPage.event.details);
    expect(html).toContain(formatCalendarDay(EVENT.event!.date, "ta"));
    expect(formatCalendarDay(EVENT.event!.date, "ta")).not.toBe(formatCalendarDay(EVENT.event!.date));
    expect(html).toContain(tamilNews.categories.Sports);
    expectEnglish(html, "h1", EVENT.title);
  });
});

describe("/ta/news/feed.xml", () => {
  it("is the Tamil feed: Tamil channel, language ta, Tamil items where translated, /ta links", async () => {
    const { status, headers, text } = await get("/ta/news/feed.xml");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toContain("application/rss+xml");
    expect(text).toContain(`<title>${tamilNews.feed.title}</title>`);
    expect(text).toContain(`<description>${tamilNews.feed.description}</description>`);
    expect(text).toContain("<language>ta</language>");
    expect(text).toMatch(/<link>[^<]*\/ta\/news<\/link>/);
    expect(text).toMatch(/<atom:link href="[^"]*\/ta\/news\/feed\.xml" rel="self"/);
    expect(text).toContain(`<title>${TAMIL.title}</title>`);
    expect(text).toContain(`<description>${TAMIL.summary}</description>`);
    expect(text).toMatch(new RegExp(`<link>[^<]*/ta/news/${TRANSLATED.slug}</link>`));
    expect(text).toContain(`<title>${UNTRANSLATED.title}</title>`);
  });

  it("leaves the English feed as it was", async () => {
    const { text } = await get("/news/feed.xml");
    expect(text).toContain("<language>en-IN</language>");
    expect(text).toContain(`<title>${NEWS_FEED.title.replace("&", "&amp;")}</title>`);
    expect(text).toContain(`<title>${TRANSLATED.title}</title>`);
    expect(text).not.toContain("/ta/");
  });
});

describe("the newsletter box on /ta/news", () => {
  it("answers a post from the Tamil page in Tamil, back on the Tamil page", async () => {
    const post = (email: string) =>
      get("/ta/news", {
        method: "POST",
        body: new URLSearchParams({ email, [HONEYPOT_FIELD]: "" }),
        headers: { Origin: server().url, "X-Forwarded-For": "198.51.100.77" },
      });
    const check = async (email: string, expected: string) => {
      const answer = await post(email);
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe("/ta/news#newsletter");
      const cookie = answer.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const back = await get("/ta/news", { headers: { Cookie: cookie } });
      expect(back.status).toBe(200);
      expect(back.text).toContain(expected);
    };
    await check("not an address", tamilNews.newsletter.invalidEmail.title);
    await check("tamil.parent@example.org", "நன்றி. எங்கள் செய்தி மடல் tamil.parent@example.org முகவரிக்கு வரும்.");
    await check("tamil.parent@example.org", tamilNews.newsletter.alreadySubscribed.title);
  });
});
