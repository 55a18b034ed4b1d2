import { useId } from "react";
import { FormDialog, FormDialogFooter, FormMessage, useDialogForm } from "~/components/admin/form-dialog";
import { ImageField } from "~/components/admin/image-field";
import { BilingualRow, BilingualTitleRow } from "~/components/admin/tamil-field";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";
import {
  ADD_SLIDE_TITLE,
  CREATE_SLIDE_SUBMIT,
  EDIT_SLIDE_TITLE,
  SLIDE_FIELD_HINTS,
  SLIDE_FIELD_LABELS,
  UPDATE_SLIDE_SUBMIT,
} from "~/copy/admin-slides";
import { tamilLabel } from "~/copy/admin-tamil";
import { createSlideSchema, updateSlideSchema } from "~/lib/schemas/slides";
import type { SlideView } from "~/views/slides";

/** Closed, adding a slide, or editing the slide as it was when the dialog opened. */
export type SlideDialogState = null | { mode: "create" } | { mode: "edit"; slide: SlideView };

export function SlideFormDialog({
  state,
  onClose,
  maxUploadBytes,
}: {
  state: SlideDialogState;
  onClose: () => void;
  maxUploadBytes: number;
}) {
  const editing = state?.mode === "edit" ? state.slide : null;
  return (
    <FormDialog
      open={state !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={editing ? EDIT_SLIDE_TITLE : ADD_SLIDE_TITLE}
      className="max-w-3xl"
      description={
        editing
          ? "Changes show on the home page as soon as you save them."
          : "The new slide goes at the end of the list."
      }
    >
      {/* A new key per slide: the form starts again from that slide's saved values. */}
      <SlideForm
        key={editing?.id ?? "new"}
        slide={editing}
        onSaved={onClose}
        maxUploadBytes={maxUploadBytes}
      />
    </FormDialog>
  );
}

function SlideForm({
  slide,
  onSaved,
  maxUploadBytes,
}: {
  slide: SlideView | null;
  onSaved: () => void;
  maxUploadBytes: number;
}) {
  const { fetcher, form, fields, formProps, busy } = useDialogForm({
    id: slide ? `slide-form-${slide.id}` : "slide-form-new",
    schema: slide ? updateSlideSchema : createSlideSchema,
    defaultValue: {
      title: slide?.title ?? "",
      caption: slide?.caption ?? "",
      titleTa: slide?.titleTa ?? "",
      captionTa: slide?.captionTa ?? "",
      buttonText: slide?.buttonText ?? "",
      buttonLink: slide?.buttonLink ?? "",
    },
    onSaved,
  });
  const switchId = useId();
  return (
    <fetcher.Form method="post" {...formProps} className="grid gap-5">
      <input type="hidden" name="intent" value={slide ? "update-slide" : "create-slide"} />
      {slide ? (
        <>
          <input type="hidden" name="slideId" value={slide.id} />
          <input type="hidden" name="updatedAt" value={slide.updatedAt} />
        </>
      ) : null}
      <BilingualTitleRow label={SLIDE_FIELD_LABELS.title} english={fields.title} tamil={fields.titleTa} />
      <BilingualRow>
        <Field
          label={SLIDE_FIELD_LABELS.caption}
          id={fields.caption.id}
          errorId={fields.caption.errorId}
          error={fields.caption.errors}
        >
          <Textarea rows={2} name={fields.caption.name} defaultValue={fields.caption.initialValue} />
        </Field>
        <Field
          label={tamilLabel(SLIDE_FIELD_LABELS.caption)}
          id={fields.captionTa.id}
          errorId={fields.captionTa.errorId}
          error={fields.captionTa.errors}
        >
          <Textarea
            lang="ta"
            rows={2}
            name={fields.captionTa.name}
            defaultValue={fields.captionTa.initialValue}
          />
        </Field>
      </BilingualRow>
      <div className="grid gap-5 md:grid-cols-2">
        <ImageField
          label={SLIDE_FIELD_LABELS.image}
          name={fields.imageUrl.name}
          mediaIdName={fields.mediaId.name}
          category="homepage-slides"
          maxUploadBytes={maxUploadBytes}
          defaultValue={
            slide?.imageUrl
              ? { url: slide.imageUrl, previewUrl: slide.thumbnail?.previewSrc, mediaId: slide.mediaId }
              : null
          }
          error={fields.imageUrl.errors ?? fields.mediaId.errors}
          className="content-start"
        />
        <div className="grid content-start gap-5">
          <Field
            label={SLIDE_FIELD_LABELS.buttonText}
            id={fields.buttonText.id}
            errorId={fields.buttonText.errorId}
            error={fields.buttonText.errors}
            description={SLIDE_FIELD_HINTS.buttonText}
          >
            <Input
              name={fields.buttonText.name}
              defaultValue={fields.buttonText.initialValue}
              autoComplete="off"
            />
          </Field>
          <Field
            label={SLIDE_FIELD_LABELS.buttonLink}
            id={fields.buttonLink.id}
            errorId={fields.buttonLink.errorId}
            error={fields.buttonLink.errors}
            description={SLIDE_FIELD_HINTS.buttonLink}
          >
            <Input
              name={fields.buttonLink.name}
              defaultValue={fields.buttonLink.initialValue}
              placeholder="/admissions"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
          </Field>
          <div className="flex items-center gap-3">
            <Switch
              id={switchId}
              name={fields.isActive.name}
              defaultChecked={slide ? slide.isActive : true}
            />
            <Label htmlFor={switchId}>{SLIDE_FIELD_LABELS.isActive}</Label>
          </div>
        </div>
      </div>
      <FormMessage form={form} />
      <FormDialogFooter busy={busy} submitLabel={slide ? UPDATE_SLIDE_SUBMIT : CREATE_SLIDE_SUBMIT} />
    </fetcher.Form>
  );
}
