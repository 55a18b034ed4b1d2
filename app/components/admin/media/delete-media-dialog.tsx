// The question before a file is deleted. A file in use lists where (each place a link to the screen
// that edits it), and its button reads Delete Anyway: deleting takes the picture out of those places.
// The number of places listed goes with the delete, so a use added since the page loaded stops it
// (the server answers 409) instead of being removed unseen. Any answer closes the question.
import { Loader2Icon, Trash2Icon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
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
import {
  DELETE_ANYWAY_LABEL,
  DELETE_CONFIRM_LABEL,
  DELETE_EXPLANATION,
  deleteFileQuestion,
  IN_USE_WARNING,
} from "~/copy/admin-media";
import { MEDIA_INTENTS } from "~/lib/schemas/media";
import type { DeleteMediaReply, MediaFileView } from "./media-file-view";

export function DeleteMediaDialog({ file, onClose }: { file: MediaFileView | null; onClose: () => void }) {
  const fetcher = useFetcher<DeleteMediaReply>({ key: MEDIA_INTENTS.delete });
  useActionToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const reply = busy ? undefined : fetcher.data;
  // The file stays written in the dialog while it fades out after closing.
  const shown = useRef<MediaFileView | null>(file);
  if (file) shown.current = file;
  const current = shown.current;
  /** Where the file stood in the list, once its deletion was sent. */
  const position = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer closes the dialog
  useEffect(() => {
    if (reply && file) onClose();
  }, [reply]);

  /** Back to the Delete button that opened it, or that of the file now in its place, or the heading. */
  function returnFocus(event: Event) {
    event.preventDefault();
    const own =
      current && document.querySelector(`[data-media-file="${CSS.escape(current.id)}"] [data-delete-media]`);
    const files = document.querySelectorAll<HTMLElement>("[data-media-file]");
    const index = position.current;
    position.current = null;
    const inItsPlace = index === null ? undefined : files[Math.min(index, files.length - 1)];
    const next = (own as HTMLElement | null) ?? inItsPlace?.querySelector<HTMLElement>("[data-delete-media]");
    if (next) return next.focus();
    const heading = document.querySelector<HTMLElement>("main h1");
    heading?.setAttribute("tabindex", "-1");
    heading?.focus();
  }

  const inUse = (current?.uses.length ?? 0) > 0;
  return (
    <Dialog open={file !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent role="alertdialog" className="max-w-lg" onCloseAutoFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle className="wrap-anywhere">
            {current ? deleteFileQuestion(current.name) : ""}
          </DialogTitle>
          <DialogDescription>{DELETE_EXPLANATION}</DialogDescription>
        </DialogHeader>
        {current && inUse ? (
          <div className="grid gap-2 rounded-control border border-destructive/40 bg-destructive/5 p-3 text-sm">
            <p className="font-medium">{IN_USE_WARNING}</p>
            <ul className="grid gap-1" data-media-uses>
              {current.uses.map((use) => (
                <li key={`${use.kind} ${use.href} ${use.title}`} data-media-use={use.kind}>
                  <span className="text-muted-foreground">{use.label}</span>{" "}
                  <Link
                    to={use.href}
                    className="font-medium break-words text-primary underline underline-offset-2"
                  >
                    {use.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {file ? (
          <fetcher.Form
            method="post"
            onSubmit={() => {
              const files = [...document.querySelectorAll("[data-media-file]")];
              position.current = files.findIndex((node) => node.getAttribute("data-media-file") === file.id);
            }}
          >
            <input type="hidden" name="intent" value={MEDIA_INTENTS.delete} />
            <input type="hidden" name="mediaId" value={file.id} />
            <input type="hidden" name="listedUses" value={file.uses.length} />
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={busy} aria-busy={busy || undefined}>
                {busy ? (
                  <Loader2Icon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
                ) : (
                  <Trash2Icon aria-hidden="true" />
                )}
                {inUse ? DELETE_ANYWAY_LABEL : DELETE_CONFIRM_LABEL}
              </Button>
            </DialogFooter>
          </fetcher.Form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
