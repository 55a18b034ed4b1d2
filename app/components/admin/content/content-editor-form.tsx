// The Content form's fields in its three sections (spec §2): Content Details, SEO Settings and
// Publishing. The route (app/routes/admin/content-form.tsx) loads the item and saves it.
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ExternalLinkIcon, Loader2Icon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Form } from "react-router";
import type { z } from "zod";
import { ImageField } from "~/components/admin/image-field";
import { NativeSelect } from "~/components/admin/native-select";
import { BilingualRow } from "~/components/admin/tamil-field";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import {
  FORM_LABELS as F,
  FORM_SECTIONS,
  OPENS_IN_NEW_TAB,
  PREVIEW_LABEL,
  SUBMIT_LABELS,
} from "~/copy/admin-content";
import { TAMIL_FIELDS_HINT, tamilLabel } from "~/copy/admin-tamil";
import {
  CONTENT_KIND_LABELS,
  CONTENT_STATUS_LABELS,
  CONTENT_STATUSES,
  type ContentKind,
  type ContentStatus,
} from "~/copy/content-kinds";
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from "~/copy/limits";
import {
  CONTENT_LOCATION_MAX,
  CONTENT_SLUG_MAX,
  CONTENT_TITLE_MAX,
  contentFormSchema,
  kindOptions,
  SAVE_CONTENT_INTENT,
} from "~/lib/schemas/content";
import { contentSlug } from "~/lib/slug";
import { CountedField } from "./counted-field";
import { RichTextField } from "./rich-text-field";

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

export type ContentFormProps = {
  mode: "create" | "edit";
  values: ContentFormValues;
  /** Edit only: the item's updated_at when loaded, its public address, how it stands. */
  updatedAt?: string;
  previewHref?: string;
  publicationState?: string;
  /** One of the five schools: type and slug stay as they are. */
  fixedSchool?: boolean;
  maxUploadBytes: number;
  lastResult?: SubmissionResult<string[]>;
  busy: boolean;
};

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}

