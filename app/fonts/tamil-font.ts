/**
 * Noto Sans Tamil, self-hosted from @fontsource/noto-sans-tamil (pinned in package.json): only its
 * "tamil" subset, in two weights. The site uses 400, 500, 600 and 700; without 500 and 600 files the
 * browser takes 400 for medium and 700 for semibold (CSS font matching), which halves the bytes
 * (≈ 29 KB instead of ≈ 60 KB, docs/benchmarks.md "Tamil font").
 *
 * The faces are declared only on Tamil pages (root.tsx renders `tamilFontFaceCss()` in a `<style>`
 * when the path is /ta…): English pages carry no Tamil @font-face and so download none of it, even for
 * the header's "தமிழ்" switch label, which uses the visitor's own Tamil system font.
 */
import notoSansTamil400 from "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url";
import notoSansTamil700 from "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2?url";

export const TAMIL_FONT_FAMILY = "Noto Sans Tamil";

/** The code points of the "tamil" subset (as fontsource declares it): Latin text falls through to the Latin fonts. */
export const TAMIL_UNICODE_RANGE = "U+0964-0965,U+0B82-0BFA,U+200C-200D,U+20B9,U+25CC";

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
