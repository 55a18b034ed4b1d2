// A stored body keeps each picture as a plain <img> of a Media Library file (figure and caption
// around it). For the public page the body is cleaned once more and handed over with the library
// records of its pictures, which the page draws as every other picture (expandBodyPictures in
// app/components/site/news/body-pictures.ts).
import { IMG_TAG, tagAttributes } from "~/lib/rich-text-pictures";
import type { BodyWithPictures } from "~/views/images";
import { libraryPicturesFor } from "../media/pictures.server";
import { cleanRichText } from "./rich-text.server";

/** The text of an attribute as the sanitizer wrote it (it escapes these four, and only these). */
function decodedAttribute(value: string) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** A stored body, cleaned once more, with the library pictures it shows; null when empty. */
export async function publicBody(html: string | null | undefined): Promise<BodyWithPictures | null> {
  const cleaned = cleanRichText(html);
  if (!cleaned) return null;
  const urls = [...cleaned.matchAll(IMG_TAG)].map(([tag]) => decodedAttribute(tagAttributes(tag).src ?? ""));
  if (urls.length === 0) return { html: cleaned, pictures: [] };
  const found = await libraryPicturesFor(urls);
  return { html: cleaned, pictures: [...found.values()].map(({ picture }) => picture) };
}
