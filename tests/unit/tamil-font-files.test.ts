// The self-hosted Tamil font files (app/fonts/tamil-subset.ts, issue 27): what
// scripts/subset-tamil-font.ts writes from the pinned Fontsource files, small enough that /ta stays
// within 15 % of / on LCP, and covering every Tamil letter the site's own Tamil texts use.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TAMIL_FONT_WEIGHTS, TAMIL_UNICODE_RANGE, tamilSubsetText } from "~/fonts/tamil-subset";
import { ta } from "~/i18n/messages/ta";
import { subsetFontFile, subsetTamilFont } from "../../scripts/subset-tamil-font.ts";

const fontsourceFile = (weight: number) =>
  path.resolve(`node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-${weight}-normal.woff2`);

describe("the Tamil font files", () => {
  it.each(TAMIL_FONT_WEIGHTS)("%s: are what the subset script writes today", async (weight) => {
    const committed = readFileSync(subsetFontFile(weight));
    expect(Buffer.compare(committed, await subsetTamilFont(weight))).toBe(0);
    // At least 15 % smaller than Fontsource's file (which carries digits and signs the site never shows).
    expect(committed.byteLength).toBeLessThan(statSync(fontsourceFile(weight)).size * 0.85);
  });

  it("weigh 25 KB at most together", () => {
    const total = TAMIL_FONT_WEIGHTS.reduce((sum, weight) => sum + statSync(subsetFontFile(weight)).size, 0);
    expect(total).toBeLessThan(25_000);
  });

  it("cover every character of the Tamil block that the site's Tamil texts use", () => {
    const kept = new Set(tamilSubsetText());
    const used = new Set(JSON.stringify(ta).match(/[\u0B80-\u0BFF\u200C\u200D]/g) ?? []);
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((character) => !kept.has(character))).toEqual([]);
  });

  it("read their code points from the range CSS declares", () => {
    const text = tamilSubsetText();
    expect(TAMIL_UNICODE_RANGE).toBe("U+0B82-0BD7,U+200C-200D,U+25CC");
    expect(text).toContain("\u0B95"); // க
    expect(text).toContain("\u0BCD"); // the virama
    expect(text).not.toContain("\u0BE7"); // the Tamil digit one
    expect(text.length).toBe(0x0bd7 - 0x0b82 + 1 + 2 + 1);
  });
});
