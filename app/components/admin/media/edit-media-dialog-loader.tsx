// Loads the Edit Media File dialog when used (components/admin/lazy-dialog.tsx): not needed to draw the list.
import { lazyDialog } from "~/components/admin/lazy-dialog";
import { EDIT_MEDIA_TITLE } from "~/copy/admin-media";

export const EditMediaDialog = lazyDialog({
  load: () => import("./edit-media-dialog").then((chunk) => chunk.EditMediaDialog),
  isOpen: ({ file }) => file !== null,
  frame: () => ({ title: EDIT_MEDIA_TITLE, className: "max-w-3xl" }),
});
