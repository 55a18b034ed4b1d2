import { SearchIcon, XIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { NativeSelect } from "~/components/admin/native-select";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
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
import { CONTENT_SEARCH_MAX, type ContentListQuery } from "~/lib/schemas/content";

/**
 * Search, status and type: a plain GET form, so the filters land in the URL (bookmarkable, kept
 * by Back) and work before the page's script has loaded.
 */
export function ContentFilters({ query, filtered }: { query: ContentListQuery; filtered: boolean }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={L.filtersRegion}
      className="grid gap-4 rounded-card border border-border bg-surface p-4 shadow-card md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="content-search">{L.searchLabel}</Label>
        <Input
          id="content-search"
          name="q"
          type="search"
          defaultValue={query.q ?? ""}
          placeholder={SEARCH_CONTENT_PLACEHOLDER}
          maxLength={CONTENT_SEARCH_MAX}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="content-status">{L.statusLabel}</Label>
        <NativeSelect id="content-status" name="status" defaultValue={query.status ?? ""}>
          <option value="">{ALL_STATUSES_LABEL}</option>
          {CONTENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {CONTENT_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="content-type">{L.typeLabel}</Label>
        <NativeSelect id="content-type" name="type" defaultValue={query.type ?? ""}>
          <option value="">{ALL_TYPES_LABEL}</option>
          {CONTENT_LIST_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {CONTENT_KIND_LABELS[kind]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Button type="submit">
          <SearchIcon aria-hidden="true" />
          {L.apply}
        </Button>
        {filtered ? (
          <Link to="/admin/content" className={buttonVariants({ variant: "ghost" })}>
            <XIcon aria-hidden="true" />
            {L.clear}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
