// Issue 26: the browser drafts of admin forms (app/components/admin/form/draft-storage.ts): one key
// per form and item, a week's life, never a password.
import { describe, expect, it } from "vitest";
import {
  DRAFT_MAX_AGE_MS,
  draftKey,
  isKeptInDraft,
  readDraft,
  removeDraft,
  removeExpiredDrafts,
  sameValues,
  writeDraft,
} from "~/components/admin/form/draft-storage";

/** localStorage as the browser gives it, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const NOW = Date.UTC(2026, 10, 28, 10, 0, 0);

describe("draft keys", () => {
  it("name the form and its item; a page form's also its page", () => {
    expect(draftKey("news-form-new")).toBe("admin-draft:news-form-new");
    expect(draftKey("news-form-42")).toBe("admin-draft:news-form-42");
    expect(draftKey("news-form-42")).not.toBe(draftKey("news-form-43"));
    expect(draftKey("content-form", "/admin/content/7/edit")).toBe(
      "admin-draft:content-form@/admin/content/7/edit",
    );
    expect(draftKey("content-form", "/admin/content/7/edit")).not.toBe(
      draftKey("content-form", "/admin/content/new"),
    );
  });
});

describe("writing and reading a draft", () => {
  it("keeps the values, rich text and image choice with the item's version", () => {
    const storage = memoryStorage();
    const values = {
      title: ["Sports Day"],
      body: ["<p>Races <strong>at 9</strong></p>"],
      featuredImage: ["/media/a.webp"],
      tags: ["one", "two"],
    };
    writeDraft(storage, draftKey("news-form-1"), values, "2026-11-27T10:00:00.000Z", NOW);
    expect(readDraft(storage, draftKey("news-form-1"), NOW)).toEqual({
      savedAt: NOW,
      itemUpdatedAt: "2026-11-27T10:00:00.000Z",
      values,
    });
    expect(readDraft(storage, draftKey("news-form-2"), NOW)).toBeNull();
  });

  it("never stores a password, whatever its field is called, nor the intent or version", () => {
    const storage = memoryStorage();
    writeDraft(
      storage,
      draftKey("add-user"),
      {
        username: ["clerk"],
        password: ["secret-1"],
        newPassword: ["secret-2"],
        confirmPassword: ["secret-3"],
        currentPassword: ["secret-4"],
        temporaryPassword: ["secret-5"],
        intent: ["add-user"],
        updatedAt: ["x"],
        __intent__: ["validate"],
      },
      null,
      NOW,
    );
    const text = storage.getItem(draftKey("add-user")) ?? "";
    expect(text).not.toMatch(/secret/);
    expect(text).not.toMatch(/[Pp]assword/);
    expect(readDraft(storage, draftKey("add-user"), NOW)?.values).toEqual({ username: ["clerk"] });
    expect(["password", "newPassword", "PASSWORD_confirm"].some(isKeptInDraft)).toBe(false);
    expect(isKeptInDraft("title")).toBe(true);
  });

  it("drops a password planted in storage by an older version when reading", () => {
    const storage = memoryStorage();
    storage.setItem(
      draftKey("f"),
      JSON.stringify({ savedAt: NOW, itemUpdatedAt: null, values: { name: ["A"], password: ["p"] } }),
    );
    expect(readDraft(storage, draftKey("f"), NOW)?.values).toEqual({ name: ["A"] });
  });

  it("expires after a week, and an expired or unreadable draft is removed", () => {
    const storage = memoryStorage();
    writeDraft(storage, draftKey("old"), { title: ["A"] }, null, NOW);
    expect(readDraft(storage, draftKey("old"), NOW + DRAFT_MAX_AGE_MS)).not.toBeNull();
    expect(readDraft(storage, draftKey("old"), NOW + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.getItem(draftKey("old"))).toBeNull();

    storage.setItem(draftKey("broken"), "{not json");
    expect(readDraft(storage, draftKey("broken"), NOW)).toBeNull();
    expect(storage.getItem(draftKey("broken"))).toBeNull();
  });

  it("sweeps only expired drafts, and leaves other keys alone", () => {
    const storage = memoryStorage();
    writeDraft(storage, draftKey("stale"), { title: ["A"] }, null, NOW - DRAFT_MAX_AGE_MS - 1);
    writeDraft(storage, draftKey("fresh"), { title: ["B"] }, null, NOW - 1000);
    storage.setItem("theme", "dark");
    removeExpiredDrafts(storage, NOW);
    expect(storage.getItem(draftKey("stale"))).toBeNull();
    expect(storage.getItem(draftKey("fresh"))).not.toBeNull();
    expect(storage.getItem("theme")).toBe("dark");
    removeDraft(storage, draftKey("fresh"));
    expect(storage.getItem(draftKey("fresh"))).toBeNull();
  });

  it("a storage that refuses (private mode, full) keeps nothing and throws nothing", () => {
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      getItem: () => {
        throw new Error("SecurityError");
      },
    } as Storage;
    expect(() => writeDraft(refusing, "k", { a: ["1"] }, null, NOW)).not.toThrow();
    expect(readDraft(refusing, "k", NOW)).toBeNull();
  });
});

describe("comparing values", () => {
  it("ignores the order of fields, not the order of one field's values", () => {
    expect(sameValues({ a: ["1"], b: ["2"] }, { b: ["2"], a: ["1"] })).toBe(true);
    expect(sameValues({ a: ["1", "2"] }, { a: ["2", "1"] })).toBe(false);
    expect(sameValues({ a: ["1"] }, { a: ["1"], b: [""] })).toBe(false);
  });
});
