// The plain publishing actions of the News dialog and the Content form (docs/decisions/025):
// where the item stands now, then Publish now, Schedule, Save draft and Preview. The first three
// are submit buttons posting `publish` with the form; Preview posts the form's values, unsaved, to
// the preview page in a new tab (natively before hydration, by previewInNewTab after).
import { CalendarClockIcon, EyeIcon, FileTextIcon, SendIcon } from "lucide-react";
import type { FormEvent } from "react";
import { Button } from "~/components/ui/button";
import {
  OPENS_IN_NEW_TAB,
  PREVIEW_ACTION_LABEL,
  PREVIEW_HINT,
  PREVIEW_TAMIL_ACTION_LABEL,
  PUBLISH_ACTION_LABELS,
  PUBLISHING_ACTIONS_LABEL,
  PUBLISHING_HINT,
  STATUS_LINE_LABEL,
} from "~/copy/admin-publishing";
import { PUBLISH_FIELD } from "~/lib/schemas/publishing";

/** Marks the preview buttons, for previewInNewTab. */
export const PREVIEW_ATTRIBUTE = "data-preview-action";

/** The three actions, each posting its `publish` value with the form (decision 025). */
const PUBLISH_ACTIONS = [
  { value: "now", icon: SendIcon, variant: "default" },
  { value: "schedule", icon: CalendarClockIcon, variant: "outline" },
  { value: "draft", icon: FileTextIcon, variant: "outline" },
] as const;

export function PublishingActions({
  busy,
  status,
  preview,
  hintId,
}: {
  busy: boolean;
  /** Where the item stands now ("Scheduled for 3 Dec 2026, 9:00 am"). */
  status: string;
  /** The preview pages of unsaved values, English and Tamil (none: no Preview buttons). */
  preview?: { en: string; ta: string };
  hintId?: string;
}) {
  return (
    <div className="grid gap-3 rounded-control border border-border bg-muted/40 p-4">
      <p className="text-sm" data-testid="publishing-status">
        <span className="font-semibold">{STATUS_LINE_LABEL}</span> {status}
      </p>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{PUBLISHING_ACTIONS_LABEL}</legend>
        {PUBLISH_ACTIONS.map(({ value, icon: Icon, variant }) => (
          <Button
            key={value}
            type="submit"
            name={PUBLISH_FIELD}
            value={value}
            variant={variant}
            disabled={busy}
            aria-describedby={hintId}
          >
            <Icon aria-hidden="true" />
            {PUBLISH_ACTION_LABELS[value]}
          </Button>
        ))}
        {preview ? (
          <>
            <PreviewButton href={preview.en} label={PREVIEW_ACTION_LABEL} busy={busy} />
            <PreviewButton href={preview.ta} label={PREVIEW_TAMIL_ACTION_LABEL} busy={busy} />
          </>
        ) : null}
      </fieldset>
      <p id={hintId} className="text-sm text-muted-foreground">
        {PUBLISHING_HINT}
        {preview ? ` ${PREVIEW_HINT}` : null}
      </p>
    </div>
  );
}

function PreviewButton({ href, label, busy }: { href: string; label: string; busy: boolean }) {
  return (
    <Button
      type="submit"
      variant="ghost"
      formAction={href}
      formMethod="post"
      formTarget="_blank"
      disabled={busy}
      {...{ [PREVIEW_ATTRIBUTE]: "" }}
    >
      <EyeIcon aria-hidden="true" />
      {label}
      <span className="sr-only"> {OPENS_IN_NEW_TAB}</span>
    </Button>
  );
}

/**
 * The form's submit handler, extended: a press of Preview, once the form's own checks pass, posts
 * the values to the preview page in a new tab instead of saving them (React Router's form would
 * otherwise take the submit over and save).
 */
export function previewInNewTab(onSubmit: (event: FormEvent<HTMLFormElement>) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const preview = submitter?.hasAttribute(PREVIEW_ATTRIBUTE) ? submitter.getAttribute("formaction") : null;
    onSubmit(event);
    if (preview === null || event.defaultPrevented) return;
    event.preventDefault();
    const form = event.currentTarget;
    const before = { action: form.getAttribute("action"), target: form.getAttribute("target") };
    form.setAttribute("action", preview);
    form.setAttribute("target", "_blank");
    // The native submit fires no submit event: nothing takes it over, and the page stays.
    form.submit();
    restore(form, "action", before.action);
    restore(form, "target", before.target);
  };
}

function restore(form: HTMLFormElement, name: string, value: string | null) {
  if (value === null) form.removeAttribute(name);
  else form.setAttribute(name, value);
}
