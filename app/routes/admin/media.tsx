// Media Library (spec §2): every uploaded file, newest first, one page at a time, of one tab or all
// (the tab, the file-name search and the page in the URL), as a grid or a list (remembered in a
// cookie), with an upload area on each category's tab, Edit Media File, and delete with a question
// that lists where a file is used. Every change goes through the media domain module, which checks
// it again and refuses a stale edit.
import { useEffect, useState } from "react";
import { data, useRevalidator } from "react-router";
import { listViewCookie, listViewFromCookie, useListView } from "~/components/admin/list-view";
import { DeleteMediaDialog } from "~/components/admin/media/delete-media-dialog-loader";
import { EditMediaDialog } from "~/components/admin/media/edit-media-dialog-loader";
import { MediaFiles } from "~/components/admin/media/media-files";
import { MediaTabs, MediaToolbar } from "~/components/admin/media/media-toolbar";
import { MediaUploadDropzone } from "~/components/admin/media/upload-dropzone";
import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import {
  MEDIA_ADMIN_DESCRIPTION,
  MEDIA_ADMIN_TITLE,
  MEDIA_LOAD_FAILED,
  NO_MEDIA_FILES,
  PAGES_LABEL,
  UPDATE_FAILED_MESSAGE,
} from "~/copy/admin-media";
import { MEDIA_LIBRARY_TABS } from "~/copy/media";
import {
  MEDIA_INTENTS,
  type MediaLibraryQuery,
  mediaLibraryHref,
  mediaLibraryParams,
  parseMediaLibraryQuery,
} from "~/lib/admin-lists/media";
import { revalidateAfterEveryPost } from "~/lib/admin-revalidation";
import { toast } from "~/lib/toast";
import { config } from "~/server/config.server";
import { dispatchIntent } from "~/server/http/intents.server";
import { type ListAddress, loadListPage } from "~/server/http/list-page.server";
import {
  deleteMediaIntent,
  failureToast,
  mediaLibraryPage,
  setAltTextIntent,
  updateMediaIntent,
} from "~/server/media/library-page.server";
import { requireStaff } from "~/server/staff/auth.server";
import type { MediaFileView } from "~/views/media";
import type { Route } from "./+types/media";

const MEDIA_VIEW_COOKIE = listViewCookie("media_view");
const MEDIA_LIBRARY_ADDRESS: ListAddress<MediaLibraryQuery> = {
  parse: parseMediaLibraryQuery,
  params: mediaLibraryParams,
  href: mediaLibraryHref,
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const { query, page, loadFailed } = await loadListPage(request, MEDIA_LIBRARY_ADDRESS, {
    load: mediaLibraryPage,
    empty: { files: [], total: 0, pageCount: 1 },
    where: "media",
  });
  return data(
    {
      query,
      ...page,
      loadFailed,
      view: await listViewFromCookie(request.headers.get("cookie"), MEDIA_VIEW_COOKIE),
      maxUploadBytes: config().maxUploadBytes,
    },
    { headers: adminHeaders() },
  );
}

/** Editors and admins may change the library; the role is checked here whatever the page showed. */
export async function action({ request }: Route.ActionArgs) {
  return dispatchIntent(
    request,
    requireStaff(request),
    {
      [MEDIA_INTENTS.update]: updateMediaIntent,
      [MEDIA_INTENTS.delete]: deleteMediaIntent,
      [MEDIA_INTENTS.altText]: setAltTextIntent,
    },
    { failureToast, faultMessage: UPDATE_FAILED_MESSAGE, where: "media" },
  );
}

export const shouldRevalidate = revalidateAfterEveryPost;

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => adminMeta(MEDIA_ADMIN_TITLE);

export default function MediaLibrary({ loaderData }: Route.ComponentProps) {
  const { query, files, total, pageCount, loadFailed, maxUploadBytes } = loaderData;
  const [view, chooseView] = useListView(MEDIA_VIEW_COOKIE, loaderData.view);
  const [editing, setEditing] = useState<MediaFileView | null>(null);
  const [deleting, setDeleting] = useState<MediaFileView | null>(null);
  const revalidator = useRevalidator();
  const tab = MEDIA_LIBRARY_TABS.find((choice) => choice.category === query.tab);

  useEffect(() => {
    if (loadFailed) toast.error({ id: "media-load-failed", title: MEDIA_LOAD_FAILED });
  }, [loadFailed]);

  return (
    <AdminPage>
      <PageHeader title={MEDIA_ADMIN_TITLE} description={MEDIA_ADMIN_DESCRIPTION} />
      <MediaTabs query={query} />
      {tab && !loadFailed ? (
        <MediaUploadDropzone
          key={tab.category}
          category={tab.category}
          categoryLabel={tab.label}
          maxUploadBytes={maxUploadBytes}
          // Each stored file shows in the list at once; the list is read again, newest first.
          onUploaded={() => revalidator.revalidate()}
        />
      ) : null}
      <MediaToolbar
        query={query}
        total={total}
        loadFailed={loadFailed}
        view={view}
        onViewChange={chooseView}
      />
      {loadFailed ? (
        <p role="alert" className="rounded-card border border-destructive p-6 text-destructive">
          {MEDIA_LOAD_FAILED}
        </p>
      ) : files.length === 0 ? (
        <p className="rounded-card border border-border bg-surface p-8 text-center text-muted-foreground">
          {NO_MEDIA_FILES}
        </p>
      ) : (
        <MediaFiles files={files} view={view} onEdit={setEditing} onDelete={setDeleting} />
      )}
      <Pagination
        page={query.page}
        pageCount={pageCount}
        hrefFor={(page) => mediaLibraryHref({ ...query, page })}
        label={PAGES_LABEL}
      />
      <EditMediaDialog file={editing} onClose={() => setEditing(null)} />
      <DeleteMediaDialog file={deleting} onClose={() => setDeleting(null)} />
    </AdminPage>
  );
}
