// Loads the Add/Edit Notice dialog and the question before a delete when used
// (components/admin/lazy-dialog.tsx): the list is drawn without them.
import { lazyDialog } from "~/components/admin/lazy-dialog";
import { ADD_NOTICE_TITLE, deleteNoticeQuestion, EDIT_NOTICE_TITLE } from "~/copy/admin-notices";

export type { NoticeDialogState } from "./notice-form-dialog";

export const NoticeFormDialog = lazyDialog({
  load: () =>
    import("./notice-form-dialog").then((chunk) => {
      chunk.prefetchCalendar();
      return chunk.NoticeFormDialog;
    }),
  isOpen: ({ state }) => state !== null,
  frame: ({ state }) => ({
    title: state?.mode === "edit" ? EDIT_NOTICE_TITLE : ADD_NOTICE_TITLE,
    className: "max-w-3xl",
  }),
});

export const DeleteNoticeDialog = lazyDialog({
  load: () => import("./delete-notice-dialog").then((chunk) => chunk.DeleteNoticeDialog),
  isOpen: ({ notice }) => notice !== null,
  frame: ({ notice }) => ({ title: notice ? deleteNoticeQuestion(notice.message) : "" }),
});
