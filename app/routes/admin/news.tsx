// News Management (spec §2): every news article, drafts first and then the newest publication, one
// page at a time, of one category and status or all (all in the URL), with Add News Article, edit,
// and delete with Undo. Every change goes through the news domain module, which checks it again,
// sets the publication date by the news form's rule (spec §4) and refuses a stale edit.
import { PlusIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { data } from "react-router";
import { useEditFromAddress } from "~/components/admin/edit-from-address";
import { useNewsDeletes } from "~/components/admin/news/news-deletes";
import { type NewsDialogState, NewsFormDialog } from "~/components/admin/news/news-dialog-loader";
import { NewsFilters } from "~/components/admin/news/news-filters";
import { NewsList } from "~/components/admin/news/news-list";
import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { Button } from "~/components/ui/button";
import {
  ADD_ARTICLE_LABEL,
  ERROR_TITLE,
  NEWS_ADMIN_DESCRIPTION,
  NEWS_ADMIN_TITLE,
  NEWS_LOAD_FAILED,
  NEWS_SAVE_FAILED,
  NO_NEWS_ARTICLES,
  PAGES_LABEL,
} from "~/copy/admin-news";
import {
  NEWS_INTENTS,
  type NewsAdminQuery,
  newsAdminHref,
  newsAdminParams,
  parseNewsAdminQuery,
} from "~/lib/admin-lists/news";
import { revalidateAfterEveryPost } from "~/lib/admin-revalidation";
import { toast } from "~/lib/toast";
import { config } from "~/server/config.server";
import { dispatchIntent } from "~/server/http/intents.server";
import { type ListAddress, loadListPage } from "~/server/http/list-page.server";
import {
  createArticleIntent,
  deleteArticleIntent,
  failureToast,
  newsAdminPage,
  restoreArticleIntent,
  updateArticleIntent,
} from "~/server/news/admin-page.server";
import { requireStaff } from "~/server/staff/auth.server";
import type { NewsArticleView } from "~/views/news";
import type { Route } from "./+types/news";

const NEWS_ADMIN_ADDRESS: ListAddress<NewsAdminQuery> = {
  parse: parseNewsAdminQuery,
  params: newsAdminParams,
  href: newsAdminHref,
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const { query, page, loadFailed } = await loadListPage(request, NEWS_ADMIN_ADDRESS, {
    load: newsAdminPage,
    empty: { articles: [], total: 0, pageCount: 1 },
    where: "news",
  });
  return data(
    { query, ...page, loadFailed, maxUploadBytes: config().maxUploadBytes },
    { headers: adminHeaders() },
  );
}

/** Editors and admins may change the news; the role is checked here whatever the page showed. */
export async function action({ request }: Route.ActionArgs) {
  return dispatchIntent(
    request,
    requireStaff(request),
    {
      [NEWS_INTENTS.create]: createArticleIntent,
      [NEWS_INTENTS.update]: updateArticleIntent,
      [NEWS_INTENTS.delete]: deleteArticleIntent,
      [NEWS_INTENTS.restore]: restoreArticleIntent,
    },
    { failureToast, faultMessage: NEWS_SAVE_FAILED, where: "news" },
  );
}

export const shouldRevalidate = revalidateAfterEveryPost;

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => adminMeta(NEWS_ADMIN_TITLE);

const ADD_ARTICLE_BUTTON_ID = "add-news-article";

export default function NewsManagement({ loaderData }: Route.ComponentProps) {
  const { query, articles, total, pageCount, loadFailed, maxUploadBytes } = loaderData;
  const [dialog, setDialog] = useState<NewsDialogState>(null);
  useEditFromAddress(
    articles,
    (article) => article.id,
    (article) => setDialog({ mode: "edit", article }),
  );
  const deletes = useNewsDeletes(ADD_ARTICLE_BUTTON_ID);
  const shown = articles.filter((article) => !deletes.hidden.has(article.id));

  useEffect(() => {
    if (loadFailed)
      toast.error({ id: "news-load-failed", title: ERROR_TITLE, description: NEWS_LOAD_FAILED });
  }, [loadFailed]);

  function remove(article: NewsArticleView) {
    const index = shown.findIndex((other) => other.id === article.id);
    const next = shown[index + 1] ?? shown[index - 1];
    deletes.remove(article.id, next?.id);
  }

  return (
    <AdminPage>
      <PageHeader
        title={NEWS_ADMIN_TITLE}
        description={NEWS_ADMIN_DESCRIPTION}
        actions={
          <Button
            id={ADD_ARTICLE_BUTTON_ID}
            onClick={() => setDialog({ mode: "create" })}
            disabled={loadFailed}
          >
            <PlusIcon aria-hidden="true" />
            {ADD_ARTICLE_LABEL}
          </Button>
        }
      />
      <NewsFilters total={total} loadFailed={loadFailed} />
      {loadFailed ? (
        <p role="alert" className="rounded-card border border-destructive p-6 text-destructive">
          {NEWS_LOAD_FAILED}
        </p>
      ) : shown.length === 0 ? (
        <p className="rounded-card border border-border bg-surface p-8 text-center text-muted-foreground">
          {NO_NEWS_ARTICLES}
        </p>
      ) : (
        <NewsList
          articles={shown}
          onEdit={(article) => setDialog({ mode: "edit", article })}
          onDelete={remove}
        />
      )}
      <Pagination
        page={query.page}
        pageCount={pageCount}
        hrefFor={(page) => newsAdminHref({ ...query, page })}
        label={PAGES_LABEL}
      />
      <NewsFormDialog state={dialog} onClose={() => setDialog(null)} maxUploadBytes={maxUploadBytes} />
      {deletes.pending}
    </AdminPage>
  );
}
