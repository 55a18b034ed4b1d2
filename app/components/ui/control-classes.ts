// The look of text-like controls as plain joined classes, without tailwind-merge: for the public
// pages' islands as well as ui/input.tsx (see button-classes.ts for why).
import { clsx } from "clsx";

/** Shared look of text-like controls (input, textarea, select trigger). */
export const controlClasses = clsx(
  "w-full min-w-0 rounded-control border border-input bg-surface px-3 text-base text-foreground shadow-xs",
  "transition-colors placeholder:text-muted-foreground focus-visible:border-ring",
  "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70",
  "aria-invalid:border-destructive aria-invalid:bg-destructive-soft/30",
);
