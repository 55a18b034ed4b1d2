// The question before a slide leaves the live home page. Its fetcher is shared (keyed), and this
// component stays on the page, so the toast is shown after the slide's row has gone; focus then
// moves to the slide that took its place.
import { DeleteDialog, useRowFocusReturn, useStillShown } from "~/components/admin/delete-dialog";
import { DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { DELETE_SLIDE_CONFIRM, DELETE_SLIDE_EXPLANATION, deleteSlideQuestion } from "~/copy/admin-slides";
import type { SlideView } from "~/views/slides";
import { DELETE_FETCHER_KEY } from "./slide-fetchers";

export function DeleteSlideDialog({
  slide,
  onClose,
  fallbackFocusId,
}: {
  slide: SlideView | null;
  onClose: () => void;
  /** Focused when no slide is left where the deleted one was. */
  fallbackFocusId: string;
}) {
  const current = useStillShown(slide);
  const focus = useRowFocusReturn({
    rowAttribute: "data-slide-row",
    buttonAttribute: "data-delete-slide",
    fallback: () => document.getElementById(fallbackFocusId)?.focus(),
  });

  return (
    <DeleteDialog
      open={slide !== null}
      onClose={onClose}
      fetcherKey={DELETE_FETCHER_KEY}
      fields={slide && { intent: "delete-slide", slideId: slide.id }}
      confirmLabel={DELETE_SLIDE_CONFIRM}
      onSubmit={() => slide && focus.rememberPosition(slide.id)}
      onCloseAutoFocus={(event) => focus.returnFocus(current?.id, event)}
    >
      <DialogHeader>
        <DialogTitle className="break-words">{current ? deleteSlideQuestion(current.title) : ""}</DialogTitle>
        <DialogDescription>{DELETE_SLIDE_EXPLANATION}</DialogDescription>
      </DialogHeader>
    </DeleteDialog>
  );
}
