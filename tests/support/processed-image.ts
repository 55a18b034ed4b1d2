// A processed upload as the image pipeline hands it to recordUpload, without any files: enough for
// media records, lists, searches and uses. Each call names new files (and a new content hash).
import type { ProcessedImage } from "~/server/media/media.server";

let made = 0;

export function processedImage(
  category: string,
  details: Partial<Omit<ProcessedImage, "variants">> & { variantWidths?: number[] } = {},
): ProcessedImage {
  made++;
  const { variantWidths = [480], mimeType = "image/webp", ...overrides } = details;
  const extension = mimeType === "image/jpeg" ? "jpg" : mimeType.split("/")[1];
  const stem = `${category}/${1700000000000 + made}-img${made}`;
  return {
    storagePath: `${stem}.${extension}`,
    url: `/media/${stem}.${extension}`,
    filename: `${stem.split("/")[1]}.${extension}`,
    mimeType,
    sizeBytes: 20_480,
    width: 1600,
    height: 900,
    contentHash: `hash-${made}`,
    variants: variantWidths.flatMap((width) =>
      (["avif", "webp"] as const).map((format) => ({
        width,
        format,
        path: `${stem}-${width}.${format}`,
        url: `/media/${stem}-${width}.${format}`,
      })),
    ),
    placeholder: null,
    ...overrides,
  };
}
