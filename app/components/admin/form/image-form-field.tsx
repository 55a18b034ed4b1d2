// An image field (image-field.tsx: drop, choose, upload, or pick from the library) fed with
// Conform's metadata of the field that carries its URL and, if the form keeps it, its media id.
import { ImageField, type ImageFieldProps, type ImageFieldValue } from "~/components/admin/image-field";
import type { FieldMeta } from "./field-meta";

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
  /** The picture saved with the item, if any. */
  saved?: ImageFieldValue | null;
}) {
  return (
    <ImageField
      {...props}
      name={meta.name}
      mediaIdName={mediaIdMeta?.name}
      description={hint}
      defaultValue={saved}
      error={meta.errors ?? mediaIdMeta?.errors}
    />
  );
}
