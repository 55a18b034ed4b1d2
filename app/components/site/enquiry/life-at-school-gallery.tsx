import { useTranslations } from "use-intl";
import { Localized } from "~/components/site/localized";
import { ResponsiveImage, type ResponsiveImageProps } from "~/components/ui/responsive-image";
import type { LocalizedText } from "~/i18n/localized";

export type PhotoPicture = Pick<
  ResponsiveImageProps,
  "src" | "width" | "height" | "alt" | "variants" | "placeholder"
>;
/** A photo and its caption in the page's language (English, marked, where Tamil is missing). */
export type GalleryPhoto = { title: LocalizedText; picture: PhotoPicture };

/** Six photos of school life under the heading the spec gives; lazy, sized, no layout shift. */
export function LifeAtSchoolGallery({ photos }: { photos: readonly GalleryPhoto[] }) {
  const t = useTranslations("enquiry.gallery");
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="life-heading" className="mx-auto max-w-page px-gutter py-section">
      <div className="mb-8 flex flex-col gap-2 text-center">
        <h2 id="life-heading" className="font-heading text-h2 font-bold">
          {t("heading")}
        </h2>
        <p className="mx-auto max-w-prose text-muted-foreground">{t("lead")}</p>
      </div>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-5" data-testid="life-gallery">
        {photos.map(({ title, picture }) => (
          <li key={picture.src} className="group relative overflow-hidden rounded-card bg-muted shadow-card">
            <ResponsiveImage
              src={picture.src}
              alt={picture.alt || title.text}
              width={picture.width}
              height={picture.height}
              variants={picture.variants}
              placeholder={picture.placeholder}
              sizes="(min-width: 768px) 33vw, 50vw"
              className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
            />
            <Localized
              as="p"
              value={title}
              className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-3 pt-8 pb-2.5 text-sm font-semibold text-white"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
