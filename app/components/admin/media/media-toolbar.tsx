// Above the files: the tabs (All Media and the spec's four categories, links that put the tab in the
// URL), the file-name search (a FilterForm: it applies once typing pauses, lands in the URL and
// survives a reload), the count of files found and the grid/list toggle.
import { Link } from "react-router";
import { FilterForm, FilterInput, NoScriptSubmit } from "~/components/admin/filter-form";
import { type ListView, ViewToggle } from "~/components/admin/list-view";
import {
  fileCount,
  SEARCH_LABEL,
  SEARCH_MAX,
  SEARCH_PLACEHOLDER,
  SEARCH_SUBMIT,
  TABS_LABEL,
  VIEW_TOGGLE_LABEL,
} from "~/copy/admin-media";
import { ALL_PICTURES_FILTER_LABEL, MISSING_ALT_FILTER_LABEL } from "~/copy/admin-media-alt-text";
import { ALL_MEDIA_LABEL, MEDIA_LIBRARY_TABS } from "~/copy/media";
import { type MediaLibraryQuery, MISSING_ALT_PARAM, mediaLibraryHref } from "~/lib/admin-lists/media";
import { cn } from "~/lib/cn";

const TABS = [{ category: null, label: ALL_MEDIA_LABEL }, ...MEDIA_LIBRARY_TABS];

export function MediaTabs({ query }: { query: MediaLibraryQuery }) {
  return (
    <nav aria-label={TABS_LABEL}>
      <ul className="inline-flex max-w-full flex-wrap items-center gap-1 rounded-control bg-muted p-1 text-muted-foreground">
        {TABS.map((tab) => {
          const current = tab.category === query.tab;
          return (
            <li key={tab.label}>
              <Link
                to={mediaLibraryHref({
                  tab: tab.category,
                  search: query.search,
                  missingAlt: query.missingAlt,
                })}
                aria-current={current ? "page" : undefined}
                data-media-tab={tab.category ?? "all"}
                className={cn(
                  "inline-flex h-9 items-center justify-center rounded-sm px-3 text-sm font-semibold whitespace-nowrap transition-colors hover:text-foreground",
                  current && "bg-surface text-foreground shadow-card",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function MediaToolbar({
  query,
  total,
  loadFailed,
  view,
  onViewChange,
}: {
  query: MediaLibraryQuery;
  total: number;
  loadFailed: boolean;
  view: ListView;
  onViewChange: (view: ListView) => void;
}) {
  return (
    <div className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4 shadow-card md:flex-row md:items-end md:justify-between">
      <FilterForm label={SEARCH_LABEL} className="flex w-full items-end gap-2 md:max-w-md">
        {query.tab ? <input type="hidden" name="tab" value={query.tab} /> : null}
        {query.missingAlt ? (
          <input type="hidden" name={MISSING_ALT_PARAM.name} value={MISSING_ALT_PARAM.value} />
        ) : null}
        <div className="grid min-w-0 flex-1 gap-1.5">
          <label htmlFor="media-search" className="text-sm font-medium">
            {SEARCH_LABEL}
          </label>
          <FilterInput
            id="media-search"
            type="search"
            name="q"
            placeholder={SEARCH_PLACEHOLDER}
            maxLength={SEARCH_MAX}
            autoComplete="off"
          />
        </div>
        <NoScriptSubmit label={SEARCH_SUBMIT} search />
      </FilterForm>
      <div className="flex flex-wrap items-center gap-4 md:justify-end">
        <Link
          to={mediaLibraryHref({ ...query, missingAlt: !query.missingAlt, page: 1 })}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          data-missing-alt-filter={query.missingAlt ? "on" : "off"}
        >
          {query.missingAlt ? ALL_PICTURES_FILTER_LABEL : MISSING_ALT_FILTER_LABEL}
        </Link>
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="media-count">
          {loadFailed ? "" : fileCount(total)}
        </p>
        <ViewToggle label={VIEW_TOGGLE_LABEL} view={view} onViewChange={onViewChange} />
      </div>
    </div>
  );
}
