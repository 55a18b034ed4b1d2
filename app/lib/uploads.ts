// The admin's image uploads, shared by the upload route and the screens that call it: the
// endpoint and its answers, the spec's upload messages (§8 Media and Dropzone), and sending one
// file with its "stored" stage read from the server's answer.
import { UPLOAD_MAX_FILES } from "~/copy/limits";
import type { MediaCategory } from "~/copy/media";

/** POST here with multipart fields `file` and `category` (app/routes/admin/uploads.ts). */
export const UPLOAD_ENDPOINT = "/admin/uploads";

/**
 * Sent as `Accept`, it asks the endpoint for its progress: newline-delimited JSON, first
 * `{"stage":"stored"}` once the file and its variants are in the store, then the answer. Without
 * it (the single-image fields, "Add Many Photos") the endpoint answers one JSON object.
 */
export const UPLOAD_PROGRESS_TYPE = "application/x-ndjson";

/** What the dropzones accept, by type and name (the server checks the content again). */
export const ACCEPTED_IMAGES = {
  "image/png": [".png"],
  "image/jpeg": [".jpg", ".jpeg"],
  "image/gif": [".gif"],
  "image/webp": [".webp"],
} as const;

/** Files per drop in the Media Library (spec §5, §9). */
export const MEDIA_LIBRARY_MAX_FILES = UPLOAD_MAX_FILES.mediaLibrary;
/**
 * Files the browser sends at once: enough to keep the server's image workers busy while the next
 * file travels, few enough that a slow connection finishes some files early instead of all late.
 */
export const UPLOADS_IN_FLIGHT = 3;

/** An upload entry's progress (spec §4): started, stored with its variants, recorded. */
export const UPLOAD_PROGRESS = { started: 0, stored: 50, saved: 100 } as const;
/** A finished upload's entry stays this long at 100 before it goes (spec §9). */
export const UPLOAD_ENTRY_REMOVAL_MS = 1000;

/** An uploaded image as an image field keeps it: the URL it saves, and a small picture to show. */
export type UploadedImage = {
  id: string;
  url: string;
  previewUrl: string;
  width: number | null;
  height: number | null;
  originalName: string;
  category: MediaCategory;
  /** As stored: the alt text sent with the upload, or the one an earlier copy of the file had. */
  altText: string;
};

export type UploadAnswer = { ok: true; media: UploadedImage } | { ok: false; message: string };
/** One line of the progress answer. */
export type UploadLine = { stage: "stored" } | UploadAnswer;

// The spec's messages (§8 Media, Dropzone).
export const UPLOAD_SUCCESS_TITLE = "Upload successful";
export const TOO_MANY_FILES = "Too many files";

export function uploadSucceededMessage(file: string) {
  return `${file} has been uploaded successfully.`;
}

export function uploadFailedMessage(file: string) {
  return `Failed to upload ${file}. Please try again.`;
}

/** The server's disk is full: nothing the uploader did wrong, and nothing was kept. */
export const DISK_FULL_UPLOAD_MESSAGE =
  "The server's disk is full, so the image was not saved and nothing was kept. Please tell whoever looks after the website's server.";

/** Too large, in the spec's words; the server says the same for a file that got past the browser. */
export function fileTooLargeMessage(maxBytes: number) {
  return `File is larger than ${maxBytes} bytes`;
}

/** The types a person can pick, as they see them in file names. */
export const ACCEPTED_IMAGE_TYPES = Object.values(ACCEPTED_IMAGES).flat().join(", ");

export function fileTypeMessage(types = ACCEPTED_IMAGE_TYPES) {
  return `File type must be one of ${types}`;
}

/**
 * The spec's dropzone message for one of react-dropzone's error codes. react-dropzone words the
 * size in KB/MB and the types as MIME types; the spec says bytes, and people know extensions.
 */
export function dropzoneMessage(error: { code: string; message: string }, maxBytes: number) {
  switch (error.code) {
    case "file-invalid-type":
      return fileTypeMessage();
    case "file-too-large":
      return fileTooLargeMessage(maxBytes);
    case "too-many-files":
      return TOO_MANY_FILES;
    default:
      return error.message;
  }
}

function isUploadAnswer(value: unknown): value is UploadAnswer {
  if (typeof value !== "object" || value === null || !("ok" in value)) return false;
  return value.ok === true ? "media" in value : typeof (value as { message?: unknown }).message === "string";
}

/**
 * The endpoint's answer to one upload: reads the progress lines as they arrive (calling `onStored`
 * at the "stored" line) or a plain JSON answer (a refusal before storing). Anything else — a
 * broken connection, a page instead of JSON, a stream that ends early — is the spec's failure.
 */
export async function readUploadAnswer(
  response: Response,
  fileName: string,
  onStored?: () => void,
): Promise<UploadAnswer> {
  const failed: UploadAnswer = { ok: false, message: uploadFailedMessage(fileName) };
  try {
    const type = response.headers.get("content-type") ?? "";
    if (!type.startsWith(UPLOAD_PROGRESS_TYPE) || !response.body) {
      const answer: unknown = await response.json();
      return isUploadAnswer(answer) ? answer : failed;
    }
    for await (const line of lines(response.body)) {
      const parsed = JSON.parse(line) as UploadLine;
      if ("stage" in parsed) onStored?.();
      else return isUploadAnswer(parsed) ? parsed : failed;
    }
    return failed;
  } catch {
    return failed;
  }
}

async function* lines(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = "";
  for (;;) {
    const { done, value } = await reader.read();
    pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const complete = pending.split("\n");
    pending = done ? "" : (complete.pop() ?? "");
    for (const line of complete) if (line.trim()) yield line.trim();
    if (done) return;
  }
}

/**
 * Sends one image to the endpoint; `onStored` runs once the server has stored it, `onProgress` as
 * the file travels (0–100, the share of its bytes sent). XMLHttpRequest, not fetch: only it tells
 * how much of a request's body has been sent.
 */
export function sendUpload(
  file: File,
  category: MediaCategory,
  onStored?: () => void,
  onProgress?: (percent: number) => void,
  altText?: string,
): Promise<UploadAnswer> {
  const body = new FormData();
  body.set("category", category);
  // Before the file: the server reads the fields that come ahead of it.
  if (altText?.trim()) body.set("altText", altText.trim());
  body.set("file", file);
  const failed: UploadAnswer = { ok: false, message: uploadFailedMessage(file.name) };
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", UPLOAD_ENDPOINT);
    request.setRequestHeader("Accept", `${UPLOAD_PROGRESS_TYPE}, application/json;q=0.9`);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    let stored = false;
    // The "stored" line arrives before the answer: seen in the text received so far.
    request.addEventListener("progress", () => {
      if (!stored && request.responseText.includes('"stage":"stored"')) {
        stored = true;
        onStored?.();
      }
    });
    request.addEventListener("load", () => {
      const response = new Response(request.responseText, {
        status: request.status,
        headers: { "content-type": request.getResponseHeader("content-type") ?? "" },
      });
      void readUploadAnswer(response, file.name, stored ? undefined : onStored).then(resolve);
    });
    request.addEventListener("error", () => resolve(failed));
    request.addEventListener("abort", () => resolve(failed));
    request.send(body);
  });
}
