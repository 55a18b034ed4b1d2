// The admin's image uploads, shared by the upload route and the image fields that call it.
import type { MediaCategory } from "~/copy/media";

/** POST here with multipart fields `file` and `category` (app/routes/admin/uploads.ts). */
export const UPLOAD_ENDPOINT = "/admin/uploads";

/** What the dropzones accept, by type and name (the server checks the content again). */
export const ACCEPTED_IMAGES = {
  "image/png": [".png"],
  "image/jpeg": [".jpg", ".jpeg"],
  "image/gif": [".gif"],
  "image/webp": [".webp"],
} as const;

/** An uploaded image as an image field keeps it: the URL it saves, and a small picture to show. */
export type UploadedImage = {
  id: string;
  url: string;
  previewUrl: string;
  width: number | null;
  height: number | null;
  originalName: string;
  category: MediaCategory;
};

export type UploadAnswer = { ok: true; media: UploadedImage } | { ok: false; message: string };

/** The spec's upload failure toast (§8 Media). */
export function uploadFailedMessage(file: string) {
  return `Failed to upload ${file}. Please try again.`;
}