export function ContentEditorForm(props: ContentFormProps) {
  const { mode, values, busy } = props;
  const creating = mode === "create";
  const [form, fields] = useForm<z.input<typeof contentFormSchema>>({
    id: "content-form",
    lastResult: props.lastResult,
    constraint: getZodConstraint(contentFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contentFormSchema }),
  });
  const [slug, setSlug] = useState(values.slug);
  // On creation the slug follows the title until the person writes one of their own.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(creating && values.slug === "");
  const [kind, setKind] = useState<ContentKind>(values.kind);

  function onTitleInput(title: string) {
    if (slugFollowsTitle) setSlug(contentSlug(title).slice(0, CONTENT_SLUG_MAX));
  }

  function onSlugInput(typed: string) {
    // The spec's rule as they type: lowercase, spaces to hyphens, nothing but letters, digits, - and _.
    const next = contentSlug(typed).slice(0, CONTENT_SLUG_MAX);
    setSlug(next);
    if (creating) setSlugFollowsTitle(next === "");
  }

  const f = fields;
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-6">
      <input type="hidden" name="intent" value={SAVE_CONTENT_INTENT} />
      {props.updatedAt ? <input type="hidden" name="updatedAt" value={props.updatedAt} /> : null}
      <input type="hidden" name="publishedAtShown" value={values.publishedAt} />

      <Section title={FORM_SECTIONS.details}>
        <BilingualRow>
          <Field label={F.title} id={f.title.id} errorId={f.title.errorId} error={f.title.errors} required>
            <Input
              name={f.title.name}
              defaultValue={values.title}
              maxLength={CONTENT_TITLE_MAX}
              onInput={(event) => onTitleInput(event.currentTarget.value)}
            />
          </Field>
          <Field
            label={tamilLabel(F.title)}
            id={f.titleTa.id}
            errorId={f.titleTa.errorId}
            error={f.titleTa.errors}
            description={TAMIL_FIELDS_HINT}
          >
            <Input
              lang="ta"
              name={f.titleTa.name}
              defaultValue={values.titleTa}
              maxLength={CONTENT_TITLE_MAX}
            />
          </Field>
        </BilingualRow>
        <Field
          label={F.slug}
          id={f.slug.id}
          errorId={f.slug.errorId}
          error={f.slug.errors}
          description={props.fixedSchool ? F.fixedSchool : F.slugHint}
          required
        >
          <Input
            name={f.slug.name}
            value={slug}
            readOnly={props.fixedSchool}
            className="font-mono"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => onSlugInput(event.currentTarget.value)}
          />
        </Field>
        <Field label={F.type} id={f.kind.id} errorId={f.kind.errorId} error={f.kind.errors}>
          <NativeSelect
            name={props.fixedSchool ? undefined : f.kind.name}
            value={kind}
            disabled={props.fixedSchool}
            onChange={(event) => setKind(event.currentTarget.value as ContentKind)}
          >
            {kindOptions(values.kind).map((option) => (
              <option key={option} value={option}>
                {CONTENT_KIND_LABELS[option]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {props.fixedSchool ? <input type="hidden" name={f.kind.name} value={values.kind} /> : null}
        {kind === "event" ? (
          <fieldset
            className="grid gap-4 rounded-control border border-border p-4 sm:grid-cols-2"
            data-event-fields=""
          >
            <legend className="px-1 text-sm font-semibold">{CONTENT_KIND_LABELS.event}</legend>
            <Field
              label={F.eventDate}
              id={f.eventDate.id}
              errorId={f.eventDate.errorId}
              error={f.eventDate.errors}
              required
            >
              <Input type="date" name={f.eventDate.name} defaultValue={values.eventDate} />
            </Field>
            <Field
              label={F.eventTime}
              id={f.eventTime.id}
              errorId={f.eventTime.errorId}
              error={f.eventTime.errors}
            >
              <Input type="time" name={f.eventTime.name} defaultValue={values.eventTime} />
            </Field>
            <Field
              label={F.location}
              id={f.location.id}
              errorId={f.location.errorId}
              error={f.location.errors}
              className="sm:col-span-2"
            >
              <Input name={f.location.name} defaultValue={values.location} maxLength={CONTENT_LOCATION_MAX} />
            </Field>
          </fieldset>
        ) : null}
        <BilingualRow className="md:grid-cols-1 xl:grid-cols-2">
          <RichTextField
            label={F.body}
            name={f.body.name}
            defaultValue={values.body}
            description={F.bodyHint}
            error={f.body.errors}
          />
          <RichTextField
            label={tamilLabel(F.body)}
            name={f.bodyTa.name}
            defaultValue={values.bodyTa}
            error={f.bodyTa.errors}
            lang="ta"
          />
        </BilingualRow>
        <ImageField
          label={F.featuredImage}
          name={f.featuredImage.name}
          mediaIdName={f.featuredMediaId.name}
          category="general"
          defaultValue={
            values.featuredImage
              ? { url: values.featuredImage, mediaId: values.featuredMediaId || null }
              : null
          }
          maxUploadBytes={props.maxUploadBytes}
          error={f.featuredImage.errors}
        />
      </Section>

      <Section title={FORM_SECTIONS.seo}>
        <CountedField
          label={F.metaTitle}
          id={f.metaTitle.id}
          name={f.metaTitle.name}
          errorId={f.metaTitle.errorId}
          errors={f.metaTitle.errors}
          max={META_TITLE_MAX}
          defaultValue={values.metaTitle}
          description={F.metaTitleHint}
        />
        <BilingualRow>
          <CountedField
            label={F.metaDescription}
            id={f.metaDescription.id}
            name={f.metaDescription.name}
            errorId={f.metaDescription.errorId}
            errors={f.metaDescription.errors}
            max={META_DESCRIPTION_MAX}
            defaultValue={values.metaDescription}
            description={F.metaDescriptionHint}
            multiline
          />
          <CountedField
            label={tamilLabel(F.metaDescription)}
            id={f.metaDescriptionTa.id}
            name={f.metaDescriptionTa.name}
            errorId={f.metaDescriptionTa.errorId}
            errors={f.metaDescriptionTa.errors}
            max={META_DESCRIPTION_MAX}
            defaultValue={values.metaDescriptionTa}
            lang="ta"
            multiline
          />
        </BilingualRow>
      </Section>

      <Section title={FORM_SECTIONS.publishing}>
        <div className="grid items-start gap-5 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
          <Field label={F.status} id={f.status.id} errorId={f.status.errorId} error={f.status.errors}>
            <NativeSelect name={f.status.name} defaultValue={values.status}>
              {CONTENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {CONTENT_STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            label={F.publishedAt}
            id={f.publishedAt.id}
            errorId={f.publishedAt.errorId}
            error={f.publishedAt.errors}
            description={F.publishedAtHint}
          >
            <Input
              type="datetime-local"
              name={f.publishedAt.name}
              defaultValue={values.publishedAt}
              className="max-w-72"
            />
          </Field>
        </div>
        {props.publicationState ? (
          <p className="rounded-control bg-muted px-3 py-2 text-sm" data-testid="publication-state">
            {props.publicationState}
          </p>
        ) : null}
        {form.errors?.length ? (
          <p id={form.errorId} role="alert" className="text-sm font-medium text-destructive">
            {form.errors.join(" ")}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? (
              <Loader2Icon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            ) : null}
            {creating ? SUBMIT_LABELS.create : SUBMIT_LABELS.edit}
          </Button>
          {props.previewHref ? (
            <a
              href={props.previewHref}
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
      </Section>
    </Form>
  );
}
