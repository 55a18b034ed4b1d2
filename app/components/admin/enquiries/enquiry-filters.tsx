import { SearchIcon, XIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { NativeSelect } from "~/components/admin/native-select";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_KINDS,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
} from "~/copy/enquiries";
import { FILTER_LABELS as L } from "~/copy/enquiry-inbox";
import type { EnquiryQuery, SpamFilter } from "~/lib/enquiry-filters";

export type SchoolOption = { slug: string; name: string };

/**
 * The inbox filters: a plain GET form, so the filters land in the URL (bookmarkable, kept by
 * Back, shared with the CSV export) and work before the page's script has loaded.
 */
export function EnquiryFilters({
  query,
  schools,
  filtered,
}: {
  query: EnquiryQuery;
  schools: readonly SchoolOption[];
  filtered: boolean;
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter enquiries"
      className="grid gap-4 rounded-card border border-border bg-surface p-4 shadow-card sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor="enquiry-search">{L.search}</Label>
        <Input
          id="enquiry-search"
          name="q"
          type="search"
          defaultValue={query.q ?? ""}
          placeholder={L.searchPlaceholder}
          maxLength={100}
        />
      </div>
      <FilterSelect id="enquiry-school" name="school" label={L.school} value={query.school}>
        <option value="">{L.allSchools}</option>
        {schools.map((school) => (
          <option key={school.slug} value={school.slug}>
            {school.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect id="enquiry-kind" name="kind" label={L.kind} value={query.kind}>
        <option value="">{L.allKinds}</option>
        {ENQUIRY_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {ENQUIRY_KIND_LABELS[kind]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect id="enquiry-status" name="status" label={L.status} value={query.status}>
        <option value="">{L.allStatuses}</option>
        {ENQUIRY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ENQUIRY_STATUS_LABELS[status]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect id="enquiry-spam" name="spam" label={L.spam} value={query.spam}>
        <option value="">{L.spamIncluded}</option>
        <option value={"hide" satisfies SpamFilter}>{L.spamHidden}</option>
        <option value={"only" satisfies SpamFilter}>{L.spamOnly}</option>
      </FilterSelect>
      <div className="grid gap-1.5">
        <Label htmlFor="enquiry-from">{L.from}</Label>
        <Input id="enquiry-from" name="from" type="date" defaultValue={query.from ?? ""} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="enquiry-to">{L.to}</Label>
        <Input id="enquiry-to" name="to" type="date" defaultValue={query.to ?? ""} />
      </div>
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-1">
        <Button type="submit">
          <SearchIcon aria-hidden="true" />
          {L.apply}
        </Button>
        {filtered ? (
          <Link to="/admin/enquiries" className={buttonVariants({ variant: "ghost" })}>
            <XIcon aria-hidden="true" />
            {L.clear}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function FilterSelect({
  id,
  name,
  label,
  value,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} name={name} defaultValue={value ?? ""}>
        {children}
      </NativeSelect>
    </div>
  );
}
