// What an admin action hands back for a toast: written by the server's actions, shown by the page.
import type { ToastType } from "~/lib/toast-message";

/** What an admin action answers when the page stays put (a fetcher, or a refused form). */
export type ActionToast = { type: ToastType; title: string; description?: string };
