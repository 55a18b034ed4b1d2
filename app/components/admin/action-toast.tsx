import { useEffect } from "react";
import { toast } from "~/lib/toast";
import type { ToastType } from "~/lib/toast-message";

/** What an admin action answers when the page stays put (a fetcher, or a refused form). */
export type ActionToast = { type: ToastType; title: string; description?: string };

type Result = { toast?: ActionToast } | undefined | null;

/** One id per action result, so two components showing the same fetcher's result show one toast. */
const toastIds = new WeakMap<object, string>();
let nextId = 0;

/** Shows the toast of each new action result once. */
export function useActionToast(result: Result) {
  useEffect(() => {
    const message = result?.toast;
    if (!result || !message) return;
    let id = toastIds.get(result);
    if (!id) {
      id = `action-${++nextId}`;
      toastIds.set(result, id);
    }
    toast.show(message.type, { ...message, id });
  }, [result]);
}
