// Loads the question before a slide is deleted when used (components/admin/lazy-dialog.tsx): the
// slider's list is drawn without it, and without Radix's dialog under it.
import { lazyDialog } from "~/components/admin/lazy-dialog";
import { deleteSlideQuestion } from "~/copy/admin-slides";

export const DeleteSlideDialog = lazyDialog({
  load: () => import("./delete-slide-dialog").then((chunk) => chunk.DeleteSlideDialog),
  isOpen: ({ slide }) => slide !== null,
  frame: ({ slide }) => ({ title: slide ? deleteSlideQuestion(slide.title) : "" }),
});
