// The texts of one public page, English and Tamil side by side (issue 28): a card per section, a
// block per heading, text, list or card, each with "Reset to the original text". Publish and Save
// draft post the form; Preview saves it as a draft and opens the public page with it in a new tab.
import { EyeIcon, FileTextIcon, RotateCcwIcon, SendIcon } from "lucide-react";
import { type RefObject, useMemo, useState } from "react";
import { FormMessage } from "~/components/admin/form/dialog-form";
import type { FieldMeta } from "~/components/admin/form/field-meta";
import { ImageFormField } from "~/components/admin/form/image-form-field";
import { PageForm, type PageFormReply, usePageForm } from "~/components/admin/form/page-form";
import { TextareaField, TextField } from "~/components/admin/form/text-fields";
import { PREVIEW_ATTRIBUTE, previewInNewTab } from "~/components/admin/publishing/publishing-actions";
import { BilingualRow } from "~/components/admin/tamil-field";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import {
  CHANGED_BADGE,
  PICTURES_TITLE,
  PREVIEW_LABEL,
  PREVIEW_TAMIL_LABEL,
  PUBLISH_BUSY_LABEL,
  PUBLISH_LABEL,
  RESET_BLOCK_DONE,
  RESET_BLOCK_LABEL,
  SAVE_DRAFT_LABEL,
} from "~/copy/admin-page-texts";
import { OPENS_IN_NEW_TAB } from "~/copy/admin-publishing";
import { tamilLabel } from "~/copy/admin-tamil";
import { LOCALES } from "~/i18n/locales";
import {
  fieldName,
  PAGE_TEXTS_ACTION_FIELD,
  PAGE_TEXTS_INTENT,
  PREVIEW_PAGE_TEXTS_PARAM,
  pageTextsSchema,
  schemaFields,
} from "~/lib/schemas/page-texts";
import type { BlockField, PageBlock, PageEditor } from "~/views/page-texts";

