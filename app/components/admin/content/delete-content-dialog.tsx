import { DeleteDialog, focusPageHeading, useStillShown } from "~/components/admin/delete-dialog";
import { useOpenerFocus } from "~/components/admin/dialog-focus";
import { DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { deleteQuestion, LIST_LABELS as L } from "~/copy/admin-content";
import { DELETE_CONTENT_INTENT } from "~/lib/admin-lists/content";

export type DeleteTarget = { id: string; title: string };

/**
 * The content list's confirmation before a delete (DECISIONS: the content list keeps its
 * question). It posts with a fetcher, so the list stays and refreshes; any answer closes it and
 * shows its toast.
 */
export function DeleteContentDialog({
  target,
  onClose,
}: {
  target: DeleteTarget | null;
  onClose: () => void;
}) {
  const item = useStillShown(target);
  // The row's button that opened it gets the focus back; after a delete it is gone, so the page's
  // heading takes it, and a keyboard user goes on from the top of the list.
  const returnFocus = useOpenerFocus(target !== null);
  return (
    <DeleteDialog
      open={target !== null}
      onClose={onClose}
      fetcherKey={DELETE_CONTENT_INTENT}
      fields={item && { intent: DELETE_CONTENT_INTENT, id: item.id }}
      confirmLabel={L.deleteConfirm}
      cancelLabel={L.cancel}
      withIcon
      onCloseAutoFocus={(event) => returnFocus(event, focusPageHeading)}
      className="max-w-md"
    >
      <DialogHeader>
        <DialogTitle>{L.deleteDialogTitle}</DialogTitle>
        <DialogDescription className="break-words text-base text-foreground">
          {item ? deleteQuestion(item.title) : null}
        </DialogDescription>
      </DialogHeader>
      <p className="text-sm text-muted-foreground">{L.deleteDialogNote}</p>
    </DeleteDialog>
  );
}
