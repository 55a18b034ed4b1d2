// The buttons of the school carousel: previous and next over the photo, a dot per photo under it
// and a row of thumbnails below the frame. Dots and thumbnails jump; the current one is marked
// aria-current, which their styles follow.
import { clsx } from "clsx";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { fillMessage } from "~/i18n/fill-message";
import type { CarouselCopy, CarouselSlide } from "./school-carousel-slides";

const controlClasses =
  "flex size-11 cursor-pointer items-center justify-center rounded-full bg-surface/90 text-foreground shadow-raised transition-colors hover:bg-surface focus-visible:outline-offset-2";

type Controls = {
  copy: CarouselCopy;
  keys: string[];
  index: number;
  go: (step: number) => void;
  show: (index: number) => void;
};

function current(i: number, index: number) {
  return i === index ? "true" : undefined;
}

/** Previous, next and the dots, drawn over the photo. */
export function FrameControls({ copy, keys, index, go, show }: Controls) {
  return (
    <>
      <button
        type="button"
        aria-label={copy.previous}
        className={clsx(controlClasses, "absolute top-1/2 left-3 -translate-y-1/2 md:left-5")}
        onClick={() => go(-1)}
      >
        <ChevronLeftIcon aria-hidden="true" className="size-6" />
      </button>
      <button
        type="button"
        aria-label={copy.next}
        className={clsx(controlClasses, "absolute top-1/2 right-3 -translate-y-1/2 md:right-5")}
        onClick={() => go(1)}
      >
        <ChevronRightIcon aria-hidden="true" className="size-6" />
      </button>
      <div className="absolute inset-x-0 bottom-3 flex justify-center md:bottom-4">
        <div className="flex gap-1 rounded-pill bg-black/45 px-2 py-0.5">
          {keys.map((key, i) => (
            <button
              key={key}
              type="button"
              aria-label={fillMessage(copy.goTo, { position: i + 1 })}
              aria-current={current(i, index)}
              data-testid="carousel-dot"
              className="group flex size-6 cursor-pointer items-center justify-center rounded-full"
              onClick={() => show(i)}
            >
              <span className="block size-2.5 rounded-full bg-white/60 transition-all group-hover:bg-white group-aria-[current=true]:w-5 group-aria-[current=true]:bg-white" />
            </button>
          ))}
        </div>
      </div>
    </>
  );
}

/** The thumbnails under the frame, one button per photo. */
export function Thumbnails({
  copy,
  slides,
  keys,
  index,
  show,
}: Omit<Controls, "go"> & { slides: CarouselSlide[] }) {
  return (
    <ul className="flex gap-2 overflow-x-auto p-1 md:gap-3" aria-label={copy.thumbnails}>
      {slides.map((slide, i) => (
        <li key={keys[i]} className="shrink-0">
          <button
            type="button"
            aria-label={fillMessage(copy.showPhoto, { position: i + 1, title: slide.title })}
            aria-current={current(i, index)}
            data-testid="carousel-thumbnail"
            className="block h-14 w-20 cursor-pointer overflow-hidden rounded-control border-2 border-transparent opacity-70 transition hover:opacity-100 aria-[current=true]:border-primary aria-[current=true]:opacity-100 md:h-20 md:w-32"
            onClick={() => show(i)}
          >
            <ResponsiveImage
              {...slide.picture}
              alt=""
              sizes="128px"
              draggable={false}
              className="size-full object-cover"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
