// Radix gives focus back, when a dialog closes, only to its own DialogTrigger. The slide dialogs
// open from buttons of the page and the list (FormDialog has no trigger), so this puts focus back
// on the button that opened one once the dialog has left the page — or, when that button has gone
// with its slide, on the fallback — instead of leaving a keyboard user at the top of the page.
import { useEffect, useRef } from "react";

export function useFocusReturn(open: boolean, fallback: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only opening and closing matter
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    let frame = requestAnimationFrame(function returnFocus() {
      // The dialog fades out first, and keeps focus inside it until it has gone.
      if (document.querySelector('[role="dialog"]')) {
        frame = requestAnimationFrame(returnFocus);
        return;
      }
      const active = document.activeElement;
      if (active && active !== document.body) return;
      (opener.current?.isConnected ? opener.current : fallback())?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);

  /** Call when opening the dialog: remembers the focused button. */
  return function rememberOpener() {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
}
