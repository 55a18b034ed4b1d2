// The articles of News Management as rows (spec §2): priority badge, category, Featured, status,
// title, excerpt, the date or 'Not published', and the Edit and Delete buttons.
import { ExternalLinkIcon, EyeIcon, ImageOffIcon, StarIcon } from "lucide-react";
import { DeleteButton, EditButton } from "~/components/admin/row-actions";
import { NoTamilBadge } from "~/components/admin/tamil-field";
import { Badge } from "~/components/ui/badge";
import {
  ARTICLES_LABEL,
  DELETE_LABEL,
  EDIT_LABEL,
  FEATURED_BADGE,
  SCHEDULED_BADGE,
  STATUS_LABELS,
  VIEW_LABEL,
} from "~/copy/admin-news";
import { OPENS_IN_NEW_TAB, PREVIEW_ACTION_LABEL } from "~/copy/admin-publishing";
import { cn } from "~/lib/cn";
import type { NewsArticleView } from "~/views/news";
import { AdminPriorityBadge } from "./priority-badge";

type ListProps = {
  articles: NewsArticleView[];
  onEdit: (article: NewsArticleView) => void;
  onDelete: (article: NewsArticleView) => void;
};

export function NewsList({ articles, onEdit, onDelete }: ListProps) {
  return (
    <ul
      aria-label={ARTICLES_LABEL}
      className="divide-y divide-border overflow-hidden rounded-card border border-border bg-surface shadow-card"
    >
      {articles.map((article) => (
        <li key={article.id} data-news-row={article.id} className="flex min-w-0">
          <ArticleRow article={article} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}

function StatusBadge({ article }: { article: NewsArticleView }) {
  if (article.scheduled)
    return (
      <Badge variant="outline" data-news-status="scheduled">
        {SCHEDULED_BADGE}
      </Badge>
    );
  return (
    <Badge
      variant={article.status === "published" ? "success" : "outline"}
      data-news-status={article.status}
      className={cn(article.status !== "published" && "bg-muted")}
    >
      {STATUS_LABELS[article.status]}
    </Badge>
  );
}

type RowProps = { article: NewsArticleView; onEdit: ListProps["onEdit"]; onDelete: ListProps["onDelete"] };

function ArticleRow({ article, onEdit, onDelete }: RowProps) {
  return (
    <article className="flex w-full min-w-0 flex-col gap-4 p-4 sm:flex-row sm:items-start sm:px-6">
      <div className="flex min-w-0 flex-1 items-start gap-4">
        {article.thumbnailSrc ? (
          <img
            src={article.thumbnailSrc}
            alt=""
            loading="lazy"
            className="aspect-[4/3] w-24 shrink-0 rounded-control bg-muted object-cover sm:w-32"
            data-news-picture
          />
        ) : (
          <div className="flex aspect-[4/3] w-24 shrink-0 items-center justify-center rounded-control bg-muted text-muted-foreground sm:w-32">
            <ImageOffIcon aria-hidden="true" className="size-6" />
          </div>
        )}
        <div className="grid min-w-0 flex-1 gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <AdminPriorityBadge priority={article.priority} />
            {/* Outlined, so that neither is taken for a priority (whose colours they would share). */}
            <Badge variant="outline" data-news-category>
              {article.categoryLabel}
            </Badge>
            {article.isFeatured ? (
              <Badge variant="outline" data-news-featured>
                <StarIcon aria-hidden="true" className="fill-secondary text-secondary-foreground" />
                {FEATURED_BADGE}
              </Badge>
            ) : null}
            <StatusBadge article={article} />
            {article.titleTa ? null : <NoTamilBadge />}
          </div>
          <h2 className="line-clamp-2 font-semibold break-words" data-news-title title={article.title}>
            {article.title}
          </h2>
          {article.excerpt ? (
            <p className="line-clamp-2 text-sm break-words text-muted-foreground" data-news-excerpt>
              {article.excerpt}
            </p>
          ) : null}
          <p className="text-xs text-muted-foreground" data-news-date>
            {article.dateText}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {article.href ? (
          <a
            href={article.href}
            target="_blank"
            rel="noopener"
            className="inline-flex h-9 items-center gap-1.5 rounded-control px-3 text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            <ExternalLinkIcon aria-hidden="true" className="size-4" />
            {VIEW_LABEL}
            <span className="sr-only">
              : {article.title} {OPENS_IN_NEW_TAB}
            </span>
          </a>
        ) : null}
        {article.previewHref ? (
          <a
            href={article.previewHref}
            target="_blank"
            rel="noopener"
            className="inline-flex h-9 items-center gap-1.5 rounded-control px-3 text-sm font-semibold text-primary underline-offset-4 hover:underline"
            data-preview-article
          >
            <EyeIcon aria-hidden="true" className="size-4" />
            {PREVIEW_ACTION_LABEL}
            <span className="sr-only">
              : {article.title} {OPENS_IN_NEW_TAB}
            </span>
          </a>
        ) : null}
        <EditButton itemName={article.title} onClick={() => onEdit(article)} data-edit-article>
          {EDIT_LABEL}
        </EditButton>
        <DeleteButton itemName={article.title} onClick={() => onDelete(article)} data-delete-article>
          {DELETE_LABEL}
        </DeleteButton>
      </div>
    </article>
  );
}
