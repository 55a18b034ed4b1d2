// The pictures of a rich-text body drawn as every other picture on the site: the ResponsiveImage
// component with the file's AVIF/WebP variants, its size (no layout shift) and lazy loading, in
// place of the stored <img>. Run by the public pages' loaders on the server (their HTML is plain,
// decisions 010 and 017), so neither react-dom/server nor this module reaches a browser bundle.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { IMG_TAG, tagAttributes } from "~/lib/rich-text-pictures";
import type { ContentPageSource, ContentPageView } from "~/views/content-page";
import type { BodyWithPictures } from "~/views/images";
import type { NewsArticlePageSource, NewsArticlePageView } from "~/views/news";

/** A body is at most the prose column wide (ArticleBody's max-w-prose at text-lg, about 44rem). */
export const BODY_PICTURE_SIZES = "(min-width: 48rem) 44rem, calc(100vw - 2rem)";

const FIGURE = /<figure\b[^>]*>([\s\S]*?)<\/figure>/gi;

/** The text of an attribute as the sanitizer wrote it (it escapes these four, and only these). */
function decoded(value: string) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * The cleaned body's HTML with each <img> drawn as its library picture; one whose file is no longer
 * in the library shows nothing (its figure and caption go with it) rather than a broken picture.
 */
export function expandBodyPictures(body: BodyWithPictures | null): string | null {
  if (!body) return null;
  const bySrc = new Map(body.pictures.map((picture) => [picture.src, picture]));
  const drawn = body.html.replace(IMG_TAG, (tag) => {
    const attributes = tagAttributes(tag);
    const picture = bySrc.get(decoded(attributes.src ?? ""));
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
  const html = drawn
    .replace(FIGURE, (figure, inside: string) => (/<img\b/i.test(inside) ? figure : ""))
    .trim();
  return html === "" ? null : html;
}

/** A news article's page data with its body's pictures drawn (the article page and its preview). */
export function withDrawnBody(page: NewsArticlePageSource): NewsArticlePageView {
  return { ...page, article: { ...page.article, body: expandBodyPictures(page.article.body) } };
}

/**
 * A content page's data with its body drawn: the first of its bodies with something left once its
 * pictures are drawn (the content page and its preview).
 */
export function withDrawnContentBody(page: ContentPageSource): ContentPageView {
  const { bodies, ...item } = page.item;
  let body: ContentPageView["item"]["body"] = null;
  for (const choice of bodies) {
    const html = expandBodyPictures(choice.body);
    if (html) {
      body = { text: html, ...(choice.lang && { lang: choice.lang }) };
      break;
    }
  }
  return { ...page, item: { ...item, body } };
}
