import { ArrowLeftIcon, ArrowRightIcon } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { GALLERY_PAGINATION_COPY as COPY, galleryPath } from "~/copy/gallery-page";

/**
 * Newer and older pages of a long gallery: plain links to ?page=N, so each page is its own cached
 * address and works without the script.
 */
export function GalleryPagination({
  page,
  pageCount,
  category,
}: {
  page: number;
  pageCount: number;
  category: string | null;
}) {
  if (pageCount <= 1) return null;
  const link = (to: number) => galleryPath({ category: category ?? undefined, page: to });
  return (
    <nav
      aria-label={COPY.label}
      className="mt-10 flex flex-wrap items-center justify-center gap-x-6 gap-y-3 md:mt-14"
    >
      {page > 1 ? (
        <a href={link(page - 1)} rel="prev" className={buttonVariants({ variant: "outline", size: "lg" })}>
          <ArrowLeftIcon aria-hidden="true" />
          {COPY.newer}
        </a>
      ) : null}
      <p className="text-sm font-semibold text-muted-foreground">{COPY.pageOf(page, pageCount)}</p>
      {page < pageCount ? (
        <a href={link(page + 1)} rel="next" className={buttonVariants({ size: "lg" })}>
          {COPY.older}
          <ArrowRightIcon aria-hidden="true" />
        </a>
      ) : null}
    </nav>
  );
}
