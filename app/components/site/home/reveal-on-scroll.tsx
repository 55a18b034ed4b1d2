import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A block that rises in when it scrolls into view. The server's HTML shows everything
 * (data-reveal="static"); reveal-on-scroll.enhance.ts hides only blocks still below the fold
 * ("waiting") until they come near ("shown"), so nothing ever disappears for a visitor without
 * JavaScript, and nothing moves for one who prefers less motion. Only opacity and transform
 * change: the layout never shifts.
 */
export function RevealOnScroll({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      data-enhance="reveal"
      data-reveal="static"
      className={cn(
        "data-[reveal=waiting]:translate-y-6 data-[reveal=waiting]:opacity-0",
        // A block that moves is never the browser's scroll anchor: the position it records for
        // Back would be off by the block's rise still to come.
        "data-[reveal=waiting]:[overflow-anchor:none] data-[reveal=shown]:[overflow-anchor:none]",
        "data-[reveal=shown]:transition-[opacity,translate] data-[reveal=shown]:duration-700 data-[reveal=shown]:ease-out motion-reduce:transition-none",
        className,
      )}
    >
      {children}
    </div>
  );
}
