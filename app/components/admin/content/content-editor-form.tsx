// The Content form's fields in its three sections (spec §2): Content Details, SEO Settings and
// Publishing, on the admin's form kit (components/admin/form). The route
// (app/routes/admin/content-form.tsx) loads the item and saves it.
import { type ReactNode, useId } from "react";
import { FormMessage } from "~/components/admin/form/dialog-form";
import type { FieldMeta } from "~/components/admin/form/field-meta";
import { PageForm, type PageFormReply, usePageForm } from "~/components/admin/form/page-form";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { FORM_SECTIONS, PUBLICATION_STATE } from "~/copy/admin-content";
import { NEW_ITEM_STATUS, PREVIEW_PATHS } from "~/copy/admin-publishing";
import type { ContentKind, ContentStatus } from "~/copy/content-kinds";
import { CONTENT_ITEM_FIELD, contentFormSchema, SAVE_CONTENT_INTENT } from "~/lib/schemas/content";
import { PublishingActions, previewInNewTab } from "../publishing/publishing-actions";
import { ContentDetailsFields } from "./content-details-fields";
import { ContentSubmitRow, PublishingFields, SeoFields } from "./content-publishing-fields";

/** What the form starts from: a saved item, or the defaults of a new one. */
export type ContentFormValues = {
  title: string;
  slug: string;
  kind: ContentKind;
  status: ContentStatus;
  metaTitle: string;
  metaDescription: string;
  body: string;
  /** The optional Tamil versions ("" for none). */
  titleTa: string;
  metaDescriptionTa: string;
  bodyTa: string;
  featuredImage: string;
  featuredMediaId: string;
  eventDate: string;
  eventTime: string;
  location: string;
  /** The publication moment on the schools' wall clock ("" for none). */
  publishedAt: string;
};

/** Conform's metadata of each of the form's fields. */
export type ContentFields = Record<keyof ContentFormValues, FieldMeta>;

export type ContentFormProps = {
  mode: "create" | "edit";
  values: ContentFormValues;
  /** Edit only: the item's id (for the preview), its updated_at when loaded, its public address, how it stands. */
  itemId?: string;
  updatedAt?: string;
  previewHref?: string;
  publicationState?: string;
  maxUploadBytes: number;
  /** The action's answer to a refused save. */
  reply?: PageFormReply;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}

export function ContentEditorForm(props: ContentFormProps) {
  const { mode, values } = props;
  const state = usePageForm({
    id: "content-form",
    intent: SAVE_CONTENT_INTENT,
    schema: contentFormSchema,
    reply: props.reply,
    defaultValue: values,
  });
  const { form, busy } = state;
  const fields: ContentFields = state.fields;
  const hintId = useId();
  // Preview posts the values to the preview page in a new tab; every other button saves.
  const withPreview = {
    ...state,
    formProps: { ...state.formProps, onSubmit: previewInNewTab(state.formProps.onSubmit) },
  };
  return (
    <PageForm
      state={withPreview}
      hidden={{
        [CONTENT_ITEM_FIELD]: props.itemId || undefined,
        updatedAt: props.updatedAt || undefined,
        publishedAtShown: values.publishedAt,
      }}
      className="gap-6"
    >
      <Section title={FORM_SECTIONS.details}>
        <ContentDetailsFields
          fields={fields}
          values={values}
          creating={mode === "create"}
          maxUploadBytes={props.maxUploadBytes}
        />
      </Section>
      <Section title={FORM_SECTIONS.seo}>
        <SeoFields fields={fields} />
      </Section>
      <Section title={FORM_SECTIONS.publishing}>
        <PublishingFields fields={fields} />
        <PublishingActions
          busy={busy}
          status={props.publicationState ?? (mode === "create" ? NEW_ITEM_STATUS : PUBLICATION_STATE.never)}
          preview={{ en: PREVIEW_PATHS.content, ta: PREVIEW_PATHS.contentTamil }}
          hintId={hintId}
        />
        <FormMessage form={form} />
        <ContentSubmitRow busy={busy} creating={mode === "create"} previewHref={props.previewHref} />
      </Section>
    </PageForm>
  );
}
