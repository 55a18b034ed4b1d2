// What the Pages screen's loaders hand its components (issue 28; app/server/pages/).
import type { Locale } from "~/i18n/locales";
import type { EditablePage } from "~/lib/page-texts/pages";

export type BlockField = {
  /** A text of the catalogue, or a picture chosen from the media library (its URL; "" for the page's own). */
  kind: "text" | "picture";
  path: string;
  label: string;
  /** The languages it has: a picture is the same on both pages. */
  locales: Locale[];
  hint?: string;
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
  pictures: BlockField[];
  maxUploadBytes: number;
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
