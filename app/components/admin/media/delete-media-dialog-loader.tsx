// Loads the question before a file is deleted when used (components/admin/lazy-dialog.tsx): the
// library is drawn without it, and without Radix's dialog under it.
import { lazyDialog } from "~/components/admin/lazy-dialog";
import { deleteFileQuestion } from "~/copy/admin-media";

export const DeleteMediaDialog = lazyDialog({
  load: () => import("./delete-media-dialog").then((chunk) => chunk.DeleteMediaDialog),
  isOpen: ({ file }) => file !== null,
  frame: ({ file }) => ({ title: file ? deleteFileQuestion(file.name) : "", className: "max-w-lg" }),
});
