import { ResponsiveImage } from "~/components/ui/responsive-image";
import { GALLERY_GRID_COPY, isLargeTile } from "~/copy/gallery-page";
import { cn } from "~/lib/cn";
import type { GalleryPhoto } from "~/server/gallery/page.server";
import { GalleryViewer } from "./gallery-viewer";

/** How wide a tile is drawn: two columns on a phone, three from md, within the 80rem page. */
const SIZES = {
  small: "(min-width: 1280px) 400px, (min-width: 768px) 33vw, 50vw",
  large: "(min-width: 1280px) 810px, (min-width: 768px) 67vw, 100vw",
};

function Tile({ photo, position }: { photo: GalleryPhoto; position: number }) {
  const large = isLargeTile(position);
  return (
    <li data-size={large ? "large" : "small"} className={cn(large && "col-span-2 row-span-2")}>
      <a
        href={photo.large.src}
        data-part="tile"
        data-testid="gallery-tile"
        data-title={photo.title}
        data-category={photo.category}
        data-description={photo.description ?? undefined}
        className="group relative block aspect-square overflow-hidden rounded-card bg-muted shadow-card focus-visible:outline-3 focus-visible:outline-offset-3"
      >
        {/* First in the link, so a screen reader hears the title before the picture's description. */}
        <span
          data-part="tile-caption"
          className="absolute inset-x-0 bottom-0 z-10 flex flex-col items-start gap-1.5 bg-linear-to-t from-black/85 via-black/55 to-transparent p-3 pt-10 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 md:p-4 md:pt-14 [@media(hover:none)]:opacity-100"
        >
          <span
            className={cn(
              "font-heading leading-snug font-bold text-balance",
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
      {/* The viewer's picture with every size, fetched only once the photo is opened. */}
      <template data-part="large">
        <ResponsiveImage
          {...photo.large}
          alt={photo.large.alt || photo.title}
          sizes="100vw"
          draggable={false}
          className="max-h-full max-w-full object-contain select-none"
        />
      </template>
    </li>
  );
}

/**
 * The photo grid and its full-screen viewer. Every tile is a link to the large picture, so the
 * page works without the script; gallery-viewer.enhance.ts opens the viewer instead. Tiles at
 * places 1, 4, 7 and 10 span two columns and two rows, which fill a two- or three-column grid
 * without gaps; the grid keeps the list's order (no dense packing), so the tab order matches.
 */
export function GalleryGrid({ photos }: { photos: GalleryPhoto[] }) {
  if (photos.length === 0) return null;
  return (
    <div data-enhance="gallery-viewer" data-testid="gallery">
      <ul aria-label={GALLERY_GRID_COPY.label} className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4">
        {photos.map((photo, index) => (
          <Tile key={photo.id} photo={photo} position={index + 1} />
        ))}
      </ul>
      <GalleryViewer />
    </div>
  );
}
