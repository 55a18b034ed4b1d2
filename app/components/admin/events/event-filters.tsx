// The category filter of Events Management, and 'N event(s) found'. A plain GET form, so the filter
// lives in the address (bookmarkable, kept by Back and by a reload); choosing a category applies it.
import { Form, useSubmit } from "react-router";
import { NativeSelect } from "~/components/admin/native-select";
import { Label } from "~/components/ui/label";
import { ALL_CATEGORIES, CATEGORY_FILTER_LABEL, eventsFound, FILTER_FORM_LABEL } from "~/copy/admin-events";
import { EVENT_CATEGORIES } from "~/copy/categories";

export function EventFilters({ category, total }: { category: string | undefined; total: number | null }) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      role="search"
      aria-label={FILTER_FORM_LABEL}
      className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between"
    >
      <div className="grid gap-1.5 sm:w-72">
        <Label htmlFor="event-category-filter">{CATEGORY_FILTER_LABEL}</Label>
        <NativeSelect
          id="event-category-filter"
          name="category"
          // A new key per address: Back and Forward show the category the list shows.
          key={category ?? ""}
          defaultValue={category ?? ""}
          onChange={(change) => {
            // A new category opens on its page of coming events; "All Categories" is no filter.
            const chosen = change.currentTarget.value;
            submit(chosen ? { category: chosen } : {}, { method: "get" });
          }}
        >
          <option value="">{ALL_CATEGORIES}</option>
          {EVENT_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {total === null ? null : (
        <p data-events-found aria-live="polite" className="text-sm font-semibold text-muted-foreground">
          {eventsFound(total)}
        </p>
      )}
    </Form>
  );
}
