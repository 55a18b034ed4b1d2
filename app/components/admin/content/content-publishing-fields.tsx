// The Content form's SEO Settings and Publishing sections, and its submit row with the preview link.
import { ExternalLinkIcon } from "lucide-react";
import { BilingualField } from "~/components/admin/form/bilingual-field";
import { SelectField } from "~/components/admin/form/choice-fields";
import { SubmitButton } from "~/components/admin/form/submit-button";
import { CountedTextField, TextField } from "~/components/admin/form/text-fields";
import { buttonVariants } from "~/components/ui/button";
import { FORM_LABELS as F, PREVIEW_LABEL, SUBMIT_LABELS } from "~/copy/admin-content";
import { OPENS_IN_NEW_TAB } from "~/copy/admin-publishing";
import { CONTENT_STATUS_LABELS, CONTENT_STATUSES } from "~/copy/content-kinds";
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from "~/copy/limits";
import type { ContentFields } from "./content-editor-form";

const STATUS_OPTIONS = CONTENT_STATUSES.map((status) => ({
  value: status,
  label: CONTENT_STATUS_LABELS[status],
}));

export function SeoFields({ fields }: { fields: ContentFields }) {
  return (
    <>
      <CountedTextField
        meta={fields.metaTitle}
        label={F.metaTitle}
        hint={F.metaTitleHint}
        max={META_TITLE_MAX}
      />
      <BilingualField
        as={CountedTextField}
        label={F.metaDescription}
        english={fields.metaDescription}
        tamil={fields.metaDescriptionTa}
        hint={F.metaDescriptionHint}
        max={META_DESCRIPTION_MAX}
        multiline
      />
    </>
  );
}

/** The status and publication moment (where the item stands is said by the publishing actions). */
export function PublishingFields({ fields }: { fields: ContentFields }) {
  return (
    <div className="grid items-start gap-5 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
      <SelectField meta={fields.status} label={F.status} options={STATUS_OPTIONS} />
      <TextField
        meta={fields.publishedAt}
        label={F.publishedAt}
        hint={F.publishedAtHint}
        type="datetime-local"
        controlClassName="max-w-72"
      />
    </div>
  );
}

export function ContentSubmitRow({
  busy,
  creating,
  previewHref,
}: {
  busy: boolean;
  creating: boolean;
  previewHref?: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <SubmitButton busy={busy} label={creating ? SUBMIT_LABELS.create : SUBMIT_LABELS.edit} />
      {previewHref ? (
        <a
          href={previewHref}
          target="_blank"
          rel="noreferrer"
          className={buttonVariants({ variant: "outline" })}
        >
          <ExternalLinkIcon aria-hidden="true" />
          {PREVIEW_LABEL}
          <span className="sr-only"> {OPENS_IN_NEW_TAB}</span>
        </a>
      ) : null}
    </div>
  );
}
