// The registrations screen's search and filter: a FilterForm, so they apply as they change, land in
// the address (kept by Back, shared with the CSV link) and work without the page's script too.
import { XIcon } from "lucide-react";
import { Link } from "react-router";
import { FilterForm, FilterInput, FilterSelect, NoScriptSubmit } from "~/components/admin/filter-form";
import { buttonVariants } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { FILTER_OPTION_LABELS, FILTER_LABELS as L } from "~/copy/admin-registrations";
import { REGISTRATION_FILTERS } from "~/copy/registrations";

export function RegistrationFilters({ filtered, clearHref }: { filtered: boolean; clearHref: string }) {
  return (
    <FilterForm
      label={L.form}
      className="grid gap-4 rounded-card border border-border bg-surface p-4 shadow-card sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="registration-search">{L.search}</Label>
        <FilterInput
          id="registration-search"
          name="q"
          type="search"
          placeholder={L.searchPlaceholder}
          maxLength={100}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="registration-filter">{L.status}</Label>
        <FilterSelect id="registration-filter" name="filter">
          <option value="">{L.all}</option>
          {REGISTRATION_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {FILTER_OPTION_LABELS[filter]}
            </option>
          ))}
        </FilterSelect>
      </div>
      <div className="hidden flex-wrap items-end gap-2 has-[a,button]:flex">
        <NoScriptSubmit label={L.apply} search variant="default" />
        {filtered ? (
          <Link to={clearHref} className={buttonVariants({ variant: "ghost" })}>
            <XIcon aria-hidden="true" />
            {L.clear}
          </Link>
        ) : null}
      </div>
    </FilterForm>
  );
}
