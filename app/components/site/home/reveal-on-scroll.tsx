import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A block that rises in as it scrolls into view (spec §2 Home: "Sections animate in when scrolled
 * into view"), done by the browser alone with a scroll-driven animation ("Reveal on scroll" in
 * app.css): no script, so it works the same before the islands are hydrated and without
 * JavaScript. Its rise follows the scroll over the first 10rem after its top enters the window, so
 * a block already in view, or a page a visitor comes Back to, is simply there. Browsers without
 * scroll-driven animations, and visitors who prefer less motion, see every block at rest. Only
 * opacity and translate change: the layout never shifts.
 */
export function RevealOnScroll({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div data-reveal="" className={cn("reveal-on-scroll", className)}>
      {children}
    </div>
  );
}
