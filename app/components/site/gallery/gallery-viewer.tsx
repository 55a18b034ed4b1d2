import { clsx } from "clsx";
import { ChevronLeftIcon, ChevronRightIcon, XIcon } from "lucide-react";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { GALLERY_FADE_MS, type GalleryIslandCopy } from "~/copy/gallery-page";
import { fillMessage } from "~/i18n/fill-message";
import type { GalleryPhoto } from "~/views/gallery";
import type { MadePicture, PhotoViewer } from "./use-photo-viewer";
import { useSwipe } from "./use-swipe";

/** A page has one viewer, so fixed ids are unique. */
const CAPTION_ID = "gallery-viewer-caption";
const HINT_ID = "gallery-viewer-hint";

const roundButton =
  "flex size-12 cursor-pointer items-center justify-center rounded-full bg-white/12 text-white ring-1 ring-white/25 backdrop-blur-sm transition hover:bg-white/25 focus-visible:outline-white disabled:cursor-default disabled:opacity-40 [&_svg]:size-6";

/** A photo's large picture with every size; fetched at once, even while waiting out of sight. */
function LargePicture({ photo, sizes }: { photo: GalleryPhoto; sizes: string }) {
  return (
    <ResponsiveImage
      {...photo.large}
      alt={photo.large.alt || photo.title}
      sizes={sizes}
      eager
      draggable={false}
      className="max-h-full max-w-full object-contain select-none"
    />
  );
}

/**
 * The full-screen photo viewer: a native modal <dialog>, closed and empty in the server's HTML.
 * Phones get previous and next beside the caption, under the photo; wider screens get them on
 * either side of it.
 */
export function GalleryViewer({
  photos,
  viewer,
  copy: COPY,
}: {
  photos: GalleryPhoto[];
  viewer: PhotoViewer;
  copy: GalleryIslandCopy["viewer"];
}) {
  const { refs, count, index, fading, pictures } = viewer;
  const photo = index === null ? null : photos[index];
  const swipe = useSwipe(viewer.go);
  const shown = pictures.find((picture) => picture.position === index);
  const waiting = pictures.filter((picture) => picture.position !== index);
  const picture = ({ position, sizes }: MadePicture) => (
    <LargePicture key={photos[position]!.id} photo={photos[position]!} sizes={sizes} />
  );

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; keys have Escape
    <dialog
      ref={refs.dialog}
      data-testid="gallery-viewer"
      aria-modal="true"
      aria-label={COPY.label}
      aria-describedby={`${CAPTION_ID} ${HINT_ID}`}
      className="m-0 h-dvh max-h-none w-full max-w-none grid-cols-[auto_minmax(0,1fr)_auto] grid-rows-[auto_minmax(0,1fr)_auto] gap-x-2 border-0 bg-stone-950 p-0 text-white backdrop:bg-black/80 open:grid md:gap-x-4"
      onClose={viewer.closed}
      onClick={(event) => {
        // A click on the dark space around the photo closes, as on most photo viewers.
        if (swipe.tookClick()) return;
        if (event.target === refs.dialog.current || event.target === refs.stage.current) viewer.close();
      }}
    >
      <div className="col-span-3 flex items-center justify-between gap-4 px-4 py-3 md:px-6">
        <p
          data-testid="gallery-viewer-counter"
          className="rounded-pill bg-white/12 px-3 py-1 text-sm font-semibold tabular-nums"
        >
          {fillMessage(COPY.counter, { position: (index ?? 0) + 1, total: count })}
        </p>
        <button
          ref={refs.closeButton}
          type="button"
          data-testid="gallery-viewer-close"
          aria-label={COPY.close}
          className={roundButton}
          onClick={viewer.close}
        >
          <XIcon aria-hidden="true" />
        </button>
      </div>

      <div
        ref={refs.stage}
        data-testid="gallery-viewer-stage"
        data-fading={fading}
        style={{ transitionDuration: `${GALLERY_FADE_MS}ms` }}
        className="col-span-3 row-start-2 flex touch-pinch-zoom items-center justify-center px-2 transition-opacity ease-linear data-[fading=true]:opacity-0 md:col-span-1 md:col-start-2 md:px-0"
        {...swipe.handlers}
      >
        {shown ? picture(shown) : null}
      </div>

      <button
        ref={refs.previousButton}
        type="button"
        data-testid="gallery-viewer-previous"
        aria-label={COPY.previous}
        disabled={fading}
        hidden={count < 2}
        className={clsx(roundButton, "col-start-1 row-start-3 ml-4 self-center md:row-start-2 md:ml-6")}
        onClick={() => viewer.go(-1)}
      >
        <ChevronLeftIcon aria-hidden="true" />
      </button>
      <button
        ref={refs.nextButton}
        type="button"
        data-testid="gallery-viewer-next"
        aria-label={COPY.next}
        disabled={fading}
        hidden={count < 2}
        className={clsx(roundButton, "col-start-3 row-start-3 mr-4 self-center md:row-start-2 md:mr-6")}
        onClick={() => viewer.go(1)}
      >
        <ChevronRightIcon aria-hidden="true" />
      </button>

      <div
        id={CAPTION_ID}
        className="col-start-2 row-start-3 flex min-h-24 flex-col items-center justify-center gap-1.5 py-4 text-center md:col-span-3 md:col-start-1 md:min-h-28 md:px-6 md:pb-6"
      >
        <p
          data-testid="gallery-viewer-title"
          lang={photo?.titleLang}
          className="font-heading text-lg leading-snug font-bold text-balance md:text-h3"
        >
          {photo?.title}
        </p>
        <p
          data-testid="gallery-viewer-category"
          className="rounded-pill bg-white/15 px-3 py-0.5 text-xs font-semibold"
        >
          {photo?.category}
        </p>
        <p
          data-testid="gallery-viewer-description"
          lang={photo?.descriptionLang}
          className="line-clamp-2 max-w-2xl text-sm text-white/80 empty:hidden md:text-base"
        >
          {photo?.description}
        </p>
      </div>

      <p id={HINT_ID} className="sr-only">
        {COPY.hint}
      </p>
      <p data-testid="gallery-viewer-status" aria-live="polite" aria-atomic="true" className="sr-only">
        {viewer.status}
      </p>
      {/* Neighbours' pictures wait here, fetched, until the visitor moves to them. */}
      <div data-testid="gallery-viewer-preload" hidden>
        {waiting.map(picture)}
      </div>
    </dialog>
  );
}
