// The words of the public pages that staff may change (issue 28), addressed by their place in the
// message catalogues: "about.vision.statement.text", "news.categoryCards.calendar.updates.1". The
// catalogues hold the original words; what staff publish is kept as overrides of single texts and
// laid over the catalogue here, so a page reads its words exactly as before.
import type { Messages } from "~/i18n/catalogue";

/** Overrides of one language: a text's path → the words staff published (or drafted) for it. */
export type PageTexts = Readonly<Record<string, string>>;

/** One text of the catalogue: its path and its original words. */
export type TextLeaf = { path: string; value: string };

type Tree = Readonly<Record<string, unknown>> | readonly unknown[];

function childOf(tree: unknown, key: string): unknown {
  if (Array.isArray(tree)) return tree[Number(key)];
  if (tree && typeof tree === "object") return (tree as Record<string, unknown>)[key];
  return undefined;
}

/** The value at `path` in the catalogue, or undefined. */
export function valueAt(messages: Messages, path: string): unknown {
  return path.split(".").reduce<unknown>((tree, key) => childOf(tree, key), messages);
}

/** Every text under `path`, in the catalogue's order. */
export function textLeaves(messages: Messages, path: string): TextLeaf[] {
  const leaves: TextLeaf[] = [];
  const walk = (value: unknown, at: string) => {
    if (typeof value === "string") leaves.push({ path: at, value });
    else if (value && typeof value === "object")
      for (const [key, item] of Object.entries(value)) walk(item, `${at}.${key}`);
  };
  walk(valueAt(messages, path), path);
  return leaves;
}

/** A copy of `tree` with the text at `keys` replaced; only the branches on the way are copied. */
function withText(tree: Tree, keys: readonly string[], text: string): Tree {
  const [key, ...rest] = keys;
  if (key === undefined) return tree;
  const child = childOf(tree, key);
  if (rest.length === 0 ? typeof child !== "string" : !child || typeof child !== "object") return tree;
  const next = rest.length === 0 ? text : withText(child as Tree, rest, text);
  if (Array.isArray(tree)) return tree.map((item, index) => (index === Number(key) ? next : item));
  return { ...tree, [key]: next };
}

/**
 * The catalogue with staff's texts laid over it. A path the catalogue does not have (a text that
 * was renamed or removed in a later version) is ignored, so old overrides never break a page.
 */
export function withPageTexts(messages: Messages, texts: PageTexts | undefined): Messages {
  if (!texts) return messages;
  let merged: Tree = messages;
  for (const [path, text] of Object.entries(texts)) merged = withText(merged, path.split("."), text);
  return merged as Messages;
}

/** The placeholders a text carries ("{year}", "{name}"), which the site fills in. */
export function placeholdersOf(text: string): string[] {
  return [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
}

/** Texts with ICU plural or select syntax stay in code: a typing slip would break the page. */
export function isPlainText(text: string) {
  return !/\{\s*\w+\s*,/.test(text);
}
