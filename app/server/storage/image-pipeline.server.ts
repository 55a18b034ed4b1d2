import { createHash } from "node:crypto";
import sharp, { type SharpOptions } from "sharp";
import { fileTooLargeMessage } from "~/lib/uploads";
import { config } from "../config.server";
import { DomainError } from "../domain-error.server";
import { detectImageFormat, type ImageFormat, imageFormatDetails } from "./detect-type.server";
import { createFileStore, FileExistsError, type FileStore } from "./file-store.server";
import { displayName, newImageStem } from "./names.server";
import {
  chooseVariantWidths,
  decodeForVariants,
  defaultVariantWidths,
  encodeAnimatedVariant,
  encodeOriginal,
  encodeStillVariant,
  fromDecoded,
  type ImageInput,
  placeholderDataUri,
  type VariantFormat,
} from "./variants.server";
import { createWorkSlots } from "./work-slots.server";

/** Folders of the file store; the spec's media categories plus the buckets' sub-folders. */
export const imageCategories = [
  "homepage-slides",
  "school-headers",
  "school-logos",
  "gallery",
  "general",
  "events",
  "news",
] as const;
export type ImageCategory = (typeof imageCategories)[number];

/**
 * A decoded image costs about 4 bytes per pixel: 40 megapixels (a large phone or camera photo)
 * is ~160 MB. Larger "images" are refused from their header, before any pixel is decoded, so
 * a small file declaring a huge canvas (a decompression bomb) cannot exhaust memory.
 */
export const maxImagePixels = 40_000_000;
/** All frames of an animation together. */
export const maxAnimationPixels = 100_000_000;

/** A problem with the uploaded file itself: a refusal shown to the person uploading. */
function imageRejected(message: string, status: 400 | 413 | 415, cause?: unknown) {
  return new DomainError(message, { status, cause });
}

export type ImageVariant = { width: number; format: VariantFormat; path: string; url: string };

export type ProcessedImage = {
  storagePath: string;
  url: string;
  filename: string;
  /** The uploaded name, cleaned for display; it never reaches a path. */
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  width: number;
  height: number;
  /**
   * sha256 (hex) of the bytes as uploaded, not of the re-encoded original: the same file uploaded
   * again has the same hash before any work is done, so it can be recognised and stored once
   * (app/server/media/upload.server.ts). Records from before this rule keep the hash of their
   * stored original; they simply never match an upload.
   */
  contentHash: string;
  variants: ImageVariant[];
  /** A tiny blurred WebP data URI to show while the picture loads. */
  placeholder: string;
};

/**
 * An upload received into a file (app/server/http/receive-upload.server.ts): sharp reads it from
 * there, so a large photo costs disk rather than memory while it waits for its turn.
 */
export type ReceivedImageFile = {
  path: string;
  sizeBytes: number;
  /** The file's first bytes, enough to recognise its format. */
  head: Uint8Array;
  /** contentHashOf() the file's bytes, computed while it was received. */
  contentHash: string;
};

/** The uploaded image: its bytes, or the file it was received into. */
export type ImageSource = { bytes: Uint8Array } | { file: ReceivedImageFile };

export type ImageUpload = ImageSource & {
  originalName: string;
  category: ImageCategory;
  /** Fewer widths for bulk jobs such as the demo content; never more than needed. */
  variantWidths?: readonly number[];
  store?: FileStore;
  /** contentHashOf(bytes), when the caller has it already (a received file always has it). */
  contentHash?: string;
  /**
   * How many of the image's encodes (the original, each variant) run at once; all of them by
   * default, as sharp's thread pool allows. Uploads take one at a time, so that the images
   * processed together never keep more encodes running than the server has cores
   * (app/server/media/upload.server.ts).
   */
  encodesAtOnce?: number;
};

type Limited = <T>(job: () => Promise<T>) => Promise<T>;

/**
 * The AVIF encoder sets aside frame buffers for a whole video's look-ahead even for one picture:
 * about 85 MB at 1920 px wide and 40 MB at 1280, against 10–20 MB for any other encode. Those two
 * run one at a time in the whole process, whatever the number of images processed at once; an
 * image waiting for its turn goes on with its other encodes meanwhile.
 */
