import sanitizeHtml from "sanitize-html";
import { IMG_TAG } from "~/lib/rich-text-pictures";
import { config } from "../config.server";
import { isStoragePath } from "../storage/file-store.server";

/**
 * Where the site's own media files are served: through the app, and from the bucket or CDN when
 * S3_PUBLIC_URL names one. A body shows only pictures from the Media Library: a picture on another
 * site can change or vanish under the article, and cannot get our variants.
 */
function mediaBases(): string[] {
  const publicBucket = config().s3?.publicUrl;
  return ["/media", ...(publicBucket ? [publicBucket] : [])];
}

/** True for the address of one of our stored files (an original or a variant). */
export function isOurMediaUrl(src: string | undefined, bases = mediaBases()): boolean {
  if (!src) return false;
  return bases.some((base) => src.startsWith(`${base}/`) && isStoragePath(src.slice(base.length + 1)));
}

function richTextOptions(bases: string[]): sanitizeHtml.IOptions {
  return {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
    allowedAttributes: {
      a: ["href", "name", "target", "rel"],
      img: ["src", "alt", "title", "width", "height"],
      "*": ["lang", "dir"],
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === "img" && !isOurMediaUrl(frame.attribs.src, bases),
    // A link that opens a new tab must not hand the opener to the other site.
    transformTags: {
      a: (tagName, attribs) =>
        attribs.target === "_blank"
          ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }
          : { tagName, attribs },
    },
  };
}

const FIGURE = /<figure\b[^>]*>([\s\S]*?)<\/figure>/gi;

/** A figure whose picture went (not ours, or gone from the library) would leave a lone caption. */
export function withoutEmptyFigures(html: string): string {
  return html.replace(FIGURE, (figure, inside: string) =>
    inside.search(IMG_TAG) >= 0 || /<picture\b/i.test(inside) ? figure : "",
  );
}

/**
 * Staff write bodies as rich text; whatever they paste, the stored HTML cannot run script on the
 * public site, and its pictures are our own media (any other host, data: or javascript: goes).
 * Empty or whitespace-only bodies are stored as null.
 */
export function cleanRichText(
  html: string | null | undefined,
  options: { mediaBases?: string[] } = {},
): string | null {
  if (html === null || html === undefined) return null;
  const bases = options.mediaBases ?? mediaBases();
  const cleaned = withoutEmptyFigures(sanitizeHtml(html, richTextOptions(bases))).trim();
  return cleaned === "" ? null : cleaned;
}
