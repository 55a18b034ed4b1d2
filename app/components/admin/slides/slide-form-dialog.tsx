import { BilingualField } from "~/components/admin/form/bilingual-field";
import { SwitchField } from "~/components/admin/form/choice-fields";
import { DialogForm, useDialogForm } from "~/components/admin/form/dialog-form";
import { FormDialog } from "~/components/admin/form/form-dialog";
import { ImageFormField } from "~/components/admin/form/image-form-field";
import { TextareaField, TextField } from "~/components/admin/form/text-fields";
import {
  ADD_SLIDE_TITLE,
  CREATE_SLIDE_SUBMIT,
  EDIT_SLIDE_TITLE,
  SLIDE_FIELD_HINTS as HINTS,
  SLIDE_FIELD_LABELS as LABELS,
  SLIDE_BUTTON_LINK_PLACEHOLDER,
  UPDATE_SLIDE_SUBMIT,
} from "~/copy/admin-slides";
import { TAMIL_FIELDS_HINT } from "~/copy/admin-tamil";
import { createSlideSchema, updateSlideSchema } from "~/lib/schemas/slides";
import type { SlideView } from "~/views/slides";

/** Closed, adding a slide, or editing the slide as it was when the dialog opened. */
export type SlideDialogState = null | { mode: "create" } | { mode: "edit"; slide: SlideView };

export function SlideFormDialog({
  state,
  onClose,
  maxUploadBytes,
  fallbackFocus,
}: {
  state: SlideDialogState;
  onClose: () => void;
  maxUploadBytes: number;
  /** Focused on closing when the button that opened the dialog has gone with its slide. */
  fallbackFocus: () => HTMLElement | null;
}) {
  const editing = state?.mode === "edit" ? state.slide : null;
  return (
    <FormDialog
      open={state !== null}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
      title={editing ? EDIT_SLIDE_TITLE : ADD_SLIDE_TITLE}
      className="max-w-3xl"
      description={
        editing
          ? "Changes show on the home page as soon as you save them."
          : "The new slide goes at the end of the list."
      }
    >
      {/* A new key per slide: the form starts again from that slide's saved values. */}
      <SlideForm key={editing?.id ?? "new"} slide={editing} maxUploadBytes={maxUploadBytes} />
    </FormDialog>
  );
}

function SlideForm({ slide, maxUploadBytes }: { slide: SlideView | null; maxUploadBytes: number }) {
  const state = useDialogForm({
    id: slide ? `slide-form-${slide.id}` : "slide-form-new",
    schema: slide ? updateSlideSchema : createSlideSchema,
    defaultValue: {
      title: slide?.title ?? "",
      caption: slide?.caption ?? "",
      titleTa: slide?.titleTa ?? "",
      captionTa: slide?.captionTa ?? "",
      buttonText: slide?.buttonText ?? "",
      buttonTextTa: slide?.buttonTextTa ?? "",
      buttonLink: slide?.buttonLink ?? "",
    },
  });
  const { fields } = state;
  return (
    <DialogForm
      state={state}
      intent={slide ? "update-slide" : "create-slide"}
      hidden={slide && { slideId: slide.id, updatedAt: slide.updatedAt }}
      submitLabel={slide ? UPDATE_SLIDE_SUBMIT : CREATE_SLIDE_SUBMIT}
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
        as={TextareaField}
        label={LABELS.caption}
        english={fields.caption}
        tamil={fields.captionTa}
        rows={2}
      />
      <BilingualField
        as={TextField}
        label={LABELS.buttonText}
        english={fields.buttonText}
        tamil={fields.buttonTextTa}
        hint={HINTS.buttonText}
        autoComplete="off"
      />
      <div className="grid gap-5 md:grid-cols-2">
        <ImageFormField
          meta={fields.imageUrl}
          mediaIdMeta={fields.mediaId}
          label={LABELS.image}
          category="homepage-slides"
          maxUploadBytes={maxUploadBytes}
          saved={
            slide?.imageUrl
              ? { url: slide.imageUrl, previewUrl: slide.thumbnail?.previewSrc, mediaId: slide.mediaId }
              : null
          }
          className="content-start"
        />
        <div className="grid content-start gap-5">
          <TextField
            meta={fields.buttonLink}
            label={LABELS.buttonLink}
            hint={HINTS.buttonLink}
            placeholder={SLIDE_BUTTON_LINK_PLACEHOLDER}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
          <SwitchField
            meta={fields.isActive}
            label={LABELS.isActive}
            defaultChecked={slide ? slide.isActive : true}
          />
        </div>
      </div>
    </DialogForm>
  );
}
