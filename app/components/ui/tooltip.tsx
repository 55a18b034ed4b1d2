import { Tooltip as TooltipPrimitive } from "radix-ui";
import { type ComponentProps, createContext, useContext } from "react";
import { cn } from "~/lib/cn";
import { TOOLTIP_DELAY_DURATION_MS, TOOLTIP_SKIP_DELAY_DURATION_MS } from "~/lib/ui-timings";

const InsideProvider = createContext(false);

/**
 * Shares the specification's delays among the tooltips below it, so moving from one trigger to the
 * next within the skip delay opens at once. Mount it in a layout that has many tooltips (the admin
 * shell). It is not in root.tsx: Radix's tooltip code costs ~13 kB gzipped on every public page.
 */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_DURATION_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_DURATION_MS,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <InsideProvider.Provider value={true}>
      <TooltipPrimitive.Provider
        delayDuration={delayDuration}
        skipDelayDuration={skipDelayDuration}
        {...props}
      />
    </InsideProvider.Provider>
  );
}

/** A tooltip; outside a TooltipProvider it brings its own, with the same delays. */
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  const root = <TooltipPrimitive.Root {...props} />;
  return useContext(InsideProvider) ? root : <TooltipProvider>{root}</TooltipProvider>;
}

export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          "z-50 max-w-72 rounded-md bg-ink px-2.5 py-1.5 text-xs leading-snug text-white shadow-raised",
          "data-[state=closed]:animate-fade-out data-[state=delayed-open]:animate-fade-in data-[state=instant-open]:animate-fade-in",
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-ink" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
