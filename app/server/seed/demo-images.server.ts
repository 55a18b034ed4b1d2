// Demo pictures for the seed: the project's SVG artwork rendered through the real image pipeline
// and recorded in the media library. Rendering all of them takes about half a minute on two
// cores, so `npm run build` prepares them once in the build (build/demo-images, from a cache folder
// that keeps them between builds) and a first start only links those files into the uploads and
// records them. Without a prepared build (the dev server, a test process) they come from the cache
// folder, rendered on the first use.
import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
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
import { log } from "../log.server";
import { recordUpload } from "../media/media.server";
import { createFileStore, createLocalFileStore, type FileStore } from "../storage/file-store.server";
import type { ProcessedImage } from "../storage/image-pipeline.server";
import type { Executor } from "../transaction.server";
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

/** Where `npm run build` puts the prepared pictures: their files, and what each key's record holds. */
function preparedDir(buildDir = process.env.BUILD_DIR ?? "build") {
  return path.resolve(buildDir, "demo-images");
}
const PREPARED_MANIFEST = "manifest.json";

type Prepared = { dir: string; images: Partial<Record<DemoImageKey, ProcessedImage>> };

let prepared: Promise<Prepared | undefined> | undefined;

/** The build's prepared pictures, or undefined when there are none (dev server, tests, old build). */
function preparedImages() {
  prepared ??= (async () => {
    if (import.meta.env?.DEV) return undefined;
    const dir = preparedDir();
    try {
      return { dir, images: JSON.parse(await readFile(path.join(dir, PREPARED_MANIFEST), "utf8")) };
    } catch {
      return undefined;
    }
  })();
  return prepared;
}

/** Stores a prepared picture's files: linked on local disk, else read and put. */
async function storePrepared(image: ProcessedImage, dir: string, store: FileStore) {
  const files = storedPaths(image).map((file) => ({ path: file, source: path.join(dir, "files", file) }));
  if (store.putLocalFiles) return store.putLocalFiles(files);
  for (const file of files) await store.put(file.path, await readFile(file.source), contentType(file.path));
}

/** Supplies the seed with pictures, each stored and recorded as a media file. */
export function demoImagesFromArtwork(store: FileStore = createFileStore()): DemoImages {
  return async (key) => {
    if (!isDemoImageKey(key)) return undefined;
    const fromBuild = await preparedImages();
    const prepared = fromBuild?.images[key];
    let image: ProcessedImage | undefined;
    if (prepared && fromBuild) {
      // Taken already (the picture was added before) or damaged: made as without a prepared build.
      image = await storePrepared(prepared, fromBuild.dir, store).then(
        () => prepared,
        () => undefined,
      );
    }
    const picture = image ?? (await demoImage(key, store));
    const record = (executor: Executor) =>
      recordUpload(
        {
          image: picture,
          originalName: `${key}.png`,
          category: demoImageCategory(key),
          altText: demoImageAlt(key),
        },
        DEMO_ACTOR,
        executor,
      ).then((media) => media.id);
    return { url: picture.url, record };
  };
}

/**
 * `npm run build`'s last step: every demo picture rendered (or taken from the cache folder) into
 * build/demo-images, with a manifest naming each key's files. The folder is made anew, never
 * written into: first starts link its files into their uploads.
 */
export async function prepareDemoImages(buildDir: string) {
  const dir = preparedDir(buildDir);
  await rm(dir, { recursive: true, force: true });
  const store = createLocalFileStore(path.join(dir, "files"));
  const images: Partial<Record<DemoImageKey, ProcessedImage>> = {};
  for (const key of demoImageKeys) images[key] = await demoImage(key, store);
  await writeFile(path.join(dir, PREPARED_MANIFEST), JSON.stringify(images));
  log("info", "demo pictures prepared", { count: demoImageKeys.length, dir });
  return dir;
}
