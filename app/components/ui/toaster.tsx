import type { CSSProperties } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import {
  TOAST_DURATION_MS,
  TOAST_GAP_PX,
  TOAST_POSITION,
  TOAST_VISIBLE_MAX,
  TOAST_WIDTH_PX,
} from "~/lib/ui-timings";

/** The specification's toast defaults, dressed in the site's tokens (app.css). */
export const toasterProps = {
  position: TOAST_POSITION,
  duration: TOAST_DURATION_MS,
  visibleToasts: TOAST_VISIBLE_MAX,
  gap: TOAST_GAP_PX,
  richColors: true,
  closeButton: true,
  theme: "light",
  style: {
    "--width": `${TOAST_WIDTH_PX}px`,
    "--border-radius": "var(--radius-control)",
    "--normal-bg": "var(--color-surface)",
    "--normal-border": "var(--color-border)",
    "--normal-text": "var(--color-foreground)",
    "--success-bg": "var(--color-success-soft)",
    "--success-border": "var(--color-success)",
    "--success-text": "var(--color-success-soft-foreground)",
    "--error-bg": "var(--color-destructive-soft)",
    "--error-border": "var(--color-destructive)",
    "--error-text": "var(--color-destructive-soft-foreground)",
    "--info-bg": "var(--color-info-soft)",
    "--info-border": "var(--color-info-soft-foreground)",
    "--info-text": "var(--color-info-soft-foreground)",
    "--warning-bg": "var(--color-warning-soft)",
    "--warning-border": "var(--color-warning)",
    "--warning-text": "var(--color-warning-soft-foreground)",
    fontFamily: "var(--font-sans)",
  } as CSSProperties,
} satisfies ToasterProps;

/** Mounted once in root.tsx; show toasts with `toast` from ~/lib/toast. */
export function Toaster() {
  return <Sonner {...toasterProps} />;
}
