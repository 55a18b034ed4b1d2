import type { UploadedImage } from "~/lib/uploads";
import type { MediaFile } from "./media.server";

/** Widest variant an image field shows as its preview. */
const PREVIEW_WIDTH = 640;

/** A stored upload as the admin's image fields show it: a WebP variant as the preview when there is one. */
export function uploadedImage(media: MediaFile): UploadedImage {
  const webp = media.variants
    .filter((variant) => variant.format === "webp" && variant.width <= PREVIEW_WIDTH)
    .sort((a, b) => b.width - a.width)[0];
  return {
    id: media.id,
    url: media.url,
    previewUrl: webp?.url ?? media.url,
    width: media.width,
    height: media.height,
    originalName: media.originalName,
    category: media.category,
    altText: media.altText ?? "",
  };
}
