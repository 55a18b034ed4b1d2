// Edit School: the card's dialog, with its form (loaded when used: school-admin-card.tsx).
import { loadRichTextEditor } from "~/components/admin/content/rich-text-field";
import { FormDialog } from "~/components/admin/form/form-dialog";
import { EDIT_SCHOOL_TITLE } from "~/copy/admin-schools";
import type { AdminSchool } from "./admin-school";
import { SchoolForm } from "./school-form";
import { loadSchoolPhotos } from "./school-photos-chunk";

/**
 * The About editors' and the photo editor's chunks, which the dialog waits for before it is drawn:
 * drawn later, they would take their placeholders' place under the person's pointer and keys, and
 * the focus trap, seeing a placeholder go while no field has focus, would pull focus away.
 */
export async function loadSchoolParts() {
  await Promise.all([loadRichTextEditor(), loadSchoolPhotos()]);
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
