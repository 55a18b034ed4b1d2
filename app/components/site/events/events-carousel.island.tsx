import { ResponsiveImage } from "~/components/ui/responsive-image";
import {
  EVENT_CAROUSEL_COPY as COPY,
  EVENT_CAROUSEL_FADE_MS,
  EVENT_CAROUSEL_INTERVAL_MS,
  type EventCarouselSlide,
} from "~/copy/events-page";
import {
  type CarouselCopy,
  type CarouselLabels,
  carouselCopy,
  PlayPauseButton,
  RotatingSlides,
  SlideDots,
  type SlideLook,
  StepButton,
} from "../rotating-slides";
import { type RotatingSlidesState, useRotatingSlides } from "../rotating-slides-state";

/** Shown beside the page's heading on wide screens, full width on phones. */
const SLIDE_IMAGE_SIZES = "(min-width: 1280px) 40rem, (min-width: 1024px) 52vw, 100vw";

/** Slides share one grid cell, so the frame is as tall as the longest text and never jumps. */
const SLIDE_LOOK: SlideLook = {
  label: COPY.position,
  fadeMs: EVENT_CAROUSEL_FADE_MS,
  style: { gridArea: "1 / 1" },
  className:
    "invisible flex flex-col opacity-0 transition-[opacity,visibility] ease-in-out data-[active=true]:visible data-[active=true]:opacity-100 motion-reduce:transition-none",
};

/**
 * The events carousel (an island, spec §2 Events): five pictures with a title and a line each,
 * drawn with the first slide showing and its controls invisible, then turning every 4 s with the
 * behaviour it shares with the hero slider (useRotatingSlides).
 */
export default function EventsCarouselIsland({
  slides,
  labels,
}: {
  slides: readonly EventCarouselSlide[];
  /** A Tamil page's words (an English page passes none: EVENT_CAROUSEL_COPY). */
  labels?: CarouselLabels;
}) {
  const copy = carouselCopy(COPY, labels);
  const look = labels ? { ...SLIDE_LOOK, label: copy.position } : SLIDE_LOOK;
  const carousel = useRotatingSlides({
    count: slides.length,
    intervalMs: EVENT_CAROUSEL_INTERVAL_MS,
    hasPicture: () => true,
  });
  return (
    <RotatingSlides
      carousel={carousel}
      label={copy.label}
      testId="events-carousel"
      className="group/carousel overflow-hidden rounded-card border border-border bg-surface shadow-raised"
      slidesClassName="grid"
      slides={slides}
      look={look}
      controls={<Controls slides={slides} carousel={carousel} copy={copy} />}
    >
      {(slide, position) => (
        <>
          <div className="relative aspect-[16/9] bg-muted">
            {/* Only the first slide's picture comes with the page, sparing a parent's mobile data. */}
            {carousel.isReleased(position) ? (
              <ResponsiveImage
                {...slide.image}
                {...carousel.pictureEvents(position)}
                sizes={SLIDE_IMAGE_SIZES}
                priority={position === 0}
                className="absolute inset-0 size-full object-cover"
              />
            ) : null}
          </div>
          <div className="flex flex-col gap-1 px-5 pt-4 pb-5 md:px-6">
            <p className="font-heading text-h4 font-bold text-foreground">{slide.title}</p>
            <p className="text-muted-foreground">{slide.description}</p>
          </div>
        </>
      )}
    </RotatingSlides>
  );
}

/**
 * Invisible until React gives the buttons something to do (the carousel is then data-ready), but
 * taking their space from the start, so nothing below moves when they appear.
 */
function Controls({
  slides,
  carousel,
  copy,
}: {
  slides: readonly EventCarouselSlide[];
  carousel: RotatingSlidesState;
  copy: CarouselCopy;
}) {
  return (
    <div
      data-testid="slide-controls"
      className="invisible -mt-3 px-3 pb-3 group-data-[ready=true]/carousel:visible md:px-4"
    >
      <div className="flex items-center justify-between gap-2">
        <SlideDots
          ids={slides.map((slide) => slide.id)}
          carousel={carousel}
          label={copy.goTo}
          tone="on-surface"
        />
        <div className="flex items-center">
          <PlayPauseButton carousel={carousel} labels={copy} tone="on-surface" />
          <StepButton direction="previous" carousel={carousel} label={copy.previous} tone="on-surface" />
          <StepButton direction="next" carousel={carousel} label={copy.next} tone="on-surface" />
        </div>
      </div>
    </div>
  );
}
