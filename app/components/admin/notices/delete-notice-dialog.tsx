// The question before a notice leaves the website. Its fetcher is shared (keyed), and this
// component stays on the page, so the toast is shown after the notice's row has gone; focus then
// moves to the notice that took its place.
import { DeleteDialog, useRowFocusReturn, useStillShown } from "~/components/admin/delete-dialog";
import { DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { DELETE_NOTICE_CONFIRM, DELETE_NOTICE_EXPLANATION, deleteNoticeQuestion } from "~/copy/admin-notices";
import type { NoticeView } from "~/views/notices";

const DELETE_FETCHER_KEY = "notice-delete";

export function DeleteNoticeDialog({
  notice,
  onClose,
  fallbackFocusId,
}: {
  notice: NoticeView | null;
  onClose: () => void;
  /** Focused when no notice is left where the deleted one was. */
  fallbackFocusId: string;
}) {
  const current = useStillShown(notice);
  const focus = useRowFocusReturn({
    rowAttribute: "data-notice-row",
    buttonAttribute: "data-delete-notice",
    fallback: () => document.getElementById(fallbackFocusId)?.focus(),
  });

  return (
    <DeleteDialog
      open={notice !== null}
      onClose={onClose}
      fetcherKey={DELETE_FETCHER_KEY}
      fields={notice && { intent: "delete-notice", noticeId: notice.id }}
      confirmLabel={DELETE_NOTICE_CONFIRM}
      onSubmit={() => notice && focus.rememberPosition(notice.id)}
      onCloseAutoFocus={(event) => focus.returnFocus(current?.id, event)}
    >
      <DialogHeader>
        <DialogTitle className="break-words">
          {current ? deleteNoticeQuestion(current.message) : ""}
        </DialogTitle>
        <DialogDescription>{DELETE_NOTICE_EXPLANATION}</DialogDescription>
      </DialogHeader>
    </DeleteDialog>
  );
}
