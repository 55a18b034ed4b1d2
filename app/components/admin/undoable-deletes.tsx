// Deleting from a list without a question first (spec §7): the item leaves the list at once, and
// the toast offers Undo for 4 seconds (DECISIONS.md), which puts it back exactly as it was. Each
// delete and each Undo has a fetcher of its own, held here rather than in the item's row, so that
// a second delete does not cancel the first and the answer still arrives after the row has gone.
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/lib/toast";
import { TOAST_DURATION_MS } from "~/lib/ui-timings";
import type { ActionToast } from "~/views/action-toast";

export type UndoableDeletesSettings = {
  intents: { delete: string; restore: string };
  /** The form field that names the item; the delete's answer names it the same way in `undo`. */
  idField: string;
  /** The toast's title after a delete ('Gallery item deleted', …). */
  deletedTitle: string;
  undoLabel: string;
  toastIdPrefix: string;
  /** A selector for the item's Delete button, where focus goes when the item is the next one. */
  deleteButton: (id: string) => string;
  /** The element focused when no item is left to focus. */
  fallbackFocusId: string;
};

type DeleteReply = { toast?: ActionToast; undo?: { token: string } & Record<string, unknown> };
type RestoreReply = { toast?: ActionToast; restoredId?: string };

type Request =
  | { key: string; kind: "delete"; id: string }
  | { key: string; kind: "restore"; token: string; id: string };

/** Where focus goes once an item's buttons have gone or come back. */
function focusItem(settings: UndoableDeletesSettings, id: string | undefined) {
  requestAnimationFrame(() => {
    const button = id === undefined ? null : document.querySelector<HTMLElement>(settings.deleteButton(id));
    (button ?? document.getElementById(settings.fallbackFocusId))?.focus();
  });
}

/**
 * The page's deletes and Undos: `remove(id, next)` deletes an item (focus moves to `next`'s
 * Delete button, or the fallback), `hidden` the items on their way out, `pending` the requests to
 * render somewhere on the page.
 */
export function useUndoableDeletes(settings: UndoableDeletesSettings) {
  const [requests, setRequests] = useState<Request[]>([]);
  const nextKey = useRef(0);
  const key = () => `request-${nextKey.current++}`;
  const hidden = new Set(
    requests.filter((request) => request.kind === "delete").map((request) => request.id),
  );

  function remove(id: string, next: string | undefined) {
    setRequests((current) => [...current, { key: key(), kind: "delete", id }]);
    focusItem(settings, next);
  }
  function undo(token: string, id: string) {
    setRequests((current) => [...current, { key: key(), kind: "restore", token, id }]);
  }
  function settled(done: string) {
    setRequests((current) => current.filter((request) => request.key !== done));
  }

  const pending = requests.map((request) =>
    request.kind === "delete" ? (
      <DeleteRequest
        key={request.key}
        settings={settings}
        id={request.id}
        onUndo={undo}
        onDone={() => settled(request.key)}
      />
    ) : (
      <RestoreRequest
        key={request.key}
        settings={settings}
        token={request.token}
        onDone={(restoredId) => {
          settled(request.key);
          // The Undo button has gone with its toast: focus the item that came back.
          if (restoredId) focusItem(settings, restoredId);
        }}
      />
    ),
  );
  return { hidden, remove, pending };
}

function useSubmitOnce(submit: () => void) {
  const sent = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: sent once, when the request is made
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    submit();
  }, []);
}

function DeleteRequest({
  settings,
  id,
  onUndo,
  onDone,
}: {
  settings: UndoableDeletesSettings;
  id: string;
  onUndo: (token: string, id: string) => void;
  onDone: () => void;
}) {
  const fetcher = useFetcher<DeleteReply>();
  useSubmitOnce(() =>
    fetcher.submit({ intent: settings.intents.delete, [settings.idField]: id }, { method: "post" }),
  );
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the answer matters
  useEffect(() => {
    if (!reply) return;
    const { undo, toast: message } = reply;
    if (undo && message) {
      const undoneId = String(undo[settings.idField]);
      toast.success({
        ...message,
        title: settings.deletedTitle,
        id: `${settings.toastIdPrefix}-${undoneId}`,
        duration: TOAST_DURATION_MS,
        action: { label: settings.undoLabel, onClick: () => onUndo(undo.token, undoneId) },
      });
    } else if (message) toast.show(message.type, message);
    onDone();
  }, [reply]);
  return null;
}

function RestoreRequest({
  settings,
  token,
  onDone,
}: {
  settings: UndoableDeletesSettings;
  token: string;
  onDone: (restoredId?: string) => void;
}) {
  const fetcher = useFetcher<RestoreReply>();
  useSubmitOnce(() => fetcher.submit({ intent: settings.intents.restore, token }, { method: "post" }));
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the answer matters
  useEffect(() => {
    if (!reply) return;
    if (reply.toast) toast.show(reply.toast.type, reply.toast);
    onDone(reply.restoredId);
  }, [reply]);
  return null;
}
