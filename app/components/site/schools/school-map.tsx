import { ExternalLinkIcon, MapIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { mapsEmbedUrl, mapsSearchUrl, OPEN_IN_MAPS_LABEL, SHOW_MAP_LABEL } from "~/copy/schools-page";

/**
 * The embedded Google map of a school. Google's map page pulls in about a megabyte of script, so
 * the server sends only a placeholder; school-map.enhance.ts inserts the iframe (from `data-src`)
 * when the visitor scrolls near it or presses Show map. Until then, always beside it, and for
 * anyone without the script, a plain link opens the same place in the Maps app.
 */
export function SchoolMap({ query, name }: { query: string; name: string }) {
  return (
    <div className="flex flex-col gap-3">
      <div
        className="relative h-80 overflow-hidden rounded-card border border-border bg-muted md:h-[26rem]"
        data-testid="school-map"
        data-enhance="school-map"
        data-src={mapsEmbedUrl(query)}
      >
        <div className="flex size-full flex-col items-center justify-center gap-4 p-6 text-center">
          <MapIcon aria-hidden="true" className="size-10 text-primary" />
          <p className="max-w-sm text-muted-foreground">A map of the way to {name}.</p>
          {/* Invisible (but holding its place) until the script can make it work. */}
          <Button type="button" variant="outline" className="invisible" data-part="show">
            {SHOW_MAP_LABEL}
          </Button>
        </div>
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
