// Loads the Add/Edit Slide dialog when used (components/admin/lazy-dialog.tsx): not needed to draw the list.
import { lazyDialog } from "~/components/admin/lazy-dialog";
import { ADD_SLIDE_TITLE, EDIT_SLIDE_TITLE } from "~/copy/admin-slides";

export type { SlideDialogState } from "./slide-form-dialog";

export const SlideFormDialog = lazyDialog({
  load: () => import("./slide-form-dialog").then((chunk) => chunk.SlideFormDialog),
  isOpen: ({ state }) => state !== null,
  frame: ({ state }) => ({
    title: state?.mode === "edit" ? EDIT_SLIDE_TITLE : ADD_SLIDE_TITLE,
    className: "max-w-3xl",
  }),
});
