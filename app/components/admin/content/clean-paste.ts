// What Word and Google Docs put on the clipboard besides the text: style sheets, XML islands,
// conditional comments with list bullets drawn as text, Office tags (<o:p>) and a wrapper that
// Google Docs marks bold. The editor reads the rest with its own schema (headings, bold, italic,
// lists, links, quotes, pictures) and drops everything else; the server cleans whatever arrives once
// more (cleanRichText). Plain string work, so that it runs anywhere and is tested without a browser.

import { IMG_TAG, tagAttributes } from "~/lib/rich-text-pictures";

const REMOVED_WITH_CONTENT = [
  // Word's bullets and numbers, drawn as text inside "if !supportLists" blocks.
  /<!--\[if !supportLists\]-->[\s\S]*?<!--\[endif\]-->/gi,
  /<!\[if !supportLists\]>[\s\S]*?<!\[endif\]>/gi,
  /<!--[\s\S]*?-->/g,
  /<!\[if [^\]]*\]>|<!\[endif\]>/gi,
  /<(style|script|xml|title|head|noscript|template)\b[\s\S]*?<\/\1\s*>/gi,
  /<o:p\b[^>]*>[\s\S]*?<\/o:p\s*>/gi,
];

const REMOVED_TAGS = [
  /<\/?(meta|link|base)\b[^>]*>/gi,
  // Any other Office namespace tag (<w:sdt>, <v:shape>, <st1:place>): the tag goes, its text stays.
  /<\/?[a-z]\w*:[a-z][\w-]*\b[^>]*>/gi,
];

const WORD_ATTRIBUTES = /\s(class|lang|on\w+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;

/** The clipboard's HTML with what no school page needs taken out. */
export function cleanPastedHtml(html: string): string {
  let cleaned = html;
  for (const pattern of REMOVED_WITH_CONTENT) cleaned = cleaned.replace(pattern, "");
  for (const pattern of REMOVED_TAGS) cleaned = cleaned.replace(pattern, "");
  // Word's class names and event handlers mean nothing here (styles stay: bold and italic live there).
  cleaned = cleaned.replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(WORD_ATTRIBUTES, ""));
  // A picture from another page or a document's own file cannot be kept (the server keeps only the
  // Media Library's); one moved within a body keeps its place. Picture files are uploaded instead.
  cleaned = cleaned.replace(IMG_TAG, (tag) =>
    /^\/media\/[^/]/.test(tagAttributes(tag).src ?? "") ? tag : "",
  );
  return cleaned;
}
