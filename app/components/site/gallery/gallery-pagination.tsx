import { ArrowLeftIcon, ArrowRightIcon } from "lucide-react";
import { useTranslations } from "use-intl";
import { buttonVariants } from "~/components/ui/button";
import { galleryPath } from "~/copy/gallery-page";
import { useLocalePath } from "~/i18n/intl";

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
  const t = useTranslations("gallery.pagination");
  const localePath = useLocalePath();
  if (pageCount <= 1) return null;
  const link = (to: number) => localePath(galleryPath({ category: category ?? undefined, page: to }));
  return (
    <nav
      aria-label={t("label")}
      className="mt-10 flex flex-wrap items-center justify-center gap-x-6 gap-y-3 md:mt-14"
    >
      {page > 1 ? (
        <a href={link(page - 1)} rel="prev" className={buttonVariants({ variant: "outline", size: "lg" })}>
          <ArrowLeftIcon aria-hidden="true" />
          {t("newer")}
        </a>
      ) : null}
      <p className="text-sm font-semibold text-muted-foreground">{t("pageOf", { page, pages: pageCount })}</p>
      {page < pageCount ? (
        <a href={link(page + 1)} rel="next" className={buttonVariants({ size: "lg" })}>
          {t("older")}
          <ArrowRightIcon aria-hidden="true" />
        </a>
      ) : null}
    </nav>
  );
}
