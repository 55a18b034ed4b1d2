import { randomBytes } from "node:crypto";

/**
 * A fresh `{category}/{timestamp}-{random}` stem for a stored image. Only our own values reach
 * a path: the uploader's file name never does.
 */
export function newImageStem(category: string) {
  return `${category}/${Date.now()}-${randomBytes(6).readUIntBE(0, 6).toString(36)}`;
}

/** The uploaded file name as people will read it: no folders, no control characters, bounded. */
export function displayName(originalName: string, fallbackExtension = "jpg") {
  const base = originalName.split(/[/\\]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 200)
    .trim();
  return cleaned || `image.${fallbackExtension}`;
}
