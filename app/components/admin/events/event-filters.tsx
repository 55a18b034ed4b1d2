// The category filter of Events Management, and 'N event(s) found'. A FilterForm, so the filter
// lives in the address (bookmarkable, kept by Back and by a reload); choosing a category applies it.
import { FilterForm, FilterSelect, NoScriptSubmit } from "~/components/admin/filter-form";
import { Label } from "~/components/ui/label";
import {
  ALL_CATEGORIES,
  APPLY_FILTER_LABEL,
  CATEGORY_FILTER_LABEL,
  eventsFound,
  FILTER_FORM_LABEL,
} from "~/copy/admin-events";
import { EVENT_CATEGORIES } from "~/copy/categories";

export function EventFilters({ total }: { total: number | null }) {
  return (
    <FilterForm
      label={FILTER_FORM_LABEL}
      className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between"
    >
      <div className="flex items-end gap-3">
        <div className="grid min-w-0 flex-1 gap-1.5 sm:w-72 sm:flex-none">
          <Label htmlFor="event-category-filter">{CATEGORY_FILTER_LABEL}</Label>
          <FilterSelect id="event-category-filter" name="category">
            <option value="">{ALL_CATEGORIES}</option>
            {EVENT_CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </FilterSelect>
        </div>
        <NoScriptSubmit label={APPLY_FILTER_LABEL} />
      </div>
      {total === null ? null : (
        <p data-events-found aria-live="polite" className="text-sm font-semibold text-muted-foreground">
          {eventsFound(total)}
        </p>
      )}
    </FilterForm>
  );
}
