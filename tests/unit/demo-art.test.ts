import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";
import { readConfig, setConfig } from "~/server/config.server";
import { createFileStore } from "~/server/storage/file-store.server";
import {
  demoImageAlt,
  demoImageCategory,
  demoImageKeys,
  demoImageSvg,
  renderDemoImage,
} from "../../seed/demo-art/index.server";

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

const expectedSize: [prefix: string, width: number, height: number][] = [
  ["slide-", 1600, 900],
  ["school-header-", 1600, 900],
  ["gallery-", 1200, 900],
  ["event-", 1200, 800],
  ["news-", 1200, 800],
  ["school-logo-", 512, 512],
  ["founder-", 800, 1000],
];

describe("demo artwork", () => {
  test("covers the eight slides, nine gallery photos, five schools and the founder", () => {
    const count = (prefix: string) => demoImageKeys.filter((key) => key.startsWith(prefix)).length;
    expect(count("slide-")).toBe(8);
    expect(count("gallery-")).toBe(9);
    expect(count("school-header-")).toBe(5);
    expect(count("school-logo-")).toBe(5);
    expect(count("founder-")).toBe(1);
    expect(count("event-") + count("news-")).toBeGreaterThanOrEqual(3);
    expect(new Set(demoImageKeys).size).toBe(demoImageKeys.length);
  });

  test.each(demoImageKeys)("%s is a self-contained SVG of the right size", async (key) => {
    const svg = demoImageSvg(key);
    // No fonts, links or embedded files: the picture must look the same on any server.
    expect(svg).not.toMatch(/<text|<image|href=|url\((?!#)|@import|font-family/);
    expect(demoImageSvg(key)).toBe(svg);
    const [, width, height] = expectedSize.find(([prefix]) => key.startsWith(prefix))!;
    const metadata = await sharp(Buffer.from(svg)).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["svg", width, height]);
    expect(demoImageAlt(key).length).toBeGreaterThan(10);
  });

  test("a rendered demo picture goes through the upload pipeline into its category", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "demo-art-"));
    tempDirs.push(dataDir);
    setConfig(readConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }));

    const logo = await renderDemoImage("school-logo-euro-kids");

    expect(demoImageCategory("school-logo-euro-kids")).toBe("school-logos");
    expect(logo.storagePath).toMatch(/^school-logos\/\d{13}-[a-z0-9]+\.png$/);
    expect([logo.width, logo.height]).toEqual([512, 512]);
    expect(logo.variants.map((v) => `${v.width}.${v.format}`)).toEqual([
      "128.avif",
      "128.webp",
      "256.avif",
      "256.webp",
      "512.avif",
      "512.webp",
    ]);
    const stored = await createFileStore().get(logo.storagePath);
    const metadata = await sharp(stored).metadata();
    expect(metadata.hasAlpha).toBe(true);
  });
});
