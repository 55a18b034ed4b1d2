import { UPLOAD_CACHE_CONTROL_SECONDS } from "~/copy/limits";

/** Uploaded originals: the spec's upload cache control (§7, §9). */
export const ORIGINAL_CACHE_CONTROL = `public, max-age=${UPLOAD_CACHE_CONTROL_SECONDS}`;
/** Variants are derived once from an original under a name nobody reuses: safe to keep for good. */
export const VARIANT_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * A variant as the image pipeline names it: `<timestamp>-<random>-<width>.<avif|webp>` beside its
 * original `<timestamp>-<random>.<ext>`. The second hyphen tells them apart: an original WebP
 * whose random part happens to be all digits still has only one.
 */
const variantName = /(?:^|\/)\d+-[a-z0-9]+-\d+\.(?:avif|webp)$/;

export function isVariantPath(filePath: string) {
  return variantName.test(filePath);
}

/** The Cache-Control a stored file is served with, wherever it is served from. */
export function cacheControlFor(filePath: string) {
  return isVariantPath(filePath) ? VARIANT_CACHE_CONTROL : ORIGINAL_CACHE_CONTROL;
}
