import { BilingualField } from "~/components/admin/form/bilingual-field";
import { CheckboxField, SelectField } from "~/components/admin/form/choice-fields";
import { DialogForm, useDialogForm } from "~/components/admin/form/dialog-form";
import { FormDialog } from "~/components/admin/form/form-dialog";
import { ImageFormField } from "~/components/admin/form/image-form-field";
import { TextareaField, TextField } from "~/components/admin/form/text-fields";
import { DROP_HINT } from "~/components/admin/image-field";
import {
  ADD_ITEM_HINT,
  ADD_ITEM_TITLE,
  CREATE_ITEM_SUBMIT,
  EDIT_ITEM_HINT,
  EDIT_ITEM_TITLE,
  ITEM_FIELD_HINTS as HINTS,
  ITEM_FIELD_LABELS as LABELS,
  UPDATE_ITEM_SUBMIT,
} from "~/copy/admin-gallery";
import { TAMIL_FIELDS_HINT } from "~/copy/admin-tamil";
import { DEFAULT_GALLERY_CATEGORY, GALLERY_CATEGORIES } from "~/copy/categories";
import { createItemSchema, GALLERY_INTENTS, updateItemSchema } from "~/lib/schemas/gallery";
import type { GalleryItemView } from "~/views/gallery";

/** Closed, adding an item, or editing the item as it was when the dialog opened. */
export type GalleryDialogState = null | { mode: "create" } | { mode: "edit"; item: GalleryItemView };

export function GalleryFormDialog({
  state,
  onClose,
  maxUploadBytes,
}: {
  state: GalleryDialogState;
  onClose: () => void;
  maxUploadBytes: number;
}) {
  const editing = state?.mode === "edit" ? state.item : null;
  return (
    <FormDialog
      open={state !== null}
      onClose={onClose}
      title={editing ? EDIT_ITEM_TITLE : ADD_ITEM_TITLE}
      description={editing ? EDIT_ITEM_HINT : ADD_ITEM_HINT}
      className="max-w-3xl"
    >
      {/* A new key per item: the form starts again from that item's saved values. */}
      <GalleryItemForm key={editing?.id ?? "new"} item={editing} maxUploadBytes={maxUploadBytes} />
    </FormDialog>
  );
}

function GalleryItemForm({ item, maxUploadBytes }: { item: GalleryItemView | null; maxUploadBytes: number }) {
  const state = useDialogForm({
    id: item ? `gallery-form-${item.id}` : "gallery-form-new",
    schema: item ? updateItemSchema : createItemSchema,
    defaultValue: {
      title: item?.title ?? "",
      description: item?.description ?? "",
      titleTa: item?.titleTa ?? "",
      descriptionTa: item?.descriptionTa ?? "",
      category: item?.category ?? DEFAULT_GALLERY_CATEGORY,
    },
  });
  const { fields } = state;
  return (
    <DialogForm
      state={state}
      intent={item ? GALLERY_INTENTS.update : GALLERY_INTENTS.create}
      hidden={item && { itemId: item.id, updatedAt: item.updatedAt }}
      submitLabel={item ? UPDATE_ITEM_SUBMIT : CREATE_ITEM_SUBMIT}
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
        label={LABELS.description}
        english={fields.description}
        tamil={fields.descriptionTa}
        hint={HINTS.description}
        rows={3}
      />
      <div className="grid gap-5 md:grid-cols-2">
        <div className="grid content-start gap-5">
          <SelectField meta={fields.category} label={LABELS.category} options={GALLERY_CATEGORIES} />
          <CheckboxField
            meta={fields.isFeatured}
            label={LABELS.isFeatured}
            defaultChecked={item?.isFeatured ?? false}
          />
        </div>
        <ImageFormField
          meta={fields.imageUrl}
          mediaIdMeta={fields.mediaId}
          label={LABELS.image}
          hint={`${DROP_HINT} ${HINTS.image}`}
          category="gallery"
          maxUploadBytes={maxUploadBytes}
          saved={
            item?.imageUrl
              ? { url: item.imageUrl, previewUrl: item.thumbnail?.previewSrc, mediaId: item.mediaId }
              : null
          }
          className="content-start"
        />
      </div>
    </DialogForm>
  );
}
