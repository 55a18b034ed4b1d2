// The Content list's URL and the Content form, checked in the browser and again by the actions
// (app/routes/admin/content.tsx, content-form.tsx). The domain (app/server/content/items.server.ts)
// checks the same rules once more, whoever calls it.
import { z } from "zod";
import { CONTENT_KINDS, CONTENT_LIST_KINDS, CONTENT_STATUSES, type ContentKind } from "~/copy/content-kinds";
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from "~/copy/limits";
import { isCalendarDate } from "~/copy/locale";
import { CONTENT_SEARCH_MAX, DELETE_CONTENT_INTENT } from "~/lib/admin-lists/content";
import { parseEventTime } from "~/lib/event-time";
import { instantOfSchoolMoment } from "~/lib/publication-time";
import { checkScheduledMoment, PUBLISH_FIELD, publishActionField } from "./publishing";

export * from "~/lib/admin-lists/content";

export const SAVE_CONTENT_INTENT = "save-content";

/** Our caps: generous for a school's texts, small enough that nothing breaks a page. */
export const CONTENT_TITLE_MAX = 200;
export const CONTENT_SLUG_MAX = 200;
export const CONTENT_BODY_MAX = 200_000;
export const CONTENT_LOCATION_MAX = 200;
export const CONTENT_IMAGE_URL_MAX = 2000;
const ID_MAX = 100;
const PAGE_MAX = 10_000;

/** What a slug may hold: what the spec's rule leaves of a title (letters, digits, _ and -). */
export const SLUG_PATTERN = /^[a-z0-9_-]*[a-z0-9][a-z0-9_-]*$/;
/** A picture on this site (/media/…) or on the web (https://…). */
export const IMAGE_URL_PATTERN = /^(\/(?!\/)|https?:\/\/)\S+$/;

export const CONTENT_MESSAGES = {
  title: "Enter a title.",
  titleTooLong: `A title can have at most ${CONTENT_TITLE_MAX} characters.`,
  slug: "Enter a slug.",
  slugTooLong: `A slug can have at most ${CONTENT_SLUG_MAX} characters.`,
  slugCharacters:
    "A slug can have only lowercase letters, digits, hyphens (-) and underscores (_), such as annual-day-2025.",
  kind: "Choose a type from the list.",
  status: "Choose Draft, Published or Archived.",
  metaTitle: `The meta title can have at most ${META_TITLE_MAX} characters.`,
  metaDescription: `The meta description can have at most ${META_DESCRIPTION_MAX} characters.`,
  body: "The content is too long. Please split it into two items.",
  image: "The featured image must be a picture uploaded here or a web address starting with https://.",
  eventDate: "Pick a date for the event.",
  eventTime: "Enter the time like 10:30.",
  location: `A location can have at most ${CONTENT_LOCATION_MAX} characters.`,
  publishedAt: "Enter the publication date and time, or leave it empty.",
  unreadable: "This form could not be read. Please reload the page and try again.",
} as const;

// ---------------------------------------------------------------------------------------------
// The list's URL: q, status, type, page. Anything else, or a value outside the lists, is ignored.

