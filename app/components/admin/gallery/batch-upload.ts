// One photo of "Add Many Photos" sent to POST /admin/uploads (the image fields' endpoint) with its
// progress. XMLHttpRequest rather than fetch: only it reports how much of the file has been sent.
import { UPLOAD_ENDPOINT, type UploadAnswer, uploadFailedMessage } from "~/lib/uploads";

/** How far a photo has gone, 0–100 (spec §4: 50 once stored, 100 once its item is saved). */
export const PROGRESS = { sent: 45, stored: 50, saved: 100 } as const;

export type UploadProgress = { phase: "sending"; percent: number } | { phase: "processing" };

export function uploadPhoto(
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const failed = () => resolve({ ok: false, message: uploadFailedMessage(file.name) });
    const body = new FormData();
    body.set("category", "gallery");
    body.set("file", file);
    const request = new XMLHttpRequest();
    request.open("POST", UPLOAD_ENDPOINT);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable)
        onProgress({ phase: "sending", percent: Math.round((PROGRESS.sent * event.loaded) / event.total) });
    });
    // Sent: the server now checks the picture and makes its sizes.
    request.upload.addEventListener("load", () => onProgress({ phase: "processing" }));
    request.addEventListener("load", () => {
      const answer = request.response as UploadAnswer | null;
      if (answer && typeof answer === "object" && "ok" in answer) resolve(answer);
      else failed();
    });
    request.addEventListener("error", failed);
    request.addEventListener("abort", failed);
    request.addEventListener("timeout", failed);
    request.send(body);
  });
}

/** Runs `work` on every item, at most `limit` at a time, in their order. */
export async function eachWithLimit<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
