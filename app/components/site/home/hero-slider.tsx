import { Link } from "react-router";
import {
  PlayPauseButton,
  RotatingSlide,
  RotatingSlides,
  SlideDots,
  SlidePicture,
  StepButton,
} from "~/components/site/rotating-slides";
import { buttonVariants } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { HERO_SLIDER_COPY, SLIDE_FADE_MS } from "~/copy/home";
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
    <RotatingSlides
      label={HERO_SLIDER_COPY.label}
      testId="hero-slider"
      enhance="hero-slider"
      className={cn(HERO_HEIGHT, "relative isolate w-full overflow-hidden bg-primary-soft-foreground")}
      slidesClassName="absolute inset-0"
      controls={count > 1 ? <Controls slides={slides} /> : null}
    >
      {slides.map((slide, position) => (
        <Slide key={slide.id} slide={slide} position={position} count={count} />
      ))}
    </RotatingSlides>
  );
}

/**
 * More slides than this and the dots would not fit a phone's width: previous and next remain, and
 * each slide still announces "n of N".
 */
const MAX_DOTS = 10;

/** Hidden until the script gives the buttons something to do. */
function Controls({ slides }: { slides: HeroSlide[] }) {
  return (
    <div
      data-part="controls"
      hidden
      className="absolute inset-x-0 bottom-3 z-20 flex justify-center px-gutter md:bottom-5 md:justify-end"
    >
      <div className="flex items-center gap-1 rounded-pill bg-black/55 px-1.5 py-1 text-white backdrop-blur-sm">
        <StepButton direction="previous" label={HERO_SLIDER_COPY.previous} tone="on-picture" />
        {slides.length <= MAX_DOTS ? (
          <SlideDots ids={slides.map((slide) => slide.id)} label={HERO_SLIDER_COPY.goTo} tone="on-picture" />
        ) : null}
        <StepButton direction="next" label={HERO_SLIDER_COPY.next} tone="on-picture" />
        <PlayPauseButton label={HERO_SLIDER_COPY.pause} tone="on-picture" />
      </div>
    </div>
  );
}

function Slide({ slide, position, count }: { slide: HeroSlide; position: number; count: number }) {
  return (
    <RotatingSlide
      position={position}
      label={HERO_SLIDER_COPY.position(position + 1, count)}
      fadeMs={SLIDE_FADE_MS}
      className="absolute inset-0 z-0 opacity-0 transition-opacity ease-in-out data-[active=true]:z-10 data-[active=true]:opacity-100 motion-reduce:transition-none"
    >
      {slide.image ? (
        <SlidePicture position={position}>
          <ResponsiveImage
            {...slide.image}
            sizes="100vw"
            priority={position === 0}
            className="absolute inset-0 size-full object-cover object-[70%_50%]"
          />
        </SlidePicture>
      ) : null}
      {/* A scrim under the words: the pictures carry no text of their own and vary in brightness. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-t from-black/85 via-black/45 to-black/10 md:bg-linear-to-r md:from-black/75 md:via-black/35 md:to-transparent"
      />
      <div className="relative mx-auto flex h-full max-w-page flex-col justify-end gap-2 px-gutter pb-16 md:justify-center md:gap-3 md:pb-8">
        <p className="line-clamp-3 max-w-xl font-heading text-h2 font-bold text-balance wrap-anywhere text-white drop-shadow-sm">
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
    </RotatingSlide>
  );
}
