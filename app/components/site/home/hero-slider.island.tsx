import { buttonClasses } from "~/components/ui/button-classes";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { HERO_SLIDER_COPY, SLIDE_FADE_MS, SLIDE_INTERVAL_MS } from "~/copy/home";
import type { HomeSlide } from "~/views/slides";
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

/** 40% of the viewport (spec §2), but never so low on a phone that the caption cannot fit. */
export const HERO_HEIGHT = "h-[40vh] min-h-80";

/**
 * More slides than this and the dots would not fit a phone's width: previous and next remain, and
 * each slide still announces "n of N".
 */
const MAX_DOTS = 10;

const SLIDE_LOOK: SlideLook = {
  label: HERO_SLIDER_COPY.position,
  fadeMs: SLIDE_FADE_MS,
  className:
    "absolute inset-0 z-0 opacity-0 transition-opacity ease-in-out data-[active=true]:z-10 data-[active=true]:opacity-100 motion-reduce:transition-none",
};

/**
 * The homepage hero slider (an island, spec §2, §4): drawn with the first slide on screen, then
 * turning every 5 s with the behaviour it shares with the events carousel (useRotatingSlides).
 */
export default function HeroSliderIsland({
  slides,
  labels,
}: {
  slides: HomeSlide[];
  /** A Tamil page's words (an English page passes none: HERO_SLIDER_COPY). */
  labels?: CarouselLabels;
}) {
  const copy = carouselCopy(HERO_SLIDER_COPY, labels);
  const look = labels ? { ...SLIDE_LOOK, label: copy.position } : SLIDE_LOOK;
  const carousel = useRotatingSlides({
    count: slides.length,
    intervalMs: SLIDE_INTERVAL_MS,
    hasPicture: (position) => Boolean(slides[position]?.image),
  });
  return (
    <RotatingSlides
      carousel={carousel}
      label={copy.label}
      testId="hero-slider"
      className={`${HERO_HEIGHT} relative isolate w-full overflow-hidden bg-primary-soft-foreground`}
      slidesClassName="absolute inset-0"
      slides={slides}
      look={look}
      controls={<Controls slides={slides} carousel={carousel} copy={copy} />}
    >
      {(slide, position) => (
        <>
          {/* Only the first slide's picture comes with the page, sparing a parent's mobile data. */}
          {slide.image && carousel.isReleased(position) ? (
            <ResponsiveImage
              {...slide.image}
              {...carousel.pictureEvents(position)}
              sizes="100vw"
              priority={position === 0}
              className="absolute inset-0 size-full object-cover object-[70%_50%]"
            />
          ) : null}
          <SlideWords slide={slide} />
        </>
      )}
    </RotatingSlides>
  );
}

/** Hidden until React gives the buttons something to do. */
function Controls({
  slides,
  carousel,
  copy,
}: {
  slides: HomeSlide[];
  carousel: RotatingSlidesState;
  copy: CarouselCopy;
}) {
  return (
    <div
      data-testid="slide-controls"
      hidden={!carousel.hydrated}
      className="absolute inset-x-0 bottom-3 z-20 flex justify-center px-gutter md:bottom-5 md:justify-end"
    >
      <div className="flex items-center gap-1 rounded-pill bg-black/55 px-1.5 py-1 text-white backdrop-blur-sm">
        <StepButton direction="previous" carousel={carousel} label={copy.previous} tone="on-picture" />
        {slides.length <= MAX_DOTS ? (
          <SlideDots
            ids={slides.map((slide) => slide.id)}
            carousel={carousel}
            label={copy.goTo}
            tone="on-picture"
          />
        ) : null}
        <StepButton direction="next" carousel={carousel} label={copy.next} tone="on-picture" />
        <PlayPauseButton carousel={carousel} labels={copy} tone="on-picture" />
      </div>
    </div>
  );
}

/** The scrim, the title, the caption and the button over the picture. */
function SlideWords({ slide }: { slide: HomeSlide }) {
  return (
    <>
      {/* A scrim under the words: the pictures carry no text of their own and vary in brightness. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-t from-black/85 via-black/45 to-black/10 md:bg-linear-to-r md:from-black/75 md:via-black/35 md:to-transparent"
      />
      <div className="relative mx-auto flex h-full max-w-page flex-col justify-end gap-2 px-gutter pb-16 md:justify-center md:gap-3 md:pb-8">
        <p
          lang={slide.lang?.title}
          className="line-clamp-3 max-w-xl font-heading text-h2 font-bold text-balance wrap-anywhere text-white drop-shadow-sm"
        >
          {slide.title}
        </p>
        {slide.caption ? (
          <p
            lang={slide.lang?.caption}
            className="line-clamp-2 max-w-lg text-base text-white/95 md:text-lead"
          >
            {slide.caption}
          </p>
        ) : null}
        <a
          href={slide.button.href}
          className={buttonClasses({ variant: "secondary", className: "mt-1 w-fit md:mt-2" })}
        >
          {slide.lang?.button ? <span lang="en">{slide.button.label}</span> : slide.button.label}
          {/* Several slides say "Learn More": the hidden part tells search engines and screen readers which. */}
          <span lang={slide.lang?.title} className="sr-only">
            : {slide.title}
          </span>
        </a>
      </div>
    </>
  );
}
