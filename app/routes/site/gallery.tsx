import { CircleAlertIcon } from "lucide-react";
import { data } from "react-router";
import { useLocale, useMessages, useTranslations } from "use-intl";
import { PageHero } from "~/components/site/about/page-hero";
import { GalleryFilter } from "~/components/site/gallery/gallery-filter";
import GalleryGrid from "~/components/site/gallery/gallery-grid.island";
import { GalleryPagination } from "~/components/site/gallery/gallery-pagination";
import { buttonVariants } from "~/components/ui/button";
import type { GalleryCategory } from "~/copy/categories";
import { galleryCategoryFromSlug, galleryPath } from "~/copy/gallery-page";
import { GALLERY_PAGE_SIZE } from "~/copy/limits";
import { MAIN_CONTENT_ID } from "~/copy/navigation";
import { useLocalePath } from "~/i18n/intl";
import { requestLocale, translatorFor } from "~/i18n/server";
import { Island } from "~/islands/island";
import { matchedLocale, pageTitle, seoMeta } from "~/lib/seo";
import { type GalleryQuery, galleryView } from "~/server/gallery/page.server";
import { log } from "~/server/log.server";
import type { Route } from "./+types/gallery";

/** ?category=<slug>&page=<n>; anything else there is not a page of the gallery. */
function galleryQuery(search: URLSearchParams): GalleryQuery | undefined {
  const slug = search.get("category");
  const pageParam = search.get("page");
  let category: GalleryCategory | null = null;
  if (slug !== null) {
    const found = galleryCategoryFromSlug(slug);
    if (!found) return undefined;
    category = found;
  }
  if (pageParam !== null && !/^[1-9]\d{0,5}$/.test(pageParam)) return undefined;
  return { category, page: pageParam === null ? 1 : Number(pageParam) };
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = galleryQuery(url.searchParams);
  const view = query && (await galleryView(query, requestLocale(request)));
  if (!view) {
    log("warn", "page not found", { path: `${url.pathname}${url.search}` });
    throw data(null, { status: 404 });
  }
  // A failed read is temporary: 503 keeps the page out of the render cache and search indexes.
  return data(view, { status: view.source === "error" ? 503 : 200 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const locale = matchedLocale(matches);
  const t = translatorFor(locale);
  if (!loaderData) {
    return [{ title: pageTitle(locale === "en" ? "Page not found" : t("common.notFound.title")) }];
  }
  const category = loaderData.category ?? undefined;
  const page = loaderData.page;
  const categoryName = category && t(`gallery.categories.${category}`);
  const pageName = page > 1 ? t("gallery.page.pageNumber", { page }) : undefined;
  return seoMeta(matches, {
    title: [t("gallery.page.title"), categoryName, pageName].filter(Boolean).join(" · "),
    description: t("gallery.page.description"),
    path: galleryPath({ category, page }),
    image: loaderData.shareImage,
  });
};

function FailureMessage() {
  const t = useTranslations("gallery");
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl items-center gap-3 rounded-card border border-destructive/30 bg-destructive-soft px-5 py-4 text-destructive-soft-foreground"
    >
      <CircleAlertIcon aria-hidden="true" className="size-5 shrink-0" />
      <p className="font-semibold">{t("failure")}</p>
    </div>
  );
}

function EmptyCategory() {
  const t = useTranslations("gallery.filter");
  const localePath = useLocalePath();
  return (
    <div className="flex flex-col items-center gap-4 rounded-card bg-muted px-6 py-12 text-center">
      <p className="text-lead">{t("empty")}</p>
      <a href={localePath(galleryPath())} className={buttonVariants({ variant: "outline" })}>
        {t("showAll")}
      </a>
    </div>
  );
}

/** The line above the grid: how many photos, and which ones this page shows. */
function Summary({ total, first, last }: { total: number; first: number; last: number }) {
  const t = useTranslations("gallery.grid");
  return total <= last - first + 1 ? t("summaryAll", { total }) : t("summaryRange", { first, last, total });
}

export default function Gallery({ loaderData: view }: Route.ComponentProps) {
  const t = useTranslations("gallery.page");
  const locale = useLocale();
  const messages = useMessages().gallery;
  // The English words ship with the island's script; a Tamil page passes its own.
  const islandCopy = locale === "en" ? undefined : { label: messages.grid.label, viewer: messages.viewer };
  const first = (view.page - 1) * GALLERY_PAGE_SIZE + 1;
  const allPhotos = view.categories.reduce((sum, { count }) => sum + count, 0);
  return (
    <main id={MAIN_CONTENT_ID}>
      <PageHero eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
      <div className="mx-auto flex max-w-page flex-col gap-6 px-gutter pb-section md:gap-8">
        {view.source === "error" ? <FailureMessage /> : null}
        {view.source === "database" ? (
          <GalleryFilter categories={view.categories} current={view.category} total={allPhotos} />
        ) : null}
        {view.photos.length > 0 ? (
          <p
            className="text-center text-sm font-semibold text-muted-foreground"
            data-testid="gallery-summary"
          >
            <Summary total={view.total} first={first} last={first + view.photos.length - 1} />
          </p>
        ) : null}
        {view.source === "database" && view.photos.length === 0 ? <EmptyCategory /> : null}
        {view.photos.length > 0 ? (
          <Island
            component={GalleryGrid}
            props={islandCopy ? { photos: view.photos, copy: islandCopy } : { photos: view.photos }}
          />
        ) : null}
        <GalleryPagination page={view.page} pageCount={view.pageCount} category={view.category} />
      </div>
    </main>
  );
}
