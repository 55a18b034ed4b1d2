import {
  PlayPauseButton,
  RotatingSlide,
  RotatingSlides,
  SlideDots,
  SlidePicture,
  StepButton,
} from "~/components/site/rotating-slides";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import {
  EVENT_CAROUSEL_COPY as COPY,
  EVENT_CAROUSEL_FADE_MS,
  type EventCarouselSlide,
} from "~/copy/events-page";

/** Shown beside the page's heading on wide screens, full width on phones. */
const SLIDE_IMAGE_SIZES = "(min-width: 1280px) 40rem, (min-width: 1024px) 52vw, 100vw";

/**
 * The events carousel (spec §2 Events): five pictures with a title and a line each. The server
 * draws it with the first slide showing and its controls invisible; events-carousel.enhance.ts turns
 * the slides every 4 s, wraps, wires previous, next, the dots and pause, and stops for hover,
 * focus and reduced motion. Slides share one grid cell, so the frame is as tall as the longest
 * text and never jumps.
 */
export function EventsCarousel({ slides }: { slides: readonly EventCarouselSlide[] }) {
  const count = slides.length;
  if (count === 0) return null;
  return (
    <RotatingSlides
      label={COPY.label}
      testId="events-carousel"
      enhance={count > 1 ? "events-carousel" : undefined}
      className="group/carousel overflow-hidden rounded-card border border-border bg-surface shadow-raised"
      slidesClassName="grid"
      controls={count > 1 ? <Controls slides={slides} /> : null}
    >
      {slides.map((slide, position) => (
        <Slide key={slide.id} slide={slide} position={position} count={count} />
      ))}
    </RotatingSlides>
  );
}

function Slide({ slide, position, count }: { slide: EventCarouselSlide; position: number; count: number }) {
  return (
    <RotatingSlide
      position={position}
      label={COPY.position(position + 1, count)}
      fadeMs={EVENT_CAROUSEL_FADE_MS}
      style={{ gridArea: "1 / 1" }}
      className="invisible flex flex-col opacity-0 transition-[opacity,visibility] ease-in-out data-[active=true]:visible data-[active=true]:opacity-100 motion-reduce:transition-none"
    >
      <div className="relative aspect-[16/9] bg-muted">
        <SlidePicture position={position}>
          <ResponsiveImage
            {...slide.image}
            sizes={SLIDE_IMAGE_SIZES}
            priority={position === 0}
            className="absolute inset-0 size-full object-cover"
          />
        </SlidePicture>
      </div>
      <div className="flex flex-col gap-1 px-5 pt-4 pb-5 md:px-6">
        <p className="font-heading text-h4 font-bold text-foreground">{slide.title}</p>
        <p className="text-muted-foreground">{slide.description}</p>
      </div>
    </RotatingSlide>
  );
}

/**
 * Invisible until the script gives the buttons something to do (it marks the carousel ready), but
 * taking their space from the start, so nothing below moves when they appear.
 */
function Controls({ slides }: { slides: readonly EventCarouselSlide[] }) {
  return (
    <div
      data-part="controls"
      className="invisible -mt-3 px-3 pb-3 group-data-[ready=true]/carousel:visible md:px-4"
    >
      <div className="flex items-center justify-between gap-2">
        <SlideDots ids={slides.map((slide) => slide.id)} label={COPY.goTo} tone="on-surface" />
        <div className="flex items-center">
          <PlayPauseButton label={COPY.pause} tone="on-surface" />
          <StepButton direction="previous" label={COPY.previous} tone="on-surface" />
          <StepButton direction="next" label={COPY.next} tone="on-surface" />
        </div>
      </div>
    </div>
  );
}