const LARGE_AVIF_MIN_WIDTH = 1280;
const largeAvifEncodes = createWorkSlots(1);

/** What sharp reads, how large it is, and its first bytes. */
export function describeSource(source: ImageSource) {
  if ("file" in source) {
    const { path, sizeBytes, head } = source.file;
    return { input: path, sizeBytes, head };
  }
  return { input: source.bytes, sizeBytes: source.bytes.byteLength, head: source.bytes };
}

/** The hash an upload is known by (ProcessedImage.contentHash). */
export function contentHashOf(bytes: Uint8Array) {
  return createHash("sha256").update(bytes).digest("hex");
}

export const NOT_AN_IMAGE_MESSAGE = "This file is not a PNG, JPEG, GIF or WebP image.";
const unreadable = "This image could not be read. The file may be damaged or incomplete.";

/**
 * Checks an uploaded image by its content, writes a metadata-free original plus AVIF and WebP
 * variants, and returns what the media record needs. Throws a DomainError (imageRejected) for anything
 * the uploader can fix; other errors (a full disk) are the server's and propagate unchanged.
 */
export async function processImageUpload(upload: ImageUpload): Promise<ProcessedImage> {
  const { category } = upload;
  if (!imageCategories.includes(category)) throw new Error(`Unknown image category: ${category}`);
  const { input: bytes, sizeBytes, head } = describeSource(upload);
  const maxBytes = config().maxUploadBytes;
  if (sizeBytes > maxBytes) {
    throw imageRejected(fileTooLargeMessage(maxBytes), 413);
  }
  const format = detectImageFormat(head);
  if (!format) throw imageRejected(NOT_AN_IMAGE_MESSAGE, 415);
  const metadata = await readMetadata(bytes);
  if (metadata.format !== format) throw imageRejected(NOT_AN_IMAGE_MESSAGE, 415);
  const frames = format === "gif" || format === "webp" ? (metadata.pages ?? 1) : 1;
  checkPixels(metadata.width, metadata.height, frames);

  const animated = frames > 1;
  const input: SharpOptions = {
    autoOrient: true,
    animated,
    // 'error' rather than the stricter 'warning': phone JPEGs often carry harmless warnings
    // (extra bytes before a marker) yet decode perfectly; broken pixel data is still refused.
    failOn: "error",
    limitInputPixels: animated ? maxAnimationPixels : maxImagePixels,
  };
  const size = { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
  const slots = upload.encodesAtOnce ? createWorkSlots(upload.encodesAtOnce) : undefined;
  const limited: Limited = slots ? (job) => slots.run(job) : (job) => job();
  const encoded = await userFacing(() =>
    encodeAll(bytes, input, format, size, limited, upload.variantWidths),
  );
  return store(upload, format, encoded);
}

type Encoded = Awaited<ReturnType<typeof encodeAll>>;

async function encodeAll(
  bytes: ImageInput,
  input: SharpOptions,
  format: ImageFormat,
  { width, height }: { width: number; height: number },
  limited: Limited,
  wantedWidths: readonly number[] = defaultVariantWidths,
) {
  const widths = chooseVariantWidths(width, wantedWidths);
  // The original and the variants are independent: unless `limited` says otherwise, they are
  // encoded side by side on both cores (sharp runs each job on its own libuv thread).
  const [original, { variants, placeholder }] = await Promise.all([
    limited(() => encodeOriginal(bytes, input, format)),
    input.animated
      ? encodeAnimatedVariants(bytes, input, widths, limited)
      : encodeStillVariants(bytes, input, widths, limited),
  ]);
  return { original: original.data, width, height, variants, placeholder };
}

async function encodeStillVariants(
  bytes: ImageInput,
  input: SharpOptions,
  widths: number[],
  limited: Limited,
) {
  const decoded = await limited(() => decodeForVariants(bytes, input, Math.max(...widths)));
  const jobs = widths.flatMap((width) => (["avif", "webp"] as const).map((format) => ({ width, format })));
  const [variants, placeholder] = await Promise.all([
    Promise.all(
      jobs.map(async (job) => {
        const encode = () => limited(() => encodeStillVariant(decoded, job.width, job.format));
        const large = job.format === "avif" && job.width >= LARGE_AVIF_MIN_WIDTH;
        return { ...job, bytes: await (large ? largeAvifEncodes.run(encode) : encode()) };
      }),
    ),
    limited(() => placeholderDataUri(fromDecoded(decoded))),
  ]);
  return { variants, placeholder };
}

async function encodeAnimatedVariants(
  bytes: ImageInput,
  input: SharpOptions,
  widths: number[],
  limited: Limited,
) {
  const [variants, placeholder] = await Promise.all([
    Promise.all(
      widths.map(async (width) => ({
        width,
        format: "webp" as const,
        bytes: await limited(() => encodeAnimatedVariant(bytes, input, width)),
      })),
    ),
    limited(() => placeholderDataUri(sharp(bytes, { ...input, animated: false }))),
  ]);
  return { variants, placeholder };
}

async function store(upload: ImageUpload, format: ImageFormat, encoded: Encoded): Promise<ProcessedImage> {
  const files = upload.store ?? createFileStore();
  const { extension, mimeType } = imageFormatDetails[format];
  const written: string[] = [];
  try {
    const stem = await putOriginal(files, upload.category, extension, mimeType, encoded.original, written);
    const variants = await Promise.all(
      encoded.variants.map(async (variant) => {
        const variantPath = `${stem}-${variant.width}.${variant.format}`;
        await files.put(variantPath, variant.bytes, `image/${variant.format}`);
        written.push(variantPath);
        return {
          width: variant.width,
          format: variant.format,
          path: variantPath,
          url: files.url(variantPath),
        };
      }),
    );
    const storagePath = `${stem}.${extension}`;
    return {
      storagePath,
      url: files.url(storagePath),
      filename: storagePath.slice(upload.category.length + 1),
      originalName: displayName(upload.originalName, extension),
      mimeType,
      sizeBytes: encoded.original.byteLength,
      width: encoded.width,
      height: encoded.height,
      contentHash:
        upload.contentHash ?? ("file" in upload ? upload.file.contentHash : contentHashOf(upload.bytes)),
      variants,
      placeholder: encoded.placeholder,
    };
  } catch (error) {
    await files.removeMany(written).catch(() => {});
    throw error;
  }
}

/** Writes the original under a fresh `{category}/{timestamp}-{random}` name; returns that stem. */
async function putOriginal(
  files: FileStore,
  category: string,
  extension: string,
  mimeType: string,
  bytes: Buffer,
  written: string[],
) {
  for (let attempt = 1; ; attempt++) {
    const stem = newImageStem(category);
    try {
      await files.put(`${stem}.${extension}`, bytes, mimeType);
      written.push(`${stem}.${extension}`);
      return stem;
    } catch (error) {
      if (!(error instanceof FileExistsError) || attempt >= 3) throw error;
    }
  }
}

/** Deletes an original and all its variants; files already gone are fine. */
export async function removeImageFiles(
  image: { storagePath: string; variants: readonly { path: string }[] } | readonly string[],
  store: FileStore = createFileStore(),
) {
  const paths = "storagePath" in image ? [image.storagePath, ...image.variants.map((v) => v.path)] : image;
  await store.removeMany(paths);
}

async function readMetadata(bytes: ImageInput) {
  try {
    // Only the header is read here, so no pixel limit yet: checkPixels() gives the clear message.
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw imageRejected(unreadable, 400, error);
  }
}

function checkPixels(width: number, height: number, frames: number) {
  if (width * height > maxImagePixels) {
    throw imageRejected(
      `This image is too large (${width}×${height} pixels). Please use a picture of at most ${maxImagePixels / 1_000_000} megapixels.`,
      413,
    );
  }
  if (width * height * frames > maxAnimationPixels) {
    throw imageRejected(
      `This animation is too large (${frames} frames of ${width}×${height} pixels). Please use a shorter or smaller animation.`,
      413,
    );
  }
}

/**
 * Pixels are decoded while encoding, all in memory: a failure there means data the decoders
 * could not make sense of (a truncated or corrupt file). The cause stays attached for the log.
 */
async function userFacing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw imageRejected(unreadable, 400, error);
  }
}
