// The question before a file is deleted. A file in use lists where (each place a link to the screen
// that edits it), and its button reads Delete Anyway: deleting takes the picture out of those places.
// The number of places listed goes with the delete, so a use added since the page loaded stops it
// (the server answers 409) instead of being removed unseen. Any answer closes the question.
import { Link } from "react-router";
import {
  DeleteDialog,
  focusPageHeading,
  useRowFocusReturn,
  useStillShown,
} from "~/components/admin/delete-dialog";
import { DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import {
  DELETE_ANYWAY_LABEL,
  DELETE_CONFIRM_LABEL,
  DELETE_EXPLANATION,
  deleteFileQuestion,
  IN_USE_WARNING,
} from "~/copy/admin-media";
import { MEDIA_INTENTS } from "~/lib/admin-lists/media";
import type { MediaFileView } from "~/views/media";

export function DeleteMediaDialog({ file, onClose }: { file: MediaFileView | null; onClose: () => void }) {
  const current = useStillShown(file);
  // Back to the Delete button that opened it, or that of the file now in its place, or the heading.
  const focus = useRowFocusReturn({
    rowAttribute: "data-media-file",
    buttonAttribute: "data-delete-media",
    fallback: focusPageHeading,
  });

  const inUse = (current?.uses.length ?? 0) > 0;
  return (
    <DeleteDialog
      open={file !== null}
      onClose={onClose}
      fetcherKey={MEDIA_INTENTS.delete}
      fields={file && { intent: MEDIA_INTENTS.delete, mediaId: file.id, listedUses: file.uses.length }}
      confirmLabel={inUse ? DELETE_ANYWAY_LABEL : DELETE_CONFIRM_LABEL}
      withIcon
      onSubmit={() => file && focus.rememberPosition(file.id)}
      onCloseAutoFocus={(event) => focus.returnFocus(current?.id, event)}
      role="alertdialog"
      className="max-w-lg"
    >
      <DialogHeader>
        <DialogTitle className="wrap-anywhere">{current ? deleteFileQuestion(current.name) : ""}</DialogTitle>
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
    </DeleteDialog>
  );
}
