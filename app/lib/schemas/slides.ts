// The Homepage Slider's forms, checked in the browser (the dialog's field messages) and again by the
// action; the slides domain module checks the same rules once more before it writes. Every form
// names its purpose in an `intent` field.
import { z } from "zod";
import {
  SLIDE_MESSAGES as M,
  SLIDE_BUTTON_TEXT_MAX,
  SLIDE_CAPTION_MAX,
  SLIDE_LINK_MAX,
  SLIDE_TITLE_MAX,
} from "~/copy/admin-slides";
import { SLIDES_MAX } from "~/copy/limits";

export const SLIDE_INTENTS = [
  "create-slide",
  "update-slide",
  "delete-slide",
  "move-slide",
  "reorder-slides",
] as const;
export type SlideIntent = (typeof SLIDE_INTENTS)[number];

/**
 * Whitespace and control characters (browsers drop tabs and line breaks from a link, so "/\t/host"
 * would become "//host") and backslashes (browsers read "\" as "/" in web addresses).
 */
const UNSAFE_CHARACTERS = /[\s\p{Cc}\\]/u;

/** A path on this website: one leading slash, never "//host", which would leave the site. */
export function isSitePath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !UNSAFE_CHARACTERS.test(value);
}

/**
 * Where a slide's button may lead: a page of this website (/admissions, /contact#visit) or a web
 * address starting with https://. Anything else — javascript:, data:, http:, "//host", mailto: — is
 * refused, since the public home page puts it in a link for every visitor.
 */
export function isSafeSlideLink(value: string): boolean {
  if (value.length === 0 || value.length > SLIDE_LINK_MAX) return false;
  if (isSitePath(value)) return true;
  if (UNSAFE_CHARACTERS.test(value) || !/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}

const slideId = z.string({ error: "Choose a slide." }).trim().min(1, "Choose a slide.").max(100);

const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).optional();

const slideFields = {
  title: z
    .string({ error: M.titleRequired })
    .trim()
    .min(1, M.titleRequired)
    .max(SLIDE_TITLE_MAX, M.titleTooLong),
  caption: optionalText(SLIDE_CAPTION_MAX, M.captionTooLong),
  /** Optional Tamil versions, within the English fields' limits. */
  titleTa: optionalText(SLIDE_TITLE_MAX, M.titleTooLong),
  captionTa: optionalText(SLIDE_CAPTION_MAX, M.captionTooLong),
  imageUrl: z.string().trim().max(SLIDE_LINK_MAX, M.image).refine(isSitePath, M.image).optional(),
  mediaId: z.string().trim().max(100, M.image).optional(),
  buttonText: optionalText(SLIDE_BUTTON_TEXT_MAX, M.buttonTextTooLong),
  buttonTextTa: optionalText(SLIDE_BUTTON_TEXT_MAX, M.buttonTextTooLong),
  buttonLink: z
    .string()
    .trim()
    .max(SLIDE_LINK_MAX, M.buttonLinkTooLong)
    .refine(isSafeSlideLink, M.buttonLink)
    .optional(),
  /** The Active switch: sent as "on" when on, absent when off. */
  isActive: z.boolean({ error: "Choose whether the slide is active." }).optional(),
};

export const createSlideSchema = z.object({ intent: z.literal("create-slide"), ...slideFields });

export const updateSlideSchema = z.object({
  intent: z.literal("update-slide"),
  slideId,
  /** The slide's updated_at when the dialog opened: a newer save by someone else refuses this one. */
  updatedAt: z.string({ error: "Reload the page and try again." }).trim().min(1).max(40),
  ...slideFields,
});

export const deleteSlideSchema = z.object({ intent: z.literal("delete-slide"), slideId });

export const moveSlideSchema = z.object({
  intent: z.literal("move-slide"),
  slideId,
  direction: z.enum(["up", "down"], { error: "Choose up or down." }),
});

const slideIds = z.array(slideId, { error: "Reload the page and try again." }).min(1).max(SLIDES_MAX);

/** The whole list in its new order (`order`) beside the order the page showed (`seen`). */
export const reorderSlidesSchema = z.object({
  intent: z.literal("reorder-slides"),
  /** The slide that was moved. */
  slideId,
  seen: slideIds,
  order: slideIds,
});

export type SlideForm = z.output<typeof createSlideSchema>;
