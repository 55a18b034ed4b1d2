import { type ReactNode, useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";

type RevealState = "static" | "waiting" | "shown";

/**
 * Lets its content rise in when it scrolls into view. The server's HTML shows everything; only
 * after hydration are blocks still below the fold hidden until they come near, so nothing ever
 * disappears for a visitor without JavaScript, and nothing moves for one who prefers less motion.
 * Only opacity and transform change: the layout never shifts.
 */
export function RevealOnScroll({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<RevealState>("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || !("IntersectionObserver" in window)) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setState("waiting");
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setState("shown");
        observer.disconnect();
      },
      { rootMargin: "0px 0px -8% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      data-reveal={state}
      className={cn(
        state === "waiting" && "translate-y-6 opacity-0",
        state === "shown" &&
          "translate-y-0 opacity-100 transition-[opacity,translate] duration-700 ease-out motion-reduce:transition-none",
        className,
      )}
    >
      {children}
    </div>
  );
}
