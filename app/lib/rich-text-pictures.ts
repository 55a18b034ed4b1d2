// Pictures inside a rich-text body (news, pages; English and Tamil), read from its HTML: by the
// server before storing (after the sanitizer: a picture it removes needs no alt text), by the
// editor's paste cleaning and by the public page. Plain string work over HTML that an editor or
// the sanitizer wrote, so it runs anywhere.

/** One `<img>` tag; quoted values may hold ">" (a browser's serializer leaves it unescaped). */
export const IMG_TAG = /<img\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;

const ATTRIBUTE = /\s([a-z][\w-]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/** The attributes of one tag as written (entities left as they are). */
export function tagAttributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(ATTRIBUTE))
    found[match[1]!.toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? "";
  return found;
}

/** How many pictures of the body have no alt text (none, or only spaces). */
export function picturesWithoutAlt(html: string | null | undefined): number {
  if (!html) return 0;
  let missing = 0;
  for (const [tag] of html.matchAll(IMG_TAG)) if (!tagAttributes(tag).alt?.trim()) missing++;
  return missing;
}

/** The server's refusal, under the body field, when a picture in it has no alt text. */
export const PICTURE_ALT_REQUIRED =
  "Every picture needs alt text: choose the picture marked “Alt text needed” and describe what it shows for parents who cannot see it.";
