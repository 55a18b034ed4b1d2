import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const variantClasses = {
  default: "border-transparent bg-primary text-primary-foreground",
  secondary: "border-transparent bg-secondary text-secondary-foreground",
  destructive: "border-transparent bg-destructive text-destructive-foreground",
  outline: "border-input bg-transparent text-foreground",
  success: "border-transparent bg-success text-success-foreground",
} as const;

export type BadgeVariant = keyof typeof variantClasses;

export type BadgeProps = ComponentProps<"span"> & { variant?: BadgeVariant };

export function Badge({ className, variant = "default", ...props }: BadgeProps) {
  return (
    <span
      data-variant={variant}
      className={cn(
        "inline-flex w-fit shrink-0 items-center gap-1 rounded-pill border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        "[&_svg]:size-3 [&_svg]:shrink-0",
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}
