// Add News Article / Edit News Article (spec §2): Article Title, Excerpt, Article Content (the
// content form's rich-text editor), Category, Priority, Featured Image, Publication Date with its
// time, Status and 'Featured article', in the admin's one dialog-form pattern (form-dialog.tsx).
// An edit carries the article's updatedAt as it was when the dialog opened, so a save made by
// someone else meanwhile is refused rather than overwritten.
import { getFormProps } from "@conform-to/react";
import { useEffect, useId, useState } from "react";
import { CountedField } from "~/components/admin/content/counted-field";
import { RichTextField } from "~/components/admin/content/rich-text-field";
import { DatePicker } from "~/components/admin/date-picker";
import { FormDialog, FormDialogFooter, FormMessage, useDialogForm } from "~/components/admin/form-dialog";
import { DROP_HINT, ImageField } from "~/components/admin/image-field";
import { NativeSelect } from "~/components/admin/native-select";
import { BilingualRow, BilingualTitleRow } from "~/components/admin/tamil-field";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  ADD_ARTICLE_HINT,
  ADD_ARTICLE_TITLE,
  ARTICLE_FIELD_HINTS,
  ARTICLE_FIELD_LABELS,
  CLEAR_DATE_LABEL,
  CREATE_ARTICLE_SUBMIT,
  EDIT_ARTICLE_HINT,
  EDIT_ARTICLE_TITLE,
  FORM_STATUSES,
  NEWS_EXCERPT_MAX,
  PUBLISH_DATE_PLACEHOLDER,
  STATUS_LABELS,
  UPDATE_ARTICLE_SUBMIT,
} from "~/copy/admin-news";
import { tamilLabel } from "~/copy/admin-tamil";
import {
  DEFAULT_NEWS_CATEGORY,
  DEFAULT_NEWS_PRIORITY,
  isNewsCategory,
  NEWS_CATEGORIES,
  NEWS_PRIORITIES,
  NEWS_PRIORITY_LABELS,
} from "~/copy/categories";
import { schoolMomentOf } from "~/lib/publication-time";
import { createArticleSchema, NEWS_INTENTS, updateArticleSchema } from "~/lib/schemas/news";
import type { NewsArticleView } from "~/views/news";

/** Closed, adding an article, or editing the article as it was when the dialog opened. */
export type NewsDialogState = null | { mode: "create" } | { mode: "edit"; article: NewsArticleView };

