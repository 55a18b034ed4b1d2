import { CircleAlertIcon } from "lucide-react";
import { data } from "react-router";
import { PageHero } from "~/components/site/about/page-hero";
import { GalleryFilter } from "~/components/site/gallery/gallery-filter";
import GalleryGrid from "~/components/site/gallery/gallery-grid.island";
import { GalleryPagination } from "~/components/site/gallery/gallery-pagination";
import { buttonVariants } from "~/components/ui/button";
import type { GalleryCategory } from "~/copy/categories";
import {
  GALLERY_FAILURE_MESSAGE,
  GALLERY_FILTER_COPY,
  GALLERY_GRID_COPY,
  GALLERY_PAGE,
  galleryCategoryFromSlug,
  galleryPath,
} from "~/copy/gallery-page";
import { GALLERY_PAGE_SIZE } from "~/copy/limits";
import { MAIN_CONTENT_ID } from "~/copy/navigation";
import { Island } from "~/islands/island";
import { pageTitle, seoMeta } from "~/lib/seo";
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
  const view = query && (await galleryView(query));
  if (!view) {
    log("warn", "page not found", { path: `${url.pathname}${url.search}` });
    throw data(null, { status: 404 });
  }
  // A failed read is temporary: 503 keeps the page out of the render cache and search indexes.
  return data(view, { status: view.source === "error" ? 503 : 200 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [{ title: pageTitle("Page not found") }];
  const category = loaderData.category ?? undefined;
  const page = loaderData.page;
  return seoMeta(matches, {
    title: [GALLERY_PAGE.title, category, page > 1 ? `Page ${page}` : undefined].filter(Boolean).join(" · "),
    description: GALLERY_PAGE.description,
    path: galleryPath({ category, page }),
    image: loaderData.shareImage,
  });
};

function FailureMessage() {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl items-center gap-3 rounded-card border border-destructive/30 bg-destructive-soft px-5 py-4 text-destructive-soft-foreground"
    >
      <CircleAlertIcon aria-hidden="true" className="size-5 shrink-0" />
      <p className="font-semibold">{GALLERY_FAILURE_MESSAGE}</p>
    </div>
  );
}

function EmptyCategory() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-card bg-muted px-6 py-12 text-center">
      <p className="text-lead">{GALLERY_FILTER_COPY.empty}</p>
      <a href={galleryPath()} className={buttonVariants({ variant: "outline" })}>
        {GALLERY_FILTER_COPY.showAll}
      </a>
    </div>
  );
}

export default function Gallery({ loaderData: view }: Route.ComponentProps) {
  const first = (view.page - 1) * GALLERY_PAGE_SIZE + 1;
  const allPhotos = view.categories.reduce((sum, { count }) => sum + count, 0);
  return (
    <main id={MAIN_CONTENT_ID}>
      <PageHero eyebrow={GALLERY_PAGE.eyebrow} title={GALLERY_PAGE.title} lead={GALLERY_PAGE.lead} />
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
            {GALLERY_GRID_COPY.summary(view.total, first, first + view.photos.length - 1)}
          </p>
        ) : null}
        {view.source === "database" && view.photos.length === 0 ? <EmptyCategory /> : null}
        {view.photos.length > 0 ? <Island component={GalleryGrid} props={{ photos: view.photos }} /> : null}
        <GalleryPagination page={view.page} pageCount={view.pageCount} category={view.category} />
      </div>
    </main>
  );
}
