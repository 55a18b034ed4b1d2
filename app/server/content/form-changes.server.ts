// What the Content form's values change, as its save stores them (app/routes/admin/content-form.tsx)
// and as its preview shows them (preview-page.server.ts): one reading of the form for both.
import { instantOfSchoolMoment } from "~/lib/publication-time";
import type { ContentForm } from "~/lib/schemas/content";
import { publicationOfAction } from "~/lib/schemas/publishing";
import type { ContentItemInput } from "./items.server";

/**
 * The publication moment to save. The field as it was shown keeps the rules' moment (published_at
 * is set on the first publication, never by a later edit); a new moment is saved as typed; an
 * emptied one means "at once" for a published item and "none" otherwise.
 */
function chosenPublication(value: ContentForm): string | null | undefined {
  const typed = value.publishedAt ?? "";
  if (typed === (value.publishedAtShown ?? "")) return undefined;
  if (typed === "") return value.status === "published" ? new Date().toISOString() : null;
  return instantOfSchoolMoment(typed);
}

/**
 * The status and moment to save: a publishing button's (Publish now: published at this moment;
 * Schedule: published at the moment typed; Save draft: a draft, its moment as typed), else the
 * form's own Status and moment.
 */
function publicationOf(value: ContentForm) {
  const typed = value.publishedAt ? instantOfSchoolMoment(value.publishedAt) : null;
  const pressed = publicationOfAction(value.publish, typed);
  if (!pressed) return { status: value.status, publishedAt: chosenPublication(value) };
  if (value.publish === "draft")
    return { status: pressed.status, publishedAt: chosenPublication({ ...value, status: "draft" }) };
  return pressed;
}

/** The item's fields as the form's values set them (publishedAt undefined: the rules decide). */
export function contentChangesOf(value: ContentForm): ContentItemInput {
  return {
    kind: value.kind,
    title: value.title,
    slug: value.slug,
    ...publicationOf(value),
    metaTitle: value.metaTitle ?? null,
    summary: value.metaDescription ?? null,
    body: value.body ?? null,
    titleTa: value.titleTa ?? null,
    summaryTa: value.metaDescriptionTa ?? null,
    bodyTa: value.bodyTa ?? null,
    featuredImage: value.featuredImage ?? null,
    featuredMediaId: value.featuredImage ? (value.featuredMediaId ?? null) : null,
    event:
      value.kind === "event"
        ? { date: value.eventDate, time: value.eventTime ?? null, location: value.location ?? null }
        : undefined,
  };
}
