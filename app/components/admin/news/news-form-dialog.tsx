// Add News Article / Edit News Article (spec §2): Article Title, Excerpt, Article Content (the
// content form's rich-text editor), Category, Priority, Featured Image, Publication Date with its
// time, Status and 'Featured article', in the admin's form kit (components/admin/form).
// An edit carries the article's updatedAt as it was when the dialog opened, so a save made by
// someone else meanwhile is refused rather than overwritten.
import { useEffect, useId } from "react";
import { loadRichTextEditor } from "~/components/admin/content/rich-text-field";
import { prefetchCalendar } from "~/components/admin/date-picker";
import { BilingualField } from "~/components/admin/form/bilingual-field";
import { DialogForm, useDialogForm } from "~/components/admin/form/dialog-form";
import { FormDialog } from "~/components/admin/form/form-dialog";
import { CountedTextField, RichTextFormField, TextField } from "~/components/admin/form/text-fields";
import {
  ADD_ARTICLE_HINT,
  ADD_ARTICLE_TITLE,
  CREATE_ARTICLE_SUBMIT,
  EDIT_ARTICLE_HINT,
  EDIT_ARTICLE_TITLE,
  ARTICLE_FIELD_HINTS as HINTS,
  ARTICLE_FIELD_LABELS as LABELS,
  NEWS_EXCERPT_MAX,
  UPDATE_ARTICLE_SUBMIT,
} from "~/copy/admin-news";
import { NEW_ITEM_STATUS, PREVIEW_PATHS } from "~/copy/admin-publishing";
import { TAMIL_FIELDS_HINT } from "~/copy/admin-tamil";
import { DEFAULT_NEWS_CATEGORY, DEFAULT_NEWS_PRIORITY, isNewsCategory } from "~/copy/categories";
import { prefetchAtIdle } from "~/lib/idle-prefetch";
import { createArticleSchema, NEWS_INTENTS, updateArticleSchema } from "~/lib/schemas/news";
import type { NewsArticleView } from "~/views/news";
import { PublishingActions, previewInNewTab } from "../publishing/publishing-actions";
import { ArticleSettingsFields, articleStatusText } from "./article-settings-fields";

/** The editor's and the calendar's chunks, fetched at idle once this dialog's chunk has come. */
export function prefetchArticleParts() {
  prefetchAtIdle(loadRichTextEditor);
  prefetchCalendar();
}

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
  // The editor's chunk is fetched once the list is drawn and the browser is idle, not to draw the
  // list, and not only when the dialog opens: loaded late, it would appear while someone tabs out
  // of a field, and the dialog's focus trap, seeing the placeholder go at the moment no field has
  // focus, would move focus to the dialog itself.
  useEffect(() => prefetchAtIdle(loadRichTextEditor), []);
  useEffect(prefetchCalendar, []);
  return (
    <FormDialog
      open={state !== null}
      onClose={onClose}
      title={editing ? EDIT_ARTICLE_TITLE : ADD_ARTICLE_TITLE}
      description={editing ? EDIT_ARTICLE_HINT : ADD_ARTICLE_HINT}
      className="max-w-4xl"
    >
      {/* A new key per article: the form starts again from that article's saved values. */}
      <ArticleForm key={editing?.id ?? "new"} article={editing} maxUploadBytes={maxUploadBytes} />
    </FormDialog>
  );
}

function articleDefaults(article: NewsArticleView | null) {
  return {
    title: article?.title ?? "",
    excerpt: article?.excerpt ?? "",
    titleTa: article?.titleTa ?? "",
    excerptTa: article?.excerptTa ?? "",
    body: article?.body ?? "",
    bodyTa: article?.bodyTa ?? "",
    category:
      article?.category && isNewsCategory(article.category) ? article.category : DEFAULT_NEWS_CATEGORY,
    priority: article?.priority ?? DEFAULT_NEWS_PRIORITY,
    status: article?.status ?? "published",
    publishTime: article?.publishTime ?? "",
  };
}

function ArticleForm({
  article,
  maxUploadBytes,
}: {
  article: NewsArticleView | null;
  maxUploadBytes: number;
}) {
  const state = useDialogForm({
    id: article ? `news-form-${article.id}` : "news-form-new",
    schema: article ? updateArticleSchema : createArticleSchema,
    defaultValue: articleDefaults(article),
  });
  const { fields } = state;
  const hintId = useId();
  // Preview posts the values to the preview page in a new tab; every other button saves.
  const withPreview = {
    ...state,
    formProps: { ...state.formProps, onSubmit: previewInNewTab(state.formProps.onSubmit) },
  };
  return (
    <DialogForm
      state={withPreview}
      intent={article ? NEWS_INTENTS.update : NEWS_INTENTS.create}
      hidden={article && { articleId: article.id, updatedAt: article.updatedAt }}
      submitLabel={article ? UPDATE_ARTICLE_SUBMIT : CREATE_ARTICLE_SUBMIT}
    >
      <BilingualField
        as={TextField}
        label={LABELS.title}
        english={fields.title}
        tamil={fields.titleTa}
        tamilHint={TAMIL_FIELDS_HINT}
        required
        autoComplete="off"
      />
      <BilingualField
        as={CountedTextField}
        label={LABELS.excerpt}
        english={fields.excerpt}
        tamil={fields.excerptTa}
        hint={HINTS.excerpt}
        max={NEWS_EXCERPT_MAX}
        multiline
      />
      <ArticleSettingsFields fields={fields} article={article} maxUploadBytes={maxUploadBytes} />
      <BilingualField
        as={RichTextFormField}
        label={LABELS.body}
        english={fields.body}
        tamil={fields.bodyTa}
        hint={HINTS.body}
      />
      <PublishingActions
        busy={state.busy}
        status={article ? articleStatusText(article) : NEW_ITEM_STATUS}
        preview={{ en: PREVIEW_PATHS.news, ta: PREVIEW_PATHS.newsTamil }}
        hintId={hintId}
      />
    </DialogForm>
  );
}
