import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import {
  EVENT_CAROUSEL_COPY as COPY,
  EVENT_CAROUSEL_FADE_MS,
  type EventCarouselSlide,
} from "~/content/events-page";

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
    <section
      aria-roledescription="carousel"
      aria-label={COPY.label}
      data-testid="events-carousel"
      data-enhance={count > 1 ? "events-carousel" : undefined}
      data-rotating="false"
      className="group/carousel overflow-hidden rounded-card border border-border bg-surface shadow-raised"
    >
      <div data-part="slides" aria-live="polite" className="grid">
        {slides.map((slide, position) => (
          <Slide key={slide.id} slide={slide} position={position} count={count} />
        ))}
      </div>
      {count > 1 ? <Controls slides={slides} /> : null}
    </section>
  );
}

function Slide({ slide, position, count }: { slide: EventCarouselSlide; position: number; count: number }) {
  const active = position === 0;
  const picture = (
    <ResponsiveImage
      {...slide.image}
      sizes={SLIDE_IMAGE_SIZES}
      priority={active}
      className="absolute inset-0 size-full object-cover"
    />
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a form fieldset
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={COPY.position(position + 1, count)}
      aria-hidden={active ? undefined : true}
      inert={!active}
      data-part="slide"
      data-active={active ? "true" : "false"}
      style={{ gridArea: "1 / 1", transitionDuration: `${EVENT_CAROUSEL_FADE_MS}ms` }}
      className="invisible flex flex-col opacity-0 transition-[opacity,visibility] ease-in-out data-[active=true]:visible data-[active=true]:opacity-100 motion-reduce:transition-none"
    >
      <div className="relative aspect-[16/9] bg-muted">
        {/* Only the first picture comes with the page; the script brings in the others as their
            turn approaches, sparing a parent's mobile data. */}
        {active ? picture : <template data-part="picture">{picture}</template>}
      </div>
      <div className="flex flex-col gap-1 px-5 pt-4 pb-5 md:px-6">
        <p className="font-heading text-h4 font-bold text-foreground">{slide.title}</p>
        <p className="text-muted-foreground">{slide.description}</p>
      </div>
    </div>
  );
}

function ControlButton({ part, label, children }: { part: string; label: string; children: ReactNode }) {
  return (
    <button
      type="button"
      data-part={part}
      aria-label={label}
      className="flex size-10 cursor-pointer items-center justify-center rounded-full text-foreground transition-colors hover:bg-muted"
    >
      {children}
    </button>
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
        <div className="flex items-center">
          {slides.map((slide, position) => (
            <button
              key={slide.id}
              type="button"
              data-part="dot"
              aria-label={COPY.goTo(position + 1)}
              aria-current={position === 0 ? "true" : undefined}
              className="group flex size-7 cursor-pointer items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className="block h-2 w-2 rounded-full bg-input/60 transition-all duration-300 group-hover:bg-input group-aria-[current=true]:w-6 group-aria-[current=true]:bg-primary motion-reduce:transition-none"
              />
            </button>
          ))}
        </div>
        <div className="flex items-center">
          <ControlButton part="play-pause" label={COPY.pause}>
            <span data-part="pause-icon" className="contents">
              <PauseIcon aria-hidden="true" className="size-4" />
            </span>
            <span data-part="play-icon" hidden className="contents">
              <PlayIcon aria-hidden="true" className="size-4" />
            </span>
          </ControlButton>
          <ControlButton part="previous" label={COPY.previous}>
            <ChevronLeftIcon aria-hidden="true" className="size-5" />
          </ControlButton>
          <ControlButton part="next" label={COPY.next}>
            <ChevronRightIcon aria-hidden="true" className="size-5" />
          </ControlButton>
        </div>
      </div>
    </div>
  );
}
