// Gallery Management (spec §2): every gallery item, newest order first, one page at a time, of
// one category or all (both in the URL), as a grid or a list (remembered in a cookie), with Add
// Gallery Item, Add Many Photos, edit, and delete with Undo. Every change goes through the gallery
// domain module, which checks it again, keeps the order of an edited item, and refuses a stale edit.
import { ImagesIcon, PlusIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { data } from "react-router";
import { useEditFromAddress } from "~/components/admin/edit-from-address";
import { useGalleryDeletes } from "~/components/admin/gallery/gallery-deletes";
import {
  AddPhotosDialog,
  type GalleryDialogState,
  GalleryFormDialog,
  preloadAddPhotos,
} from "~/components/admin/gallery/gallery-dialog-loader";
import { GalleryItems } from "~/components/admin/gallery/gallery-items";
import { GalleryToolbar } from "~/components/admin/gallery/gallery-toolbar";
import { GALLERY_VIEW_COOKIE, galleryViewFromCookie } from "~/components/admin/gallery/view-cookie";
import { useListView } from "~/components/admin/list-view";
import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { Button } from "~/components/ui/button";
import {
  ADD_ITEM_LABEL,
  ADD_MANY_LABEL,
  ERROR_TITLE,
  GALLERY_ADMIN_DESCRIPTION,
  GALLERY_ADMIN_PAGE_SIZE,
  GALLERY_ADMIN_TITLE,
  GALLERY_LOAD_FAILED,
  GALLERY_SAVE_FAILED,
  NO_GALLERY_ITEMS,
  PAGES_LABEL,
} from "~/copy/admin-gallery";
import {
  GALLERY_INTENTS,
  type GalleryAdminQuery,
  galleryAdminHref,
  galleryAdminParams,
  parseGalleryAdminQuery,
} from "~/lib/admin-lists/gallery";
import { revalidateAfterEveryPost } from "~/lib/admin-revalidation";
import { toast } from "~/lib/toast";
import { config } from "~/server/config.server";
import {
  addPhotosIntent,
  createItemIntent,
  deleteItemIntent,
  failureToast,
  galleryAdminPage,
  moveItemToEndIntent,
  reorderItemsIntent,
  restoreItemIntent,
  updateItemIntent,
} from "~/server/gallery/admin-page.server";
import { dispatchIntent } from "~/server/http/intents.server";
import { type ListAddress, loadListPage } from "~/server/http/list-page.server";
import { requireStaff } from "~/server/staff/auth.server";
import type { GalleryItemView } from "~/views/gallery";
import type { Route } from "./+types/gallery";

const GALLERY_ADMIN_ADDRESS: ListAddress<GalleryAdminQuery> = {
  parse: parseGalleryAdminQuery,
  params: galleryAdminParams,
  href: galleryAdminHref,
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const { query, page, loadFailed } = await loadListPage(request, GALLERY_ADMIN_ADDRESS, {
    load: galleryAdminPage,
    empty: { items: [], total: 0, pageCount: 1 },
    where: "gallery",
  });
  return data(
    {
      query,
      ...page,
      loadFailed,
      view: await galleryViewFromCookie(request.headers.get("cookie")),
      maxUploadBytes: config().maxUploadBytes,
    },
    { headers: adminHeaders() },
  );
}

/** Editors and admins may change the gallery; the role is checked here whatever the page showed. */
export async function action({ request }: Route.ActionArgs) {
  return dispatchIntent(
    request,
    requireStaff(request),
    {
      [GALLERY_INTENTS.create]: createItemIntent,
      [GALLERY_INTENTS.update]: updateItemIntent,
      [GALLERY_INTENTS.delete]: deleteItemIntent,
      [GALLERY_INTENTS.restore]: restoreItemIntent,
      [GALLERY_INTENTS.addPhotos]: addPhotosIntent,
      [GALLERY_INTENTS.reorder]: reorderItemsIntent,
      [GALLERY_INTENTS.moveToEnd]: moveItemToEndIntent,
    },
    { failureToast, faultMessage: GALLERY_SAVE_FAILED, where: "gallery" },
  );
}

export const shouldRevalidate = revalidateAfterEveryPost;

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => adminMeta(GALLERY_ADMIN_TITLE);

const ADD_ITEM_BUTTON_ID = "add-gallery-item";

export default function GalleryManagement({ loaderData }: Route.ComponentProps) {
  const { query, items, total, pageCount, loadFailed, maxUploadBytes } = loaderData;
  const [view, chooseView] = useListView(GALLERY_VIEW_COOKIE, loaderData.view);
  const [dialog, setDialog] = useState<GalleryDialogState>(null);
  useEditFromAddress(
    items,
    (item) => item.id,
    (item) => setDialog({ mode: "edit", item }),
  );
  const [addingPhotos, setAddingPhotos] = useState(false);
  const deletes = useGalleryDeletes(ADD_ITEM_BUTTON_ID);
  const shown = items.filter((item) => !deletes.hidden.has(item.id));

  useEffect(() => {
    if (loadFailed)
      toast.error({ id: "gallery-load-failed", title: ERROR_TITLE, description: GALLERY_LOAD_FAILED });
  }, [loadFailed]);

  function remove(item: GalleryItemView) {
    const index = shown.findIndex((other) => other.id === item.id);
    const next = shown[index + 1] ?? shown[index - 1];
    deletes.remove(item.id, next?.id);
  }

  return (
    <AdminPage>
      <PageHeader
        title={GALLERY_ADMIN_TITLE}
        description={GALLERY_ADMIN_DESCRIPTION}
        actions={
          <>
            <Button
              variant="outline"
              onClick={() => setAddingPhotos(true)}
              onPointerEnter={preloadAddPhotos}
              onFocus={preloadAddPhotos}
              disabled={loadFailed}
            >
              <ImagesIcon aria-hidden="true" />
              {ADD_MANY_LABEL}
            </Button>
            <Button
              id={ADD_ITEM_BUTTON_ID}
              onClick={() => setDialog({ mode: "create" })}
              disabled={loadFailed}
            >
              <PlusIcon aria-hidden="true" />
              {ADD_ITEM_LABEL}
            </Button>
          </>
        }
      />
      <GalleryToolbar total={total} loadFailed={loadFailed} view={view} onViewChange={chooseView} />
      {loadFailed ? (
        <p role="alert" className="rounded-card border border-destructive p-6 text-destructive">
          {GALLERY_LOAD_FAILED}
        </p>
      ) : shown.length === 0 ? (
        <p className="rounded-card border border-border bg-surface p-8 text-center text-muted-foreground">
          {NO_GALLERY_ITEMS}
        </p>
      ) : (
        <GalleryItems
          items={shown}
          view={view}
          offset={(query.page - 1) * GALLERY_ADMIN_PAGE_SIZE}
          total={total}
          category={query.category}
          onEdit={(item) => setDialog({ mode: "edit", item })}
          onDelete={remove}
        />
      )}
      <Pagination
        page={query.page}
        pageCount={pageCount}
        hrefFor={(page) => galleryAdminHref({ ...query, page })}
        label={PAGES_LABEL}
      />
      <GalleryFormDialog state={dialog} onClose={() => setDialog(null)} maxUploadBytes={maxUploadBytes} />
      <AddPhotosDialog
        open={addingPhotos}
        onClose={() => setAddingPhotos(false)}
        maxUploadBytes={maxUploadBytes}
      />
      {deletes.pending}
    </AdminPage>
  );
}
