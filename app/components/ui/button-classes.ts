// The button look as classes (button.tsx draws the Button itself).
import { clsx } from "clsx";

const variantClasses = {
  default: "bg-primary text-primary-foreground shadow-card hover:bg-primary-hover",
  primary: "bg-primary text-primary-foreground shadow-card hover:bg-primary-hover",
  secondary: "bg-secondary text-secondary-foreground shadow-card hover:bg-secondary-hover",
  outline: "border border-input bg-surface text-foreground hover:bg-accent hover:text-accent-foreground",
  ghost: "text-foreground hover:bg-accent hover:text-accent-foreground",
  destructive: "bg-destructive text-destructive-foreground shadow-card hover:bg-destructive-hover",
  link: "h-auto px-0 text-primary underline-offset-4 hover:underline",
} as const;

const sizeClasses = {
  sm: "h-9 gap-1.5 px-3 text-sm",
  default: "h-11 gap-2 px-5 text-sm",
  lg: "h-12 gap-2 px-7 text-base",
  icon: "size-11",
  "icon-sm": "size-9",
} as const;

export type ButtonVariant = keyof typeof variantClasses;
export type ButtonSize = keyof typeof sizeClasses;

export type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/**
 * The button look as plain joined classes, without tailwind-merge (about 7 KB gzipped): for the
 * public pages' islands, whose code every parent downloads. `className` may only add classes,
 * never override one of the look's own.
 */
export function buttonClasses({ variant = "default", size = "default", className }: ButtonLook = {}) {
  return clsx(
    "inline-flex shrink-0 cursor-pointer items-center justify-center rounded-control font-semibold whitespace-nowrap",
    "transition-colors disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55",
    "[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
    sizeClasses[size],
    variantClasses[variant],
    className,
  );
}
