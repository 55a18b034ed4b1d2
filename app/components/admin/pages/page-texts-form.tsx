// The texts of one public page, English and Tamil side by side (issue 28): a card per section, a
// block per heading, text, list or card, each with "Reset to the original text". Publish and Save
// draft post the form; Preview saves it as a draft and opens the public page with it in a new tab.
import { EyeIcon, FileTextIcon, RotateCcwIcon, SendIcon } from "lucide-react";
import { type RefObject, useMemo, useState } from "react";
import { BilingualField } from "~/components/admin/form/bilingual-field";
import { FormMessage } from "~/components/admin/form/dialog-form";
import type { FieldMeta } from "~/components/admin/form/field-meta";
import { PageForm, type PageFormReply, usePageForm } from "~/components/admin/form/page-form";
import { TextareaField, TextField } from "~/components/admin/form/text-fields";
import { PREVIEW_ATTRIBUTE, previewInNewTab } from "~/components/admin/publishing/publishing-actions";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import {
  CHANGED_BADGE,
  PAGE_ACTIONS_HINT,
  PREVIEW_LABEL,
  PREVIEW_TAMIL_LABEL,
  PUBLISH_BUSY_LABEL,
  PUBLISH_LABEL,
  RESET_BLOCK_DONE,
  RESET_BLOCK_LABEL,
  SAVE_DRAFT_LABEL,
} from "~/copy/admin-page-texts";
import { OPENS_IN_NEW_TAB } from "~/copy/admin-publishing";
import { LOCALES } from "~/i18n/locales";
import {
  fieldName,
  PAGE_TEXTS_ACTION_FIELD,
  PAGE_TEXTS_INTENT,
  PREVIEW_PAGE_TEXTS_PARAM,
  pageTextsSchema,
} from "~/lib/schemas/page-texts";
import type { BlockField, PageBlock, PageEditor } from "~/views/page-texts";

export function PageTextsForm({ editor, reply }: { editor: PageEditor; reply?: PageFormReply }) {
  const schema = useMemo(() => {
    const fields = editor.sections.flatMap((section) => section.blocks.flatMap((block) => block.fields));
    return pageTextsSchema(
      fields.flatMap((field) =>
        LOCALES.map((locale) => ({ name: fieldName(field.path, locale), placeholders: field.placeholders })),
      ),
    );
  }, [editor.sections]);
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
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <FormMessage form={state.form} />
      <div className="sticky bottom-0 z-10 grid gap-2 border-t border-border bg-background/95 py-4 backdrop-blur">
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
        <p className="text-sm text-muted-foreground">{PAGE_ACTIONS_HINT}</p>
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
  const headingId = `block-${block.key.replaceAll(".", "-")}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-4" data-block={block.key}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 font-heading text-lg font-semibold">
          {block.label}
          {changed ? <Badge variant="secondary">{CHANGED_BADGE}</Badge> : null}
        </h3>
        <Button type="button" variant="ghost" size="sm" onClick={onReset}>
          <RotateCcwIcon aria-hidden="true" />
          {RESET_BLOCK_LABEL}
          <span className="sr-only">: {block.label}</span>
        </Button>
      </div>
      {block.fields.map((field) => (
        <TextPair
          key={field.path}
          field={field}
          fields={fields}
          label={block.fields.length === 1 ? block.label : field.label}
        />
      ))}
    </section>
  );
}

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
  return field.multiline ? (
    <BilingualField as={TextareaField} english={english} tamil={tamil} label={label} rows={4} required />
  ) : (
    <BilingualField as={TextField} english={english} tamil={tamil} label={label} required />
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
