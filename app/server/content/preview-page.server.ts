// The staff preview of the Content form's unsaved values (issue 26, point 5): checked as a save
// checks them, read as a save reads them (contentChangesOf), drawn with the public content page's
// own data, and never stored.
import { parseWithZod } from "@conform-to/zod/v4";
import { CONTENT_MISSING } from "~/copy/admin-content";
import { DEFAULT_EVENT_CATEGORY, DEFAULT_GALLERY_CATEGORY, DEFAULT_NEWS_PRIORITY } from "~/copy/categories";
import type { Locale } from "~/i18n/locales";
import { PICTURE_ALT_REQUIRED, picturesWithoutAlt } from "~/lib/rich-text-pictures";
import {
  CONTENT_ITEM_FIELD,
  CONTENT_MESSAGES,
  contentFormSchema,
  contentItemIdSchema,
  kindOptions,
} from "~/lib/schemas/content";
import type { ContentPageSource } from "~/views/content-page";
import { contentPageData } from "./content-page.server";
import { contentChangesOf } from "./form-changes.server";
import type { ContentItemInput } from "./items.server";
import { type ContentPageItem, contentPageById } from "./queries.server";
import { cleanRichText } from "./rich-text.server";

/** The id a never-saved item is previewed under. */
const UNSAVED_ID = "preview";

export type ContentPreview = { page: ContentPageSource; refused: null } | { page: null; refused: string[] };

const refusal = (messages: string[]): ContentPreview => ({ page: null, refused: [...new Set(messages)] });

function blankAsNull(text: string | null | undefined) {
  return text?.trim() || null;
}

/**
 * The item as the save would leave it: the typed fields, the publishing rules' moment, and its
 * kind's own fields as saved (or a new row's defaults when the type is new).
 */
function previewItem(changes: ContentItemInput, current: ContentPageItem | undefined): ContentPageItem {
  const now = new Date().toISOString();
  const status = changes.status ?? current?.status ?? "draft";
  const publishedAt =
    changes.publishedAt !== undefined
      ? changes.publishedAt && new Date(changes.publishedAt).toISOString()
      : (current?.publishedAt ?? (status === "published" ? now : null));
  const same = current?.kind === changes.kind ? current : undefined;
  const event = changes.event?.date
    ? {
        date: changes.event.date,
        time: blankAsNull(changes.event.time),
        location: blankAsNull(changes.event.location),
        category: same?.event?.category ?? DEFAULT_EVENT_CATEGORY,
        maxParticipants: same?.event?.maxParticipants ?? null,
        registrationRequired: same?.event?.registrationRequired ?? false,
      }
    : null;
  return {
    id: current?.id ?? UNSAVED_ID,
    kind: changes.kind,
    title: changes.title.trim(),
    slug: changes.slug ?? current?.slug ?? UNSAVED_ID,
    status,
    body: changes.body ?? null,
    summary: blankAsNull(changes.summary),
    titleTa: blankAsNull(changes.titleTa),
    summaryTa: blankAsNull(changes.summaryTa),
    bodyTa: blankAsNull(changes.bodyTa),
    metaTitle: blankAsNull(changes.metaTitle),
    featuredImage: blankAsNull(changes.featuredImage),
    featuredMediaId: changes.featuredMediaId ?? null,
    details: current?.details ?? {},
    publishedAt,
    createdAt: current?.createdAt ?? now,
    updatedAt: now,
    createdBy: current?.createdBy ?? null,
    updatedBy: current?.updatedBy ?? null,
    event: changes.kind === "event" ? event : null,
    news:
      changes.kind === "news" ? (same?.news ?? { category: null, priority: DEFAULT_NEWS_PRIORITY }) : null,
    gallery: changes.kind === "gallery" ? (same?.gallery ?? { category: DEFAULT_GALLERY_CATEGORY }) : null,
    slide: changes.kind === "homepage_slide" ? (same?.slide ?? { buttonText: null, buttonLink: null }) : null,
    school: same?.school ?? null,
  };
}

export async function contentPreviewFromForm(form: FormData, locale: Locale): Promise<ContentPreview> {
  const submission = parseWithZod(form, { schema: contentFormSchema });
  if (submission.status !== "success")
    return refusal(Object.values(submission.error ?? {}).flatMap((list) => list ?? []));
  const value = submission.value;
  const id = contentItemIdSchema.safeParse(form.get(CONTENT_ITEM_FIELD) ?? undefined);
  const current = id.success ? await contentPageById(id.data) : undefined;
  if (id.success && !current) return refusal([CONTENT_MISSING.message]);
  if (!kindOptions(current?.kind).includes(value.kind)) return refusal([CONTENT_MESSAGES.kind]);
  const changes = contentChangesOf(value);
  // A save refuses a body picture without alt text (the domain's rule): so does its preview.
  if ([changes.body, changes.bodyTa].some((body) => picturesWithoutAlt(cleanRichText(body)) > 0))
    return refusal([PICTURE_ALT_REQUIRED]);
  return {
    page: await contentPageData(previewItem(changes, current), locale, { unsaved: true }),
    refused: null,
  };
}
