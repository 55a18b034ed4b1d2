// Above the users: a search over name, username and email, and a role filter (a FilterForm: they
// apply as they change and land in the URL).
import { FilterForm, FilterInput, FilterSelect, NoScriptSubmit } from "~/components/admin/filter-form";
import { Label } from "~/components/ui/label";
import { USER_FILTER_LABELS as L, USER_SEARCH_MAX } from "~/copy/admin-pages";
import { ROLE_LABELS, ROLES } from "~/copy/roles";

export function UserFilters() {
  return (
    <FilterForm
      label={L.region}
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4 shadow-card sm:flex-row sm:items-end"
    >
      <div className="grid min-w-0 gap-1.5 sm:flex-2">
        <Label htmlFor="user-search">{L.search}</Label>
        <FilterInput
          id="user-search"
          name="q"
          type="search"
          placeholder={L.searchPlaceholder}
          maxLength={USER_SEARCH_MAX}
          autoComplete="off"
        />
      </div>
      <div className="grid min-w-0 gap-1.5 sm:flex-1">
        <Label htmlFor="user-role-filter">{L.role}</Label>
        <FilterSelect id="user-role-filter" name="role">
          <option value="">{L.allRoles}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </FilterSelect>
      </div>
      <NoScriptSubmit label={L.apply} search />
    </FilterForm>
  );
}
