// The news form's middle: category, priority and status beside the picture, the publication date
// and time, and 'Featured article'. The date and time stay open for a draft too: Schedule reads
// them (a draft saved with Update Article still has no publication date).
import { useId, useState } from "react";
import { CheckboxField, SelectField } from "~/components/admin/form/choice-fields";
import type { FieldMeta } from "~/components/admin/form/field-meta";
import { ImageFormField } from "~/components/admin/form/image-form-field";
import { DateField, TextField } from "~/components/admin/form/text-fields";
import { DROP_HINT } from "~/components/admin/image-field";
import {
  CLEAR_DATE_LABEL,
  FORM_STATUSES,
  ARTICLE_FIELD_HINTS as HINTS,
  ARTICLE_FIELD_LABELS as LABELS,
  PUBLISH_DATE_PLACEHOLDER,
  STATUS_LABELS,
} from "~/copy/admin-news";
import { DRAFT_STATUS_TEXT } from "~/copy/admin-publishing";
import { NEWS_CATEGORIES, NEWS_PRIORITIES, NEWS_PRIORITY_LABELS } from "~/copy/categories";
import { schoolMomentOf } from "~/lib/publication-time";
import type { NewsArticleView } from "~/views/news";

type Fields = Record<
  "category" | "priority" | "status" | "imageUrl" | "mediaId" | "publishDate" | "publishTime" | "isFeatured",
  FieldMeta
>;

export function ArticleSettingsFields({
  fields,
  article,
  maxUploadBytes,
}: {
  fields: Fields;
  article: NewsArticleView | null;
  maxUploadBytes: number;
}) {
  const statuses = article?.status === "archived" ? [...FORM_STATUSES, "archived" as const] : FORM_STATUSES;
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <div className="grid content-start gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField meta={fields.category} label={LABELS.category} options={NEWS_CATEGORIES} />
          <SelectField
            meta={fields.priority}
            label={LABELS.priority}
            options={NEWS_PRIORITIES.map((priority) => ({
              value: priority,
              label: NEWS_PRIORITY_LABELS[priority],
            }))}
          />
        </div>
        <SelectField
          meta={fields.status}
          label={LABELS.status}
          options={statuses.map((choice) => ({ value: choice, label: STATUS_LABELS[choice] }))}
        />
      </div>
      <div className="grid content-start gap-5">
        <ImageFormField
          meta={fields.imageUrl}
          mediaIdMeta={fields.mediaId}
          label={LABELS.image}
          hint={DROP_HINT}
          category="news"
          maxUploadBytes={maxUploadBytes}
          saved={
            article?.imageUrl
              ? {
                  url: article.imageUrl,
                  previewUrl: article.thumbnailSrc ?? undefined,
                  mediaId: article.mediaId,
                }
              : null
          }
        />
        <PublicationFields fields={fields} article={article} />
        <CheckboxField
          meta={fields.isFeatured}
          label={LABELS.isFeatured}
          hint={HINTS.isFeatured}
          defaultChecked={article?.isFeatured ?? false}
        />
      </div>
    </div>
  );
}

/** The publication date and time, with one hint for both; a date chosen without a time gets now. */
function PublicationFields({ fields, article }: { fields: Fields; article: NewsArticleView | null }) {
  const [time, setTime] = useState(article?.publishTime ?? "");
  const hintId = useId();
  return (
    <div className="grid gap-3">
      <div className="grid gap-5 sm:grid-cols-[3fr_2fr]">
        <DateField
          meta={fields.publishDate}
          label={LABELS.publishDate}
          describedBy={hintId}
          placeholder={PUBLISH_DATE_PLACEHOLDER}
          defaultValue={article?.publishDate}
          clearLabel={CLEAR_DATE_LABEL}
          onValueChange={(date) => {
            // A date without a time: the time now in India, to change if need be.
            if (date && !time) setTime(schoolMomentOf(new Date().toISOString()).slice(11, 16));
            if (!date) setTime("");
          }}
        />
        <TextField
          meta={fields.publishTime}
          label={LABELS.publishTime}
          describedBy={hintId}
          type="time"
          value={time}
          onChange={(event) => setTime(event.currentTarget.value)}
        />
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {HINTS.publication}
      </p>
    </div>
  );
}

/** Where a saved article stands: "Draft (not on the website)", "Scheduled for …", "Published …". */
export function articleStatusText(article: NewsArticleView) {
  if (article.status === "published") return article.dateText;
  if (article.status === "draft") return DRAFT_STATUS_TEXT;
  return STATUS_LABELS[article.status];
}
