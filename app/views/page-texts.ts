// What the Pages screen's loaders hand its components (issue 28; app/server/pages/).
import type { Locale } from "~/i18n/locales";
import type { EditablePage } from "~/lib/page-texts/pages";

export type BlockField = {
  path: string;
  label: string;
  /** Long texts get a text area. */
  multiline: boolean;
  placeholders: string[];
  original: { en: string; ta: string };
};

export type PageBlock = { key: string; label: string; kind: "text" | "list" | "group"; fields: BlockField[] };
export type PageSection = { label: string; blocks: PageBlock[] };

/** One text's change in a revision; null is the catalogue's original. */
export type TextChange = { path: string; locale: Locale; before: string | null; after: string | null };

export type Revision = {
  id: number;
  actorName: string | null;
  createdAt: string;
  changes: TextChange[];
  undoneAt: string | null;
  undoneByName: string | null;
};

export type PageEditor = {
  page: EditablePage;
  sections: PageSection[];
  /** Each field's value in the form (its draft, else what parents read), by field name. */
  values: Record<string, string>;
  /** What parents read now, by field name. */
  published: Record<string, string>;
  drafts: number;
  history: Revision[];
};

export type PageSummary = {
  id: string;
  label: string;
  publicPath: string;
  sections: string[];
  texts: number;
  changed: number;
  drafts: number;
};
