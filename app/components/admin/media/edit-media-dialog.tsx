// Edit Media File (spec §2): a large preview (a big WebP variant, not the original), Alt Text,
// Caption, Cancel and Save Changes. The details it opened with go along, so a save by someone else
// in the meantime is refused rather than overwritten.
import { DialogForm, useDialogForm } from "~/components/admin/form/dialog-form";
import { FormDialog } from "~/components/admin/form/form-dialog";
import { TextareaField, TextField } from "~/components/admin/form/text-fields";
import {
  ALT_TEXT_HINT,
  ALT_TEXT_LABEL,
  CAPTION_HINT,
  CAPTION_LABEL,
  EDIT_MEDIA_TITLE,
  SAVE_CHANGES_LABEL,
} from "~/copy/admin-media";
import { MEDIA_INTENTS, updateMediaSchema } from "~/lib/schemas/media";
import type { MediaFileView } from "~/views/media";
import { Thumbnail } from "./media-files";

export function EditMediaDialog({ file, onClose }: { file: MediaFileView | null; onClose: () => void }) {
  return (
    <FormDialog
      open={file !== null}
      onClose={onClose}
      title={EDIT_MEDIA_TITLE}
      description={file ? <span className="wrap-anywhere">{file.name}</span> : null}
      className="max-w-3xl"
    >
      {file ? <EditMediaForm key={file.id} file={file} /> : null}
    </FormDialog>
  );
}

function EditMediaForm({ file }: { file: MediaFileView }) {
  const state = useDialogForm({
    id: `media-form-${file.id}`,
    schema: updateMediaSchema,
    defaultValue: { altText: file.altText, caption: file.caption },
  });
  const { fields } = state;
  return (
    <DialogForm
      state={state}
      intent={MEDIA_INTENTS.update}
      hidden={{ mediaId: file.id, loadedAltText: file.altText, loadedCaption: file.caption }}
      submitLabel={SAVE_CHANGES_LABEL}
    >
      <div className="grid gap-5 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <MediaPreview file={file} />
        <div className="grid content-start gap-5">
          <TextField meta={fields.altText} label={ALT_TEXT_LABEL} hint={ALT_TEXT_HINT} autoComplete="off" />
          <TextareaField meta={fields.caption} label={CAPTION_LABEL} hint={CAPTION_HINT} rows={4} />
        </div>
      </div>
    </DialogForm>
  );
}

function MediaPreview({ file }: { file: MediaFileView }) {
  if (!file.preview) return <Thumbnail file={file} className="aspect-[4/3] w-full rounded-control" />;
  const { src, width, height } = file.preview;
  return (
    <div className="flex items-center justify-center overflow-hidden rounded-control bg-muted">
      <img
        src={src}
        width={width}
        height={height}
        alt=""
        className="max-h-[50vh] w-auto max-w-full object-contain"
        data-media-preview
      />
    </div>
  );
}
