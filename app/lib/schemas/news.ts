// News Management's forms and its list's URL, checked in the browser (the dialog's field messages)
// and again by the action (app/routes/admin/news.tsx); the news domain module checks the same rules
// once more before it writes. Every form names its purpose in an `intent` field.
import { z } from "zod";
import {
  FORM_STATUSES,
  NEWS_MESSAGES as M,
  NEWS_BODY_MAX,
  NEWS_EXCERPT_MAX,
  NEWS_IMAGE_URL_MAX,
  NEWS_TITLE_MAX,
} from "~/copy/admin-news";
import { NEWS_CATEGORIES, NEWS_PRIORITIES } from "~/copy/categories";
import { isCalendarDate } from "~/copy/locale";
import { NEWS_INTENTS } from "~/lib/admin-lists/news";
import { instantOfSchoolMoment } from "~/lib/publication-time";
import { checkScheduledMoment, PUBLISH_FIELD, type PublishAction, publishActionField } from "./publishing";
import { isSitePath } from "./slides";

export * from "~/lib/admin-lists/news";

const ID_MAX = 100;

// ---------------------------------------------------------------------------------------------
// The publication moment: a calendar date (the date picker) and an optional time, both on the
// schools' wall clock (Asia/Kolkata).

/** 09:30 or 09:30:15, as a time input sends it. */
export const PUBLISH_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/**
 * The instant a date and time name in India, or null when no date is given; a date without a time
 * is the start of that day. undefined when they name no real moment.
 */
export function publicationInstant(date: string | undefined, time: string | undefined) {
  if (!date) return null;
  return instantOfSchoolMoment(`${date}T${time || "00:00"}`) ?? undefined;
}

// ---------------------------------------------------------------------------------------------
// The forms.

const articleId = z.string({ error: M.article }).trim().min(1, M.article).max(ID_MAX, M.article);

const articleFields = {
  title: z
    .string({ error: M.titleRequired })
    .trim()
    .min(1, M.titleRequired)
    .max(NEWS_TITLE_MAX, M.titleTooLong),
  excerpt: z.string({ error: M.excerptTooLong }).trim().max(NEWS_EXCERPT_MAX, M.excerptTooLong).optional(),
  /** The editor's HTML; the server cleans it before it is stored. */
  body: z.string({ error: M.bodyTooLong }).max(NEWS_BODY_MAX, M.bodyTooLong).optional(),
  /** Optional Tamil versions, within the English fields' limits. */
  titleTa: z.string({ error: M.titleTooLong }).trim().max(NEWS_TITLE_MAX, M.titleTooLong).optional(),
  excerptTa: z.string({ error: M.excerptTooLong }).trim().max(NEWS_EXCERPT_MAX, M.excerptTooLong).optional(),
  bodyTa: z.string({ error: M.bodyTooLong }).max(NEWS_BODY_MAX, M.bodyTooLong).optional(),
  category: z.enum(NEWS_CATEGORIES, { error: M.category }).optional(),
  priority: z.enum(NEWS_PRIORITIES, { error: M.priority }).optional(),
  /** The picture's address as the image field keeps it: a path on this site (an upload). */
  imageUrl: z
    .string({ error: M.image })
    .trim()
    .max(NEWS_IMAGE_URL_MAX, M.image)
    .refine(isSitePath, M.image)
    .optional(),
  mediaId: z.string({ error: M.image }).trim().max(ID_MAX, M.image).optional(),
  publishDate: z.string({ error: M.publishDate }).trim().refine(isCalendarDate, M.publishDate).optional(),
  publishTime: z
    .string({ error: M.publishTime })
    .trim()
    .regex(PUBLISH_TIME_PATTERN, M.publishTime)
    .optional(),
  status: z.enum(FORM_STATUSES, { error: M.status }).optional(),
  /** The checkbox: sent as "on" when ticked, absent when not. */
  isFeatured: z.boolean({ error: M.featured }).optional(),
  /** The publishing button pressed, if any: Publish now, Save draft or Schedule. */
  [PUBLISH_FIELD]: publishActionField,
};

type ArticleFields = { publishDate?: string; publishTime?: string; publish?: PublishAction };

/** A time needs its date; each of them is checked on its own above. Schedule needs a moment ahead. */
function checkMoment(value: ArticleFields, context: z.RefinementCtx) {
  if (value.publishTime && !value.publishDate)
    context.addIssue({ code: "custom", message: M.timeWithoutDate, path: ["publishDate"] });
  else
    checkScheduledMoment(
      value.publish,
      publicationInstant(value.publishDate, value.publishTime),
      "publishDate",
      context,
    );
}

export const createArticleSchema = z
  .object({ intent: z.literal(NEWS_INTENTS.create), ...articleFields })
  .superRefine(checkMoment);

export const updateArticleSchema = z
  .object({
    intent: z.literal(NEWS_INTENTS.update),
    articleId,
    /** The article's updated_at when the dialog opened: a newer save by someone else refuses this one. */
    updatedAt: z
      .string({ error: M.reload })
      .trim()
      .max(40, M.reload)
      .refine((value) => !Number.isNaN(Date.parse(value)), M.reload),
    ...articleFields,
    /** An article archived from the Content list keeps that status when it is edited here. */
    status: z.enum([...FORM_STATUSES, "archived"], { error: M.status }).optional(),
  })
  .superRefine(checkMoment);

export const deleteArticleSchema = z.object({ intent: z.literal(NEWS_INTENTS.delete), articleId });

export const restoreArticleSchema = z.object({
  intent: z.literal(NEWS_INTENTS.restore),
  token: z.string({ error: M.undoExpired }).trim().min(1, M.undoExpired).max(ID_MAX, M.undoExpired),
});

export type ArticleForm = z.output<typeof createArticleSchema>;

/**
 * The dialog's values posted to the preview (/admin/preview/news): checked as a save checks them,
 * whichever form (Add or Edit) they come from; nothing is stored.
 */
export const previewArticleSchema = z
  .object({
    articleId: articleId.optional(),
    ...articleFields,
    status: z.enum([...FORM_STATUSES, "archived"], { error: M.status }).optional(),
  })
  .superRefine(checkMoment);
