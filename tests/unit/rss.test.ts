import Parser from "rss-parser";
import { describe, expect, it } from "vitest";
import { escapeXml, type RssChannel, renderRss, rssDate } from "~/lib/rss";

const channel = (items: RssChannel["items"] = []): RssChannel => ({
  title: "Thenpalli Schools: News & Updates",
  link: "https://schools.example/news",
  description: "Announcements <and> achievements",
  selfUrl: "https://schools.example/news/feed.xml",
  language: "en-IN",
  ttl: 60,
  items,
});

const item = (n: number, extra: Partial<RssChannel["items"][number]> = {}) => ({
  title: `Article ${n}`,
  link: `https://schools.example/news/article-${n}`,
  guid: `urn:uuid:00000000-0000-4000-8000-00000000000${n}`,
  pubDate: `2026-11-2${n}T04:30:00.000Z`,
  ...extra,
});

describe("rssDate", () => {
  it("writes RFC 822 dates in GMT with a four-digit year", () => {
    expect(rssDate("2026-11-23T04:30:15.250Z")).toBe("Mon, 23 Nov 2026 04:30:15 GMT");
    expect(rssDate(new Date(Date.UTC(2027, 0, 5, 23, 59, 0)))).toBe("Tue, 05 Jan 2027 23:59:00 GMT");
  });

  it("refuses what is not a date rather than writing 'Invalid Date'", () => {
    expect(() => rssDate("not a date")).toThrow(RangeError);
  });
});

describe("escapeXml", () => {
  it("escapes the five markup characters", () => {
    expect(escapeXml(`Fun & "Games" <at> 'school'`)).toBe(
      "Fun &amp; &quot;Games&quot; &lt;at&gt; &apos;school&apos;",
    );
  });

  it("drops characters XML cannot carry and keeps every other letter, Tamil and emoji included", () => {
    expect(escapeXml("a\u0000b\u0008c\u000bd\u001fe\ufffef\uffff")).toBe("abcdef");
    expect(escapeXml("lone \ud800 high, lone \udc00 low")).toBe("lone  high, lone  low");
    expect(escapeXml("tab\tline\nreturn\r")).toBe("tab\tline\nreturn\r");
    expect(escapeXml("பொங்கல் 🎉")).toBe("பொங்கல் 🎉");
  });
});

describe("renderRss", () => {
  it("writes a feed a parser reads back exactly, items in the order given", async () => {
    const xml = renderRss(
      channel([
        item(3, {
          title: 'Sports Day & "Fun Run" <Results>',
          description: "Every house won <b>a race</b> & more",
          categories: ["Sports", "Parent Notice"],
          enclosure: { url: "https://schools.example/media/a.png?v=1&w=2", type: "image/png", length: 2048 },
        }),
        item(2),
        item(1, { guidIsPermaLink: true, guid: "https://schools.example/news/article-1" }),
      ]),
    );
    const feed = await new Parser().parseString(xml);
    expect(feed.title).toBe("Thenpalli Schools: News & Updates");
    expect(feed.description).toBe("Announcements <and> achievements");
    expect(feed.link).toBe("https://schools.example/news");
    expect(feed.language).toBe("en-IN");
    expect(feed.items.map((entry) => entry.title)).toEqual([
      'Sports Day & "Fun Run" <Results>',
      "Article 2",
      "Article 1",
    ]);
    const [first, , last] = feed.items;
    expect(first!.content).toBe("Every house won <b>a race</b> & more");
    expect(first!.categories).toEqual(["Sports", "Parent Notice"]);
    expect(first!.enclosure).toEqual({
      url: "https://schools.example/media/a.png?v=1&w=2",
      type: "image/png",
      length: "2048",
    });
    expect(first!.guid).toBe("urn:uuid:00000000-0000-4000-8000-000000000003");
    expect(first!.isoDate).toBe("2026-11-23T04:30:00.000Z");
    expect(first!.pubDate).toBe("Mon, 23 Nov 2026 04:30:00 GMT");
    expect(last!.guid).toBe("https://schools.example/news/article-1");
    expect(xml).toContain('<guid isPermaLink="true">https://schools.example/news/article-1</guid>');
    expect(xml).toContain('<guid isPermaLink="false">urn:uuid:00000000-0000-4000-8000-000000000002</guid>');
  });

  it("names its own address and dates the channel by its newest item, so the same items give the same bytes", () => {
    const items = [item(1), item(3), item(2)];
    const xml = renderRss(channel(items));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain(
      '<atom:link href="https://schools.example/news/feed.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain("<lastBuildDate>Mon, 23 Nov 2026 04:30:00 GMT</lastBuildDate>");
    expect(xml).toContain("<ttl>60</ttl>");
    expect(renderRss(channel(items))).toBe(xml);
  });

  it("is valid with no items at all", async () => {
    const xml = renderRss(channel());
    expect(xml).not.toContain("lastBuildDate");
    expect((await new Parser().parseString(xml)).items).toEqual([]);
  });

  it("leaves no raw markup from a title or link in the document", () => {
    const xml = renderRss(
      channel([
        item(1, { title: "</title><script>alert(1)</script>", link: "https://x.example/?a=1&b=<2>" }),
      ]),
    );
    expect(xml).not.toContain("<script>");
    expect(xml).toContain("<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>");
    expect(xml).toContain("<link>https://x.example/?a=1&amp;b=&lt;2&gt;</link>");
  });

  it("gives an enclosure of unknown size a length of 0, as the RSS Advisory Board suggests", () => {
    const xml = renderRss(
      channel([item(1, { enclosure: { url: "https://x.example/a.webp", type: "image/webp" } })]),
    );
    expect(xml).toContain('<enclosure url="https://x.example/a.webp" length="0" type="image/webp"/>');
  });
});
