// A stored body keeps each picture as a plain <img> of a Media Library file (figure and caption
// around it); the public page draws it as every other picture: the ResponsiveImage component with
// the file's AVIF/WebP variants, its size (no layout shift) and lazy loading. Done on the server
// when the page is rendered, as public pages are plain HTML (decisions 010 and 017).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { IMG_TAG, tagAttributes } from "~/lib/rich-text-pictures";
import type { Picture } from "~/views/images";
import { libraryPicturesFor } from "../media/pictures.server";
import { cleanRichText, withoutEmptyFigures } from "./rich-text.server";

/** A body is at most the prose column wide (ArticleBody's max-w-prose at text-lg, about 44rem). */
export const BODY_PICTURE_SIZES = "(min-width: 48rem) 44rem, calc(100vw - 2rem)";

/** The text of an attribute as the sanitizer wrote it. */
function decoded(value: string) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * Each <img> of the cleaned body drawn as its library picture; one whose file is no longer in the
 * library shows nothing (its figure goes with it) rather than a broken picture.
 */
export function expandBodyPictures(html: string, pictures: ReadonlyMap<string, Picture>): string {
  const expanded = html.replace(IMG_TAG, (tag) => {
    const attributes = tagAttributes(tag);
    const picture = pictures.get(decoded(attributes.src ?? ""));
    if (!picture) return "";
    return renderToStaticMarkup(
      createElement(ResponsiveImage, {
        src: picture.src,
        alt: decoded(attributes.alt ?? ""),
        width: picture.width,
        height: picture.height,
        variants: picture.variants,
        sizes: BODY_PICTURE_SIZES,
      }),
    );
  });
  return withoutEmptyFigures(expanded);
}

/** The image addresses a cleaned body shows. */
function pictureUrls(html: string): string[] {
  return [...html.matchAll(IMG_TAG)].map(([tag]) => decoded(tagAttributes(tag).src ?? ""));
}

/** A stored body, cleaned once more, with its pictures as the public page draws them. */
export async function publicBodyHtml(html: string | null | undefined): Promise<string | null> {
  const cleaned = cleanRichText(html);
  if (!cleaned) return null;
  const urls = pictureUrls(cleaned);
  if (urls.length === 0) return cleaned;
  const found = await libraryPicturesFor(urls);
  const pictures = new Map([...found].map(([url, { picture }]) => [url, picture]));
  return expandBodyPictures(cleaned, pictures) || null;
}
