import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { controlClasses } from "./control-classes";

export { controlClasses };

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
