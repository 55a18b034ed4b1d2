import { ResponsiveImage, type ResponsiveImageProps } from "~/components/ui/responsive-image";
import { ENQUIRY_HEADINGS } from "~/copy/enquiry-copy";

export type PhotoPicture = Pick<
  ResponsiveImageProps,
  "src" | "width" | "height" | "alt" | "variants" | "placeholder"
>;
export type GalleryPhoto = { title: string; picture: PhotoPicture };

/** Six photos of school life under the heading the spec gives; lazy, sized, no layout shift. */
export function LifeAtSchoolGallery({ photos }: { photos: readonly GalleryPhoto[] }) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="life-heading" className="mx-auto max-w-page px-gutter py-section">
      <div className="mb-8 flex flex-col gap-2 text-center">
        <h2 id="life-heading" className="font-heading text-h2 font-bold">
          {ENQUIRY_HEADINGS.gallery}
        </h2>
        <p className="mx-auto max-w-prose text-muted-foreground">{ENQUIRY_HEADINGS.galleryLead}</p>
      </div>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-5" data-testid="life-gallery">
        {photos.map(({ title, picture }) => (
          <li key={picture.src} className="group relative overflow-hidden rounded-card bg-muted shadow-card">
            <ResponsiveImage
              src={picture.src}
              alt={picture.alt || title}
              width={picture.width}
              height={picture.height}
              variants={picture.variants}
              placeholder={picture.placeholder}
              sizes="(min-width: 768px) 33vw, 50vw"
              className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
            />
            <p className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-3 pt-8 pb-2.5 text-sm font-semibold text-white">
              {title}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
