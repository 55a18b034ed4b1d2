// Markup shared by the two rotating carousels, the home page's hero slider and the events
// carousel (both islands): the frame, a slide, the dots and the buttons. The behaviour that works
// them is useRotatingSlides (rotating-slides-state.ts).
import { clsx } from "clsx";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "lucide-react";
import type { CSSProperties, ReactNode } from "react";
import { fillMessage } from "~/i18n/fill-message";
import type { RotatingSlidesState } from "./rotating-slides-state";

/**
 * A carousel's words as a Tamil page passes them (the home catalogue's): `goTo` holds
 * `{position}`, `position` holds `{position}` and `{count}`. An English page passes none.
 */
export type CarouselLabels = {
  label: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  goTo: string;
  position: string;
};

/** The words a carousel draws: its own English copy, or the labels a page passed. */
export type CarouselCopy = {
  label: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  goTo: (position: number) => string;
  position: (position: number, count: number) => string;
};

export function carouselCopy(english: CarouselCopy, labels: CarouselLabels | undefined): CarouselCopy {
  if (!labels) return english;
  return {
    ...labels,
    goTo: (position) => fillMessage(labels.goTo, { position }),
    position: (position, count) => fillMessage(labels.position, { position, count }),
  };
}

/** Controls drawn over a picture (white on a dark bar) or on the page's surface. */
export type ControlTone = "on-picture" | "on-surface";

const TONES = {
  "on-picture": {
    button: "size-9 hover:bg-white/20",
    dotButton: "size-6",
    dot: "bg-white/60 group-hover:bg-white/90 group-aria-[current=true]:w-5 group-aria-[current=true]:bg-white",
  },
  "on-surface": {
    button: "size-10 text-foreground hover:bg-muted",
    dotButton: "size-7",
    dot: "bg-input/60 group-hover:bg-input group-aria-[current=true]:w-6 group-aria-[current=true]:bg-primary",
  },
} as const satisfies Record<ControlTone, Record<string, string>>;

/** How every slide of a carousel looks and is announced. */
export type SlideLook = {
  /** "2 of 5", for screen readers, from the position (from 1) and the count. */
  label: (position: number, count: number) => string;
  fadeMs: number;
  style?: CSSProperties;
  className: string;
};

/**
 * The carousel (WAI-ARIA carousel pattern): each slide drawn by `children`, the controls only when
 * there is more than one slide; data-rotating and data-ready tell its state.
 */
export function RotatingSlides<Slide extends { id: string }>({
  carousel,
  label,
  testId,
  className,
  slidesClassName,
  slides,
  look,
  controls,
  children,
}: {
  carousel: RotatingSlidesState;
  label: string;
  testId: string;
  className: string;
  slidesClassName: string;
  slides: readonly Slide[];
  look: SlideLook;
  controls: ReactNode;
  children: (slide: Slide, position: number) => ReactNode;
}) {
  return (
    <section
      {...carousel.rootEvents}
      aria-roledescription="carousel"
      aria-label={label}
      data-testid={testId}
      data-rotating={String(carousel.rotating)}
      data-ready={carousel.hydrated ? "true" : undefined}
      className={className}
    >
      {/* Polite while the slides stand still: a slide changed by hand is announced. */}
      <div aria-live={carousel.rotating ? "off" : "polite"} className={slidesClassName}>
        {slides.map((slide, position) => (
          <RotatingSlide
            key={slide.id}
            active={position === carousel.index}
            look={look}
            position={position}
            count={slides.length}
          >
            {children(slide, position)}
          </RotatingSlide>
        ))}
      </div>
      {slides.length > 1 ? controls : null}
    </section>
  );
}

type SlideProps = { active: boolean; look: SlideLook; position: number; count: number; children: ReactNode };

/** One slide: a group (WAI-ARIA carousel pattern) that only the slide on screen lets anyone reach. */
function RotatingSlide({ active, look, position, count, children }: SlideProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a form fieldset
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={look.label(position + 1, count)}
      aria-hidden={active ? undefined : true}
      inert={!active}
      data-active={active ? "true" : "false"}
      style={{ ...look.style, transitionDuration: `${look.fadeMs}ms` }}
      className={look.className}
    >
      {children}
    </div>
  );
}

/** One dot a slide; the one on screen carries aria-current. */
export function SlideDots({
  ids,
  carousel,
  label,
  tone,
}: {
  ids: readonly string[];
  carousel: RotatingSlidesState;
  label: (position: number) => string;
  tone: ControlTone;
}) {
  return (
    <div className="flex items-center">
      {ids.map((id, position) => (
        <button
          key={id}
          type="button"
          aria-label={label(position + 1)}
          aria-current={position === carousel.index ? "true" : undefined}
          className={clsx(
            "group flex cursor-pointer items-center justify-center rounded-full",
            TONES[tone].dotButton,
          )}
          onClick={() => carousel.go(position)}
        >
          <span
            aria-hidden="true"
            className={clsx(
              "block h-2 w-2 rounded-full transition-all duration-300 motion-reduce:transition-none",
              TONES[tone].dot,
            )}
          />
        </button>
      ))}
    </div>
  );
}

function ControlButton({
  label,
  tone,
  onClick,
  children,
}: {
  label: string;
  tone: ControlTone;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      className={clsx(
        "flex cursor-pointer items-center justify-center rounded-full transition-colors",
        TONES[tone].button,
      )}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** Previous or next slide. */
export function StepButton({
  direction,
  carousel,
  label,
  tone,
}: {
  direction: "previous" | "next";
  carousel: RotatingSlidesState;
  label: string;
  tone: ControlTone;
}) {
  const Icon = direction === "previous" ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <ControlButton label={label} tone={tone} onClick={carousel[direction]}>
      <Icon aria-hidden="true" className="size-5" />
    </ControlButton>
  );
}

/** Pause while the slides turn by themselves (or would, once hydrated), else Play. */
export function PlayPauseButton({
  carousel,
  labels,
  tone,
}: {
  carousel: RotatingSlidesState;
  labels: { pause: string; play: string };
  tone: ControlTone;
}) {
  const Icon = carousel.playing ? PauseIcon : PlayIcon;
  return (
    <ControlButton
      label={carousel.playing ? labels.pause : labels.play}
      tone={tone}
      onClick={carousel.togglePlay}
    >
      <Icon aria-hidden="true" className="size-4" />
    </ControlButton>
  );
}
