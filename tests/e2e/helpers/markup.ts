// Reading the server's HTML as text, for tests that check a page without a browser.

/** Text with tags removed and the entities React writes decoded. */
export function textOf(markup: string) {
  return markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

/** The text of every heading of one level, in order. */
export function headings(markup: string, level: 1 | 2 | 3) {
  return [...markup.matchAll(new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, "g"))].map((m) =>
    textOf(m[1]!).trim(),
  );
}
