// Loads the content list's question before a delete when used (components/admin/lazy-dialog.tsx):
// the list is drawn without it, and without Radix's dialog under it.
import { lazyDialog } from "~/components/admin/lazy-dialog";
import { LIST_LABELS } from "~/copy/admin-content";

export const DeleteContentDialog = lazyDialog({
  load: () => import("./delete-content-dialog").then((chunk) => chunk.DeleteContentDialog),
  isOpen: ({ target }) => target !== null,
  frame: () => ({ title: LIST_LABELS.deleteDialogTitle, className: "max-w-md" }),
});
