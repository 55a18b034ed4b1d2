import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { HERO_SLIDER_COPY, SLIDE_FADE_MS } from "~/content/home";
import { cn } from "~/lib/cn";
import type { HeroSlide } from "~/lib/slider";

/** 40% of the viewport (spec §2), but never so low on a phone that the caption cannot fit. */
const HERO_HEIGHT = "h-[40vh] min-h-80";

/**
 * The homepage hero slider: a block while the slides are loading, nothing when there are none,
 * otherwise the carousel. The server draws it with the first slide on screen; turning, pausing and
 * the controls are hero-slider.enhance.ts.
 */
export function HeroSlider({ slides }: { slides: HeroSlide[] | undefined }) {
  if (slides === undefined) return <HeroSliderPlaceholder />;
  if (slides.length === 0) return null;
  return <Carousel slides={slides} />;
}

function HeroSliderPlaceholder() {
  return (
    <div role="status" className={cn(HERO_HEIGHT, "w-full animate-pulse bg-muted")}>
      <span className="sr-only">{HERO_SLIDER_COPY.loading}</span>
    </div>
  );
}

function Carousel({ slides }: { slides: HeroSlide[] }) {
  const count = slides.length;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={HERO_SLIDER_COPY.label}
      data-testid="hero-slider"
      data-enhance="hero-slider"
      data-rotating="false"
      className={cn(HERO_HEIGHT, "relative isolate w-full overflow-hidden bg-primary-soft-foreground")}
    >
      {/* Polite until the script starts the slideshow: a slide changed by hand is announced. */}
      <div data-part="slides" aria-live="polite" className="absolute inset-0">
        {slides.map((slide, position) => (
          <Slide key={slide.id} slide={slide} position={position} count={count} />
        ))}
      </div>
      {count > 1 ? <Controls slides={slides} /> : null}
    </section>
  );
}

/** Hidden until the script gives the buttons something to do. */
function Controls({ slides }: { slides: HeroSlide[] }) {
  return (
    <div
      data-part="controls"
      hidden
      className="absolute inset-x-0 bottom-3 z-20 flex justify-center px-gutter md:bottom-5 md:justify-end"
    >
      <div className="flex items-center gap-1 rounded-pill bg-black/55 px-1.5 py-1 text-white backdrop-blur-sm">
        <ControlButton part="previous" label={HERO_SLIDER_COPY.previous}>
          <ChevronLeftIcon aria-hidden="true" className="size-5" />
        </ControlButton>
        <div className="flex items-center">
          {slides.map((slide, position) => (
            <button
              key={slide.id}
              type="button"
              data-part="dot"
              aria-label={HERO_SLIDER_COPY.goTo(position + 1)}
              aria-current={position === 0 ? "true" : undefined}
              className="group flex size-6 cursor-pointer items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className="block h-2 w-2 rounded-full bg-white/60 transition-all duration-300 group-hover:bg-white/90 group-aria-[current=true]:w-5 group-aria-[current=true]:bg-white motion-reduce:transition-none"
              />
            </button>
          ))}
        </div>
        <ControlButton part="next" label={HERO_SLIDER_COPY.next}>
          <ChevronRightIcon aria-hidden="true" className="size-5" />
        </ControlButton>
        <ControlButton part="play-pause" label={HERO_SLIDER_COPY.pause}>
          <span data-part="pause-icon" className="contents">
            <PauseIcon aria-hidden="true" className="size-4" />
          </span>
          <span data-part="play-icon" hidden className="contents">
            <PlayIcon aria-hidden="true" className="size-4" />
          </span>
        </ControlButton>
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
      className="flex size-9 cursor-pointer items-center justify-center rounded-full transition-colors hover:bg-white/20"
    >
      {children}
    </button>
  );
}

function Slide({ slide, position, count }: { slide: HeroSlide; position: number; count: number }) {
  const active = position === 0;
  const picture = slide.image ? (
    <ResponsiveImage
      {...slide.image}
      sizes="100vw"
      priority={active}
      className="absolute inset-0 size-full object-cover object-[70%_50%]"
    />
  ) : null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a form fieldset
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={HERO_SLIDER_COPY.position(position + 1, count)}
      aria-hidden={active ? undefined : true}
      inert={!active}
      data-part="slide"
      data-active={active ? "true" : "false"}
      style={{ transitionDuration: `${SLIDE_FADE_MS}ms` }}
      className="absolute inset-0 z-0 opacity-0 transition-opacity ease-in-out data-[active=true]:z-10 data-[active=true]:opacity-100 motion-reduce:transition-none"
    >
      {/* Only the first picture is fetched with the page; the script brings in the others when
          their slide comes up next, sparing a parent's mobile data. */}
      {active ? picture : picture && <template data-part="picture">{picture}</template>}
      {/* A scrim under the words: the pictures carry no text of their own and vary in brightness. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-t from-black/85 via-black/45 to-black/10 md:bg-linear-to-r md:from-black/75 md:via-black/35 md:to-transparent"
      />
      <div className="relative mx-auto flex h-full max-w-page flex-col justify-end gap-2 px-gutter pb-16 md:justify-center md:gap-3 md:pb-8">
        <p className="max-w-xl font-heading text-h2 font-bold text-balance text-white drop-shadow-sm">
          {slide.title}
        </p>
        {slide.caption ? (
          <p className="line-clamp-2 max-w-lg text-base text-white/95 md:text-lead">{slide.caption}</p>
        ) : null}
        <Link
          to={slide.button.href}
          className={buttonVariants({ variant: "secondary", className: "mt-1 w-fit md:mt-2" })}
        >
          {slide.button.label}
          {/* Several slides say "Learn More": the hidden part tells search engines and screen readers which. */}
          <span className="sr-only">: {slide.title}</span>
        </Link>
      </div>
    </div>
  );
}
