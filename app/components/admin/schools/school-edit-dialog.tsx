// Edit School: the card's dialog, with its form (loaded when used: school-admin-card.tsx).
import { FormDialog } from "~/components/admin/form/form-dialog";
import { EDIT_SCHOOL_TITLE } from "~/copy/admin-schools";
import type { AdminSchool } from "./admin-school";
import { SchoolForm } from "./school-form";

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
