import { ChevronDownIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { controlClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";

/** A plain <select> in the controls' look: works before hydration and with every keyboard. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        className={cn(controlClasses, "h-11 cursor-pointer appearance-none py-2 pr-9", className)}
        {...props}
      />
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-70"
      />
    </div>
  );
}
