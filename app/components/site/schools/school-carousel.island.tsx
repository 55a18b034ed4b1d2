import { type KeyboardEvent, useState } from "react";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { fillMessage } from "~/i18n/fill-message";
import { FrameControls, Thumbnails } from "./school-carousel-controls";
import {
  type CarouselCopy,
  type CarouselSlide,
  nearby,
  slideKeys,
  stepIndex,
} from "./school-carousel-slides";
import { useSwipe } from "./school-carousel-swipe";

/** A page has one carousel, so a fixed id is unique. */
const HINT_ID = "school-carousel-hint";

const FIRST_ONLY: ReadonlySet<number> = new Set([0]);

/** A caption wholly in English on a Tamil page says so once, on the caption itself. */
function captionLanguage(slide: CarouselSlide) {
  return slide.titleLang && (slide.descriptionLang || !slide.description) ? slide.titleLang : undefined;
}

/**
 * The photo carousel of a school page (an island), drawn on the server with the first photo
 * showing: previous/next wrap at both ends, dots and thumbnails jump, a horizontal swipe moves one
 * photo, and the arrow keys work while focus is anywhere in the carousel. Only the first photo
 * loads with the page. No carousel library. With a single photo there is nothing to move, and the
 * page draws it without the island (app/routes/site/school.tsx).
 *
 * Height: the spec's 600 px from the md breakpoint; below it, 60vw, so a 390 px phone gets a
 * 234 px tall 16:10-ish frame instead of a narrow tower.
 *
 * Its words come as props in the page's language (`copy`); a photo's title and description are
 * staff's, in the page's language where written, else in English marked as such (the slide's
 * `titleLang` and `descriptionLang`).
 */
export default function SchoolCarousel({
  label,
  slides,
  copy,
}: {
  label: string;
  slides: CarouselSlide[];
  copy: CarouselCopy;
}) {
  const count = slides.length;
  const keys = slideKeys(slides);
  const many = count > 1;
  const [index, setIndex] = useState(0);
  // Lazy loading alone is not enough: Chromium fetches lazy photos of the track that sit beside
  // the frame. Unrendered content (content-visibility: hidden) fetches nothing, so only the first
  // photo is rendered with the page; once the visitor shows interest, the photo shown and its
  // neighbours are rendered and fetched, so a swipe or a tap finds them on their way.
  const [revealed, setRevealed] = useState(FIRST_ONLY);

  function reveal(shown: number) {
    setRevealed((known) => {
      const wanted = nearby(shown, count).filter((i) => !known.has(i));
      return wanted.length === 0 ? known : new Set([...known, ...wanted]);
    });
  }

  function show(next: number) {
    setIndex(next);
    reveal(next);
  }

  const go = (step: number) => show(stepIndex(index, step, count));
  const { offset, handlers } = useSwipe(go);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else return;
    event.preventDefault();
  }

  if (count === 0) return null;
  const intent = many ? () => reveal(index) : undefined;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      aria-describedby={HINT_ID}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI carousel pattern: the focused carousel takes the arrow keys
      tabIndex={0}
      className="flex flex-col gap-3 rounded-card"
      data-testid="school-carousel"
      onKeyDown={many ? onKeyDown : undefined}
      onPointerEnter={intent}
      onPointerDown={intent}
      onFocus={intent}
    >
      <p id={HINT_ID} className="sr-only">
        {copy.hint}
      </p>
      <div className="relative h-[60vw] overflow-hidden rounded-card bg-muted shadow-raised md:h-[600px]">
        <div
          className="flex h-full touch-pan-y transition-transform duration-500 ease-standard select-none"
          // Following the finger must not lag behind the slide animation.
          style={{
            transform: `translateX(calc(${-index * 100}% + ${offset}px))`,
            transition: offset === 0 ? undefined : "none",
          }}
          data-testid="carousel-track"
          {...(many ? handlers : {})}
        >
          {slides.map((slide, i) => (
            <figure
              key={keys[i]}
              aria-roledescription="slide"
              aria-label={fillMessage(copy.slide, { position: i + 1, count })}
              aria-hidden={i !== index}
              data-active={i === index}
              data-title={slide.title}
              className="relative h-full w-full shrink-0"
              style={revealed.has(i) ? undefined : { contentVisibility: "hidden" }}
            >
              <ResponsiveImage
                {...slide.picture}
                alt={slide.picture.alt || slide.title}
                priority={i === 0}
                // A revealed photo is fetched at once, not when the browser's lazy loading gets to it.
                eager={revealed.has(i)}
                sizes="(min-width: 1280px) 1216px, 100vw"
                draggable={false}
                className="size-full object-cover"
              />
              {slide.title || slide.description ? (
                <figcaption
                  lang={captionLanguage(slide)}
                  className="absolute inset-x-0 bottom-0 hidden md:block bg-gradient-to-t from-black/75 via-black/45 to-transparent px-8 pt-12 pb-14 text-white"
                >
                  {slide.title ? (
                    <p lang={slide.titleLang} className="font-heading text-h3 font-bold">
                      {slide.title}
                    </p>
                  ) : null}
                  {slide.description ? <p lang={slide.descriptionLang}>{slide.description}</p> : null}
                </figcaption>
              ) : null}
            </figure>
          ))}
        </div>
        {many ? <FrameControls copy={copy} keys={keys} index={index} go={go} show={show} /> : null}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {fillMessage(copy.status, { position: index + 1, count, title: slides[index]?.title ?? "" })}
      </p>
      {/* On a phone the caption would cover half the photo and the arrows, so it sits below;
          one per photo, the current one shown (a photo without words leaves an empty, hidden one). */}
      {slides.map((slide, i) => (
        <div
          key={keys[i]}
          hidden={i !== index}
          data-testid="carousel-caption"
          lang={captionLanguage(slide)}
          className="px-1 empty:hidden md:hidden"
        >
          {slide.title ? (
            <p lang={slide.titleLang} className="font-heading font-bold">
              {slide.title}
            </p>
          ) : null}
          {slide.description ? (
            <p lang={slide.descriptionLang} className="text-sm text-muted-foreground">
              {slide.description}
            </p>
          ) : null}
        </div>
      ))}
      {many ? <Thumbnails copy={copy} slides={slides} keys={keys} index={index} show={show} /> : null}
    </section>
  );
}
