// A gallery title suggested from a photo's file name ("Add Many Photos"): what a person named the
// file, made readable — or nothing at all when a camera or a phone named it (IMG_2041, DSC01234,
// PXL_20240101_…, WhatsApp Image 2024-…), so that the clerk is asked for a real title instead of
// publishing "IMG 2041".

/** Words cameras, phones and apps put in file names, lower case. */
const CAMERA_WORDS = new Set([
  "img",
  "image",
  "dsc",
  "dscn",
  "dscf",
  "dcim",
  "pxl",
  "mvimg",
  "vid",
  "pano",
  "burst",
  "portrait",
  "gopr",
  "dji",
  "photo",
  "pic",
  "pict",
  "picture",
  "screenshot",
  "scan",
  "whatsapp",
  "wa",
  "at",
  "am",
  "pm",
  "mp",
  "copy",
  "edited",
  "untitled",
  "com",
  "cover",
  "original",
  "p",
  "gp",
]);

/** A camera's counter or a date: digits, perhaps after one of its words ("DSC01234", "WA0001", "P1010234"). */
const CAMERA_NUMBER = /^(?:[a-z]{0,6})\d+$/;

/** Minor words stay as they are inside a title ("Day at the Zoo"). */
const MINOR_WORDS = new Set([
  "a",
  "an",
  "and",
  "at",
  "by",
  "for",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
]);

function isCameraName(name: string): boolean {
  const words = name
    .toLowerCase()
    .split(/[\s_\-.()[\]~+,]+/)
    .filter(Boolean);
  return words.every(
    (word) =>
      CAMERA_WORDS.has(word) ||
      (CAMERA_NUMBER.test(word) && (/^\d+$/.test(word) || CAMERA_WORDS.has(word.replace(/\d+$/, "")))),
  );
}

function capitalised(word: string, first: boolean) {
  if (!first && MINOR_WORDS.has(word.toLowerCase())) return word;
  return word.charAt(0).toLocaleUpperCase("en-IN") + word.slice(1);
}

/**
 * The words a person gave a file's name: no extension, dashes and underscores as spaces, one space
 * between words; "" when a camera or an app named it.
 */
export function fileNameWords(fileName: string): string {
  const withoutExtension = fileName.replace(/\.[^.\s]{1,10}$/, "");
  const cleaned = withoutExtension
    .replace(/[-_]+/g, " ")
    .replace(/[\s\p{Cc}]+/gu, " ")
    .trim();
  if (!/[\p{L}\p{N}]/u.test(cleaned) || isCameraName(withoutExtension)) return "";
  return cleaned;
}

/**
 * The alt text suggested for an uploaded picture (issue 28): its file name's words as a sentence,
 * "sports-day_2026.jpg" → "Sports day 2026"; "" for a camera's name, so the picture stays on the
 * list of pictures without alt text until someone describes it.
 */
export function suggestedAltText(fileName: string, max: number): string {
  const words = fileNameWords(fileName);
  return (words.charAt(0).toLocaleUpperCase("en-IN") + words.slice(1)).slice(0, max).trim();
}

/**
 * "annual-day_stage 01.JPG" → "Annual Day Stage 01"; "IMG_2041.jpg" → "". No extension, dashes and
 * underscores as spaces, one space between words, each word capitalised (minor words inside the
 * title left alone, the rest of each word as typed: "NCC parade" → "NCC Parade"), cut to `max`.
 */
export function suggestedPhotoTitle(fileName: string, max: number): string {
  const cleaned = fileNameWords(fileName);
  if (!cleaned) return "";
  return cleaned
    .split(" ")
    .map((word, index) => capitalised(word, index === 0))
    .join(" ")
    .slice(0, max)
    .trim();
}
