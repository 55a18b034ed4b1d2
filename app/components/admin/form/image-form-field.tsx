// A picture field (upload, the media library, or none) on Conform's metadata: its URL, and the
// media item's id when the form keeps one. Starts from the saved values unless given others.
import { ImageField, type ImageFieldProps } from "~/components/admin/image-field";
import { type FieldMeta, initialText } from "./field-meta";

export function ImageFormField({
  meta,
  mediaId,
  hint,
  defaultValue,
  ...props
}: Omit<ImageFieldProps, "name" | "mediaIdName" | "error" | "description"> & {
  meta: FieldMeta;
  /** The media item's id, posted beside the URL. */
  mediaId?: FieldMeta;
  hint?: string;
}) {
  const url = initialText(meta);
  const saved = url ? { url, mediaId: (mediaId && initialText(mediaId)) || null } : null;
  return (
    <ImageField
      {...props}
      name={meta.name}
      mediaIdName={mediaId?.name}
      description={hint}
      defaultValue={defaultValue === undefined ? saved : defaultValue}
      error={meta.errors ?? mediaId?.errors}
    />
  );
}
