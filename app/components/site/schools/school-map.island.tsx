import { ExternalLinkIcon, MapIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonClasses } from "~/components/ui/button-classes";
import { MAP_NEAR_VIEWPORT_PX, mapsEmbedUrl, mapsSearchUrl } from "~/copy/schools-page";

/**
 * The map's words in the page's language (the schools catalogue's `map` group, given as props:
 * islands carry no i18n library); `placeholder` already names the school.
 */
export type SchoolMapCopy = {
  title: string;
  placeholder: string;
  showMap: string;
  openInMaps: string;
  newTab: string;
};

/**
 * The embedded Google map of a school (an island). Google's map page pulls in about a megabyte of
 * script, so the page comes with a placeholder; the iframe takes its place when the visitor
 * scrolls within MAP_NEAR_VIEWPORT_PX of it or presses Show map. Until then, always beside it, and
 * for anyone without JavaScript, a plain link opens the same place in the Maps app.
 */
export default function SchoolMap({ query, copy }: { query: string; copy: SchoolMapCopy }) {
  const frame = useRef<HTMLDivElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [shown, setShown] = useState(false);
  /** Whether the Show map button had the keyboard: the map takes it over. */
  const focusMap = useRef(false);

  useEffect(() => {
    setHydrated(true);
    const element = frame.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { rootMargin: `${MAP_NEAR_VIEWPORT_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const showNow = () => {
    focusMap.current = true;
    setShown(true);
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        ref={frame}
        className="relative h-80 overflow-hidden rounded-card border border-border bg-muted md:h-[26rem]"
        data-testid="school-map"
      >
        {shown ? (
          <iframe
            ref={(iframe) => {
              if (iframe && focusMap.current) iframe.focus();
            }}
            title={copy.title}
            src={mapsEmbedUrl(query)}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
            className="size-full border-0"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-4 p-6 text-center">
            <MapIcon aria-hidden="true" className="size-10 text-primary" />
            <p className="max-w-sm text-muted-foreground">{copy.placeholder}</p>
            {/* Invisible (but holding its place) until React can make it work. */}
            <button
              type="button"
              className={buttonClasses({ variant: "outline", className: hydrated ? undefined : "invisible" })}
              onClick={showNow}
            >
              {copy.showMap}
            </button>
          </div>
        )}
      </div>
      <a
        href={mapsSearchUrl(query)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex w-fit items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
      >
        {copy.openInMaps}
        <ExternalLinkIcon aria-hidden="true" className="size-4" />
        <span className="sr-only">{copy.newTab}</span>
      </a>
    </div>
  );
}