const listQuerySchema = z.object({
  q: z
    .string()
    .transform((value) => value.trim().slice(0, CONTENT_SEARCH_MAX) || undefined)
    .optional()
    .catch(undefined),
  status: z.enum(CONTENT_STATUSES).optional().catch(undefined),
  type: z.enum(CONTENT_LIST_KINDS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(PAGE_MAX).catch(1),
});

export type ContentListQuery = z.output<typeof listQuerySchema>;

export function parseContentListQuery(params: URLSearchParams): ContentListQuery {
  return listQuerySchema.parse({
    q: params.get("q") ?? undefined,
    status: params.get("status") ?? undefined,
    type: params.get("type") ?? undefined,
    page: params.get("page") ?? undefined,
  });
}

// ---------------------------------------------------------------------------------------------
// The form.

function optionalText(max: number, message: string) {
  return z.string().trim().max(max, message).optional();
}

export const contentFormSchema = z
  .object({
    intent: z.literal(SAVE_CONTENT_INTENT),
    title: z
      .string({ error: CONTENT_MESSAGES.title })
      .trim()
      .min(1, CONTENT_MESSAGES.title)
      .max(CONTENT_TITLE_MAX, CONTENT_MESSAGES.titleTooLong),
    slug: z
      .string({ error: CONTENT_MESSAGES.slug })
      .trim()
      .min(1, CONTENT_MESSAGES.slug)
      .max(CONTENT_SLUG_MAX, CONTENT_MESSAGES.slugTooLong)
      .regex(SLUG_PATTERN, CONTENT_MESSAGES.slugCharacters),
    kind: z.enum(CONTENT_KINDS, { error: CONTENT_MESSAGES.kind }),
    status: z.enum(CONTENT_STATUSES, { error: CONTENT_MESSAGES.status }),
    metaTitle: optionalText(META_TITLE_MAX, CONTENT_MESSAGES.metaTitle),
    metaDescription: optionalText(META_DESCRIPTION_MAX, CONTENT_MESSAGES.metaDescription),
    body: z.string().max(CONTENT_BODY_MAX, CONTENT_MESSAGES.body).optional(),
    /** Optional Tamil versions of the title, the summary (meta description) and the body. */
    titleTa: optionalText(CONTENT_TITLE_MAX, CONTENT_MESSAGES.titleTooLong),
    metaDescriptionTa: optionalText(META_DESCRIPTION_MAX, CONTENT_MESSAGES.metaDescription),
    bodyTa: z.string().max(CONTENT_BODY_MAX, CONTENT_MESSAGES.body).optional(),
    featuredImage: z
      .string()
      .trim()
      .max(CONTENT_IMAGE_URL_MAX, CONTENT_MESSAGES.image)
      .regex(IMAGE_URL_PATTERN, CONTENT_MESSAGES.image)
      .optional(),
    featuredMediaId: z.string().trim().max(ID_MAX, CONTENT_MESSAGES.image).optional(),
    eventDate: z.string().trim().refine(isCalendarDate, CONTENT_MESSAGES.eventDate).optional(),
    eventTime: z
      .string()
      .trim()
      .max(20, CONTENT_MESSAGES.eventTime)
      .refine((value) => parseEventTime(value) !== null, CONTENT_MESSAGES.eventTime)
      .optional(),
    location: optionalText(CONTENT_LOCATION_MAX, CONTENT_MESSAGES.location),
    /** The publication moment as typed (wall clock in India); see publication-time.ts. */
    publishedAt: z
      .string()
      .trim()
      .max(40, CONTENT_MESSAGES.publishedAt)
      .refine((value) => instantOfSchoolMoment(value) !== null, CONTENT_MESSAGES.publishedAt)
      .optional(),
    /** The moment the form showed when it opened: unchanged, the publishing rules keep theirs. */
    publishedAtShown: z.string().max(40).optional(),
    /** The item's updated_at when the form opened (edit only): a newer save refuses this one. */
    updatedAt: z.string().max(40).optional(),
    /** The publishing button pressed, if any: Publish now, Save draft or Schedule. */
    [PUBLISH_FIELD]: publishActionField,
  })
  .superRefine((value, context) => {
    if (value.kind === "event" && !value.eventDate)
      context.addIssue({ code: "custom", path: ["eventDate"], message: CONTENT_MESSAGES.eventDate });
    checkScheduledMoment(
      value.publish,
      value.publishedAt ? instantOfSchoolMoment(value.publishedAt) : null,
      "publishedAt",
      context,
    );
  });

export type ContentForm = z.output<typeof contentFormSchema>;

/** The hidden field naming the item an edit form changes: its preview reads what is saved of it. */
export const CONTENT_ITEM_FIELD = "itemId";
export const contentItemIdSchema = z.string().trim().min(1).max(ID_MAX);

export const deleteContentSchema = z.object({
  intent: z.literal(DELETE_CONTENT_INTENT),
  id: z.string({ error: CONTENT_MESSAGES.unreadable }).trim().min(1).max(ID_MAX),
});

/** The types the form offers: the list's six, and an item's own type when it is another (a slide). */
export function kindOptions(current?: ContentKind): readonly ContentKind[] {
  return current && !(CONTENT_LIST_KINDS as readonly ContentKind[]).includes(current)
    ? [...CONTENT_LIST_KINDS, current]
    : CONTENT_LIST_KINDS;
}

export type { ContentKind };
