// Above the items: the category filter (a FilterForm: it applies as it changes, lands in the URL and
// survives a reload), the spec's 'N item(s) found', and the grid/list toggle.
import { FilterForm, FilterSelect, NoScriptSubmit } from "~/components/admin/filter-form";
import { Label } from "~/components/ui/label";
import {
  ALL_CATEGORIES_LABEL,
  APPLY_FILTER_LABEL,
  CATEGORY_FILTER_LABEL,
  FILTER_REGION_LABEL,
  itemCount,
  VIEW_TOGGLE_LABEL,
} from "~/copy/admin-gallery";
import { GALLERY_CATEGORIES } from "~/copy/categories";
import { galleryCategorySlug } from "~/copy/gallery-page";
import type { ListView as GalleryView } from "../list-view";
import { ViewToggle } from "../list-view";

export function GalleryToolbar({
  total,
  loadFailed,
  view,
  onViewChange,
}: {
  total: number;
  loadFailed: boolean;
  view: GalleryView;
  onViewChange: (view: GalleryView) => void;
}) {
  return (
    <div className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4 shadow-card md:flex-row md:items-end md:justify-between">
      <FilterForm label={FILTER_REGION_LABEL} className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-56 gap-1.5">
          <Label htmlFor="gallery-category-filter">{CATEGORY_FILTER_LABEL}</Label>
          <FilterSelect id="gallery-category-filter" name="category">
            <option value="">{ALL_CATEGORIES_LABEL}</option>
            {GALLERY_CATEGORIES.map((choice) => (
              <option key={choice} value={galleryCategorySlug(choice)}>
                {choice}
              </option>
            ))}
          </FilterSelect>
        </div>
        <NoScriptSubmit label={APPLY_FILTER_LABEL} />
      </FilterForm>
      <div className="flex flex-wrap items-center gap-4 md:justify-end">
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="gallery-count">
          {loadFailed ? "" : itemCount(total)}
        </p>
        <ViewToggle label={VIEW_TOGGLE_LABEL} view={view} onViewChange={onViewChange} />
      </div>
    </div>
  );
}
