// The Content list (/admin/content): every content item, newest change first, searched and
// filtered by what the URL says, with view, edit and delete (after a question) per row.
import { PlusIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Link } from "react-router";
import { ContentFilters } from "~/components/admin/content/content-filters";
import { type ContentRow, ContentTable } from "~/components/admin/content/content-table";
import type { DeleteTarget } from "~/components/admin/content/delete-content-dialog";
import { DeleteContentDialog } from "~/components/admin/content/delete-content-dialog-loader";
import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  CONTENT_DELETE_FAILED,
  CONTENT_DELETED,
  CONTENT_LIST_DESCRIPTION,
  CONTENT_LIST_TITLE,
  CONTENT_LOAD_FAILED,
  contentCount,
  LIST_LABELS,
  NEW_CONTENT_LABEL,
  NO_CONTENT,
  NO_MATCHING_CONTENT,
} from "~/copy/admin-content";
import { OPEN_SCHOOLS_LABEL, SCHOOLS_ARE_EDITED_UNDER_SCHOOLS } from "~/copy/admin-content-schools";
import { contentPath } from "~/copy/content-page";
import { ADMIN_PAGE_SIZE } from "~/copy/limits";
import { adminDate, adminDateTime, kindLabel } from "~/lib/admin-format";
import {
  contentListHref,
  contentListParams,
  DELETE_CONTENT_INTENT,
  isContentListFiltered,
} from "~/lib/admin-lists/content";
import { type ContentListQuery, deleteContentSchema, parseContentListQuery } from "~/lib/schemas/content";
import { toast } from "~/lib/toast";
import {
  adminContentList,
  type ContentListItem,
  deleteContentItem,
  NOT_FOUND_MESSAGE,
} from "~/server/content/items.server";
import { goneError } from "~/server/domain-error.server";
import {
  dispatchIntent,
  failureToasts,
  type IntentContext,
  invalidForm,
  savedReply,
} from "~/server/http/intents.server";
import { type ListAddress, loadListPage } from "~/server/http/list-page.server";
import { pageCountOf } from "~/server/paging.server";
import { requireStaff, type SessionUser } from "~/server/staff/auth.server";
import type { Route } from "./+types/content";

function toRow(item: ContentListItem, now: number): ContentRow {
  const published = item.status === "published";
  const scheduled = published && item.publishedAt !== null && Date.parse(item.publishedAt) > now;
  return {
    id: item.id,
    title: item.title,
    hasTamil: item.hasTamil,
    slug: item.slug,
    kind: item.kind,
    type: kindLabel(item.kind),
    status: item.status,
    updated: adminDate(item.updatedAt),
    updatedAt: item.updatedAt,
    viewHref: published ? contentPath(item.slug) : null,
    scheduledFor: scheduled && item.publishedAt ? adminDateTime(item.publishedAt) : null,
  };
}

const CONTENT_LIST_ADDRESS: ListAddress<ContentListQuery> = {
  parse: parseContentListQuery,
  params: contentListParams,
  href: contentListHref,
};

async function contentListPage(query: ContentListQuery) {
  const { items, total } = await adminContentList({
    search: query.q,
    status: query.status,
    kind: query.type,
    limit: ADMIN_PAGE_SIZE,
    offset: (query.page - 1) * ADMIN_PAGE_SIZE,
  });
  return { items, total, pageCount: pageCountOf(total, ADMIN_PAGE_SIZE) };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const { query, page, loadFailed } = await loadListPage(request, CONTENT_LIST_ADDRESS, {
    load: contentListPage,
    empty: { items: [], total: 0, pageCount: 1 },
    where: "content",
  });
  const { items, total, pageCount } = page;
  const now = Date.now();
  return data(
    { query, total, pageCount, loadFailed, rows: items.map((item) => toRow(item, now)) },
    { headers: adminHeaders() },
  );
}

const FAILURE_TITLES = { [DELETE_CONTENT_INTENT]: CONTENT_DELETE_FAILED };

async function deleteContent({ parse, actor }: IntentContext<SessionUser>) {
  const submission = parse(deleteContentSchema);
  if (submission.status !== "success")
    return invalidForm(DELETE_CONTENT_INTENT, submission, { type: "error", title: CONTENT_DELETE_FAILED });
  const deleted = await deleteContentItem(submission.value.id, actor);
  if (!deleted) throw goneError(NOT_FOUND_MESSAGE);
  return savedReply(DELETE_CONTENT_INTENT, {
    type: "success",
    title: CONTENT_DELETED,
    description: `"${deleted.title}" is no longer on the website.`,
  });
}

/** Editors and admins may delete content; the role is checked here whatever the page showed. */
export async function action({ request }: Route.ActionArgs) {
  return dispatchIntent(
    request,
    requireStaff(request),
    { [DELETE_CONTENT_INTENT]: deleteContent },
    { failureToast: failureToasts({ title: FAILURE_TITLES }), where: "content" },
  );
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => adminMeta(CONTENT_LIST_TITLE);

export default function ContentList({ loaderData }: Route.ComponentProps) {
  const { query, total, pageCount, loadFailed, rows } = loaderData;
  const [toDelete, setToDelete] = useState<DeleteTarget | null>(null);
  const filtered = isContentListFiltered(query);

  useEffect(() => {
    if (loadFailed) toast.error({ id: "content-load-failed", title: CONTENT_LOAD_FAILED });
  }, [loadFailed]);

  return (
    <AdminPage>
      <PageHeader
        title={CONTENT_LIST_TITLE}
        description={CONTENT_LIST_DESCRIPTION}
        actions={
          <Link to="/admin/content/new" className={buttonVariants()}>
            <PlusIcon aria-hidden="true" />
            {NEW_CONTENT_LABEL}
          </Link>
        }
      />
      <ContentFilters filtered={filtered} />
      {/* Looking for a school here finds the way to the one place it is edited (issue 28). */}
      {query.type === "school_info" || query.q ? (
        <p className="text-sm" data-testid="schools-elsewhere">
          {SCHOOLS_ARE_EDITED_UNDER_SCHOOLS}{" "}
          <Link to="/admin/schools" className="font-semibold text-primary underline">
            {OPEN_SCHOOLS_LABEL}
          </Link>
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="content-count">
        {loadFailed ? "" : contentCount(total)}
      </p>
      <Card className="overflow-hidden">
        {loadFailed ? (
          <p role="alert" className="p-8 text-center text-destructive">
            {CONTENT_LOAD_FAILED}
          </p>
        ) : rows.length === 0 ? (
          <p className="p-8 text-center text-muted-foreground" data-testid="content-empty">
            {filtered ? NO_MATCHING_CONTENT : NO_CONTENT}
          </p>
        ) : (
          <ContentTable rows={rows} onDelete={(row) => setToDelete({ id: row.id, title: row.title })} />
        )}
      </Card>
      <Pagination
        page={query.page}
        pageCount={pageCount}
        hrefFor={(page) => contentListHref({ ...query, page })}
        label={LIST_LABELS.pages}
      />
      <DeleteContentDialog target={toDelete} onClose={() => setToDelete(null)} />
    </AdminPage>
  );
}