export function PageTextsForm({ editor, reply }: { editor: PageEditor; reply?: PageFormReply }) {
  const schema = useMemo(() => {
    const texts = editor.sections.flatMap((section) => section.blocks.flatMap((block) => block.fields));
    return pageTextsSchema(schemaFields([...texts, ...editor.pictures]));
  }, [editor.sections, editor.pictures]);
  const state = usePageForm({
    id: `page-texts-${editor.page.id}`,
    intent: PAGE_TEXTS_INTENT,
    schema,
    reply,
    defaultValue: editor.values,
  });
  const fields = state.fields as unknown as Record<string, FieldMeta>;
  const formRef = state.draft.formRef as RefObject<HTMLFormElement | null>;
  const [announcement, setAnnouncement] = useState("");
  const here = `/admin/pages/${editor.page.id}`;
  return (
    <PageForm
      state={{
        ...state,
        formProps: { ...state.formProps, onSubmit: previewInNewTab(state.formProps.onSubmit) },
      }}
      className="gap-8"
    >
      {editor.sections.map((section) => (
        <Card key={section.label}>
          <CardHeader>
            <CardTitle as="h2">{section.label}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-8">
            {section.blocks.map((block) => (
              <BlockFields
                key={block.key}
                block={block}
                fields={fields}
                published={editor.published}
                onReset={() => {
                  resetBlock(formRef.current, block.fields);
                  setAnnouncement(`${block.label}: ${RESET_BLOCK_DONE}`);
                }}
              />
            ))}
          </CardContent>
        </Card>
      ))}
      {editor.pictures.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">{PICTURES_TITLE}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6 md:grid-cols-2">
            {editor.pictures.map((picture) => (
              <ImageFormField
                key={picture.path}
                meta={fields[fieldName(picture.path, "en")]!}
                label={picture.label}
                hint={picture.hint}
                category="general"
                maxUploadBytes={editor.maxUploadBytes}
              />
            ))}
          </CardContent>
        </Card>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <FormMessage form={state.form} />
      <div className="sticky bottom-0 z-10 border-t border-border bg-background py-3">
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name={PAGE_TEXTS_ACTION_FIELD} value="publish" disabled={state.busy}>
            <SendIcon aria-hidden="true" />
            {state.busy ? PUBLISH_BUSY_LABEL : PUBLISH_LABEL}
          </Button>
          <Button
            type="submit"
            name={PAGE_TEXTS_ACTION_FIELD}
            value="draft"
            variant="outline"
            disabled={state.busy}
          >
            <FileTextIcon aria-hidden="true" />
            {SAVE_DRAFT_LABEL}
          </Button>
          {LOCALES.map((locale) => (
            <Button
              key={locale}
              type="submit"
              variant="ghost"
              formAction={`${here}?${PREVIEW_PAGE_TEXTS_PARAM}=${locale}`}
              formMethod="post"
              formTarget="_blank"
              disabled={state.busy}
              {...{ [PREVIEW_ATTRIBUTE]: "" }}
            >
              <EyeIcon aria-hidden="true" />
              {locale === "en" ? PREVIEW_LABEL : PREVIEW_TAMIL_LABEL}
              <span className="sr-only"> {OPENS_IN_NEW_TAB}</span>
            </Button>
          ))}
        </div>
      </div>
    </PageForm>
  );
}

function BlockFields({
  block,
  fields,
  published,
  onReset,
}: {
  block: PageBlock;
  fields: Record<string, FieldMeta>;
  published: Record<string, string>;
  onReset: () => void;
}) {
  const changed = block.fields.some((field) =>
    LOCALES.some((locale) => published[fieldName(field.path, locale)] !== field.original[locale]),
  );
  const single = block.fields.length === 1;
  const headingId = `block-${block.key.replaceAll(".", "-")}`;
  const reset = (
    <Button type="button" variant="ghost" size="sm" onClick={onReset} className="justify-self-end">
      <RotateCcwIcon aria-hidden="true" />
      {RESET_BLOCK_LABEL}
      <span className="sr-only">: {block.label}</span>
    </Button>
  );
  const changedBadge = changed ? <Badge variant="secondary">{CHANGED_BADGE}</Badge> : null;
  if (single) {
    return (
      <div className="grid gap-2" data-block={block.key}>
        <TextPair field={block.fields[0]!} fields={fields} label={block.label} />
        <div className="flex items-center justify-end gap-2">
          {changedBadge}
          {reset}
        </div>
      </div>
    );
  }
  return (
    <section aria-labelledby={headingId} className="grid gap-4" data-block={block.key}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 font-heading text-lg font-semibold">
          {block.label}
          {changedBadge}
        </h3>
        {reset}
      </div>
      {block.fields.map((field) => (
        <TextPair key={field.path} field={field} fields={fields} label={field.label} />
      ))}
    </section>
  );
}

/** A text in English and in Tamil, both required: the Tamil page has no other words for it. */
function TextPair({
  field,
  fields,
  label,
}: {
  field: BlockField;
  fields: Record<string, FieldMeta>;
  label: string;
}) {
  const english = fields[fieldName(field.path, "en")]!;
  const tamil = fields[fieldName(field.path, "ta")]!;
  return (
    <BilingualRow>
      {field.multiline ? (
        <>
          <TextareaField meta={english} label={label} rows={4} required />
          <TextareaField meta={tamil} label={tamilLabel(label)} rows={4} required lang="ta" />
        </>
      ) : (
        <>
          <TextField meta={english} label={label} required />
          <TextField meta={tamil} label={tamilLabel(label)} required lang="ta" />
        </>
      )}
    </BilingualRow>
  );
}

/** Puts the block's original texts back in the form, as typing would (the draft and checks follow). */
function resetBlock(form: HTMLFormElement | null, blockFields: readonly BlockField[]) {
  if (!form) return;
  for (const field of blockFields) {
    for (const locale of LOCALES) {
      const control = form.elements.namedItem(fieldName(field.path, locale));
      if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) continue;
      const prototype = Object.getPrototypeOf(control) as HTMLInputElement | HTMLTextAreaElement;
      Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, field.original[locale]);
      control.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
}