export function NewsFormDialog({
  state,
  onClose,
  maxUploadBytes,
}: {
  state: NewsDialogState;
  onClose: () => void;
  maxUploadBytes: number;
}) {
  const editing = state?.mode === "edit" ? state.article : null;
  // The editor's chunk is fetched with the page, not when the dialog opens: loaded late, it would
  // appear while someone tabs out of a field, and the dialog's focus trap, seeing the placeholder
  // go at the moment no field has focus, would move focus to the dialog itself.
  useEffect(() => {
    void import("~/components/admin/content/rich-text-editor");
  }, []);
  return (
    <FormDialog
      open={state !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={editing ? EDIT_ARTICLE_TITLE : ADD_ARTICLE_TITLE}
      description={editing ? EDIT_ARTICLE_HINT : ADD_ARTICLE_HINT}
      className="max-w-4xl"
    >
      {/* A new key per article: the form starts again from that article's saved values. */}
      <ArticleForm
        key={editing?.id ?? "new"}
        article={editing}
        onSaved={onClose}
        maxUploadBytes={maxUploadBytes}
      />
    </FormDialog>
  );
}

function focusFirstInvalid(formId: string) {
  document.querySelector<HTMLElement>(`#${CSS.escape(formId)} [aria-invalid="true"]`)?.focus();
}

function ArticleForm({
  article,
  onSaved,
  maxUploadBytes,
}: {
  article: NewsArticleView | null;
  onSaved: () => void;
  maxUploadBytes: number;
}) {
  const { fetcher, form, fields, busy } = useDialogForm({
    id: article ? `news-form-${article.id}` : "news-form-new",
    schema: article ? updateArticleSchema : createArticleSchema,
    defaultValue: {
      title: article?.title ?? "",
      excerpt: article?.excerpt ?? "",
      titleTa: article?.titleTa ?? "",
      excerptTa: article?.excerptTa ?? "",
      category:
        article?.category && isNewsCategory(article.category) ? article.category : DEFAULT_NEWS_CATEGORY,
      priority: article?.priority ?? DEFAULT_NEWS_PRIORITY,
      status: article?.status ?? "published",
      publishTime: article?.publishTime ?? "",
    },
    onSaved,
  });
  const [status, setStatus] = useState(article?.status ?? "published");
  const [time, setTime] = useState(article?.publishTime ?? "");
  const featuredId = useId();
  const hintId = useId();
  const formProps = getFormProps(form);
  const draft = status === "draft";
  const statuses = article?.status === "archived" ? [...FORM_STATUSES, "archived" as const] : FORM_STATUSES;
  return (
    <fetcher.Form
      method="post"
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        // Refused in the browser: focus the first marked field, as after a refusal by the server.
        if (event.defaultPrevented) requestAnimationFrame(() => focusFirstInvalid(form.id));
      }}
      className="grid gap-5"
    >
      <input type="hidden" name="intent" value={article ? NEWS_INTENTS.update : NEWS_INTENTS.create} />
      {article ? (
        <>
          <input type="hidden" name="articleId" value={article.id} />
          <input type="hidden" name="updatedAt" value={article.updatedAt} />
        </>
      ) : null}
      <BilingualTitleRow label={ARTICLE_FIELD_LABELS.title} english={fields.title} tamil={fields.titleTa} />
      <BilingualRow>
        <CountedField
          label={ARTICLE_FIELD_LABELS.excerpt}
          id={fields.excerpt.id}
          name={fields.excerpt.name}
          errorId={fields.excerpt.errorId}
          errors={fields.excerpt.errors}
          max={NEWS_EXCERPT_MAX}
          defaultValue={fields.excerpt.initialValue}
          description={ARTICLE_FIELD_HINTS.excerpt}
          multiline
        />
        <CountedField
          label={tamilLabel(ARTICLE_FIELD_LABELS.excerpt)}
          id={fields.excerptTa.id}
          name={fields.excerptTa.name}
          errorId={fields.excerptTa.errorId}
          errors={fields.excerptTa.errors}
          max={NEWS_EXCERPT_MAX}
          defaultValue={fields.excerptTa.initialValue}
          lang="ta"
          multiline
        />
      </BilingualRow>
      <div className="grid gap-5 md:grid-cols-2">
        <div className="grid content-start gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label={ARTICLE_FIELD_LABELS.category}
              id={fields.category.id}
              errorId={fields.category.errorId}
              error={fields.category.errors}
            >
              {(control) => (
                <NativeSelect
                  {...control}
                  name={fields.category.name}
                  defaultValue={fields.category.initialValue}
                >
                  {NEWS_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {category}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field
              label={ARTICLE_FIELD_LABELS.priority}
              id={fields.priority.id}
              errorId={fields.priority.errorId}
              error={fields.priority.errors}
            >
              {(control) => (
                <NativeSelect
                  {...control}
                  name={fields.priority.name}
                  defaultValue={fields.priority.initialValue}
                >
                  {NEWS_PRIORITIES.map((priority) => (
                    <option key={priority} value={priority}>
                      {NEWS_PRIORITY_LABELS[priority]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
          </div>
          <Field
            label={ARTICLE_FIELD_LABELS.status}
            id={fields.status.id}
            errorId={fields.status.errorId}
            error={fields.status.errors}
          >
            {(control) => (
              <NativeSelect
                {...control}
                name={fields.status.name}
                defaultValue={fields.status.initialValue}
                onChange={(event) => setStatus(event.currentTarget.value as typeof status)}
              >
                {statuses.map((choice) => (
                  <option key={choice} value={choice}>
                    {STATUS_LABELS[choice]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        </div>
        <div className="grid content-start gap-5">
          <ImageField
            label={ARTICLE_FIELD_LABELS.image}
            name={fields.imageUrl.name}
            mediaIdName={fields.mediaId.name}
            category="news"
            maxUploadBytes={maxUploadBytes}
            description={DROP_HINT}
            defaultValue={
              article?.imageUrl
                ? {
                    url: article.imageUrl,
                    previewUrl: article.thumbnailSrc ?? undefined,
                    mediaId: article.mediaId,
                  }
                : null
            }
            error={fields.imageUrl.errors ?? fields.mediaId.errors}
          />
          <div className="grid gap-3">
            <div className="grid gap-5 sm:grid-cols-[3fr_2fr]">
              <Field
                label={ARTICLE_FIELD_LABELS.publishDate}
                id={fields.publishDate.id}
                errorId={fields.publishDate.errorId}
                error={fields.publishDate.errors}
              >
                {(control) => (
                  <DatePicker
                    {...control}
                    aria-describedby={[control["aria-describedby"], hintId].filter(Boolean).join(" ")}
                    name={fields.publishDate.name}
                    label={ARTICLE_FIELD_LABELS.publishDate}
                    placeholder={PUBLISH_DATE_PLACEHOLDER}
                    defaultValue={article?.publishDate}
                    clearLabel={CLEAR_DATE_LABEL}
                    disabled={draft}
                    onValueChange={(date) => {
                      // A date without a time: the time now in India, to change if need be.
                      if (date && !time) setTime(schoolMomentOf(new Date().toISOString()).slice(11, 16));
                      if (!date) setTime("");
                    }}
                  />
                )}
              </Field>
              <Field
                label={ARTICLE_FIELD_LABELS.publishTime}
                id={fields.publishTime.id}
                errorId={fields.publishTime.errorId}
                error={fields.publishTime.errors}
              >
                {(control) => (
                  <Input
                    {...control}
                    aria-describedby={[control["aria-describedby"], hintId].filter(Boolean).join(" ")}
                    type="time"
                    name={fields.publishTime.name}
                    value={time}
                    onChange={(event) => setTime(event.currentTarget.value)}
                    disabled={draft}
                  />
                )}
              </Field>
            </div>
            <p id={hintId} className="text-sm text-muted-foreground">
              {ARTICLE_FIELD_HINTS.publication}
            </p>
          </div>
          <div className="grid gap-1.5">
            <div className="flex items-center gap-3">
              <Checkbox
                id={featuredId}
                name={fields.isFeatured.name}
                defaultChecked={article?.isFeatured ?? false}
                aria-describedby={`${featuredId}-hint`}
              />
              <Label htmlFor={featuredId}>{ARTICLE_FIELD_LABELS.isFeatured}</Label>
            </div>
            <p id={`${featuredId}-hint`} className="text-sm text-muted-foreground">
              {ARTICLE_FIELD_HINTS.isFeatured}
            </p>
          </div>
        </div>
      </div>
      <BilingualRow>
        <RichTextField
          label={ARTICLE_FIELD_LABELS.body}
          name={fields.body.name}
          defaultValue={article?.body ?? ""}
          description={ARTICLE_FIELD_HINTS.body}
          error={fields.body.errors}
        />
        <RichTextField
          label={tamilLabel(ARTICLE_FIELD_LABELS.body)}
          name={fields.bodyTa.name}
          defaultValue={article?.bodyTa ?? ""}
          error={fields.bodyTa.errors}
          lang="ta"
        />
      </BilingualRow>
      <FormMessage form={form} />
      <FormDialogFooter busy={busy} submitLabel={article ? UPDATE_ARTICLE_SUBMIT : CREATE_ARTICLE_SUBMIT} />
    </fetcher.Form>
  );
}
