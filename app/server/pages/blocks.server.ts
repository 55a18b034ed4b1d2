// What the Pages screen shows of one page: its sections, each section's blocks (the direct
// children of its catalogue branch) and each block's texts, with their original English and Tamil
// words from the catalogues.
import { CATALOGUES } from "~/i18n/catalogue";
import type { EditablePage } from "~/lib/page-texts/pages";
import { isPlainText, placeholdersOf, textLeaves, valueAt } from "~/lib/page-texts/texts";
import type { BlockField, PageBlock, PageSection } from "~/views/page-texts";

const MULTILINE_FROM = 90;

/** "callToAction" → "Call to action"; "3" → "#4". */
function humanize(key: string) {
  if (/^\d+$/.test(key)) return `#${Number(key) + 1}`;
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function labelOf(relativePath: string) {
  return relativePath.split(".").map(humanize).join(" › ");
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
        path: leaf.path,
        label: relative ? labelOf(relative) : humanize(key),
        multiline: leaf.value.length >= MULTILINE_FROM || ta.length >= MULTILINE_FROM,
        placeholders: placeholdersOf(leaf.value),
        original: { en: leaf.value, ta },
      };
    });
  if (fields.length === 0) return undefined;
  const kind = typeof value === "string" ? "text" : Array.isArray(value) ? "list" : "group";
  return { key: blockPath, label: humanize(key), kind, fields };
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

export function pageFields(page: EditablePage): BlockField[] {
  return pageSections(page).flatMap((section) => section.blocks.flatMap((block) => block.fields));
}
