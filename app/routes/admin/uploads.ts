// POST /admin/uploads: one image from the Media Library or an admin image field. Checked by its
// content, stored once (app/server/media/upload.server.ts) and answered as JSON. Staff only.
//
// Asked for UPLOAD_PROGRESS_TYPE, the answer streams: a first line once the file and its variants
// are stored (the dropzone's 50 %), then the record or why it failed. A refusal that comes before
// anything is stored (no file, not an image, too large) is a plain JSON 4xx either way.
import { ALT_TEXT_MAX, MEDIA_MESSAGES } from "~/copy/admin-media";
import { isMediaCategory } from "~/copy/media";
import { UPLOAD_PROGRESS_TYPE, type UploadAnswer, type UploadLine, uploadFailedMessage } from "~/lib/uploads";
import type { Actor } from "~/server/audit.server";
import { config } from "~/server/config.server";
import { DomainError } from "~/server/domain-error.server";
import { receiveUpload } from "~/server/http/receive-upload.server";
import { log } from "~/server/log.server";
import { type ImageUploadInput, type UploadOutcome, uploadImage } from "~/server/media/upload.server";
import { uploadedImage } from "~/server/media/uploaded-image.server";
import { requireStaff } from "~/server/staff/auth.server";
import { type ImageCategory, imageCategories } from "~/server/storage/image-pipeline.server";
import type { Route } from "./+types/uploads";

export const NO_FILE_MESSAGE = "Choose an image to upload.";
export const UNKNOWN_CATEGORY_MESSAGE = "This kind of image cannot be uploaded here.";

const NOT_STORED = { "Cache-Control": "no-store", Vary: "Accept" };

function answer(body: UploadAnswer, status: number) {
  return Response.json(body, { status, headers: NOT_STORED });
}

function isImageCategory(value: string): value is ImageCategory {
  return isMediaCategory(value) && (imageCategories as readonly string[]).includes(value);
}

function success({ media, created }: UploadOutcome) {
  return answer({ ok: true, media: uploadedImage(media) }, created ? 201 : 200);
}

/** A refusal the person can act on keeps its message and status; a fault is logged. */
function failure(error: unknown, fileName: string): { body: UploadAnswer; status: number } {
  if (error instanceof DomainError)
    return { body: { ok: false, message: error.message }, status: error.status };
  log("error", "upload failed", { error, file: fileName });
  return { body: { ok: false, message: uploadFailedMessage(fileName) }, status: 500 };
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const received = await receive(request);
  if (received instanceof Response) return received;
  const { upload, discard } = received;
  const actor = { id: staff.id, name: staff.name };
  if ((request.headers.get("accept") ?? "").includes(UPLOAD_PROGRESS_TYPE)) {
    return progressAnswer(upload, actor, discard);
  }
  try {
    return success(await uploadImage(upload, actor));
  } catch (error) {
    const { body, status } = failure(error, upload.originalName);
    return answer(body, status);
  } finally {
    await discard();
  }
}

/**
 * The upload's fields, with the file received into a temporary file (removed by `discard`, or
 * earlier by the pipeline once it has read it), or the refusal of a form without them.
 */
async function receive(
  request: Request,
): Promise<{ upload: ImageUploadInput; discard: () => Promise<void> } | Response> {
  let form: Awaited<ReturnType<typeof receiveUpload>>;
  try {
    form = await receiveUpload(request, { dir: config().uploadsDir, maxFileBytes: config().maxUploadBytes });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return answer({ ok: false, message: error.message }, error.status);
  }
  const { file, discard } = form;
  const category = form.fields.get("category") ?? "";
  const refuse = async (message: string) => {
    await discard();
    return answer({ ok: false, message }, 400);
  };
  if (!file) return refuse(NO_FILE_MESSAGE);
  if (!isImageCategory(category)) return refuse(UNKNOWN_CATEGORY_MESSAGE);
  // The alt text asked for beside the picture (issue 28), within the Edit Media File dialog's limit.
  const altText = form.fields.get("altText")?.trim() || null;
  if (altText && altText.length > ALT_TEXT_MAX) return refuse(MEDIA_MESSAGES.altTextTooLong);
  return { upload: { file, originalName: file.name, category, altText, release: discard }, discard };
}

/**
 * Waits until the file is stored (or refused), then answers with a stream whose first line says
 * so and whose second line follows once the record is saved. The record waits until the first
 * line has been handed to the connection: with SQLite's synchronous driver a slow write would
 * otherwise hold it back. `no-transform` keeps the compression middleware from buffering it.
 */
async function progressAnswer(
  upload: ImageUploadInput,
  actor: Actor,
  discard: () => Promise<void>,
): Promise<Response> {
  const stored = Promise.withResolvers<boolean>();
  const firstLineSent = Promise.withResolvers<void>();
  const finished = uploadImage(upload, actor, {
    onStored(created) {
      stored.resolve(created);
      return firstLineSent.promise;
    },
  });
  // The received file is gone before the last line is sent, so an answered upload leaves nothing.
  const settled = finished.finally(discard);
  settled.catch(() => {});
  let created: boolean;
  try {
    created = await Promise.race([stored.promise, finished.then((outcome) => outcome.created)]);
  } catch (error) {
    await settled.catch(() => {});
    const { body, status } = failure(error, upload.originalName);
    return answer(body, status);
  }
  const encoder = new TextEncoder();
  const line = (value: UploadLine) => encoder.encode(`${JSON.stringify(value)}\n`);
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(line({ stage: "stored" }));
      },
      // Asked for more: the first line has been taken, and is written out before the next turn.
      async pull(controller) {
        setImmediate(firstLineSent.resolve);
        try {
          const { media } = await settled;
          controller.enqueue(line({ ok: true, media: uploadedImage(media) }));
        } catch (error) {
          controller.enqueue(line(failure(error, upload.originalName).body));
        }
        controller.close();
      },
      // The uploader left: the file is stored all the same, so it is recorded all the same.
      cancel() {
        firstLineSent.resolve();
      },
    },
    { highWaterMark: 1 },
  );
  return new Response(body, {
    status: created ? 201 : 200,
    headers: {
      ...NOT_STORED,
      "Cache-Control": "no-store, no-transform",
      "Content-Type": `${UPLOAD_PROGRESS_TYPE}; charset=utf-8`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return answer({ ok: false, message: "Images are uploaded with POST." }, 405);
}
