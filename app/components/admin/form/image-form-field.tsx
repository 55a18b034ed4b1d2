// An image field (image-field.tsx: drop, choose, upload, or pick from the library) fed with
// Conform's metadata of the field that carries its URL and, if the form keeps it, its media id.
import { ImageField, type ImageFieldProps, type ImageFieldValue } from "~/components/admin/image-field";
import { type FieldMeta, initialText } from "./field-meta";
import { useDraftShown, useDraftText } from "./form-draft";

export function ImageFormField({
  meta,
  mediaIdMeta,
  hint,
  saved,
  ...props
}: Omit<ImageFieldProps, "name" | "mediaIdName" | "error" | "description" | "defaultValue"> & {
  meta: FieldMeta;
  mediaIdMeta?: FieldMeta;
  hint?: string;
  /**
   * The picture saved with the item, if any; left out, the form's own starting values (the URL and
   * media id it was given or last submitted) stand for it.
   */
  saved?: ImageFieldValue | null;
}) {
  const url = initialText(meta);
  const fromForm = url ? { url, mediaId: (mediaIdMeta && initialText(mediaIdMeta)) || null } : null;
  // A restored draft's choice (a picture uploaded or chosen, or none) wins over the saved one.
  const drafting = useDraftShown();
  const draftUrl = useDraftText(meta, undefined);
  const draftMediaId = useDraftText(mediaIdMeta ?? { name: "" }, undefined);
  const drafted =
    draftUrl !== undefined ? (draftUrl ? { url: draftUrl, mediaId: draftMediaId || null } : null) : undefined;
  return (
    <ImageField
      {...props}
      name={meta.name}
      mediaIdName={mediaIdMeta?.name}
      description={hint}
      defaultValue={drafting && drafted !== undefined ? drafted : saved === undefined ? fromForm : saved}
      error={meta.errors ?? mediaIdMeta?.errors}
    />
  );
}
