// A small RSS 2.0 writer (https://www.rssboard.org/rss-specification): pure, no dependencies.
// Every text is escaped, characters XML forbids are dropped, dates are RFC 822, and the feed
// names its own address (atom:link rel="self"), as feed validators ask.

export type RssItem = {
  title: string;
  /** Absolute URL of the item's page. */
  link: string;
  /** A value that never changes for this item, even when its title or address does. */
  guid: string;
  /** True when the guid is the item's permanent URL. */
  guidIsPermaLink?: boolean;
  pubDate: Date | string;
  description?: string;
  categories?: readonly string[];
  /** An attached picture (absolute URL). */
  enclosure?: { url: string; type: string; length?: number };
};

export type RssChannel = {
  title: string;
  /** Absolute URL of the site page the feed belongs to. */
  link: string;
  description: string;
  /** Absolute URL of the feed itself. */
  selfUrl: string;
  language?: string;
  /** Minutes a reader may wait before fetching again. */
  ttl?: number;
  items: readonly RssItem[];
};

export const RSS_CONTENT_TYPE = "application/rss+xml; charset=utf-8";

/** Whether XML 1.0 allows this character at all; escaping cannot save the others. */
function allowedInXml(codePoint: number) {
  return (
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    codePoint >= 0x10000
  );
}

/** Drops control characters, lone surrogates and U+FFFE/U+FFFF (pasted text carries them). */
function xmlCharacters(text: string) {
  let out = "";
  // Iterating a string yields code points: a proper surrogate pair arrives as one character.
  for (const character of text) if (allowedInXml(character.codePointAt(0)!)) out += character;
  return out;
}

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text made safe for an XML element or attribute. */
export function escapeXml(text: string): string {
  return xmlCharacters(text).replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** A date as RSS wants it (RFC 822 with a four-digit year): "Mon, 23 Nov 2026 04:30:00 GMT". */
export function rssDate(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date.toUTCString();
}

function element(name: string, text: string | undefined, attributes = "") {
  return text === undefined ? [] : [`<${name}${attributes}>${escapeXml(text)}</${name}>`];
}

function newest(items: readonly RssItem[]): Date | undefined {
  let latest: number | undefined;
  for (const item of items) {
    const time = new Date(item.pubDate).getTime();
    if (!Number.isNaN(time) && (latest === undefined || time > latest)) latest = time;
  }
  return latest === undefined ? undefined : new Date(latest);
}

function itemXml(item: RssItem): string[] {
  const permaLink = item.guidIsPermaLink ?? false;
  const enclosure = item.enclosure
    ? [
        `<enclosure url="${escapeXml(item.enclosure.url)}" length="${Math.max(0, Math.floor(item.enclosure.length ?? 0))}" type="${escapeXml(item.enclosure.type)}"/>`,
      ]
    : [];
  const lines = [
    ...element("title", item.title),
    ...element("link", item.link),
    ...element("guid", item.guid, ` isPermaLink="${permaLink}"`),
    ...element("pubDate", rssDate(item.pubDate)),
    ...element("description", item.description),
    ...(item.categories ?? []).flatMap((category) => element("category", category)),
    ...enclosure,
  ];
  return ["    <item>", ...lines.map((line) => `      ${line}`), "    </item>"];
}

/** The whole feed document. Items are written in the order given (put the newest first). */
export function renderRss(channel: RssChannel): string {
  const lastBuild = newest(channel.items);
  const head = [
    ...element("title", channel.title),
    ...element("link", channel.link),
    ...element("description", channel.description),
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...element("language", channel.language),
    ...element("lastBuildDate", lastBuild && rssDate(lastBuild)),
    ...element("ttl", channel.ttl === undefined ? undefined : String(Math.floor(channel.ttl))),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    ...head.map((line) => `    ${line}`),
    ...channel.items.flatMap(itemXml),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
