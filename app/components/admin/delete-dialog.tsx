// The question before a delete, for the lists that keep one (the Media Library, the home page
// slider, the content list). It posts with a keyed fetcher, so the list stays and refreshes and the
// toast is shown after the row has gone; any answer closes it: deleted, or already gone (the toast
// says which). Radix returns focus only to a DialogTrigger, so each caller says where focus goes.
import { Loader2Icon, Trash2Icon } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "~/components/ui/dialog";
import type { ActionToast } from "~/views/action-toast";

export function DeleteDialog({
  open,
  onClose,
  fetcherKey,
  fields,
  confirmLabel,
  cancelLabel = "Cancel",
  withIcon = false,
  onSubmit,
  onCloseAutoFocus,
  role,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  fetcherKey: string;
  /** The hidden fields posted (the intent among them); the form is there only while a target is. */
  fields: Record<string, string | number> | null;
  confirmLabel: string;
  cancelLabel?: string;
  /** A bin on the confirm button, a spinner while the delete is on its way. */
  withIcon?: boolean;
  onSubmit?: () => void;
  onCloseAutoFocus: (event: Event) => void;
  /** "alertdialog" for a question that warns; Radix's "dialog" otherwise. */
  role?: "alertdialog";
  className?: string;
  /** The header and whatever else is said before the buttons. */
  children: ReactNode;
}) {
  const fetcher = useFetcher<{ toast?: ActionToast }>({ key: fetcherKey });
  useActionToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const reply = busy ? undefined : fetcher.data;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer closes the dialog
  useEffect(() => {
    if (reply && open) onClose();
  }, [reply]);

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent {...(role ? { role } : {})} className={className} onCloseAutoFocus={onCloseAutoFocus}>
        {children}
        {fields ? (
          <fetcher.Form method="post" onSubmit={onSubmit}>
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  {cancelLabel}
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={busy} aria-busy={busy || undefined}>
                {withIcon ? (
                  busy ? (
                    <Loader2Icon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
                  ) : (
                    <Trash2Icon aria-hidden="true" />
                  )
                ) : null}
                {confirmLabel}
              </Button>
            </DialogFooter>
          </fetcher.Form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The item asked about, still written in the dialog while it fades out after closing. */
export function useStillShown<Target>(target: Target | null): Target | null {
  const shown = useRef(target);
  if (target) shown.current = target;
  return shown.current;
}

/**
 * Focus once the question closes: back to the Delete button that opened it or, when its row has
 * gone, to the Delete button of the row now in its place; failing both, `fallback`.
 */
export function useRowFocusReturn({
  rowAttribute,
  buttonAttribute,
  fallback,
}: {
  rowAttribute: `data-${string}`;
  buttonAttribute: `data-${string}`;
  fallback: () => void;
}) {
  /** Where the row stood in the list, once its deletion was sent. */
  const position = useRef<number | null>(null);
  return {
    rememberPosition(id: string) {
      const rows = [...document.querySelectorAll(`[${rowAttribute}]`)];
      position.current = rows.findIndex((row) => row.getAttribute(rowAttribute) === id);
    },
    returnFocus(id: string | undefined, event: Event) {
      event.preventDefault();
      const index = position.current;
      position.current = null;
      const own = id
        ? document.querySelector<HTMLElement>(`[${rowAttribute}="${CSS.escape(id)}"] [${buttonAttribute}]`)
        : null;
      const rows = document.querySelectorAll<HTMLElement>(`[${rowAttribute}]`);
      const inItsPlace = index === null ? undefined : rows[Math.min(index, rows.length - 1)];
      const next = own ?? inItsPlace?.querySelector<HTMLElement>(`[${buttonAttribute}]`);
      if (next) next.focus();
      else fallback();
    },
  };
}

/** The page's heading takes the focus, so a keyboard goes on from the top of the page. */
export function focusPageHeading() {
  const heading = document.querySelector<HTMLElement>("main h1");
  heading?.setAttribute("tabindex", "-1");
  heading?.focus();
}
