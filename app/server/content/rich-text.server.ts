import sanitizeHtml from "sanitize-html";

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
  allowedAttributes: {
    a: ["href", "name", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    "*": ["lang", "dir"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  // A relative address ("x", "../a.png") points somewhere else on each page that shows the body
  // (/news/…, /ta/news/…, /content/…): it is only ever a broken picture, so it goes.
  exclusiveFilter: (frame) => frame.tag === "img" && !isImageAddress(frame.attribs.src),
  // A link that opens a new tab must not hand the opener to the other site.
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === "_blank"
        ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }
        : { tagName, attribs },
  },
};

/** A picture's address that means the same on every page: from the site's root, or on the web. */
function isImageAddress(src: string | undefined) {
  return src !== undefined && /^(\/(?!\/)|https?:\/\/)/i.test(src);
}

/**
 * Staff write bodies as rich text; whatever they paste, the stored HTML cannot run script on the
 * public site. Empty or whitespace-only bodies are stored as null.
 */
export function cleanRichText(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const cleaned = sanitizeHtml(html, RICH_TEXT).trim();
  return cleaned === "" ? null : cleaned;
}
