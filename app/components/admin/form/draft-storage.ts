// Issue 26: what a person typed in an admin form, kept in the browser (localStorage) until it is
// saved or discarded, so that a dialog closed by mistake, a reload or a closed tab loses nothing.
// A draft holds the form's values as posted (rich-text bodies and image choices are hidden inputs),
// never a password, and the item's updatedAt as it was when typed, to tell a draft older than the
// saved item. Drafts older than DRAFT_MAX_AGE_MS are dropped when read.

/** The values of a form, by field name (a field may post several values). */
export type FormValues = Record<string, string[]>;

export type StoredDraft = {
  /** When it was last written (ms since the epoch). */
  savedAt: number;
  /** The item's updatedAt the form was opened with (its hidden `updatedAt`), if it has one. */
  itemUpdatedAt: string | null;
  values: FormValues;
};

/** A draft is kept for a week: long enough for a holiday, short enough not to surprise. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const PREFIX = "admin-draft:";

/**
 * The storage key of a form's draft. A dialog's form id already names its item ("news-form-new",
 * "news-form-<id>"); a page form's id does not (every content item's editor is "content-form"), so
 * its page's address is added.
 */
export function draftKey(formId: string, page?: string) {
  return page ? `${PREFIX}${formId}@${page}` : `${PREFIX}${formId}`;
}

/** Never kept: the form's own bookkeeping, the item's version (kept apart), and passwords. */
const SKIPPED = new Set(["intent", "updatedAt"]);

export function isKeptInDraft(name: string) {
  return !SKIPPED.has(name) && !name.startsWith("__") && !/password/i.test(name);
}

/**
 * The values a form would post, files left out. `forDraft` also leaves out what a draft never holds
 * (passwords, including a revealed one whose input is type="text"; the intent).
 */
export function formValues(form: HTMLFormElement, { forDraft = false } = {}): FormValues {
  const values: FormValues = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string") continue;
    if (forDraft && !isKeptInDraft(name)) continue;
    if (forDraft && isPasswordInput(form, name)) continue;
    const list = values[name] ?? [];
    list.push(value);
    values[name] = list;
  }
  return values;
}

function isPasswordInput(form: HTMLFormElement, name: string) {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement && element.type === "password";
}

/** One string for comparing two sets of values (names sorted, so order does not matter). */
export function sameValues(a: FormValues, b: FormValues) {
  return serialize(a) === serialize(b);
}

function serialize(values: FormValues) {
  return JSON.stringify(
    Object.keys(values)
      .sort()
      .map((name) => [name, values[name]]),
  );
}

function withoutSecrets(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([name]) => isKeptInDraft(name)));
}

/** The draft under `key`, unless it is missing, unreadable or too old (then it is removed). */
export function readDraft(storage: Storage, key: string, now = Date.now()): StoredDraft | null {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return null;
  }
  if (!text) return null;
  const draft = parseDraft(text);
  if (!draft || now - draft.savedAt > DRAFT_MAX_AGE_MS) {
    removeDraft(storage, key);
    return null;
  }
  return { ...draft, values: withoutSecrets(draft.values) };
}

function parseDraft(text: string): StoredDraft | null {
  try {
    const parsed = JSON.parse(text) as Partial<StoredDraft>;
    if (typeof parsed.savedAt !== "number" || typeof parsed.values !== "object" || !parsed.values)
      return null;
    const values: FormValues = {};
    for (const [name, list] of Object.entries(parsed.values))
      if (Array.isArray(list) && list.every((value) => typeof value === "string")) values[name] = list;
    return {
      savedAt: parsed.savedAt,
      itemUpdatedAt: typeof parsed.itemUpdatedAt === "string" ? parsed.itemUpdatedAt : null,
      values,
    };
  } catch {
    return null;
  }
}

/** Keeps the draft (without passwords); a full or refused storage keeps nothing, silently. */
export function writeDraft(
  storage: Storage,
  key: string,
  values: FormValues,
  itemUpdatedAt: string | null,
  now = Date.now(),
) {
  const draft: StoredDraft = { savedAt: now, itemUpdatedAt, values: withoutSecrets(values) };
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // Private browsing or a full quota: the form still works, only without a draft.
  }
}

export function removeDraft(storage: Storage, key: string) {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/** Drops every draft too old to restore (called once a page of the admin opens). */
export function removeExpiredDrafts(storage: Storage, now = Date.now()) {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) readDraft(storage, key, now);
}
