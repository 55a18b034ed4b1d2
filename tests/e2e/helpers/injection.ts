// Payloads for the injection test (tests/e2e/injection.test.ts) and the small readers it checks
// pages, CSV and iCalendar files with. A payload is a field's tag followed by as many attacks as its
// length limit allows, so every field carries markup and SQL-meaningful characters that must come
// back unchanged, and the tag finds it on a page.

/** What an attacker would store; none of it may ever run or become markup. */
export const ATTACKS = {
  sql: `' " ; -- \\ % _ Robert'); DROP TABLE content;--`,
  script: "<script>window.__pwned=1</script>",
  attribute: `"><img src=x onerror="window.__pwned=1">`,
  scriptClose: "</script><script>window.__pwned=1</script>",
  svg: "<svg onload=window.__pwned=1>",
  overlay: `<div style="position:fixed;inset:0">`,
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder is the payload
  templates: "{{7*7}} ${7*7}",
  longWord: "Kanniyakumari".repeat(6),
} as const;

const ROTATED = [
  ATTACKS.script,
  ATTACKS.attribute,
  ATTACKS.scriptClose,
  ATTACKS.svg,
  ATTACKS.overlay,
  ATTACKS.templates,
  ATTACKS.longWord,
];

let fieldsMade = 0;

/**
 * The payload for one field that takes at most `max` characters: its tag, then the SQL characters
 * and the attacks (starting with a different one for each field) that fit. `tamil` starts it with
 * Tamil text, for the `…Ta` twins.
 */
export function payload(tag: string, max: number, options: { tamil?: boolean } = {}): string {
  const start = fieldsMade++;
  let text = options.tamil ? `தமிழ் ${tag}` : tag;
  const attacks = [ATTACKS.sql, ...ROTATED.map((_, i) => ROTATED[(start + i) % ROTATED.length]!)];
  for (const attack of attacks) if (text.length + 1 + attack.length <= max) text += ` ${attack}`;
  return text;
}

/** How many payloads were made: the fields covered. */
export function payloadCount() {
  return fieldsMade;
}

/** Raw markup a payload would leave in a page that failed to escape it (case-insensitive). */
export const UNESCAPED_MARKUP = [
  /<script>window\.__pwned/i,
  /<img src=x/i,
  /<svg onload/i,
  /<div style="position:fixed/i,
  /onerror="window\.__pwned/i,
  /href="javascript:/i,
];

/** Where a page shows raw payload markup: the first matching pattern and what surrounds it. */
export function unescapedMarkup(html: string): string | undefined {
  for (const pattern of UNESCAPED_MARKUP) {
    const match = pattern.exec(html);
    if (match) return `${pattern}: …${html.slice(Math.max(0, match.index - 120), match.index + 80)}…`;
  }
  return undefined;
}

const NAMED: Record<string, string> = { lt: "<", gt: ">", quot: '"', apos: "'", amp: "&", nbsp: "\u00a0" };

/** HTML or XML text with its character references read: what a reader sees of the escaped text. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#")
      return String.fromCodePoint(
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** The `<script type="application/ld+json">` blocks' texts of a page. */
export function jsonLdBlocks(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  );
}

/** The islands' props attributes of a public page, read back as the browser reads them. */
export function islandProps(html: string): string[] {
  return [...html.matchAll(/data-island-props="([^"]*)"/g)].map((match) => decodeEntities(match[1]!));
}

/** A CSV file's rows (RFC 4180: quoted cells, doubled quotes, CRLF), without its byte-order mark. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const character = body[i]!;
    if (quoted) {
      if (character === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ",") {
      row.push(cell);
      cell = "";
    } else if (character === "\r" && body[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += character;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** An iCalendar file's content lines, unfolded (RFC 5545 §3.1). */
export function icalLines(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
}

/** An iCalendar TEXT value read back (RFC 5545 §3.3.11). */
export function icalText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, escaped: string) =>
    escaped === "n" || escaped === "N" ? "\n" : escaped,
  );
}
