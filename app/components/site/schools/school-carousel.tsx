import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from "react";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { cn } from "~/lib/cn";
import type { SchoolPicture } from "./school-card";

export type CarouselSlide = { picture: SchoolPicture; title: string; description: string };

/** A horizontal move longer than this (in CSS pixels) counts as a swipe. */
export const SWIPE_THRESHOLD = 40;

/** The index after moving by `step`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, count: number) {
  return (((index + step) % count) + count) % count;
}

/** Stable keys: a picture's URL, numbered when the same picture appears twice. */
function slideKeys(slides: CarouselSlide[]) {
  const seen = new Map<string, number>();
  return slides.map(({ picture }) => {
    const n = (seen.get(picture.src) ?? 0) + 1;
    seen.set(picture.src, n);
    return n === 1 ? picture.src : `${picture.src}#${n}`;
  });
}

const controlClasses =
  "flex size-11 cursor-pointer items-center justify-center rounded-full bg-surface/90 text-foreground shadow-raised transition-colors hover:bg-surface focus-visible:outline-offset-2";

/**
 * The photo carousel of a school page: previous/next wrap, dots and thumbnails jump, swipe on
 * touch screens (pointer events; `touch-action: pan-y` leaves vertical scrolling to the page),
 * arrow keys while focused. Plain React and CSS transforms keep it light; no carousel library.
 *
 * Height: the spec's 600 px from the md breakpoint; below it, 60vw, so a 390 px phone gets a
 * 234 px tall 16:10-ish frame instead of a narrow tower.
 */
export function SchoolCarousel({ label, slides }: { label: string; slides: CarouselSlide[] }) {
  const [index, setIndex] = useState(0);
  const [dragOffset, setDragOffset] = useState(0);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const hintId = useId();
  const count = slides.length;
  const keys = slideKeys(slides);
  if (count === 0) return null;
  const many = count > 1;

  const go = (step: number) => setIndex((current) => wrapIndex(current, step, count));

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else return;
    event.preventDefault();
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!many || (event.pointerType === "mouse" && event.button !== 0)) return;
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (drag.current?.id !== event.pointerId) return;
    setDragOffset(event.clientX - drag.current.x);
  }

  function endDrag(event: PointerEvent<HTMLDivElement>, cancelled: boolean) {
    const start = drag.current;
    if (start?.id !== event.pointerId) return;
    drag.current = null;
    setDragOffset(0);
    if (cancelled) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_THRESHOLD && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  }

  const current = slides[index]!;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      aria-describedby={hintId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI carousel pattern: the focused carousel takes the arrow keys
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-3 rounded-card"
      data-testid="school-carousel"
    >
      <p id={hintId} className="sr-only">
        Use the left and right arrow keys to change photo.
      </p>
      <div className="relative h-[60vw] overflow-hidden rounded-card bg-muted shadow-raised md:h-[600px]">
        <div
          className={cn(
            "flex h-full touch-pan-y select-none",
            dragOffset === 0 && "transition-transform duration-500 ease-standard",
          )}
          style={{ transform: `translateX(calc(${-index * 100}% + ${dragOffset}px))` }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={(event) => endDrag(event, false)}
          onPointerCancel={(event) => endDrag(event, true)}
          data-testid="carousel-track"
        >
          {slides.map((slide, i) => (
            <figure
              key={keys[i]}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i !== index}
              data-active={i === index}
              className="relative h-full w-full shrink-0"
            >
              <ResponsiveImage
                {...slide.picture}
                alt={slide.picture.alt || slide.title}
                priority={i === 0}
                sizes="(min-width: 1280px) 1216px, 100vw"
                draggable={false}
                className="size-full object-cover"
              />
              {slide.title || slide.description ? (
                <figcaption className="absolute inset-x-0 bottom-0 hidden md:block bg-gradient-to-t from-black/75 via-black/45 to-transparent px-8 pt-12 pb-14 text-white">
                  {slide.title ? <p className="font-heading text-h3 font-bold">{slide.title}</p> : null}
                  {slide.description ? <p>{slide.description}</p> : null}
                </figcaption>
              ) : null}
            </figure>
          ))}
        </div>
        {many ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label="Previous photo"
              className={cn(controlClasses, "absolute top-1/2 left-3 -translate-y-1/2 md:left-5")}
            >
              <ChevronLeftIcon aria-hidden="true" className="size-6" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label="Next photo"
              className={cn(controlClasses, "absolute top-1/2 right-3 -translate-y-1/2 md:right-5")}
            >
              <ChevronRightIcon aria-hidden="true" className="size-6" />
            </button>
            <div className="absolute inset-x-0 bottom-3 flex justify-center md:bottom-4">
              <div className="flex gap-1 rounded-pill bg-black/45 px-2 py-0.5">
                {keys.map((key, i) => (
                  <button
                    key={key}
                    type="button"
                    onClick={() => setIndex(i)}
                    aria-label={`Go to photo ${i + 1}`}
                    aria-current={i === index ? "true" : undefined}
                    data-testid="carousel-dot"
                    className="group flex size-6 cursor-pointer items-center justify-center rounded-full"
                  >
                    <span
                      className={cn(
                        "block size-2.5 rounded-full bg-white/60 transition-all group-hover:bg-white",
                        i === index && "w-5 bg-white",
                      )}
                    />
                  </button>
                ))}
              </div>
            </div>
          </>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        Photo {index + 1} of {count}: {current.title}
      </p>
      {/* On a phone the caption would cover half the photo and the arrows, so it sits below. */}
      {current.title || current.description ? (
        <div className="px-1 md:hidden">
          {current.title ? <p className="font-heading font-bold">{current.title}</p> : null}
          {current.description ? (
            <p className="text-sm text-muted-foreground">{current.description}</p>
          ) : null}
        </div>
      ) : null}
      {many ? (
        <ul className="flex gap-2 overflow-x-auto p-1 md:gap-3" aria-label="Photo thumbnails">
          {slides.map((slide, i) => (
            <li key={keys[i]} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1}: ${slide.title}`}
                aria-current={i === index ? "true" : undefined}
                data-testid="carousel-thumbnail"
                className={cn(
                  "block h-14 w-20 cursor-pointer overflow-hidden rounded-control border-2 transition md:h-20 md:w-32",
                  i === index ? "border-primary" : "border-transparent opacity-70 hover:opacity-100",
                )}
              >
                <ResponsiveImage
                  {...slide.picture}
                  alt=""
                  sizes="128px"
                  draggable={false}
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
