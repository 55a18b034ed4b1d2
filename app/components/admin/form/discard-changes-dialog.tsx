// "Discard changes?" (issue 26): asked before a form's unsaved changes are thrown away, whether its
// dialog is closing or the page is being left. Keep editing (also Escape) goes back to the form.
import { AlertDialog } from "radix-ui";
import { useRef } from "react";
import { buttonVariants } from "~/components/ui/button";
import { useOpenerFocus } from "../dialog-focus";

export const DISCARD_CHANGES_TITLE = "Discard changes?";
export const DISCARD_CHANGES_TEXT = "What you typed here has not been saved. Discarding it cannot be undone.";
export const KEEP_EDITING_LABEL = "Keep editing";
export const DISCARD_LABEL = "Discard";

export function DiscardChangesDialog({
  open,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  // Discard closes the dialog too; that closing is not a Keep editing.
  const discarding = useRef(false);
  if (!open) discarding.current = false;
  // Radix gives the focus back only to a trigger; this question has none (Escape, a link, Back).
  const returnFocus = useOpenerFocus(open);
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !discarding.current) onKeep();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=open]:animate-fade-in" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => returnFocus(event)}
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-card border border-border bg-surface p-6 text-surface-foreground shadow-overlay data-[state=open]:animate-pop-in"
        >
          <AlertDialog.Title className="font-heading text-h3 leading-tight font-bold">
            {DISCARD_CHANGES_TITLE}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {DISCARD_CHANGES_TEXT}
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: "outline" })}>
              {KEEP_EDITING_LABEL}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonVariants({ variant: "destructive" })}
              onClick={() => {
                discarding.current = true;
                onDiscard();
              }}
            >
              {DISCARD_LABEL}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
