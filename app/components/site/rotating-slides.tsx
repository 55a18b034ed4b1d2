// Markup shared by the two rotating carousels, the home page's hero slider and the events
// carousel: the frame, a slide, its picture held back in a template, the dots and the buttons. The
// behaviour that works them is app/enhance/rotating-slides.ts, which finds them by data-part.
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "lucide-react";
import type { CSSProperties, ReactNode } from "react";
import { cn } from "~/lib/cn";

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

/**
 * The carousel (WAI-ARIA carousel pattern), drawn with the first slide on screen. `enhance` names
 * the behaviour that turns it; without one (a single slide) it stands still.
 */
export function RotatingSlides({
  label,
  testId,
  enhance,
  className,
  slidesClassName,
  controls,
  children,
}: {
  label: string;
  testId: string;
  enhance: string | undefined;
  className: string;
  slidesClassName: string;
  controls: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-testid={testId}
      data-enhance={enhance}
      data-rotating="false"
      className={className}
    >
      {/* Polite until the script starts the slideshow: a slide changed by hand is announced. */}
      <div data-part="slides" aria-live="polite" className={slidesClassName}>
        {children}
      </div>
      {controls}
    </section>
  );
}

type SlideProps = {
  /** From 0; the first slide is the one on screen before the script runs. */
  position: number;
  /** "2 of 5", for screen readers. */
  label: string;
  fadeMs: number;
  style?: CSSProperties;
  className: string;
  children: ReactNode;
};

/** One slide: a group (WAI-ARIA carousel pattern) that only the slide on screen lets anyone reach. */
export function RotatingSlide({ position, label, fadeMs, style, className, children }: SlideProps) {
  const active = position === 0;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a form fieldset
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={active ? undefined : true}
      inert={!active}
      data-part="slide"
      data-active={active ? "true" : "false"}
      style={{ ...style, transitionDuration: `${fadeMs}ms` }}
      className={className}
    >
      {children}
    </div>
  );
}

/**
 * Only the first slide's picture comes with the page; the others wait in a template until the
 * script brings them in as their turn approaches, sparing a parent's mobile data.
 */
export function SlidePicture({ position, children }: { position: number; children: ReactNode }) {
  return position === 0 ? children : <template data-part="picture">{children}</template>;
}

/** One dot a slide; the one on screen carries aria-current. */
export function SlideDots({
  ids,
  label,
  tone,
}: {
  ids: readonly string[];
  label: (position: number) => string;
  tone: ControlTone;
}) {
  return (
    <div className="flex items-center">
      {ids.map((id, position) => (
        <button
          key={id}
          type="button"
          data-part="dot"
          aria-label={label(position + 1)}
          aria-current={position === 0 ? "true" : undefined}
          className={cn(
            "group flex cursor-pointer items-center justify-center rounded-full",
            TONES[tone].dotButton,
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
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
  part,
  label,
  tone,
  children,
}: {
  part: string;
  label: string;
  tone: ControlTone;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      data-part={part}
      aria-label={label}
      className={cn(
        "flex cursor-pointer items-center justify-center rounded-full transition-colors",
        TONES[tone].button,
      )}
    >
      {children}
    </button>
  );
}

/** Previous or next slide. */
export function StepButton({
  direction,
  label,
  tone,
}: {
  direction: "previous" | "next";
  label: string;
  tone: ControlTone;
}) {
  const Icon = direction === "previous" ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <ControlButton part={direction} label={label} tone={tone}>
      <Icon aria-hidden="true" className="size-5" />
    </ControlButton>
  );
}

/** Drawn playing; the script swaps the icon and the name when the slides stand still. */
export function PlayPauseButton({ label, tone }: { label: string; tone: ControlTone }) {
  return (
    <ControlButton part="play-pause" label={label} tone={tone}>
      <span data-part="pause-icon" className="contents">
        <PauseIcon aria-hidden="true" className="size-4" />
      </span>
      <span data-part="play-icon" hidden className="contents">
        <PlayIcon aria-hidden="true" className="size-4" />
      </span>
    </ControlButton>
  );
}
