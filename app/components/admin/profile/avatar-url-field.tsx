// Profile's picture: a web address typed in, or a picture uploaded or chosen from the library,
// which becomes the address (a path on this site). The preview above the form follows it.
import { UploadIcon } from "lucide-react";
import { useRef } from "react";
import { type FieldMeta, frameProps } from "~/components/admin/form/field-meta";
import { useReportUpload } from "~/components/admin/form/uploads";
import { UPLOADING_LABEL, uploadReport, useImageUpload } from "~/components/admin/image-field";
import { ChooseFromLibraryButton } from "~/components/admin/media/media-picker";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { AVATAR_FILE_LABEL, UPLOAD_AVATAR_LABEL } from "~/copy/admin-pages";

export function AvatarUrlField({
  meta,
  value,
  onChange,
  maxUploadBytes,
}: {
  meta: FieldMeta;
  value: string;
  onChange: (url: string) => void;
  maxUploadBytes: number;
}) {
  const upload = useImageUpload({
    category: "general",
    maxUploadBytes,
    onUploaded: (image) => onChange(image.previewUrl),
  });
  const uploadButton = useRef<HTMLButtonElement>(null);
  useReportUpload(
    meta.name,
    uploadReport(upload.state, () => uploadButton.current?.focus()),
  );
  const frame = frameProps({
    meta,
    label: "Avatar URL",
    hint: "A link to a square picture starting with https://, or upload one.",
  });
  const error = upload.state.status === "refused" ? [upload.state.message] : frame.error;
  return (
    <Field {...frame} error={error}>
      {(control) => (
        // The address on a line of its own, whole: beside the two buttons it showed a few characters.
        <div className="grid gap-2" {...upload.dropzone.getRootProps()}>
          <input {...upload.dropzone.getInputProps({ "aria-label": AVATAR_FILE_LABEL })} />
          <Input
            {...control}
            type="url"
            name={meta.name}
            value={value}
            placeholder="https://example.org/photo.jpg"
            onChange={(event) => onChange(event.target.value.trim())}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              ref={uploadButton}
              onClick={upload.dropzone.open}
              disabled={upload.uploading}
              aria-busy={upload.uploading || undefined}
            >
              <UploadIcon aria-hidden="true" />
              {upload.uploading ? UPLOADING_LABEL : UPLOAD_AVATAR_LABEL}
            </Button>
            <ChooseFromLibraryButton
              size="default"
              category="general"
              disabled={upload.uploading}
              onChoose={(image) => onChange(image.previewUrl)}
            />
          </div>
        </div>
      )}
    </Field>
  );
}
