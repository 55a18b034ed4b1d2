import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { readConfig, setConfig } from "~/server/config.server";
import {
  createFileStore,
  createLocalFileStore,
  FileExistsError,
  InvalidStoragePathError,
} from "~/server/storage/file-store.server";

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** A store over a fresh folder, with the folder itself inside a parent we can inspect. */
function makeStore() {
  const parent = mkdtempSync(path.join(tmpdir(), "file-store-"));
  tempDirs.push(parent);
  const root = path.join(parent, "uploads");
  return { store: createLocalFileStore(root), root, parent };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe("local file store", () => {
  test("stores, reads back, reports and addresses a file", async () => {
    const { store, root } = makeStore();
    await store.put("gallery/1732000000000-ab12cd.webp", bytes("pixels"), "image/webp");

    expect((await store.get("gallery/1732000000000-ab12cd.webp"))?.toString()).toBe("pixels");
    expect(await readFile(path.join(root, "gallery/1732000000000-ab12cd.webp"), "utf8")).toBe("pixels");
    expect(await store.exists("gallery/1732000000000-ab12cd.webp")).toBe(true);
    expect(await store.exists("gallery/1732000000001-ab12cd.webp")).toBe(false);
    expect(await store.get("gallery/missing.webp")).toBeUndefined();
    expect(store.url("gallery/1732000000000-ab12cd.webp")).toBe("/media/gallery/1732000000000-ab12cd.webp");
  });

  test("leaves no temporary files behind", async () => {
    const { store, root } = makeStore();
    await store.put("news/a.jpg", bytes("one"), "image/jpeg");
    await expect(store.put("news/a.jpg", bytes("two"), "image/jpeg")).rejects.toThrow();

    expect(filesUnder(root)).toEqual(["news/a.jpg"]);
  });

  test("never overwrites an existing file", async () => {
    const { store } = makeStore();
    await store.put("events/poster.png", bytes("first"), "image/png");

    await expect(store.put("events/poster.png", bytes("second"), "image/png")).rejects.toBeInstanceOf(
      FileExistsError,
    );
    expect((await store.get("events/poster.png"))?.toString()).toBe("first");
  });

  test("lets exactly one of two simultaneous writes to one path win", async () => {
    const { store } = makeStore();
    const results = await Promise.allSettled(
      ["a", "b", "c", "d"].map((text) => store.put("general/race.txt", bytes(text), "text/plain")),
    );

    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const winner = ["a", "b", "c", "d"][results.findIndex((result) => result.status === "fulfilled")];
    expect((await store.get("general/race.txt"))?.toString()).toBe(winner);
  });

  test.each([
    "../outside.txt",
    "gallery/../../outside.txt",
    "/etc/passwd",
    "gallery/./x.png",
    "..",
    "",
    "gallery//x.png",
    "gallery/",
    "Gallery/X.PNG",
    "gallery\\..\\outside.txt",
    "%2e%2e/outside.txt",
    "gallery/.hidden",
    "gallery/x.png\0.txt",
    "gallery/ space.png",
    `${"a/".repeat(200)}x.png`,
  ])("refuses the path %j everywhere", async (badPath) => {
    const { store, parent } = makeStore();

    await expect(store.put(badPath, bytes("x"), "text/plain")).rejects.toBeInstanceOf(
      InvalidStoragePathError,
    );
    await expect(store.get(badPath)).rejects.toBeInstanceOf(InvalidStoragePathError);
    await expect(store.exists(badPath)).rejects.toBeInstanceOf(InvalidStoragePathError);
    await expect(store.remove(badPath)).rejects.toBeInstanceOf(InvalidStoragePathError);
    expect(() => store.url(badPath)).toThrow(InvalidStoragePathError);
    expect(filesUnder(parent)).toEqual([]);
  });

  test("removes one or many files, and a missing file is no error", async () => {
    const { store, root } = makeStore();
    for (const name of ["a", "b", "c"]) await store.put(`gallery/${name}.png`, bytes(name), "image/png");

    await store.remove("gallery/a.png");
    await store.remove("gallery/a.png");
    await store.removeMany(["gallery/b.png", "gallery/never-existed.png"]);

    expect(filesUnder(root)).toEqual(["gallery/c.png"]);
  });

  test("createFileStore keeps files in the configured uploads folder", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "file-store-config-"));
    tempDirs.push(dataDir);
    setConfig(readConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }));

    await createFileStore().put("school-logos/logo.png", bytes("logo"), "image/png");

    expect(filesUnder(path.join(dataDir, "uploads"))).toEqual(["school-logos/logo.png"]);
  });
});
