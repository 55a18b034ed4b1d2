// A screen's create/edit dialog, with its form kit and Zod, as a chunk of its own: the list is drawn
// without it, the chunk is fetched when the browser is idle after that, and the dialog is drawn
// from its first opening on (docs/decisions/026-admin-script-budget.md). Opened before its chunk
// has come, it shows a frame of the dialog's size with its title until then; the frame holds the
// focus, closes on Escape or a click outside, and keeps what is typed into it for the dialog's
// first field, so that a quick typist on a slow line loses nothing.
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { prefetchAtIdle } from "~/lib/idle-prefetch";
import { type LazyModule, lazyModule } from "~/lib/lazy-module";
import { rememberFrameOpener } from "./dialog-focus";

type ClosableProps = { onClose: () => void };

type DialogSource<P extends ClosableProps> = {
  chunk: LazyModule<ComponentType<P>>;
  Lazy: ComponentType<P>;
  isOpen: (props: P) => boolean;
  frame: (props: P) => { title: ReactNode; className?: string };
};

export function lazyDialog<P extends ClosableProps>({
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

function LazyDialog<P extends ClosableProps>({ source, props }: { source: DialogSource<P>; props: P }) {
  useEffect(() => prefetchAtIdle(source.chunk.load), [source]);
  // Kept mounted once opened: its closing animation and the focus's return need it.
  const [opened, setOpened] = useState(false);
  const open = source.isOpen(props);
  if (open && !opened) setOpened(true);
  return open || opened ? <Drawn source={source} props={props} /> : null;
}

function Drawn<P extends ClosableProps>({ source, props }: { source: DialogSource<P>; props: P }) {
  // Its chunk here already (the usual case): drawn at once, without a Suspense round.
  const [Dialog] = useState<ComponentType<P>>(() => source.chunk.loaded() ?? source.Lazy);
  const fallback = source.isOpen(props) ? (
    <DialogFrame {...source.frame(props)} onClose={props.onClose} />
  ) : null;
  return (
    <Suspense fallback={fallback}>
      <Dialog {...props} />
    </Suspense>
  );
}

/** The dialog's frame (its overlay, width and title) while its chunk comes. */
function DialogFrame({
  title,
  className,
  onClose,
}: {
  title: ReactNode;
  className?: string;
  onClose: () => void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);
  const typed = useRef("");
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    opener.current = document.activeElement;
    rememberFrameOpener(element, opener.current);
    element.focus();
    // Gone because the dialog came: what was typed goes into the field the dialog focuses first.
    return () => typeIntoNextField(typed.current);
  }, []);
  function close() {
    typed.current = "";
    onClose();
    if (opener.current instanceof HTMLElement) opener.current.focus();
  }
  return (
    <>
      <div className="fixed inset-0 z-50 bg-overlay" onClick={close} aria-hidden="true" />
      <div
        ref={frame}
        role="dialog"
        aria-modal="true"
        aria-busy="true"
        aria-label={typeof title === "string" ? title : undefined}
        tabIndex={-1}
        data-dialog-frame=""
        onKeyDown={(event) => {
          if (event.key === "Escape") return close();
          // Nothing to move to yet: the focus stays in the frame, as it will in the dialog.
          if (event.key === "Tab") return event.preventDefault();
          if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
            event.preventDefault();
            typed.current += event.key;
          }
        }}
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] min-h-[min(32rem,calc(100dvh-2rem))] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 content-start gap-4 outline-none",
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

/** Types `text` into the next text field to take the focus (within five seconds), as if typed there. */
function typeIntoNextField(text: string) {
  if (!text) return;
  const stop = () => {
    document.removeEventListener("focusin", onFocus);
    clearTimeout(timer);
  };
  const onFocus = ({ target: field }: FocusEvent) => {
    stop();
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
    // The value's own setter, so that React sees the change as typing.
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, field.value + text);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  };
  document.addEventListener("focusin", onFocus);
  const timer = setTimeout(stop, 5_000);
}
