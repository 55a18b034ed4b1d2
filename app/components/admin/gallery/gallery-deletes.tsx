// Deleting a gallery item: no question first (spec §7), the item leaves the list at once, and the
// toast offers Undo for 4 seconds (DECISIONS.md), which puts it back exactly as it was. Each delete
// and each Undo has a fetcher of its own, held here rather than in the item's card, so that a
// second delete does not cancel the first and the answer still arrives after the card has gone.
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { ITEM_DELETED, UNDO_LABEL } from "~/copy/admin-gallery";
import { GALLERY_INTENTS } from "~/lib/schemas/gallery";
import { toast } from "~/lib/toast";
import { TOAST_DURATION_MS } from "~/lib/ui-timings";
import type { DeleteReply, RestoreReply } from "./gallery-item-view";

type Request =
  | { key: string; kind: "delete"; itemId: string }
  | { key: string; kind: "restore"; token: string; itemId: string };

/** Where focus goes once an item's buttons have gone or come back. */
function focusItem(itemId: string | undefined, fallbackId: string) {
  requestAnimationFrame(() => {
    const button =
      itemId === undefined
        ? null
        : document.querySelector<HTMLElement>(
            `[data-gallery-item="${CSS.escape(itemId)}"] [data-delete-item]`,
          );
    (button ?? document.getElementById(fallbackId))?.focus();
  });
}

/**
 * The page's deletes and Undos: `remove(itemId, next)` deletes an item (focus moves to `next`'s
 * Delete button, or the fallback), `hidden` the items on their way out.
 */
export function useGalleryDeletes(fallbackFocusId: string) {
  const [requests, setRequests] = useState<Request[]>([]);
  const nextKey = useRef(0);
  const key = () => `request-${nextKey.current++}`;
  const hidden = new Set(
    requests.filter((request) => request.kind === "delete").map((request) => request.itemId),
  );

  function remove(itemId: string, next: string | undefined) {
    setRequests((current) => [...current, { key: key(), kind: "delete", itemId }]);
    focusItem(next, fallbackFocusId);
  }
  function undo(token: string, itemId: string) {
    setRequests((current) => [...current, { key: key(), kind: "restore", token, itemId }]);
  }
  function settled(done: string) {
    setRequests((current) => current.filter((request) => request.key !== done));
  }

  const pending = requests.map((request) =>
    request.kind === "delete" ? (
      <DeleteRequest
        key={request.key}
        itemId={request.itemId}
        onUndo={undo}
        onDone={() => settled(request.key)}
      />
    ) : (
      <RestoreRequest
        key={request.key}
        token={request.token}
        onDone={(restoredId) => {
          settled(request.key);
          // The Undo button has gone with its toast: focus the item that came back.
          if (restoredId) focusItem(restoredId, fallbackFocusId);
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
  itemId,
  onUndo,
  onDone,
}: {
  itemId: string;
  onUndo: (token: string, itemId: string) => void;
  onDone: () => void;
}) {
  const fetcher = useFetcher<DeleteReply>();
  useSubmitOnce(() => fetcher.submit({ intent: GALLERY_INTENTS.delete, itemId }, { method: "post" }));
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the answer matters
  useEffect(() => {
    if (!reply) return;
    const { undo, toast: message } = reply;
    if (undo && message)
      toast.success({
        ...message,
        title: ITEM_DELETED,
        id: `gallery-delete-${undo.itemId}`,
        duration: TOAST_DURATION_MS,
        action: { label: UNDO_LABEL, onClick: () => onUndo(undo.token, undo.itemId) },
      });
    else if (message) toast.show(message.type, message);
    onDone();
  }, [reply]);
  return null;
}

function RestoreRequest({ token, onDone }: { token: string; onDone: (restoredId?: string) => void }) {
  const fetcher = useFetcher<RestoreReply>();
  useSubmitOnce(() => fetcher.submit({ intent: GALLERY_INTENTS.restore, token }, { method: "post" }));
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the answer matters
  useEffect(() => {
    if (!reply) return;
    if (reply.toast) toast.show(reply.toast.type, reply.toast);
    onDone(reply.restoredId);
  }, [reply]);
  return null;
}
