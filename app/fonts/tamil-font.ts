/**
 * Noto Sans Tamil, self-hosted from @fontsource/noto-sans-tamil (pinned in package.json): its "tamil"
 * files, in two weights, cut down to the Tamil letters (tamil-subset.ts: 23.9 KB for both instead of
 * 29.4). The site uses 400, 500, 600 and 700; without 500 and 600 files the browser takes 400 for
 * medium and 700 for semibold (CSS font matching), which halves the bytes (docs/benchmarks.md
 * "Tamil font").
 *
 * The faces are declared only on Tamil pages (root.tsx renders `tamilFontFaceCss()` in a `<style>`
 * when the path is /ta…): English pages carry no Tamil @font-face and so download none of it, even for
 * the header's "தமிழ்" switch label, which uses the visitor's own Tamil system font.
 */
import notoSansTamil400 from "./noto-sans-tamil-400.woff2?url";
import notoSansTamil700 from "./noto-sans-tamil-700.woff2?url";
import { TAMIL_UNICODE_RANGE } from "./tamil-subset";

export const TAMIL_FONT_FAMILY = "Noto Sans Tamil";

export type FontFile = { weight: number; href: string };

export const TAMIL_FONT_FILES: readonly FontFile[] = [
  { weight: 400, href: notoSansTamil400 },
  { weight: 700, href: notoSansTamil700 },
];

/** The `@font-face` rules for the given files, minified: `font-display: swap`, the Tamil unicode-range. */
export function tamilFontFaceCss(files: readonly FontFile[] = TAMIL_FONT_FILES): string {
  return files
    .map(
      ({ weight, href }) =>
        `@font-face{font-family:"${TAMIL_FONT_FAMILY}";font-style:normal;font-weight:${weight};font-display:swap;src:url(${href}) format("woff2");unicode-range:${TAMIL_UNICODE_RANGE}}`,
    )
    .join("");
}
