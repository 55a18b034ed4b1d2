import { clsx } from "clsx";
import type { MouseEvent } from "react";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { isLargeTile } from "~/copy/gallery-page";
import type { GalleryPhoto } from "~/views/gallery";

/** How wide a tile is drawn: two columns on a phone, three from md, within the 80rem page. */
const SIZES = {
  small: "(min-width: 1280px) 400px, (min-width: 768px) 33vw, 50vw",
  large: "(min-width: 1280px) 810px, (min-width: 768px) 67vw, 100vw",
};

/** A click that asks for the link itself (new tab, download...) keeps the browser's meaning. */
function wantsLink(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * One photo of the grid: a link to its large picture, so it works without the script; with it,
 * `onOpen` shows the photo in the viewer instead.
 */
export function GalleryTile({
  photo,
  position,
  onOpen,
}: {
  photo: GalleryPhoto;
  position: number;
  onOpen: (tile: HTMLAnchorElement) => boolean;
}) {
  const large = isLargeTile(position);
  return (
    <li data-size={large ? "large" : "small"} className={clsx(large && "col-span-2 row-span-2")}>
      <a
        href={photo.large.src}
        data-testid="gallery-tile"
        className="group relative block aspect-square overflow-hidden rounded-card bg-muted shadow-card focus-visible:outline-3 focus-visible:outline-offset-3"
        onClick={(event) => {
          if (!wantsLink(event) && onOpen(event.currentTarget)) event.preventDefault();
        }}
      >
        {/* First in the link, so a screen reader hears the title before the picture's description. */}
        <span
          data-testid="gallery-tile-caption"
          className="absolute inset-x-0 bottom-0 z-10 flex flex-col items-start gap-1.5 bg-linear-to-t from-black/85 via-black/55 to-transparent p-3 pt-10 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 md:p-4 md:pt-14 [@media(hover:none)]:opacity-100"
        >
          <span
            data-testid="gallery-tile-title"
            lang={photo.titleLang}
            className={clsx(
              "font-heading font-bold text-balance",
              large ? "text-lg md:text-h3" : "text-sm md:text-lg",
            )}
          >
            {photo.title}
          </span>
          <span className="rounded-pill bg-white/20 px-2.5 py-0.5 text-xs font-semibold backdrop-blur-sm">
            {photo.category}
          </span>
        </span>
        <ResponsiveImage
          {...photo.tile}
          sizes={large ? SIZES.large : SIZES.small}
          priority={position === 1}
          draggable={false}
          className="size-full object-cover transition-transform duration-slow motion-safe:group-hover:scale-105"
        />
      </a>
    </li>
  );
}
