// The optional Tamil versions of texts in the admin forms and lists (issue 17): each Tamil field
// stands beside its English field on wide screens and under it on phones; a list marks the items
// that have no Tamil version yet.
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NO_TAMIL_BADGE, NO_TAMIL_HINT, TAMIL_FIELDS_HINT, tamilLabel } from "~/copy/admin-tamil";
import { cn } from "~/lib/cn";

/** An English field and its Tamil field: two columns from md up, stacked below. */
export function BilingualRow({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("grid items-start gap-5 md:grid-cols-2", className)}>{children}</div>;
}

/** A form field as conform describes it: enough to draw one text input with its label and errors. */
type TextFieldMeta = {
  id: string;
  name: string;
  errorId: string;
  errors?: string[];
  initialValue?: string;
};

/** The required English title and its optional Tamil title, side by side (every content form's first row). */
export function BilingualTitleRow({
  label,
  english,
  tamil,
}: {
  label: string;
  english: TextFieldMeta;
  tamil: TextFieldMeta;
}) {
  return (
    <BilingualRow>
      <Field label={label} id={english.id} errorId={english.errorId} error={english.errors} required>
        <Input name={english.name} defaultValue={english.initialValue} autoComplete="off" />
      </Field>
      <Field
        label={tamilLabel(label)}
        id={tamil.id}
        errorId={tamil.errorId}
        error={tamil.errors}
        description={TAMIL_FIELDS_HINT}
      >
        <Input lang="ta" name={tamil.name} defaultValue={tamil.initialValue} autoComplete="off" />
      </Field>
    </BilingualRow>
  );
}

/** "No Tamil" beside an item's title, with what it means for the website. */
export function NoTamilBadge({ className }: { className?: string }) {
  return (
    <Badge
      variant="outline"
      title={NO_TAMIL_HINT}
      className={cn("text-muted-foreground", className)}
      data-no-tamil
    >
      {NO_TAMIL_BADGE}
      <span className="sr-only">: {NO_TAMIL_HINT}</span>
    </Badge>
  );
}
