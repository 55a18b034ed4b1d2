import { useId } from "react";
import { FormDialog, FormDialogFooter, FormMessage, useDialogForm } from "~/components/admin/form-dialog";
import { DROP_HINT, ImageField } from "~/components/admin/image-field";
import { NativeSelect } from "~/components/admin/native-select";
import { BilingualRow, BilingualTitleRow } from "~/components/admin/tamil-field";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import {
  ADD_ITEM_HINT,
  ADD_ITEM_TITLE,
  CREATE_ITEM_SUBMIT,
  EDIT_ITEM_HINT,
  EDIT_ITEM_TITLE,
  ITEM_FIELD_HINTS,
  ITEM_FIELD_LABELS,
  UPDATE_ITEM_SUBMIT,
} from "~/copy/admin-gallery";
import { tamilLabel } from "~/copy/admin-tamil";
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
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={editing ? EDIT_ITEM_TITLE : ADD_ITEM_TITLE}
      description={editing ? EDIT_ITEM_HINT : ADD_ITEM_HINT}
      className="max-w-3xl"
    >
      {/* A new key per item: the form starts again from that item's saved values. */}
      <GalleryItemForm
        key={editing?.id ?? "new"}
        item={editing}
        onSaved={onClose}
        maxUploadBytes={maxUploadBytes}
      />
    </FormDialog>
  );
}

function GalleryItemForm({
  item,
  onSaved,
  maxUploadBytes,
}: {
  item: GalleryItemView | null;
  onSaved: () => void;
  maxUploadBytes: number;
}) {
  const { fetcher, form, fields, formProps, busy } = useDialogForm({
    id: item ? `gallery-form-${item.id}` : "gallery-form-new",
    schema: item ? updateItemSchema : createItemSchema,
    defaultValue: {
      title: item?.title ?? "",
      description: item?.description ?? "",
      titleTa: item?.titleTa ?? "",
      descriptionTa: item?.descriptionTa ?? "",
      category: item?.category ?? DEFAULT_GALLERY_CATEGORY,
    },
    onSaved,
  });
  const featuredId = useId();
  return (
    <fetcher.Form method="post" {...formProps} className="grid gap-5">
      <input type="hidden" name="intent" value={item ? GALLERY_INTENTS.update : GALLERY_INTENTS.create} />
      {item ? (
        <>
          <input type="hidden" name="itemId" value={item.id} />
          <input type="hidden" name="updatedAt" value={item.updatedAt} />
        </>
      ) : null}
      <BilingualTitleRow label={ITEM_FIELD_LABELS.title} english={fields.title} tamil={fields.titleTa} />
      <BilingualRow>
        <Field
          label={ITEM_FIELD_LABELS.description}
          id={fields.description.id}
          errorId={fields.description.errorId}
          error={fields.description.errors}
          description={ITEM_FIELD_HINTS.description}
        >
          <Textarea rows={3} name={fields.description.name} defaultValue={fields.description.initialValue} />
        </Field>
        <Field
          label={tamilLabel(ITEM_FIELD_LABELS.description)}
          id={fields.descriptionTa.id}
          errorId={fields.descriptionTa.errorId}
          error={fields.descriptionTa.errors}
        >
          <Textarea
            lang="ta"
            rows={3}
            name={fields.descriptionTa.name}
            defaultValue={fields.descriptionTa.initialValue}
          />
        </Field>
      </BilingualRow>
      <div className="grid gap-5 md:grid-cols-2">
        <div className="grid content-start gap-5">
          <Field
            label={ITEM_FIELD_LABELS.category}
            id={fields.category.id}
            errorId={fields.category.errorId}
            error={fields.category.errors}
          >
            {(control) => (
              <NativeSelect
                {...control}
                name={fields.category.name}
                defaultValue={fields.category.initialValue}
              >
                {GALLERY_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <div className="flex items-center gap-3">
            <Checkbox
              id={featuredId}
              name={fields.isFeatured.name}
              defaultChecked={item?.isFeatured ?? false}
            />
            <Label htmlFor={featuredId}>{ITEM_FIELD_LABELS.isFeatured}</Label>
          </div>
        </div>
        <ImageField
          label={ITEM_FIELD_LABELS.image}
          name={fields.imageUrl.name}
          mediaIdName={fields.mediaId.name}
          category="gallery"
          maxUploadBytes={maxUploadBytes}
          description={`${DROP_HINT} ${ITEM_FIELD_HINTS.image}`}
          defaultValue={
            item?.imageUrl
              ? { url: item.imageUrl, previewUrl: item.thumbnail?.previewSrc, mediaId: item.mediaId }
              : null
          }
          error={fields.imageUrl.errors ?? fields.mediaId.errors}
          className="content-start"
        />
      </div>
      <FormMessage form={form} />
      <FormDialogFooter busy={busy} submitLabel={item ? UPDATE_ITEM_SUBMIT : CREATE_ITEM_SUBMIT} />
    </fetcher.Form>
  );
}
