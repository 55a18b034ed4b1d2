import { useEffect } from "react";
import { toast } from "~/lib/toast";
import type { ActionToast } from "~/views/action-toast";

type Result = { toast?: ActionToast } | undefined | null;

/** One id per action result, so two components showing the same fetcher's result show one toast. */
const toastIds = new WeakMap<object, string>();
let nextId = 0;

function showResultToast(result: Result) {
  const message = result?.toast;
  if (!result || !message) return;
  let id = toastIds.get(result);
  if (!id) {
    id = `action-${++nextId}`;
    toastIds.set(result, id);
  }
  toast.show(message.type, { ...message, id });
}

/** Shows the toast of each new action result once. */
export function useActionToast(result: Result) {
  useEffect(() => showResultToast(result), [result]);
}

/**
 * The same for a fetcher's answer, read when the fetcher settles: on a busy page React Router can
 * draw the settled fetcher before its answer reaches the render (seen in the Schools and News
 * dialogs: the answer came, its toast never did), and the fetcher object gives the answer as
 * soon as it has it.
 */
export function useFetcherToast(fetcher: { state: string; data?: Result }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer is read from the fetcher when it settles
  useEffect(() => {
    if (fetcher.state === "idle") showResultToast(fetcher.data);
  }, [fetcher.state, fetcher.data]);
}
