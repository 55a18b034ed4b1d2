// What the Pages screen shows of one page: its sections, each section's blocks (the direct
// children of its catalogue branch) and each block's texts, with their original English and Tamil
// words from the catalogues.
import { CATALOGUES } from "~/i18n/catalogue";
import { LOCALES } from "~/i18n/locales";
import { type EditablePage, picturePath } from "~/lib/page-texts/pages";
import { isPlainText, placeholdersOf, textLeaves, valueAt } from "~/lib/page-texts/texts";
import type { BlockField, PageBlock, PageSection } from "~/views/page-texts";

const MULTILINE_FROM = 60;
/** A page's own description is what search results and link previews show under its title. */
const SEARCH_DESCRIPTION = "Description for search results";

/** The catalogue's own names that say little to an office clerk, in plain words. */
const PLAIN_NAMES: Readonly<Record<string, string>> = {
  eyebrow: "Small line above the heading",
  lead: "Introduction",
  intro: "Introduction",
  statLabels: "Figure labels",
  statValues: "Figures",
  apply: "Apply button",
  explore: "Explore button",
  visit: "Visit button",
  viewAll: "View all link",
  readMore: "Read more link",
  feedLink: "News feed link",
  onward: "Links at the end of the page",
  jumpToForm: "Button to the form",
  quoteCite: "Quote signed by",
  paragraphs: "Paragraph",
  items: "Item",
  updates: "Update",
  points: "Point",
  steps: "Step",
};

/** "callToAction" → "Call to action"; "3" → "#4". */
function humanize(key: string) {
  if (/^\d+$/.test(key)) return `#${Number(key) + 1}`;
  if (PLAIN_NAMES[key]) return PLAIN_NAMES[key];
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "updates.1" → "Update 2"; "points.0.title" → "Point 1 › Title". */
function labelOf(relativePath: string) {
  const parts = relativePath.split(".");
  const words: string[] = [];
  for (let index = 0; index < parts.length; index++) {
    const [key, next] = [parts[index]!, parts[index + 1]];
    if (next !== undefined && /^\d+$/.test(next)) {
      words.push(`${humanize(key)} ${Number(next) + 1}`);
      index++;
    } else words.push(humanize(key));
  }
  return words.join(" › ");
}

function blockOf(sectionPath: string, key: string): PageBlock | undefined {
  const blockPath = `${sectionPath}.${key}`;
  const value = valueAt(CATALOGUES.en, blockPath);
  const fields = textLeaves(CATALOGUES.en, blockPath)
    .filter((leaf) => isPlainText(leaf.value))
    .map((leaf): BlockField => {
      const tamil = valueAt(CATALOGUES.ta, leaf.path);
      const ta = typeof tamil === "string" ? tamil : leaf.value;
      const relative = leaf.path.slice(blockPath.length + 1);
      return {
        kind: "text",
        path: leaf.path,
        locales: [...LOCALES],
        label: relative ? labelOf(relative) : humanize(key),
        multiline: leaf.value.length >= MULTILINE_FROM || ta.length >= MULTILINE_FROM,
        placeholders: placeholdersOf(leaf.value),
        original: { en: leaf.value, ta },
      };
    });
  if (fields.length === 0) return undefined;
  const kind = typeof value === "string" ? "text" : Array.isArray(value) ? "list" : "group";
  // The items of one list look alike: all text areas when one of them needs it.
  const listOf = (path: string) => (/\.\d+$/.test(path) ? path.replace(/\.\d+$/, "") : undefined);
  const longLists = new Set(fields.filter((field) => field.multiline).map((field) => listOf(field.path)));
  const label = key === "description" ? SEARCH_DESCRIPTION : humanize(key);
  return {
    key: blockPath,
    label,
    kind,
    fields: fields.map((field) => ({
      ...field,
      multiline: field.multiline || (listOf(field.path) !== undefined && longLists.has(listOf(field.path))),
      label: field.path === blockPath ? label : field.label,
    })),
  };
}

export function pageSections(page: EditablePage): PageSection[] {
  return page.sections.map((section) => {
    const branch = valueAt(CATALOGUES.en, section.path);
    const keys = branch && typeof branch === "object" ? Object.keys(branch) : [];
    const blocks = keys
      .filter((key) => !section.skip?.includes(key))
      .map((key) => blockOf(section.path, key))
      .filter((block) => block !== undefined);
    return { label: section.label, blocks };
  });
}

export function pagePictures(page: EditablePage): BlockField[] {
  return (page.pictures ?? []).map((picture) => ({
    kind: "picture",
    path: picturePath(picture.key),
    locales: ["en"],
    label: picture.label,
    hint: picture.hint,
    multiline: false,
    placeholders: [],
    original: { en: "", ta: "" },
  }));
}

/** Every field of the page's form: its texts, then its pictures. */
export function pageFields(page: EditablePage): BlockField[] {
  return [
    ...pageSections(page).flatMap((section) => section.blocks.flatMap((block) => block.fields)),
    ...pagePictures(page),
  ];
}
