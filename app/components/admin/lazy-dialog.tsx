// A screen's create/edit dialog, with its form kit and Zod, as a chunk of its own: the list is drawn
// without it, the chunk is fetched when the browser is idle after that, and the dialog is drawn
// from its first opening on (docs/decisions/026-admin-script-budget.md). Opened before its chunk
// has come, it shows a frame of the dialog's size with its title until then.
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { cn } from "~/lib/cn";
import { prefetchAtIdle } from "~/lib/idle-prefetch";
import { type LazyModule, lazyModule } from "~/lib/lazy-module";

type DialogSource<P> = {
  chunk: LazyModule<ComponentType<P>>;
  Lazy: ComponentType<P>;
  isOpen: (props: P) => boolean;
  frame: (props: P) => { title: ReactNode; className?: string };
};

export function lazyDialog<P extends object>({
  load,
  isOpen,
  frame,
}: {
  /** The dialog component, from a dynamic import. */
  load: () => Promise<ComponentType<P>>;
  /** Whether these props open it. */
  isOpen: (props: P) => boolean;
  /** The frame drawn while its chunk comes: the dialog's title and width. */
  frame: (props: P) => { title: ReactNode; className?: string };
}): (props: P) => ReactNode {
  const chunk = lazyModule(load);
  const source: DialogSource<P> = {
    chunk,
    Lazy: lazy(async () => ({ default: await chunk.load() })),
    isOpen,
    frame,
  };
  return (props) => <LazyDialog source={source} props={props} />;
}

function LazyDialog<P extends object>({ source, props }: { source: DialogSource<P>; props: P }) {
  useEffect(() => prefetchAtIdle(source.chunk.load), [source]);
  // Kept mounted once opened: its closing animation and the focus's return need it.
  const [opened, setOpened] = useState(false);
  const open = source.isOpen(props);
  if (open && !opened) setOpened(true);
  return open || opened ? <Drawn source={source} props={props} /> : null;
}

function Drawn<P extends object>({ source, props }: { source: DialogSource<P>; props: P }) {
  // Its chunk here already (the usual case): drawn at once, without a Suspense round.
  const [Dialog] = useState<ComponentType<P>>(() => source.chunk.loaded() ?? source.Lazy);
  return (
    <Suspense fallback={<DialogFrame {...source.frame(props)} />}>
      <Dialog {...props} />
    </Suspense>
  );
}

/** The dialog's frame (its overlay, width and title) while its chunk comes. */
function DialogFrame({ title, className }: { title: ReactNode; className?: string }) {
  return (
    <>
      <div className="fixed inset-0 z-50 bg-overlay" />
      <div
        role="dialog"
        aria-modal="true"
        aria-busy="true"
        aria-label={typeof title === "string" ? title : undefined}
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] min-h-[min(32rem,calc(100dvh-2rem))] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 content-start gap-4",
          "rounded-card border border-border bg-surface p-6 text-surface-foreground shadow-overlay",
          className ?? "max-w-2xl",
        )}
      >
        <p className="font-heading text-h3 leading-tight font-bold">{title}</p>
        <div aria-hidden="true" className="h-10 animate-pulse rounded-control bg-muted" />
        <div aria-hidden="true" className="h-24 animate-pulse rounded-control bg-muted" />
      </div>
    </>
  );
}
