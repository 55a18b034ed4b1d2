import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { SCHOOL_CAROUSEL_COPY as COPY } from "~/copy/schools-page";
import { cn } from "~/lib/cn";
import type { SchoolPicture } from "./school-card";

export type CarouselSlide = { picture: SchoolPicture; title: string; description: string };

/** A page has one carousel, so a fixed id is unique. */
const HINT_ID = "school-carousel-hint";

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
 * The photo carousel of a school page, drawn on the server with the first photo showing; its
 * behaviour (previous/next wrap, dots and thumbnails jump, swipe, arrow keys) is
 * school-carousel.enhance.ts, which moves the track and sets the aria-current/aria-hidden marks
 * that the styles below follow. Only the first photo loads with the page. No carousel library.
 *
 * Height: the spec's 600 px from the md breakpoint; below it, 60vw, so a 390 px phone gets a
 * 234 px tall 16:10-ish frame instead of a narrow tower.
 */
export function SchoolCarousel({ label, slides }: { label: string; slides: CarouselSlide[] }) {
  const count = slides.length;
  const keys = slideKeys(slides);
  if (count === 0) return null;
  const many = count > 1;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      aria-describedby={HINT_ID}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI carousel pattern: the focused carousel takes the arrow keys
      tabIndex={0}
      className="flex flex-col gap-3 rounded-card"
      data-testid="school-carousel"
      data-enhance={many ? "school-carousel" : undefined}
    >
      <p id={HINT_ID} className="sr-only">
        {COPY.hint}
      </p>
      <div className="relative h-[60vw] overflow-hidden rounded-card bg-muted shadow-raised md:h-[600px]">
        <div
          className="flex h-full touch-pan-y transition-transform duration-500 ease-standard select-none"
          style={{ transform: "translateX(calc(0% + 0px))" }}
          data-testid="carousel-track"
          data-part="track"
        >
          {slides.map((slide, i) => (
            <figure
              key={keys[i]}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i !== 0}
              data-active={i === 0}
              data-title={slide.title}
              data-part="slide"
              className="relative h-full w-full shrink-0"
              // Lazy loading alone is not enough: Chromium fetches lazy photos of the track that sit
              // beside the frame. Unrendered content fetches nothing; the script renders a photo's
              // slide when the visitor is about to see it.
              style={i === 0 ? undefined : { contentVisibility: "hidden" }}
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
              aria-label={COPY.previous}
              data-part="previous"
              className={cn(controlClasses, "absolute top-1/2 left-3 -translate-y-1/2 md:left-5")}
            >
              <ChevronLeftIcon aria-hidden="true" className="size-6" />
            </button>
            <button
              type="button"
              aria-label={COPY.next}
              data-part="next"
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
                    aria-label={COPY.goTo(i + 1)}
                    aria-current={i === 0 ? "true" : undefined}
                    data-testid="carousel-dot"
                    data-part="dot"
                    className="group flex size-6 cursor-pointer items-center justify-center rounded-full"
                  >
                    <span className="block size-2.5 rounded-full bg-white/60 transition-all group-hover:bg-white group-aria-[current=true]:w-5 group-aria-[current=true]:bg-white" />
                  </button>
                ))}
              </div>
            </div>
          </>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-part="status">
        {COPY.status(0, count, slides[0]!.title)}
      </p>
      {/* On a phone the caption would cover half the photo and the arrows, so it sits below;
          one per photo, the current one shown (a photo without words leaves an empty, hidden one). */}
      {slides.map((slide, i) => (
        <div key={keys[i]} hidden={i !== 0} data-part="caption" className="px-1 empty:hidden md:hidden">
          {slide.title ? <p className="font-heading font-bold">{slide.title}</p> : null}
          {slide.description ? <p className="text-sm text-muted-foreground">{slide.description}</p> : null}
        </div>
      ))}
      {many ? (
        <ul className="flex gap-2 overflow-x-auto p-1 md:gap-3" aria-label={COPY.thumbnails}>
          {slides.map((slide, i) => (
            <li key={keys[i]} className="shrink-0">
              <button
                type="button"
                aria-label={COPY.showPhoto(i + 1, slide.title)}
                aria-current={i === 0 ? "true" : undefined}
                data-testid="carousel-thumbnail"
                data-part="thumbnail"
                className="block h-14 w-20 cursor-pointer overflow-hidden rounded-control border-2 border-transparent opacity-70 transition hover:opacity-100 aria-[current=true]:border-primary aria-[current=true]:opacity-100 md:h-20 md:w-32"
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
