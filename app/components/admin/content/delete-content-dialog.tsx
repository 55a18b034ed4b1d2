import { Loader2Icon, Trash2Icon } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import type { DialogFormReply } from "~/components/admin/form-dialog";
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
import { deleteQuestion, LIST_LABELS as L } from "~/copy/admin-content";
import { DELETE_CONTENT_INTENT } from "~/lib/schemas/content";

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
  const fetcher = useFetcher<DialogFormReply>({ key: DELETE_CONTENT_INTENT });
  // The item stays written in the dialog while it fades out after closing.
  const shown = useRef<DeleteTarget | null>(target);
  if (target) shown.current = target;
  const item = shown.current;
  // The row's button that opened it gets the focus back; after a delete it is gone, so the page's
  // heading takes it, and a keyboard user goes on from the top of the list.
  const opener = useRef<HTMLElement | null>(null);
  if (target && !opener.current && typeof document !== "undefined")
    opener.current = document.activeElement as HTMLElement | null;
  function returnFocus(event: Event) {
    event.preventDefault();
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected) return back.focus();
    const heading = document.querySelector<HTMLElement>("main h1");
    heading?.setAttribute("tabindex", "-1");
    heading?.focus();
  }
  useActionToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new reply closes the dialog
  useEffect(() => {
    if (reply) onClose();
  }, [reply]);
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-md" onCloseAutoFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>{L.deleteDialogTitle}</DialogTitle>
          <DialogDescription className="break-words text-base text-foreground">
            {item ? deleteQuestion(item.title) : null}
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">{L.deleteDialogNote}</p>
        {item ? (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value={DELETE_CONTENT_INTENT} />
            <input type="hidden" name="id" value={item.id} />
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  {L.cancel}
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={busy} aria-busy={busy || undefined}>
                {busy ? (
                  <Loader2Icon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
                ) : (
                  <Trash2Icon aria-hidden="true" />
                )}
                {L.deleteConfirm}
              </Button>
            </DialogFooter>
          </fetcher.Form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
