// One image for a form: dropped or chosen (react-dropzone, one PNG/JPEG/GIF/WebP), uploaded at
// once through the image pipeline (POST /admin/uploads) into its media category, previewed, and
// kept in a hidden field as its URL (and media id) until the form is saved. Replace and remove, or
// choose a picture already in the media library instead (media/media-picker.tsx).
// A refusal — a wrong type, a file too large, two files — shows the spec's dropzone message.

import { ImageIcon, Loader2Icon, UploadIcon, XIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { type FileRejection, useDropzone } from "react-dropzone";
import { type UploadReport, useReportUpload } from "~/components/admin/form/uploads";
import { ChooseFromLibraryButton } from "~/components/admin/media/media-picker";
import { UploadAltText } from "~/components/admin/media/upload-alt-text";
import { showUploadFailed } from "~/components/admin/upload-failed";
import { Button } from "~/components/ui/button";
import { UPLOAD_ALT_TEXT_LABEL } from "~/copy/admin-alt-text";
import { ALT_TEXT_MAX } from "~/copy/admin-media";
import type { MediaCategory } from "~/copy/media";
import { cn } from "~/lib/cn";
import { suggestedAltText } from "~/lib/photo-title";
import {
  ACCEPTED_IMAGES,
  dropzoneMessage,
  sendUpload,
  type UploadAnswer,
  type UploadedImage,
} from "~/lib/uploads";

export type ImageFieldValue = {
  url: string;
  previewUrl?: string;
  mediaId?: string | null;
  /** Uploaded here just now: the alt text it was stored with, asked for beside it (issue 28). */
  uploadedAltText?: string;
};

export type ImageFieldProps = {
  label: string;
  /** The form field that carries the image's URL. */
  name: string;
  /** The form field that carries the media record's id, when the form keeps it. */
  mediaIdName?: string;
  category: MediaCategory;
  defaultValue?: ImageFieldValue | null;
  maxUploadBytes: number;
  description?: string;
  /** A message from the server about this field (Conform's errors). */
  error?: string[] | string | null;
  className?: string;
};

type State =
  | { status: "idle" }
  | { status: "uploading"; file: string; percent: number }
  | { status: "refused"; message: string };

export const UPLOADING_LABEL = "Uploading…";
export const REMOVE_IMAGE_LABEL = "Remove image";
export const CHOOSE_IMAGE_LABEL = "Choose an image";
export const REPLACE_IMAGE_LABEL = "Replace image";
export const DROP_HINT = "Drop a PNG, JPEG, GIF or WebP picture here, or choose one.";

/**
 * One image, sent as the Media Library sends its files (the "stored" stage needs no display here),
 * with the alt text suggested from its file name; `onProgress` hears the share of it sent.
 */
function upload(
  file: File,
  category: MediaCategory,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  return sendUpload(file, category, undefined, onProgress, suggestedAltText(file.name, ALT_TEXT_MAX));
}

/** What a field tells its form of its upload (form/uploads.tsx); `focus` shows its message. */
export function uploadReport(state: State, focus: () => void): UploadReport {
  if (state.status === "uploading") return { state: "uploading", percent: state.percent };
  if (state.status === "refused") return { state: "failed", focus };
  return null;
}

/** The first reason react-dropzone gives, in the spec's words (§8 dropzone messages). */
function rejectionMessage(rejections: readonly FileRejection[], maxUploadBytes: number) {
  const error = rejections[0]?.errors[0];
  return error ? dropzoneMessage(error, maxUploadBytes) : "This file cannot be used.";
}

/**
 * Dropping or choosing one image and uploading it into `category`; `onUploaded` receives it. The
 * field below and Profile Settings' avatar share it.
 */
export function useImageUpload({
  category,
  maxUploadBytes,
  onUploaded,
}: {
  category: MediaCategory;
  maxUploadBytes: number;
  onUploaded: (image: UploadedImage) => void;
}) {
  const [state, setState] = useState<State>({ status: "idle" });

  async function take(file: File) {
    setState({ status: "uploading", file: file.name, percent: 0 });
    const answer = await upload(file, category, (percent) =>
      setState((current) => (current.status === "uploading" ? { ...current, percent } : current)),
    );
    if (!answer.ok) {
      setState({ status: "refused", message: answer.message });
      showUploadFailed(answer.message);
      return;
    }
    onUploaded(answer.media);
    setState({ status: "idle" });
  }

  const dropzone = useDropzone({
    accept: ACCEPTED_IMAGES,
    maxFiles: 1,
    multiple: false,
    maxSize: maxUploadBytes,
    disabled: state.status === "uploading",
    noClick: true,
    onDrop: (accepted, rejections) => {
      if (rejections.length > 0)
        return setState({ status: "refused", message: rejectionMessage(rejections, maxUploadBytes) });
      if (accepted[0]) void take(accepted[0]);
    },
  });
  /** Forgets a refusal once the field holds a picture chosen another way (from the library). */
  const clearRefusal = () =>
    setState((current) => (current.status === "refused" ? { status: "idle" } : current));
  return { dropzone, state, uploading: state.status === "uploading", clearRefusal };
}

export function ImageField(props: ImageFieldProps) {
  const [value, setValue] = useState<ImageFieldValue | null>(
    props.defaultValue?.url ? props.defaultValue : null,
  );
  const { dropzone, state, clearRefusal } = useImageUpload({
    category: props.category,
    maxUploadBytes: props.maxUploadBytes,
    onUploaded: (image) =>
      setValue({
        url: image.url,
        previewUrl: image.previewUrl,
        mediaId: image.id,
        uploadedAltText: image.altText,
      }),
  });
  const id = useId();
  const serverErrors = (Array.isArray(props.error) ? props.error : [props.error]).filter(Boolean);
  const message = state.status === "refused" ? state.message : serverErrors.join(" ");

  const uploading = state.status === "uploading";
  const root = useRef<HTMLDivElement>(null);
  useReportUpload(
    props.name,
    uploadReport(state, () => root.current?.focus()),
  );
  const describedBy = [`${id}-hint`, message ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={cn("grid gap-1.5", props.className)}>
      <span id={`${id}-label`} className="text-sm font-medium">
        {props.label}
      </span>
      <input type="hidden" name={props.name} value={value?.url ?? ""} />
      {props.mediaIdName ? (
        <input type="hidden" name={props.mediaIdName} value={value?.mediaId ?? ""} />
      ) : null}
      <div
        {...dropzone.getRootProps({
          ref: root,
          role: "group",
          "aria-labelledby": `${id}-label`,
          "aria-describedby": describedBy,
          "aria-busy": uploading || undefined,
          className: cn(
            "relative flex min-h-40 flex-col items-center justify-center gap-3 rounded-control border-2 border-dashed border-border bg-muted/40 p-4 text-center transition-colors",
            dropzone.isDragActive && "border-primary bg-primary-soft",
            message && "border-destructive",
          ),
        })}
      >
        <input {...dropzone.getInputProps({ "aria-label": props.label })} />
        {value ? (
          <img
            src={value.previewUrl ?? value.url}
            alt=""
            className="max-h-48 w-auto max-w-full rounded-control object-contain"
          />
        ) : (
          <ImageIcon aria-hidden="true" className="size-8 text-muted-foreground" />
        )}
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {uploading ? UPLOADING_LABEL : (props.description ?? DROP_HINT)}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button type="button" variant="outline" size="sm" onClick={dropzone.open} disabled={uploading}>
            {uploading ? (
              <Loader2Icon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            ) : (
              <UploadIcon aria-hidden="true" />
            )}
            {value ? REPLACE_IMAGE_LABEL : CHOOSE_IMAGE_LABEL}
          </Button>
          <ChooseFromLibraryButton
            category={props.category}
            disabled={uploading}
            onChoose={(image) => {
              clearRefusal();
              setValue({ url: image.url, previewUrl: image.previewUrl, mediaId: image.id });
            }}
          />
          {value && !uploading ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => setValue(null)}>
              <XIcon aria-hidden="true" />
              {REMOVE_IMAGE_LABEL}
            </Button>
          ) : null}
        </div>
      </div>
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
      {value?.mediaId && value.uploadedAltText !== undefined ? (
        <UploadAltText
          key={value.mediaId}
          mediaId={value.mediaId}
          initial={value.uploadedAltText}
          label={UPLOAD_ALT_TEXT_LABEL}
        />
      ) : null}
    </div>
  );
}
