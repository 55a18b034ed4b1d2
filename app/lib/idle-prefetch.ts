// Heavy admin widgets (the rich-text editor, the calendar, the chart, the dropzone) are chunks of
// their own that a screen does not need to be drawn (docs/decisions/026-admin-script-budget.md).
// Once the screen is drawn and the browser is idle, their chunks are fetched anyway, so that the
// dialog or tab that shows one opens at once. The same import() as the React.lazy that draws
// them: the browser fetches each chunk once.

/** Longest wait for an idle moment before fetching anyway (a page that never goes idle). */
const IDLE_TIMEOUT_MS = 2_000;

/** Runs `load` (a dynamic import) when the browser is next idle; nothing on the server. */
export function prefetchAtIdle(load: () => Promise<unknown>): void {
  if (typeof window === "undefined") return;
  const run = () => void load().catch(() => {});
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  } else {
    setTimeout(run, 200);
  }
}
