// Gallery Management (spec §2): every gallery item, newest order first, one page at a time, of
// one category or all (both in the URL), as a grid or a list (remembered in a cookie), with Add
// Gallery Item, Add Many Photos, edit, and delete with Undo. Every change goes through the gallery
// domain module, which checks it again, keeps the order of an edited item, and refuses a stale edit.
import { ImagesIcon, PlusIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { AddPhotosDialog } from "~/components/admin/gallery/add-photos-dialog";
import { useGalleryDeletes } from "~/components/admin/gallery/gallery-deletes";
import { type GalleryDialogState, GalleryFormDialog } from "~/components/admin/gallery/gallery-form-dialog";
import type { GalleryItemView, GalleryView } from "~/components/admin/gallery/gallery-item-view";
import { GalleryItems } from "~/components/admin/gallery/gallery-items";
import { GalleryToolbar } from "~/components/admin/gallery/gallery-toolbar";
import { galleryViewCookie, galleryViewFromCookie } from "~/components/admin/gallery/view-cookie";
import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { Button } from "~/components/ui/button";
import {
  ADD_ITEM_LABEL,
  ADD_MANY_LABEL,
  ERROR_TITLE,
  GALLERY_ADMIN_DESCRIPTION,
  GALLERY_ADMIN_TITLE,
  GALLERY_LOAD_FAILED,
  GALLERY_SAVE_FAILED,
  NO_GALLERY_ITEMS,
  PAGES_LABEL,
} from "~/copy/admin-gallery";
import { isCleanListAddress } from "~/lib/list-address";
import {
  GALLERY_INTENTS,
  galleryAdminHref,
  galleryAdminParams,
  parseGalleryAdminQuery,
} from "~/lib/schemas/gallery";
import { toast } from "~/lib/toast";
import { config } from "~/server/config.server";
import {
  addPhotosIntent,
  createItemIntent,
  deleteItemIntent,
  failureToast,
  type GalleryAdminPage,
  galleryAdminPage,
  restoreItemIntent,
  updateItemIntent,
} from "~/server/gallery/admin-page.server";
import { dispatchIntent } from "~/server/http/intents.server";
import { log } from "~/server/log.server";
import { requireStaff } from "~/server/staff/auth.server";
import type { Route } from "./+types/gallery";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const { searchParams } = new URL(request.url);
  const query = parseGalleryAdminQuery(searchParams);
  // One address per list: empty, unknown or out-of-range values are dropped from the URL.
  if (!isCleanListAddress(searchParams, galleryAdminParams(query))) throw redirect(galleryAdminHref(query));
  let page: GalleryAdminPage = { items: [], total: 0, pageCount: 1 };
  let loadFailed = false;
  try {
    page = await galleryAdminPage(query);
  } catch (error) {
    log("error", "gallery: list failed", { error });
    loadFailed = true;
  }
  // A page past the end (a bookmark from a longer list, the last item deleted) shows the last one.
  if (!loadFailed && query.page > page.pageCount)
    throw redirect(galleryAdminHref({ ...query, page: page.pageCount }));
  return data(
    {
      query,
      ...page,
      loadFailed,
      view: galleryViewFromCookie(request.headers.get("cookie")),
      maxUploadBytes: config().maxUploadBytes,
    },
    { headers: adminHeaders() },
  );
}

/** Editors and admins may change the gallery; the role is checked here whatever the page showed. */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  return dispatchIntent(
    request,
    staff,
    {
      [GALLERY_INTENTS.create]: createItemIntent,
      [GALLERY_INTENTS.update]: updateItemIntent,
      [GALLERY_INTENTS.delete]: deleteItemIntent,
      [GALLERY_INTENTS.restore]: restoreItemIntent,
      [GALLERY_INTENTS.addPhotos]: addPhotosIntent,
    },
    { failureToast, faultMessage: GALLERY_SAVE_FAILED, where: "gallery" },
  );
}

/** After any change, refused ones too: an item someone else deleted or changed shows as it now is. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? true : defaultShouldRevalidate;
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => adminMeta(GALLERY_ADMIN_TITLE);

const ADD_ITEM_BUTTON_ID = "add-gallery-item";

export default function GalleryManagement({ loaderData }: Route.ComponentProps) {
  const { query, items, total, pageCount, loadFailed, maxUploadBytes } = loaderData;
  const [view, setView] = useState<GalleryView>(loaderData.view);
  const [dialog, setDialog] = useState<GalleryDialogState>(null);
  const [addingPhotos, setAddingPhotos] = useState(false);
  const deletes = useGalleryDeletes(ADD_ITEM_BUTTON_ID);
  const shown = items.filter((item) => !deletes.hidden.has(item.id));

  useEffect(() => {
    if (loadFailed)
      toast.error({ id: "gallery-load-failed", title: ERROR_TITLE, description: GALLERY_LOAD_FAILED });
  }, [loadFailed]);

  function chooseView(next: GalleryView) {
    // biome-ignore lint/suspicious/noDocumentCookie: one small preference, read by the loader
    document.cookie = galleryViewCookie(next);
    setView(next);
  }

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
            <Button variant="outline" onClick={() => setAddingPhotos(true)} disabled={loadFailed}>
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
      <GalleryToolbar
        category={query.category}
        total={total}
        loadFailed={loadFailed}
        view={view}
        onViewChange={chooseView}
      />
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
