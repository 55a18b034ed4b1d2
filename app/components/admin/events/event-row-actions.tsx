// Deleting an event and undoing it. Spec §2: no question before a delete; DECISIONS.md: the toast
// offers Undo for 4 seconds, which puts the event back exactly as it was. Each delete or undo runs
// in a small component of the page's own (not the card's, which leaves the page with its event),
// so its answer and its toast outlive the card, and two deletes in a row each get their Undo.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { EVENT_DELETED, eventDeletedDescription, UNDO_LABEL, UNDO_TOAST_MS } from "~/copy/admin-events";
import { toast } from "~/lib/toast";
import { focusIsLost } from "~/lib/toast-message";
import type { DeleteEventReply } from "~/views/events";

export type PendingDelete = { key: string; eventId: string; byKeyboard: boolean };
export type PendingRestore = { key: string; token: string; byKeyboard: boolean };

type RestoreReply = { intent: "restore-event"; eventId?: string; toast?: DeleteEventReply["toast"] };

/** Posts once when mounted (a ref guards against React running the effect twice in development). */
function usePostOnce(post: () => void) {
  const posted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: posts once, when mounted
  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    post();
  }, []);
}

/** Focus lost with a removed button goes somewhere useful, never to the top of the page. */
function focusIfLost(target: HTMLElement | null | undefined) {
  if (target && focusIsLost()) target.focus();
}

export function DeleteRunner({
  request,
  onDone,
  onUndo,
}: {
  request: PendingDelete;
  onDone: () => void;
  onUndo: (token: string, byKeyboard: boolean) => void;
}) {
  const fetcher = useFetcher<DeleteEventReply>();
  usePostOnce(() => fetcher.submit({ intent: "delete-event", eventId: request.eventId }, { method: "post" }));
  // A refusal (the event was already gone, say) shows the spec's failure toast.
  useActionToast(fetcher.state === "idle" ? fetcher.data : undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on the answer
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const deleted = fetcher.data.deleted;
    if (deleted) {
      const id = `event-deleted-${deleted.token}`;
      toast.success({
        id,
        title: EVENT_DELETED,
        description: eventDeletedDescription(deleted.title),
        duration: UNDO_TOAST_MS,
        action: {
          label: UNDO_LABEL,
          onClick: () => onUndo(deleted.token, document.activeElement?.matches(":focus-visible") ?? false),
          // Pressed with a key: the Undo button is the next useful place, and the only way to
          // reach it in time (focus inside the toast also holds its countdown).
          takeFocusIfLost: request.byKeyboard,
        },
      });
    }
    onDone();
  }, [fetcher.state, fetcher.data]);
  return null;
}

export function RestoreRunner({
  request,
  onDone,
  fallbackFocusId,
}: {
  request: PendingRestore;
  onDone: () => void;
  fallbackFocusId: string;
}) {
  const fetcher = useFetcher<RestoreReply>();
  usePostOnce(() => fetcher.submit({ intent: "restore-event", token: request.token }, { method: "post" }));
  useActionToast(fetcher.state === "idle" ? fetcher.data : undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on the answer
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (request.byKeyboard) {
      const card = fetcher.data.eventId
        ? document.querySelector<HTMLElement>(`[data-event-card="${fetcher.data.eventId}"] [data-event-edit]`)
        : null;
      focusIfLost(card ?? document.getElementById(fallbackFocusId));
    }
    onDone();
  }, [fetcher.state, fetcher.data]);
  return null;
}
