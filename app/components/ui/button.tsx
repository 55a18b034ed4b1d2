import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { type ButtonLook, type ButtonSize, type ButtonVariant, buttonClasses } from "./button-classes";

export type { ButtonSize, ButtonVariant } from "./button-classes";

/** The button look, for elements that are not a Button (such as a plain Link); `className` may override. */
export function buttonVariants(look: ButtonLook = {}) {
  return cn(buttonClasses(look));
}

export type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (a Link, an anchor) with the button's look and behaviour. */
  asChild?: boolean;
};

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      data-variant={variant ?? "default"}
      className={buttonVariants({ variant, size, className })}
      {...props}
    />
  );
}
