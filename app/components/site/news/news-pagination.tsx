import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useTranslations } from "use-intl";
import { buttonVariants } from "~/components/ui/button";
import { newsArchivePagePath } from "~/copy/news-page";
import { useLocalePath } from "~/i18n/intl";

/** Previous and next links around "Page N of M"; a missing neighbour is shown, disabled. */
export function NewsPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const t = useTranslations("news.archive");
  const localePath = useLocalePath();
  if (pageCount <= 1) return null;
  const link = (target: number, rel: "prev" | "next") => {
    const label = rel === "prev" ? t("previous") : t("next");
    const icon =
      rel === "prev" ? <ChevronLeftIcon aria-hidden="true" /> : <ChevronRightIcon aria-hidden="true" />;
    const exists = target >= 1 && target <= pageCount;
    const className = buttonVariants({ variant: "outline", className: "min-w-32" });
    if (!exists)
      return (
        <span aria-disabled="true" className={className}>
          {rel === "prev" ? icon : null}
          {label}
          {rel === "next" ? icon : null}
        </span>
      );
    return (
      <a href={localePath(newsArchivePagePath(target))} rel={rel} className={className}>
        {rel === "prev" ? icon : null}
        {label}
        {rel === "next" ? icon : null}
      </a>
    );
  };
  return (
    <nav
      aria-label={t("pagination")}
      data-testid="news-pagination"
      className="mt-10 flex flex-wrap items-center justify-between gap-4"
    >
      {link(page - 1, "prev")}
      <p
        aria-current="page"
        className="order-first w-full text-center text-sm font-semibold text-muted-foreground sm:order-none sm:w-auto"
      >
        {t("pageOf", { page: String(page), pages: String(pageCount) })}
      </p>
      {link(page + 1, "next")}
    </nav>
  );
}
