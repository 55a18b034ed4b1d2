// What the self-hosted Noto Sans Tamil files keep of Fontsource's "tamil" files (issue 27): the
// letters of the Tamil block (U+0B82–U+0BD7, with every conjunct and vowel-sign form they take),
// the zero-width (non-)joiners and the dotted circle a stray vowel sign is drawn on. Tamil digits
// and the calendar and number signs (U+0BE6–U+0BFA), the Devanagari dandas and the rupee sign are
// left out: the site's texts use none, and a staff text that does gets the device's own Tamil font
// for them (the unicode-range below sends nothing else to these files). 19 % fewer bytes, which a
// phone otherwise downloads beside the hero picture. scripts/subset-tamil-font.ts writes the files;
// tests/unit/tamil-font-files.test.ts checks they are what it writes.

/** The code points kept, as CSS writes them in the `@font-face`'s unicode-range. */
export const TAMIL_UNICODE_RANGE = "U+0B82-0BD7,U+200C-200D,U+25CC";

/** The weights self-hosted (the site's 500 and 600 match 400 and 700, see tamil-font.ts). */
export const TAMIL_FONT_WEIGHTS = [400, 700] as const;

/** Every code point of TAMIL_UNICODE_RANGE, as a string to subset by. */
export function tamilSubsetText(range = TAMIL_UNICODE_RANGE): string {
  let text = "";
  for (const part of range.split(",")) {
    const [first, last = first] = part.replace("U+", "").split("-");
    for (let code = Number.parseInt(first!, 16); code <= Number.parseInt(last!, 16); code++) {
      text += String.fromCodePoint(code);
    }
  }
  return text;
}
