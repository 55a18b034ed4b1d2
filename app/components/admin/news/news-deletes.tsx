// Deleting a news article: no question first (spec §7), the row leaves the list at once, and the
// toast offers Undo for 4 seconds (DECISIONS.md), which puts the article back exactly as it was.
// Each delete and each Undo has a fetcher of its own, held here rather than in the row, so that a
// second delete does not cancel the first and the answer still arrives after the row has gone.
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { NEWS_DELETED, UNDO_LABEL } from "~/copy/admin-news";
import { NEWS_INTENTS } from "~/lib/schemas/news";
import { toast } from "~/lib/toast";
import { TOAST_DURATION_MS } from "~/lib/ui-timings";
import type { DeleteReply, RestoreReply } from "./news-view";

type Request =
  | { key: string; kind: "delete"; articleId: string }
  | { key: string; kind: "restore"; token: string; articleId: string };

/** Where focus goes once a row's buttons have gone or come back. */
function focusArticle(articleId: string | undefined, fallbackId: string) {
  requestAnimationFrame(() => {
    const button =
      articleId === undefined
        ? null
        : document.querySelector<HTMLElement>(
            `[data-news-row="${CSS.escape(articleId)}"] [data-delete-article]`,
          );
    (button ?? document.getElementById(fallbackId))?.focus();
  });
}

/**
 * The page's deletes and Undos: `remove(articleId, next)` deletes an article (focus moves to
 * `next`'s Delete button, or the fallback), `hidden` the articles on their way out.
 */
export function useNewsDeletes(fallbackFocusId: string) {
  const [requests, setRequests] = useState<Request[]>([]);
  const nextKey = useRef(0);
  const key = () => `request-${nextKey.current++}`;
  const hidden = new Set(
    requests.filter((request) => request.kind === "delete").map((request) => request.articleId),
  );

  function remove(articleId: string, next: string | undefined) {
    setRequests((current) => [...current, { key: key(), kind: "delete", articleId }]);
    focusArticle(next, fallbackFocusId);
  }
  function undo(token: string, articleId: string) {
    setRequests((current) => [...current, { key: key(), kind: "restore", token, articleId }]);
  }
  function settled(done: string) {
    setRequests((current) => current.filter((request) => request.key !== done));
  }

  const pending = requests.map((request) =>
    request.kind === "delete" ? (
      <DeleteRequest
        key={request.key}
        articleId={request.articleId}
        onUndo={undo}
        onDone={() => settled(request.key)}
      />
    ) : (
      <RestoreRequest
        key={request.key}
        token={request.token}
        onDone={(restoredId) => {
          settled(request.key);
          // The Undo button has gone with its toast: focus the article that came back.
          if (restoredId) focusArticle(restoredId, fallbackFocusId);
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
  articleId,
  onUndo,
  onDone,
}: {
  articleId: string;
  onUndo: (token: string, articleId: string) => void;
  onDone: () => void;
}) {
  const fetcher = useFetcher<DeleteReply>();
  useSubmitOnce(() => fetcher.submit({ intent: NEWS_INTENTS.delete, articleId }, { method: "post" }));
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the answer matters
  useEffect(() => {
    if (!reply) return;
    const { undo, toast: message } = reply;
    if (undo && message)
      toast.success({
        ...message,
        title: NEWS_DELETED,
        id: `news-delete-${undo.articleId}`,
        duration: TOAST_DURATION_MS,
        action: { label: UNDO_LABEL, onClick: () => onUndo(undo.token, undo.articleId) },
      });
    else if (message) toast.show(message.type, message);
    onDone();
  }, [reply]);
  return null;
}

function RestoreRequest({ token, onDone }: { token: string; onDone: (restoredId?: string) => void }) {
  const fetcher = useFetcher<RestoreReply>();
  useSubmitOnce(() => fetcher.submit({ intent: NEWS_INTENTS.restore, token }, { method: "post" }));
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the answer matters
  useEffect(() => {
    if (!reply) return;
    if (reply.toast) toast.show(reply.toast.type, reply.toast);
    onDone(reply.restoredId);
  }, [reply]);
  return null;
}
