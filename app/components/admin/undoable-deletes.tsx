// Deleting from a list without a question first (spec §7): the item leaves the list at once, and
// the toast offers Undo for 4 seconds (DECISIONS.md), which puts it back exactly as it was. Each
// delete and each Undo has a fetcher of its own, held here rather than in the item's row, so that
// a second delete does not cancel the first and the answer still arrives after the row has gone.
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/lib/toast";
import { focusIsLost } from "~/lib/toast-message";
import { TOAST_DURATION_MS } from "~/lib/ui-timings";
import type { ActionToast } from "~/views/action-toast";

/** What Undo needs from a delete's answer, and what its toast says about the item. */
export type Deleted = { id: string; token: string; description?: string };

export type UndoableDeletesSettings = {
  intents: { delete: string; restore: string };
  /** The form field that names the item; the delete's answer names it the same way in `undo`. */
  idField: string;
  /** The toast's title after a delete ('Gallery item deleted', …). */
  deletedTitle: string;
  undoLabel: string;
  toastIdPrefix: string;
  /** A selector for the element of an item that takes the focus (its Delete button in a list). */
  focusTarget: (id: string) => string;
  /** The element focused when no item is left to focus. */
  fallbackFocusId: string;
  /**
   * Where the focus goes after a delete. "next-item" (a list): the next item's focus target.
   * "undo" (cards): nowhere at once; a delete pressed with a key gives the toast's Undo the focus,
   * and an Undo pressed with a key gives it to the item that came back.
   */
  focusAfterDelete?: "next-item" | "undo";
  /** Reads the delete's answer; by default its `undo` ({ token, [idField] }) and its toast's text. */
  readDeleted?: (reply: DeleteReply) => Deleted | undefined;
  /** The field of the Undo's answer that names the item back; `restoredId` by default. */
  restoredIdField?: string;
};

type DeleteReply = {
  toast?: ActionToast;
  undo?: { token: string } & Record<string, unknown>;
} & Record<string, unknown>;
type RestoreReply = { toast?: ActionToast } & Record<string, unknown>;

type Request =
  | { key: string; kind: "delete"; id: string; byKeyboard: boolean }
  | { key: string; kind: "restore"; token: string; id: string; byKeyboard: boolean };

/** Where focus goes once an item's buttons have gone or come back. */
function focusItem(settings: UndoableDeletesSettings, id: string | undefined) {
  requestAnimationFrame(() => {
    const target = id === undefined ? null : document.querySelector<HTMLElement>(settings.focusTarget(id));
    (target ?? document.getElementById(settings.fallbackFocusId))?.focus();
  });
}

function readDeletedDefault(settings: UndoableDeletesSettings, reply: DeleteReply): Deleted | undefined {
  if (!reply.undo || !reply.toast) return undefined;
  return {
    id: String(reply.undo[settings.idField]),
    token: reply.undo.token,
    description: reply.toast.description,
  };
}

/**
 * The page's deletes and Undos: `remove(id, next)` deletes an item (see `focusAfterDelete`),
 * `hidden` the items on their way out, `pending` the requests to render somewhere on the page.
 */
export function useUndoableDeletes(settings: UndoableDeletesSettings) {
  const [requests, setRequests] = useState<Request[]>([]);
  const nextKey = useRef(0);
  const key = () => `request-${nextKey.current++}`;
  const focusUndo = settings.focusAfterDelete === "undo";
  const hidden = new Set(
    requests.filter((request) => request.kind === "delete").map((request) => request.id),
  );

  /** `byKeyboard`: the Delete button was pressed with a key (only "undo" focus uses it). */
  function remove(id: string, next?: string, { byKeyboard = false } = {}) {
    setRequests((current) => [...current, { key: key(), kind: "delete", id, byKeyboard }]);
    if (!focusUndo) focusItem(settings, next);
  }
  function undo(token: string, id: string, byKeyboard: boolean) {
    setRequests((current) => [...current, { key: key(), kind: "restore", token, id, byKeyboard }]);
  }
  function settled(done: string) {
    setRequests((current) => current.filter((request) => request.key !== done));
  }
  function restored(request: Request, restoredId: string | undefined) {
    settled(request.key);
    // The Undo button has gone with its toast: focus the item that came back.
    if (!restoredId) return;
    if (!focusUndo) focusItem(settings, restoredId);
    else if (request.byKeyboard && focusIsLost()) focusItem(settings, restoredId);
  }

  const pending = requests.map((request) =>
    request.kind === "delete" ? (
      <DeleteRequest
        key={request.key}
        settings={settings}
        id={request.id}
        undoTakesFocus={focusUndo && request.byKeyboard}
        onUndo={undo}
        onDone={() => settled(request.key)}
      />
    ) : (
      <RestoreRequest
        key={request.key}
        settings={settings}
        token={request.token}
        onDone={(restoredId) => restored(request, restoredId)}
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
  undoTakesFocus,
  onUndo,
  onDone,
}: {
  settings: UndoableDeletesSettings;
  id: string;
  undoTakesFocus: boolean;
  onUndo: (token: string, id: string, byKeyboard: boolean) => void;
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
    const deleted = (settings.readDeleted ?? ((answer) => readDeletedDefault(settings, answer)))(reply);
    if (deleted) {
      toast.success({
        title: settings.deletedTitle,
        description: deleted.description,
        id: `${settings.toastIdPrefix}-${deleted.id}`,
        duration: TOAST_DURATION_MS,
        action: {
          label: settings.undoLabel,
          onClick: () =>
            onUndo(deleted.token, deleted.id, document.activeElement?.matches(":focus-visible") ?? false),
          // Pressed with a key: the Undo button is the next useful place, and the only way to
          // reach it in time (focus inside the toast also holds its countdown).
          takeFocusIfLost: undoTakesFocus,
        },
      });
    } else if (reply.toast) toast.show(reply.toast.type, reply.toast);
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
    const restoredId = reply[settings.restoredIdField ?? "restoredId"];
    onDone(typeof restoredId === "string" ? restoredId : undefined);
  }, [reply]);
  return null;
}
