// Demo pictures for the seed: the project's SVG artwork rendered through the real image pipeline
// and recorded in the media library. Rendering all of them takes about half a minute on two
// cores, so the rendered files are kept in a cache folder and copied on later first starts
// (every test server starts on an empty database).
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  type DemoImageKey,
  demoImageAlt,
  demoImageCategory,
  demoImageKeys,
  demoImageSvg,
  renderDemoImage,
} from "../../../seed/demo-art/index.server";
import type { Actor } from "../audit.server";
import { recordUpload } from "../media/media.server";
import { createFileStore, type FileStore } from "../storage/file-store.server";
import type { ProcessedImage } from "../storage/image-pipeline.server";
import type { DemoImages } from "./index.server";

const DEMO_ACTOR: Actor = { id: null, name: "Demo content" };

function cacheDir() {
  return process.env.DEMO_IMAGE_CACHE ?? path.resolve("node_modules/.cache/school-demo-images");
}

function isDemoImageKey(key: string): key is DemoImageKey {
  return (demoImageKeys as readonly string[]).includes(key);
}

function storedPaths(image: ProcessedImage) {
  return [image.storagePath, ...image.variants.map((v) => v.path)];
}

const contentTypes: Record<string, string> = { avif: "image/avif", webp: "image/webp", png: "image/png" };
function contentType(file: string) {
  return contentTypes[path.extname(file).slice(1)] ?? "application/octet-stream";
}

/** The rendered picture for a key, from the cache when its artwork has not changed. */
async function demoImage(key: DemoImageKey, store: FileStore): Promise<ProcessedImage> {
  const version = createHash("sha256").update(demoImageSvg(key)).digest("hex").slice(0, 12);
  const folder = path.join(cacheDir(), `${key}-${version}`);
  const manifest = path.join(folder, "image.json");
  try {
    const image = JSON.parse(await readFile(manifest, "utf8")) as ProcessedImage;
    for (const file of storedPaths(image)) {
      await store.put(file, await readFile(path.join(folder, file)), contentType(file));
    }
    return image;
  } catch {
    // Not cached yet (or the cache is damaged): render it and keep a copy.
  }
  const image = await renderDemoImage(key, store);
  try {
    for (const file of storedPaths(image)) {
      const bytes = await store.get(file);
      if (!bytes) continue;
      await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
      await writeFile(path.join(folder, file), bytes);
    }
    await writeFile(manifest, JSON.stringify(image));
  } catch {
    // A read-only cache folder only costs time on the next first start.
  }
  return image;
}

/** Supplies the seed with pictures, each stored and recorded as a media file. */
export function demoImagesFromArtwork(store: FileStore = createFileStore()): DemoImages {
  return async (key) => {
    if (!isDemoImageKey(key)) return undefined;
    const image = await demoImage(key, store);
    const media = await recordUpload(
      { image, originalName: `${key}.png`, category: demoImageCategory(key), altText: demoImageAlt(key) },
      DEMO_ACTOR,
    );
    return { url: image.url, mediaId: media.id };
  };
}
