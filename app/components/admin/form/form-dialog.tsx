// The admin's one create/edit dialog (spec §4: "Dialogs open for create or edit and reset on cancel
// or save"). The form lives inside only while it is open, so every opening starts from the item's
// saved values (or from its draft in the browser: form-draft.tsx). Every way of closing it — Escape,
// a click outside, ×, Cancel, a save — goes through `requestClose`, the one place that decides: a
// form with unsaved changes (it reports them in `status`) asks "Discard changes?" first (issue 26).
import { createContext, type ReactNode, type RefObject, useContext, useRef, useState } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { firstField, useOpenerFocus } from "../dialog-focus";
import { DiscardChangesDialog } from "./discard-changes-dialog";

/** Why the dialog is asked to close: saved, or dismissed (Escape, outside, ×, Cancel). */
export type CloseReason = "saved" | "dismissed";

/** What the form inside tells its dialog (DialogForm keeps it current). */
export type FormStatus = {
  formId: string;
  isDirty: () => boolean;
  /** Throws the changes away, and their draft. */
  discard: () => void;
};

type FormDialogContext = {
  requestClose: (reason: CloseReason) => void;
  status: RefObject<FormStatus | null>;
};

const Context = createContext<FormDialogContext | null>(null);

/** The dialog around a form, if any: DialogForm closes it after a save and reports to it. */
export function useFormDialog() {
  return useContext(Context);
}

export function FormDialog({
  open,
  onClose,
  keepOpen = false,
  title,
  description,
  trigger,
  fallbackFocus,
  children,
  className,
}: {
  open: boolean;
  /** Closes the dialog (the page's state); called only once `requestClose` agrees. */
  onClose: () => void;
  /** While true, nothing but a save closes it (photos on their way). */
  keepOpen?: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** The button that opens it, when the dialog owns one (else it is opened from state). */
  trigger?: ReactNode;
  /** Focused on closing when the element that opened the dialog has gone (its row deleted). */
  fallbackFocus?: () => HTMLElement | null;
  /** The form, mounted only while the dialog is open. */
  children: ReactNode;
  className?: string;
}) {
  const returnFocus = useOpenerFocus(open);
  const status = useRef<FormStatus | null>(null);
  const [asking, setAsking] = useState(false);
  function requestClose(reason: CloseReason) {
    if (reason === "dismissed" && keepOpen) return;
    if (reason === "dismissed" && status.current?.isDirty()) return setAsking(true);
    onClose();
  }
  return (
    <>
      <DiscardChangesDialog
        open={open && asking}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          status.current?.discard();
          onClose();
        }}
      />
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) requestClose("dismissed");
        }}
      >
        {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
        <DialogContent
          className={className ?? "max-w-2xl"}
          onOpenAutoFocus={(event) => {
            // Radix would also select the first field's text, so that a first keystroke replaced it.
            event.preventDefault();
            firstField(event.currentTarget as HTMLElement)?.focus();
          }}
          onCloseAutoFocus={(event) =>
            returnFocus(event, fallbackFocus ? () => fallbackFocus()?.focus() : undefined)
          }
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description ? <DialogDescription>{description}</DialogDescription> : null}
          </DialogHeader>
          <Context.Provider value={{ requestClose, status }}>{open ? children : null}</Context.Provider>
        </DialogContent>
      </Dialog>
    </>
  );
}
