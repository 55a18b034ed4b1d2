import { useState } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { characterCount } from "~/copy/admin-content";
import { cn } from "~/lib/cn";

/**
 * A text field with a live count of its characters against its limit (the content form's Meta
 * Title and Meta Description, spec §5). Past the limit the count says by how much; the form's
 * schema refuses it, and so does the server.
 */
export function CountedField({
  label,
  id,
  name,
  errorId,
  errors,
  max,
  defaultValue,
  description,
  multiline = false,
  lang,
}: {
  label: string;
  id: string;
  name: string;
  errorId: string;
  errors?: string[];
  max: number;
  defaultValue?: string;
  description?: string;
  multiline?: boolean;
  /** The language of the text typed in it ("ta" for a Tamil version). */
  lang?: string;
}) {
  const [length, setLength] = useState(defaultValue?.length ?? 0);
  const over = length > max;
  const invalid = Boolean(errors?.length);
  const counterId = `${id}-count`;
  const descriptionId = `${id}-description`;
  const control = {
    id,
    name,
    defaultValue,
    lang,
    "aria-invalid": invalid || undefined,
    "aria-describedby": [description ? descriptionId : null, counterId, invalid ? errorId : null]
      .filter(Boolean)
      .join(" "),
    onInput: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
      setLength(event.currentTarget.value.length),
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? <Textarea rows={3} {...control} /> : <Input {...control} />}
      <div className="flex items-start justify-between gap-3 text-sm">
        {description ? (
          <p id={descriptionId} className="text-muted-foreground">
            {description}
          </p>
        ) : (
          <span />
        )}
        <span
          id={counterId}
          data-counter={name}
          className={cn(
            "shrink-0 tabular-nums",
            over ? "font-semibold text-destructive" : "text-muted-foreground",
          )}
        >
          {characterCount(length, max)}
        </span>
      </div>
      {invalid ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {errors?.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
