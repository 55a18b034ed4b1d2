import { ExternalLinkIcon, MapIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import {
  mapsEmbedUrl,
  mapsSearchUrl,
  OPEN_IN_MAPS_LABEL,
  SHOW_MAP_LABEL,
  VISIT_CAMPUS_HEADING,
} from "~/content/schools-page";

/** How close (in px) the map's frame must scroll before the embed is inserted. */
const NEAR_VIEWPORT = "300px";

/**
 * The embedded Google map of a school. Google's map page pulls in about a megabyte of script, so
 * the iframe is only inserted when the visitor scrolls near it (or presses Show map); until then,
 * and always beside it, a plain link opens the same place in the Maps app.
 */
export function SchoolMap({ query, name }: { query: string; name: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (shown || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);

  return (
    <div className="flex flex-col gap-3">
      <div
        ref={frame}
        className="relative h-80 overflow-hidden rounded-card border border-border bg-muted md:h-[26rem]"
        data-testid="school-map"
      >
        {shown ? (
          <iframe
            title={VISIT_CAMPUS_HEADING}
            src={mapsEmbedUrl(query)}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
            className="size-full border-0"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-4 p-6 text-center">
            <MapIcon aria-hidden="true" className="size-10 text-primary" />
            <p className="max-w-sm text-muted-foreground">A map of the way to {name}.</p>
            <Button type="button" variant="outline" onClick={() => setShown(true)}>
              {SHOW_MAP_LABEL}
            </Button>
          </div>
        )}
      </div>
      <a
        href={mapsSearchUrl(query)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex w-fit items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
      >
        {OPEN_IN_MAPS_LABEL}
        <ExternalLinkIcon aria-hidden="true" className="size-4" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </div>
  );
}
