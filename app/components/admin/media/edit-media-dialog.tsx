// Edit Media File (spec §2): a large preview (a big WebP variant, not the original), Alt Text,
// Caption, Cancel and Save Changes. The details it opened with go along, so a save by someone else
// in the meantime is refused rather than overwritten.
import { FormDialog, FormDialogFooter, FormMessage, useDialogForm } from "~/components/admin/form-dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
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
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={EDIT_MEDIA_TITLE}
      description={file ? <span className="wrap-anywhere">{file.name}</span> : null}
      className="max-w-3xl"
    >
      {file ? <EditMediaForm key={file.id} file={file} onSaved={onClose} /> : null}
    </FormDialog>
  );
}

function EditMediaForm({ file, onSaved }: { file: MediaFileView; onSaved: () => void }) {
  const { fetcher, form, fields, formProps, busy } = useDialogForm({
    id: `media-form-${file.id}`,
    schema: updateMediaSchema,
    defaultValue: { altText: file.altText, caption: file.caption },
    onSaved,
  });
  return (
    <fetcher.Form method="post" {...formProps} className="grid gap-5">
      <input type="hidden" name="intent" value={MEDIA_INTENTS.update} />
      <input type="hidden" name="mediaId" value={file.id} />
      <input type="hidden" name="loadedAltText" value={file.altText} />
      <input type="hidden" name="loadedCaption" value={file.caption} />
      <div className="grid gap-5 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <MediaPreview file={file} />
        <div className="grid content-start gap-5">
          <Field
            label={ALT_TEXT_LABEL}
            id={fields.altText.id}
            errorId={fields.altText.errorId}
            error={fields.altText.errors}
            description={ALT_TEXT_HINT}
          >
            <Input name={fields.altText.name} defaultValue={fields.altText.initialValue} autoComplete="off" />
          </Field>
          <Field
            label={CAPTION_LABEL}
            id={fields.caption.id}
            errorId={fields.caption.errorId}
            error={fields.caption.errors}
            description={CAPTION_HINT}
          >
            <Textarea rows={4} name={fields.caption.name} defaultValue={fields.caption.initialValue} />
          </Field>
        </div>
      </div>
      <FormMessage form={form} />
      <FormDialogFooter busy={busy} submitLabel={SAVE_CHANGES_LABEL} />
    </fetcher.Form>
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
