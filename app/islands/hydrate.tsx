// React's half of the loader (loader.ts), fetched after the page has painted: hydrates one island
// on its own root and tells when React has taken it over.
import { type ComponentType, type ReactNode, startTransition, useLayoutEffect } from "react";
import { hydrateRoot } from "react-dom/client";

function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when React first commits the island
  useLayoutEffect(onHydrated, []);
  return children;
}

/**
 * Resolves once the island's first commit is done: its markup is React's and its effects run.
 * Hydrated as a transition, React works in slices of a few milliseconds and gives the main thread
 * back between them (a busy phone's taps and scrolls go first); a press on the island meanwhile
 * makes React finish it at once and replay the press.
 */
export function hydrateIsland<P extends object>(holder: HTMLElement, Component: ComponentType<P>, props: P) {
  return new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(
        holder,
        <Hydrated onHydrated={resolve}>
          <Component {...props} />
        </Hydrated>,
        { onRecoverableError: (error) => reportError(error) },
      );
    });
  });
}
