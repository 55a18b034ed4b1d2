import { ChevronLeftIcon, ChevronRightIcon, XIcon } from "lucide-react";
import { GALLERY_VIEWER_COPY as COPY, GALLERY_FADE_MS } from "~/copy/gallery-page";
import { cn } from "~/lib/cn";

/** A page has one viewer, so fixed ids are unique. */
const CAPTION_ID = "gallery-viewer-caption";
const HINT_ID = "gallery-viewer-hint";

const roundButton =
  "flex size-12 cursor-pointer items-center justify-center rounded-full bg-white/12 text-white ring-1 ring-white/25 backdrop-blur-sm transition hover:bg-white/25 focus-visible:outline-white disabled:cursor-default disabled:opacity-40 [&_svg]:size-6";

/**
 * The full-screen photo viewer: a native modal <dialog>, empty and closed in the server's HTML.
 * gallery-viewer.enhance.ts fills it with the chosen photo and opens it. Phones get previous and
 * next beside the caption, under the photo; wider screens get them on either side of it.
 */
export function GalleryViewer() {
  return (
    <dialog
      data-part="viewer"
      data-testid="gallery-viewer"
      aria-modal="true"
      aria-label={COPY.label}
      aria-describedby={`${CAPTION_ID} ${HINT_ID}`}
      className="m-0 h-dvh max-h-none w-full max-w-none grid-cols-[auto_minmax(0,1fr)_auto] grid-rows-[auto_minmax(0,1fr)_auto] gap-x-2 border-0 bg-stone-950 p-0 text-white backdrop:bg-black/80 open:grid md:gap-x-4"
    >
      <div className="col-span-3 flex items-center justify-between gap-4 px-4 py-3 md:px-6">
        <p
          data-part="counter"
          className="rounded-pill bg-white/12 px-3 py-1 text-sm font-semibold tabular-nums"
        >
          {COPY.counter(1, 1)}
        </p>
        <button type="button" data-part="close" aria-label={COPY.close} className={roundButton}>
          <XIcon aria-hidden="true" />
        </button>
      </div>

      <div
        data-part="stage"
        data-fading="false"
        style={{ transitionDuration: `${GALLERY_FADE_MS}ms` }}
        className="col-span-3 row-start-2 flex touch-pinch-zoom items-center justify-center px-2 transition-opacity ease-linear data-[fading=true]:opacity-0 md:col-span-1 md:col-start-2 md:px-0"
      />

      <button
        type="button"
        data-part="previous"
        aria-label={COPY.previous}
        className={cn(roundButton, "col-start-1 row-start-3 ml-4 self-center md:row-start-2 md:ml-6")}
      >
        <ChevronLeftIcon aria-hidden="true" />
      </button>
      <button
        type="button"
        data-part="next"
        aria-label={COPY.next}
        className={cn(roundButton, "col-start-3 row-start-3 mr-4 self-center md:row-start-2 md:mr-6")}
      >
        <ChevronRightIcon aria-hidden="true" />
      </button>

      <div
        id={CAPTION_ID}
        className="col-start-2 row-start-3 flex min-h-24 flex-col items-center justify-center gap-1.5 py-4 text-center md:col-span-3 md:col-start-1 md:min-h-28 md:px-6 md:pb-6"
      >
        <p
          data-part="title"
          className="font-heading text-lg leading-snug font-bold text-balance md:text-h3"
        />
        <p data-part="category" className="rounded-pill bg-white/15 px-3 py-0.5 text-xs font-semibold" />
        <p
          data-part="description"
          className="line-clamp-2 max-w-2xl text-sm text-white/80 empty:hidden md:text-base"
        />
      </div>

      <p id={HINT_ID} className="sr-only">
        {COPY.hint}
      </p>
      <p data-part="status" aria-live="polite" aria-atomic="true" className="sr-only" />
      {/* Neighbours' pictures wait here, fetched, until the visitor moves to them. */}
      <div data-part="preload" hidden />
    </dialog>
  );
}
