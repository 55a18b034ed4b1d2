// Edit School: the card's dialog, with its form (loaded when used: school-admin-card.tsx).
import { loadRichTextEditor } from "~/components/admin/content/rich-text-field";
import { FormDialog } from "~/components/admin/form/form-dialog";
import { EDIT_SCHOOL_TITLE } from "~/copy/admin-schools";
import { prefetchAtIdle } from "~/lib/idle-prefetch";
import type { AdminSchool } from "./admin-school";
import { SchoolForm } from "./school-form";
import { loadSchoolPhotos } from "./school-photos-chunk";

/**
 * The About editors' and the photo editor's chunks, fetched at idle once this dialog's chunk has
 * come (as the News dialog does): appearing late, an editor would pull focus away while someone
 * tabs through the dialog.
 */
export function prefetchSchoolParts() {
  prefetchAtIdle(loadRichTextEditor);
  prefetchAtIdle(loadSchoolPhotos);
}

export function SchoolEditDialog({
  school,
  maxUploadBytes,
  open,
  onClose,
  fallbackFocus,
}: {
  school: AdminSchool;
  maxUploadBytes: number;
  open: boolean;
  onClose: () => void;
  fallbackFocus: () => HTMLElement | null;
}) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
      title={EDIT_SCHOOL_TITLE}
      description={school.name}
      className="max-w-3xl"
    >
      <SchoolForm school={school} maxUploadBytes={maxUploadBytes} />
    </FormDialog>
  );
}
