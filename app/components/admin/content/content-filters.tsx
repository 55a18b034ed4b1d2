import { XIcon } from "lucide-react";
import { Link } from "react-router";
import { FilterForm, FilterInput, FilterSelect, NoScriptSubmit } from "~/components/admin/filter-form";
import { buttonVariants } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import {
  ALL_STATUSES_LABEL,
  ALL_TYPES_LABEL,
  LIST_LABELS as L,
  SEARCH_CONTENT_PLACEHOLDER,
} from "~/copy/admin-content";
import {
  CONTENT_KIND_LABELS,
  CONTENT_LIST_KINDS,
  CONTENT_STATUS_LABELS,
  CONTENT_STATUSES,
} from "~/copy/content-kinds";
import { CONTENT_SEARCH_MAX } from "~/lib/admin-lists/content";

/**
 * Search, status and type: a FilterForm, so the filters apply as they change, land in the URL
 * (bookmarkable, kept by Back) and work without the page's script too.
 */
export function ContentFilters({ filtered }: { filtered: boolean }) {
  return (
    <FilterForm
      label={L.filtersRegion}
      className="grid gap-4 rounded-card border border-border bg-surface p-4 shadow-card md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="content-search">{L.searchLabel}</Label>
        <FilterInput
          id="content-search"
          name="q"
          type="search"
          placeholder={SEARCH_CONTENT_PLACEHOLDER}
          maxLength={CONTENT_SEARCH_MAX}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="content-status">{L.statusLabel}</Label>
        <FilterSelect id="content-status" name="status">
          <option value="">{ALL_STATUSES_LABEL}</option>
          {CONTENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {CONTENT_STATUS_LABELS[status]}
            </option>
          ))}
        </FilterSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="content-type">{L.typeLabel}</Label>
        <FilterSelect id="content-type" name="type">
          <option value="">{ALL_TYPES_LABEL}</option>
          {CONTENT_LIST_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {CONTENT_KIND_LABELS[kind]}
            </option>
          ))}
        </FilterSelect>
      </div>
      {/* Shown only with something in it: Clear filters, or the button when there is no script. */}
      <div className="hidden flex-wrap items-end gap-2 has-[a,button]:flex">
        <NoScriptSubmit label={L.apply} search variant="default" />
        {filtered ? (
          <Link to="/admin/content" className={buttonVariants({ variant: "ghost" })}>
            <XIcon aria-hidden="true" />
            {L.clear}
          </Link>
        ) : null}
      </div>
    </FilterForm>
  );
}
