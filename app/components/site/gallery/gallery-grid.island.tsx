import { GALLERY_ISLAND_COPY, type GalleryIslandCopy } from "~/copy/gallery-page";
import type { GalleryPhoto } from "~/views/gallery";
import { GalleryTile } from "./gallery-tile";
import { GalleryViewer } from "./gallery-viewer";
import { usePhotoViewer } from "./use-photo-viewer";

/**
 * The photo grid and its full-screen viewer (an island: the tiles open the viewer). Every tile is
 * a link to the large picture, so the page works without the script. Tiles at places 1, 4, 7 and
 * 10 span two columns and two rows, which fill a two- or three-column grid without gaps; the grid
 * keeps the list's order (no dense packing), so the tab order matches.
 *
 * `copy`: the grid's and viewer's words in the page's language. The English ones ship with the
 * island's script, so the English page leaves the prop out (its HTML stays as small as it was);
 * a Tamil page passes its catalogue's (app/i18n/messages/ta/gallery.ts).
 */
export default function GalleryGrid({
  photos,
  copy = GALLERY_ISLAND_COPY,
}: {
  photos: GalleryPhoto[];
  copy?: GalleryIslandCopy;
}) {
  const viewer = usePhotoViewer(photos, copy.viewer.status);
  return (
    <div data-testid="gallery">
      <ul aria-label={copy.label} className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4">
        {photos.map((photo, index) => (
          <GalleryTile
            key={photo.id}
            photo={photo}
            position={index + 1}
            onOpen={(tile) => viewer.open(index, tile)}
          />
        ))}
      </ul>
      <GalleryViewer photos={photos} viewer={viewer} copy={copy.viewer} />
    </div>
  );
}
