// POST /admin/uploads: one image from an admin image field (and, later, the Media Library). It is
// checked by its content, stored without its metadata with AVIF/WebP variants (image pipeline),
// recorded in the media table, and answered as JSON. Staff only.
import { isMediaCategory } from "~/copy/media";
import { type UploadAnswer, uploadFailedMessage } from "~/lib/uploads";
import { DomainError } from "~/server/domain-error.server";
import { readForm } from "~/server/http/forms.server";
import { log } from "~/server/log.server";
import { recordUpload } from "~/server/media/media.server";
import { uploadedImage } from "~/server/media/uploaded-image.server";
import { requireStaff } from "~/server/staff/auth.server";
import {
  type ImageCategory,
  imageCategories,
  processImageUpload,
} from "~/server/storage/image-pipeline.server";
import type { Route } from "./+types/uploads";

export const NO_FILE_MESSAGE = "Choose an image to upload.";
export const UNKNOWN_CATEGORY_MESSAGE = "This kind of image cannot be uploaded here.";

function answer(body: UploadAnswer, status: number) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

function isImageCategory(value: string): value is ImageCategory {
  return isMediaCategory(value) && (imageCategories as readonly string[]).includes(value);
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await readForm(request);
  const file = form.get("file");
  const category = String(form.get("category") ?? "");
  if (!(file instanceof File) || file.size === 0) return answer({ ok: false, message: NO_FILE_MESSAGE }, 400);
  if (!isImageCategory(category)) return answer({ ok: false, message: UNKNOWN_CATEGORY_MESSAGE }, 400);
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const image = await processImageUpload({ bytes, originalName: file.name, category });
    const media = await recordUpload(
      { image, originalName: file.name, category },
      { id: staff.id, name: staff.name },
    );
    return answer({ ok: true, media: uploadedImage(media) }, 201);
  } catch (error) {
    if (error instanceof DomainError) return answer({ ok: false, message: error.message }, error.status);
    log("error", "upload failed", { error, file: file.name });
    return answer({ ok: false, message: uploadFailedMessage(file.name) }, 500);
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return answer({ ok: false, message: "Images are uploaded with POST." }, 405);
}
