import { toast } from "~/lib/toast";
import { UPLOAD_FAILED_TITLE } from "~/lib/uploads";

/** The spec's toast for an upload that failed (§8): every screen that uploads shows this one. */
export function showUploadFailed(description: string) {
  toast.error({ title: UPLOAD_FAILED_TITLE, description });
}
