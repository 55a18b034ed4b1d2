import sharp, {
  type AvifOptions,
  type OutputInfo,
  type Sharp,
  type SharpOptions,
  type WebpOptions,
} from "sharp";
import type { ImageFormat } from "./detect-type.server";

/**
 * What sharp reads an image from: its bytes, or the path of a file holding them (an upload is
 * received into a file, so it is never held whole in memory while it waits or is processed).
 */
export type ImageInput = Uint8Array | string;

// libvips keeps the results of recent operations (up to 50 MB) to answer a repeated one: every
// image here is processed once, so the cache only holds memory.
sharp.cache(false);

/**
 * Widths for `srcset`: 320/640 cover phones at 1x and 2x, 960 tablets and large phones,
 * 1280 laptops, 1920 a full-HD hero. Steps of about 1.5x keep the browser's pick close to
 * what it needs, and nothing beyond 1920 is made: bigger screens gain little for the bytes
 * and the encoding time. A picture is never enlarged (that adds bytes, not detail); a
 * narrower one gets its own width as the largest variant instead.
 */
export const defaultVariantWidths = [320, 640, 960, 1280, 1920] as const;

export type VariantFormat = "avif" | "webp";

/**
 * Encoder settings measured on a 2-core machine. AVIF effort 2 encodes a 2000×1500 photo
 * into all five widths in about a second; effort 4 (sharp's default) took over ten, for
 * files only 10–15% smaller. Quality 50 AVIF and 78 WebP look alike and fine for photos.
 * Colour at half resolution (4:2:0, what libvips itself picks below quality 90, and what phone
 * JPEGs carry): sharp's default 4:4:4 made the AVIF encoder hold about 88 MB for a 1920 px
 * variant against 53, took a third longer, and gave a file a few per cent larger.
 */
const avifOptions = { quality: 50, effort: 2, chromaSubsampling: "4:2:0" } satisfies AvifOptions;
const webpOptions = { quality: 78, effort: 4 } satisfies WebpOptions;

/**
 * The widths to make for a picture `originalWidth` wide: never wider than the original. A
 * narrower original becomes the largest variant itself, and a wanted width within 10% of it is
 * skipped (a 330 px variant next to a 320 px one would only cost a file).
 */
export function chooseVariantWidths(
  originalWidth: number,
  wanted: readonly number[] = defaultVariantWidths,
): number[] {
  if (originalWidth > Math.max(...wanted)) return [...wanted].sort((a, b) => a - b);
  const smaller = wanted.filter((width) => width < originalWidth * 0.9);
  return [...new Set([...smaller, originalWidth])].sort((a, b) => a - b);
}

/** Decoded, upright, sRGB pixels of a still image, at most `maxWidth` wide. */
export type DecodedImage = { data: Buffer; info: OutputInfo };

export async function decodeForVariants(
  bytes: ImageInput,
  input: SharpOptions,
  maxWidth: number,
): Promise<DecodedImage> {
  return sharp(bytes, input)
    .resize({ width: maxWidth, withoutEnlargement: true })
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
}

/** A sharp pipeline over pixels decoded once, so each variant skips decoding the upload. */
export function fromDecoded(decoded: DecodedImage) {
  const { width, height, channels } = decoded.info;
  return sharp(decoded.data, { raw: { width, height, channels } });
}

/** One variant of a still image. */
export function encodeStillVariant(decoded: DecodedImage, width: number, format: VariantFormat) {
  const image = fromDecoded(decoded);
  if (width < decoded.info.width) image.resize({ width });
  return format === "avif" ? image.avif(avifOptions).toBuffer() : image.webp(webpOptions).toBuffer();
}

/** One variant of an animated GIF or WebP: an animated WebP (AVIF here would be a still). */
export function encodeAnimatedVariant(bytes: ImageInput, input: SharpOptions, width: number) {
  return sharp(bytes, { ...input, animated: true })
    .resize({ width, withoutEnlargement: true })
    .webp(webpOptions)
    .toBuffer();
}

/**
 * The stored "original": the upload decoded and written again in its own format. Writing it
 * again (rather than keeping the uploaded bytes) is what drops EXIF, GPS, XMP, IPTC, comments
 * and colour profiles — sharp writes no metadata unless asked, and converts to sRGB. GIFs go
 * through the same path (with every frame) so there is one rule for every format.
 */
export function encodeOriginal(bytes: ImageInput, input: SharpOptions, format: ImageFormat) {
  const image = sharp(bytes, input);
  switch (format) {
    case "jpeg":
      // Without optimised Huffman tables: optimising needs a second pass over the whole picture's
      // coefficients, held in memory (about 80 MB for 12 megapixels, against 13 MB without), for
      // a file a few per cent smaller.
      return image.jpeg({ quality: 90, optimiseCoding: false }).toBuffer({ resolveWithObject: true });
    case "png":
      return image.png().toBuffer({ resolveWithObject: true });
    case "webp":
      return image.webp({ quality: 90 }).toBuffer({ resolveWithObject: true });
    case "gif":
      return image.gif().toBuffer({ resolveWithObject: true });
  }
}

/** A ~20 px wide blurred WebP as a data URI (a few hundred bytes), shown while the image loads. */
export async function placeholderDataUri(image: Sharp) {
  const bytes = await image
    .resize({ width: 20, height: 20, fit: "inside" })
    .blur(0.6)
    .webp({ quality: 40, effort: 6 })
    .toBuffer();
  return `data:image/webp;base64,${bytes.toString("base64")}`;
}
