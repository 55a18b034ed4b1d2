import { XIcon } from "lucide-react";
import { Link } from "react-router";
import { FilterForm, FilterInput, FilterSelect, NoScriptSubmit } from "~/components/admin/filter-form";
import { buttonVariants } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_KINDS,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
} from "~/copy/enquiries";
import { FILTER_LABELS as L } from "~/copy/enquiry-inbox";
import type { SpamFilter } from "~/lib/enquiry-filters";

export type SchoolOption = { slug: string; name: string };

/**
 * The inbox filters: a FilterForm, so they apply as they change, land in the URL (bookmarkable,
 * kept by Back, shared with the CSV export) and work without the page's script too.
 */
export function EnquiryFilters({
  schools,
  filtered,
}: {
  schools: readonly SchoolOption[];
  filtered: boolean;
}) {
  return (
    <FilterForm
      label="Filter enquiries"
      className="grid gap-4 rounded-card border border-border bg-surface p-4 shadow-card sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor="enquiry-search">{L.search}</Label>
        <FilterInput
          id="enquiry-search"
          name="q"
          type="search"
          placeholder={L.searchPlaceholder}
          maxLength={100}
        />
      </div>
      <LabelledSelect id="enquiry-school" name="school" label={L.school}>
        <option value="">{L.allSchools}</option>
        {schools.map((school) => (
          <option key={school.slug} value={school.slug}>
            {school.name}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect id="enquiry-kind" name="kind" label={L.kind}>
        <option value="">{L.allKinds}</option>
        {ENQUIRY_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {ENQUIRY_KIND_LABELS[kind]}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect id="enquiry-status" name="status" label={L.status}>
        <option value="">{L.allStatuses}</option>
        {ENQUIRY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ENQUIRY_STATUS_LABELS[status]}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect id="enquiry-spam" name="spam" label={L.spam}>
        <option value="">{L.spamIncluded}</option>
        <option value={"hide" satisfies SpamFilter}>{L.spamHidden}</option>
        <option value={"only" satisfies SpamFilter}>{L.spamOnly}</option>
      </LabelledSelect>
      <div className="grid gap-1.5">
        <Label htmlFor="enquiry-from">{L.from}</Label>
        <FilterInput id="enquiry-from" name="from" type="date" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="enquiry-to">{L.to}</Label>
        <FilterInput id="enquiry-to" name="to" type="date" />
      </div>
      {/* Shown only with something in it: Clear filters, or the button when there is no script. */}
      <div className="hidden flex-wrap items-end gap-2 has-[a,button]:flex sm:col-span-2 lg:col-span-1">
        <NoScriptSubmit label={L.apply} search variant="default" />
        {filtered ? (
          <Link to="/admin/enquiries" className={buttonVariants({ variant: "ghost" })}>
            <XIcon aria-hidden="true" />
            {L.clear}
          </Link>
        ) : null}
      </div>
    </FilterForm>
  );
}

function LabelledSelect({
  id,
  name,
  label,
  children,
}: {
  id: string;
  name: string;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <FilterSelect id={id} name={name}>
        {children}
      </FilterSelect>
    </div>
  );
}
