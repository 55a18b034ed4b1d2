import { UPLOAD_FAILED_TITLE } from "~/copy/admin-gallery";
import { toast } from "~/lib/toast";

/** The spec's toast for an upload that failed (§8): every screen that uploads shows this one. */
export function showUploadFailed(description: string) {
  toast.error({ title: UPLOAD_FAILED_TITLE, description });
}
