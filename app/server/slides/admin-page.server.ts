// The Homepage Slider page's server side (app/routes/admin/homepage.tsx): the slides as the page
// shows them, and one handler per intent of its action (docs/decisions/013: the happy path only;
// dispatchIntent turns a refusal into the form's reply, a toast and its status).
import { data } from "react-router";
import {
  SLIDE_CREATED,
  SLIDE_DELETE_FAILED,
  SLIDE_DELETED,
  SLIDE_MESSAGES,
  SLIDE_ORDER_FAILED,
  SLIDE_SAVE_FAILED,
  SLIDE_UPDATED,
} from "~/copy/admin-slides";
import {
  createSlideSchema,
  deleteSlideSchema,
  moveSlideSchema,
  reorderSlidesSchema,
  type SlideForm,
  type SlideIntent,
  updateSlideSchema,
} from "~/lib/schemas/slides";
import type { MoveReply, ReorderReply, SlideView } from "~/views/slides";
import { NOT_FOUND_MESSAGE } from "../content/record.server";
import { DomainError, goneError } from "../domain-error.server";
import { failureToasts, type IntentContext, invalidForm, savedReply } from "../http/intents.server";
import { picturesFor } from "../media/pictures.server";
import type { SessionUser } from "../staff/auth.server";
import { saveSlideOrder } from "./order.server";
import {
  createSlide,
  deleteSlide,
  reorderSlide,
  type Slide,
  type SlideInput,
  updateSlide,
} from "./slides.server";

/** The slides with their thumbnails, read in one query. */
export async function slideViews(slides: Slide[]): Promise<SlideView[]> {
  const pictures = await picturesFor(slides.map((slide) => slide.imageUrl));
  return slides.map((slide) => {
    const picture = slide.imageUrl ? pictures.get(slide.imageUrl) : undefined;
    const webp = (picture?.variants ?? [])
      .filter((variant) => variant.format === "webp")
      .sort((a, b) => a.width - b.width);
    // The list shows the smallest; the dialog's larger preview, the widest up to 640 px, as after an upload.
    const smallest = webp[0];
    const preview = webp.filter((variant) => variant.width <= 640).at(-1) ?? smallest;
    return {
      id: slide.id,
      title: slide.title,
      caption: slide.caption,
      titleTa: slide.titleTa,
      captionTa: slide.captionTa,
      imageUrl: slide.imageUrl,
      mediaId: slide.mediaId,
      buttonText: slide.buttonText,
      buttonTextTa: slide.buttonTextTa,
      buttonLink: slide.buttonLink,
      isActive: slide.isActive,
      orderIndex: slide.orderIndex,
      updatedAt: slide.updatedAt,
      thumbnail: picture
        ? {
            src: smallest?.url ?? picture.src,
            previewSrc: preview?.url ?? picture.src,
            width: picture.width,
            height: picture.height,
          }
        : null,
    };
  });
}

const FAILURE_TITLES: Record<SlideIntent, string> = {
  "create-slide": SLIDE_SAVE_FAILED,
  "update-slide": SLIDE_SAVE_FAILED,
  "delete-slide": SLIDE_DELETE_FAILED,
  "move-slide": SLIDE_ORDER_FAILED,
  "reorder-slides": SLIDE_ORDER_FAILED,
};

/** The spec's failure toast; a refusal says why underneath, a fault needs no second sentence. */
export const failureToast = failureToasts({
  title: (intent) => FAILURE_TITLES[intent as SlideIntent] ?? SLIDE_SAVE_FAILED,
  fault: false,
});

type Context = IntentContext<SessionUser>;

/** The form's values as the domain takes them: an emptied field clears what was stored. */
function slideInput(value: Omit<SlideForm, "intent">): SlideInput {
  return {
    title: value.title,
    caption: value.caption ?? null,
    titleTa: value.titleTa ?? null,
    captionTa: value.captionTa ?? null,
    imageUrl: value.imageUrl ?? null,
    mediaId: value.mediaId ?? null,
    buttonText: value.buttonText ?? null,
    buttonTextTa: value.buttonTextTa ?? null,
    buttonLink: value.buttonLink ?? null,
    isActive: value.isActive ?? false,
  };
}

function shownOrHidden(slide: Slide) {
  return slide.isActive ? "It is on the home page now." : "It is kept as a draft, not on the home page.";
}

export async function createSlideIntent({ parse, actor }: Context) {
  const submission = parse(createSlideSchema);
  if (submission.status !== "success") return invalidForm("create-slide", submission);
  const slide = await createSlide(slideInput(submission.value), actor);
  return savedReply("create-slide", {
    type: "success",
    title: SLIDE_CREATED,
    description: shownOrHidden(slide),
  });
}

export async function updateSlideIntent({ parse, actor }: Context) {
  const submission = parse(updateSlideSchema);
  if (submission.status !== "success") return invalidForm("update-slide", submission);
  const { slideId, updatedAt, ...value } = submission.value;
  const slide = await updateSlide(slideId, slideInput(value), actor, {
    expectedUpdatedAt: updatedAt,
  });
  return savedReply("update-slide", {
    type: "success",
    title: SLIDE_UPDATED,
    description: shownOrHidden(slide),
  });
}

/** A row's own buttons have no field to show a message next to: the refusal is a toast. */
function refusedRow(intent: SlideIntent, submission: Parameters<typeof invalidForm>[1]) {
  return invalidForm(intent, submission, { type: "error", title: FAILURE_TITLES[intent] });
}

export async function deleteSlideIntent({ parse, actor }: Context) {
  const submission = parse(deleteSlideSchema);
  if (submission.status !== "success") return refusedRow("delete-slide", submission);
  const deleted = await deleteSlide(submission.value.slideId, actor);
  if (!deleted) throw goneError(NOT_FOUND_MESSAGE);
  return savedReply("delete-slide", {
    type: "success",
    title: SLIDE_DELETED,
    description: `"${deleted.title}" is no longer on the home page.`,
  });
}

export async function moveSlideIntent({ parse, actor }: Context) {
  const submission = parse(moveSlideSchema);
  if (submission.status !== "success") return refusedRow("move-slide", submission);
  const { slideId, direction } = submission.value;
  if (!(await reorderSlide(slideId, direction, actor)))
    throw new DomainError(direction === "up" ? SLIDE_MESSAGES.alreadyFirst : SLIDE_MESSAGES.alreadyLast, {
      status: 409,
    });
  return data<MoveReply>({ intent: "move-slide", moved: { slideId, direction } });
}

/** A drag, the keyboard, Move to top or Move to bottom: the whole list in its new order at once. */
export async function reorderSlidesIntent({ parse, actor }: Context) {
  const submission = parse(reorderSlidesSchema);
  if (submission.status !== "success") return refusedRow("reorder-slides", submission);
  const { slideId, seen, order } = submission.value;
  const slides = await saveSlideOrder({ seen, order, movedId: slideId }, actor);
  return data<ReorderReply>({ intent: "reorder-slides", order: slides.map((slide) => slide.id) });
}
