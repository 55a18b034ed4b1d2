import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "lucide-react";
import { type FocusEvent, type PointerEvent, useEffect, useState } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { HERO_SLIDER_COPY, SLIDE_FADE_MS, SLIDE_INTERVAL_MS } from "~/content/home";
import { cn } from "~/lib/cn";
import { type HeroSlide, nextIndex, normalizeIndex, previousIndex } from "~/lib/slider";

/** 40% of the viewport (spec §2), but never so low on a phone that the caption cannot fit. */
const HERO_HEIGHT = "h-[40vh] min-h-80";

/**
 * The homepage hero slider: a block while the slides are loading, nothing when there are none,
 * otherwise the carousel.
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

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const update = () => setReduced(query.matches);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

function Carousel({ slides }: { slides: HeroSlide[] }) {
  const count = slides.length;
  const [rawIndex, setIndex] = useState(0);
  const index = normalizeIndex(rawIndex, count);
  const [hydrated, setHydrated] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** The visitor's own choice from the pause/play button; until then motion preference decides. */
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  // Pictures are fetched for the slide on screen and the next one only, to spare mobile data.
  const [loaded, setLoaded] = useState(() => new Set([0, nextIndex(0, count)]));

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    setLoaded((current) => {
      const next = nextIndex(index, count);
      if (current.has(index) && current.has(next)) return current;
      return new Set([...current, index, next]);
    });
  }, [index, count]);

  const autoplay = hydrated && count > 1 && (playChoice ?? !reducedMotion);
  const rotating = autoplay && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex(nextIndex(index, count)), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === "mouse") setHovered(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === "mouse") setHovered(false);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const togglePlay = () => {
    const play = !autoplay;
    setPlayChoice(play);
    // Asking to play starts the slideshow now, even with the pointer or focus on the button.
    if (play) {
      setHovered(false);
      setFocused(false);
    }
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={HERO_SLIDER_COPY.label}
      data-testid="hero-slider"
      data-ready={hydrated ? "true" : undefined}
      data-rotating={rotating ? "true" : "false"}
      className={cn(HERO_HEIGHT, "relative isolate w-full overflow-hidden bg-primary-soft-foreground")}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div aria-live={rotating ? "off" : "polite"} className="absolute inset-0">
        {slides.map((slide, position) => (
          <Slide
            key={slide.id}
            slide={slide}
            position={position}
            count={count}
            active={position === index}
            showImage={loaded.has(position)}
          />
        ))}
      </div>
      {count > 1 ? (
        <div className="absolute inset-x-0 bottom-3 z-20 flex justify-center px-gutter md:bottom-5 md:justify-end">
          <div className="flex items-center gap-1 rounded-pill bg-black/55 px-1.5 py-1 text-white backdrop-blur-sm">
            <ControlButton
              label={HERO_SLIDER_COPY.previous}
              onClick={() => setIndex(previousIndex(index, count))}
            >
              <ChevronLeftIcon aria-hidden="true" className="size-5" />
            </ControlButton>
            <div className="flex items-center">
              {slides.map((slide, position) => (
                <button
                  key={slide.id}
                  type="button"
                  aria-label={HERO_SLIDER_COPY.goTo(position + 1)}
                  aria-current={position === index ? "true" : undefined}
                  onClick={() => setIndex(position)}
                  className="group flex size-6 cursor-pointer items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "block h-2 rounded-full transition-all duration-300 motion-reduce:transition-none",
                      position === index ? "w-5 bg-white" : "w-2 bg-white/60 group-hover:bg-white/90",
                    )}
                  />
                </button>
              ))}
            </div>
            <ControlButton label={HERO_SLIDER_COPY.next} onClick={() => setIndex(nextIndex(index, count))}>
              <ChevronRightIcon aria-hidden="true" className="size-5" />
            </ControlButton>
            <ControlButton
              label={autoplay ? HERO_SLIDER_COPY.pause : HERO_SLIDER_COPY.play}
              onClick={togglePlay}
            >
              {autoplay ? (
                <PauseIcon aria-hidden="true" className="size-4" />
              ) : (
                <PlayIcon aria-hidden="true" className="size-4" />
              )}
            </ControlButton>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function ControlButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="flex size-9 cursor-pointer items-center justify-center rounded-full transition-colors hover:bg-white/20"
    >
      {children}
    </button>
  );
}

function Slide({
  slide,
  position,
  count,
  active,
  showImage,
}: {
  slide: HeroSlide;
  position: number;
  count: number;
  active: boolean;
  showImage: boolean;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a form fieldset
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={HERO_SLIDER_COPY.position(position + 1, count)}
      aria-hidden={active ? undefined : true}
      inert={!active}
      data-active={active ? "true" : "false"}
      style={{ transitionDuration: `${SLIDE_FADE_MS}ms` }}
      className={cn(
        "absolute inset-0 transition-opacity ease-in-out motion-reduce:transition-none",
        active ? "z-10 opacity-100" : "z-0 opacity-0",
      )}
    >
      {slide.image && showImage ? (
        <ResponsiveImage
          {...slide.image}
          sizes="100vw"
          priority={position === 0}
          className="absolute inset-0 size-full object-cover object-[70%_50%]"
        />
      ) : null}
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
