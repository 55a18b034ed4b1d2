// Above the articles: the category and status filters (a FilterForm: each applies as it changes,
// lands in the URL and survives a reload) and the spec's 'N article(s) found'.
import { FilterForm, FilterSelect, NoScriptSubmit } from "~/components/admin/filter-form";
import { Label } from "~/components/ui/label";
import {
  ALL_CATEGORIES_LABEL,
  ALL_STATUS_LABEL,
  APPLY_FILTER_LABEL,
  articleCount,
  CATEGORY_FILTER_LABEL,
  FILTER_REGION_LABEL,
  FORM_STATUSES,
  STATUS_FILTER_LABEL,
  STATUS_LABELS,
} from "~/copy/admin-news";
import { NEWS_CATEGORIES } from "~/copy/categories";
import { newsCategorySlug } from "~/lib/admin-lists/news";

export function NewsFilters({ total, loadFailed }: { total: number; loadFailed: boolean }) {
  return (
    <div className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4 shadow-card md:flex-row md:items-end md:justify-between">
      <FilterForm label={FILTER_REGION_LABEL} className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-56 gap-1.5">
          <Label htmlFor="news-category-filter">{CATEGORY_FILTER_LABEL}</Label>
          <FilterSelect id="news-category-filter" name="category">
            <option value="">{ALL_CATEGORIES_LABEL}</option>
            {NEWS_CATEGORIES.map((choice) => (
              <option key={choice} value={newsCategorySlug(choice)}>
                {choice}
              </option>
            ))}
          </FilterSelect>
        </div>
        <div className="grid min-w-44 gap-1.5">
          <Label htmlFor="news-status-filter">{STATUS_FILTER_LABEL}</Label>
          <FilterSelect id="news-status-filter" name="status">
            <option value="">{ALL_STATUS_LABEL}</option>
            {FORM_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </FilterSelect>
        </div>
        <NoScriptSubmit label={APPLY_FILTER_LABEL} />
      </FilterForm>
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="news-count">
        {loadFailed ? "" : articleCount(total)}
      </p>
    </div>
  );
}
