/** The image formats we accept, recognised by their content, never by the file name. */
export type ImageFormat = "png" | "jpeg" | "gif" | "webp";

export const imageFormatDetails: Record<ImageFormat, { extension: string; mimeType: string }> = {
  png: { extension: "png", mimeType: "image/png" },
  jpeg: { extension: "jpg", mimeType: "image/jpeg" },
  gif: { extension: "gif", mimeType: "image/gif" },
  webp: { extension: "webp", mimeType: "image/webp" },
};

/** The format announced by the file's first bytes (its "magic number"), or undefined. */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  return undefined;
}

function startsWith(bytes: Uint8Array, signature: number[]) {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number) {
  if (bytes.length < end) return "";
  return String.fromCharCode(...bytes.subarray(start, end));
}
