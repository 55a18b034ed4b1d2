import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** Shared look of text-like controls (input, textarea, select trigger). */
export const controlClasses = cn(
  "w-full min-w-0 rounded-control border border-input bg-surface px-3 text-base text-foreground shadow-xs",
  "transition-colors placeholder:text-muted-foreground focus-visible:border-ring",
  "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70",
  "aria-invalid:border-destructive aria-invalid:bg-destructive-soft/30",
);

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn(
        controlClasses,
        "h-11 py-2 file:mr-3 file:border-0 file:bg-transparent file:font-semibold file:text-foreground",
        className,
      )}
      {...props}
    />
  );
}
