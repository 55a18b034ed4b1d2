// The question before a slide leaves the live home page. Its fetcher is shared (keyed), and this
// component stays on the page, so the toast is shown after the slide's row has gone; focus then
// moves to the slide that took its place.
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { DELETE_SLIDE_CONFIRM, DELETE_SLIDE_EXPLANATION, deleteSlideQuestion } from "~/copy/admin-slides";
import type { DialogFormReply } from "../form-dialog";
import { DELETE_FETCHER_KEY, type SlideView } from "./slide-view";

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
  const fetcher = useFetcher<DialogFormReply>({ key: DELETE_FETCHER_KEY });
  useActionToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const reply = busy ? undefined : fetcher.data;
  // The slide stays on screen while the dialog fades out after it was closed.
  const [shown, setShown] = useState(slide);
  if (slide && slide !== shown) setShown(slide);
  /** Where the slide stood in the list, once its deletion was sent. */
  const sent = useRef<number | null>(null);

  // Any answer closes the question: deleted, or already gone (the toast says which).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer closes the dialog
  useEffect(() => {
    if (reply && slide) onClose();
  }, [reply]);

  /**
   * Back to the Delete button that opened the question (Radix would return focus only to a
   * DialogTrigger), or, when that slide has gone, to the Delete button of the one in its place.
   */
  function returnFocus(event: Event) {
    event.preventDefault();
    const position = sent.current;
    sent.current = null;
    const own =
      shown && document.querySelector(`[data-slide-row="${CSS.escape(shown.id)}"] [data-delete-slide]`);
    const rows = document.querySelectorAll<HTMLElement>("[data-slide-row]");
    const inItsPlace = position === null ? undefined : rows[Math.min(position, rows.length - 1)];
    const next =
      (own as HTMLElement | null) ??
      inItsPlace?.querySelector<HTMLElement>("[data-delete-slide]") ??
      document.getElementById(fallbackFocusId);
    next?.focus();
  }

  const current = slide ?? shown;
  return (
    <Dialog
      open={slide !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent onCloseAutoFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle className="break-words">
            {current ? deleteSlideQuestion(current.title) : ""}
          </DialogTitle>
          <DialogDescription>{DELETE_SLIDE_EXPLANATION}</DialogDescription>
        </DialogHeader>
        {slide ? (
          <fetcher.Form
            method="post"
            onSubmit={() => {
              const rows = [...document.querySelectorAll("[data-slide-row]")];
              sent.current = rows.findIndex((row) => row.getAttribute("data-slide-row") === slide.id);
            }}
          >
            <input type="hidden" name="intent" value="delete-slide" />
            <input type="hidden" name="slideId" value={slide.id} />
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={busy} aria-busy={busy || undefined}>
                {DELETE_SLIDE_CONFIRM}
              </Button>
            </DialogFooter>
          </fetcher.Form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
