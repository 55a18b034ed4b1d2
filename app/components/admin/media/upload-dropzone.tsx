// The Media Library's upload area for one category: pictures dropped or chosen (react-dropzone,
// PNG/JPEG/GIF/WebP, at most `maxFiles` per drop, at most `maxUploadBytes` each), uploaded a few
// at a time with a progress bar each (use-upload-queue.ts). Refused files are listed with the
// spec's dropzone messages (§8).
//
// More than `maxFiles` in one drop: the spec says the extras are ignored, the issue that they are
// refused with 'Too many files'. We do both halves: the first `maxFiles` upload, and each extra is
// listed as refused with 'Too many files' — react-dropzone 20 splits a drop exactly so (older
// versions refused the whole drop), so nobody loses the first ten to an eleventh.
import { ImageIcon, UploadIcon } from "lucide-react";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { type FileRejection, useDropzone } from "react-dropzone";
import { Button } from "~/components/ui/button";
import {
  JUST_UPLOADED_DONE,
  JUST_UPLOADED_HINT,
  JUST_UPLOADED_LABEL,
  uploadAltTextLabel,
} from "~/copy/admin-media-alt-text";
import type { MediaCategory } from "~/copy/media";
import { cn } from "~/lib/cn";
import { ACCEPTED_IMAGES, dropzoneMessage, MEDIA_LIBRARY_MAX_FILES, type UploadedImage } from "~/lib/uploads";
import { type UploadEntry, useUploadQueue } from "./use-upload-queue";

/**
 * The alt-text boxes shown after an upload: a chunk fetched then (the image fields' dialogs share
 * it), not with the library's list, which every list screen's shared chunk would otherwise carry.
 */
const UploadAltText = lazy(() =>
  import("./upload-alt-text").then((chunk) => ({ default: chunk.UploadAltText })),
);

export const CHOOSE_FILES_LABEL = "Choose files";
export const UPLOAD_LIST_LABEL = "Uploads in progress";
export const REFUSED_LIST_LABEL = "Files not uploaded";
export function dropHint(maxFiles: number) {
  return maxFiles === 1
    ? "Drop a PNG, JPEG, GIF or WebP picture here, or choose one."
    : `Drop up to ${maxFiles} PNG, JPEG, GIF or WebP pictures here, or choose them.`;
}
export function uploadAreaLabel(categoryLabel: string) {
  return `Upload to ${categoryLabel}`;
}
/** The file input's name: what choosing files there does. */
export function fileInputLabel(categoryLabel: string) {
  return `Pictures to upload to ${categoryLabel}`;
}
export const UPLOAD_STATUS: Record<UploadEntry["status"], string> = {
  waiting: "Waiting",
  uploading: "Uploading…",
  done: "Uploaded",
};

export type MediaUploadDropzoneProps = {
  category: MediaCategory;
  /** MAX_UPLOAD_MB in bytes, from the page's loader (config().maxUploadBytes). */
  maxUploadBytes: number;
  /** Called for each file once it is stored and recorded. */
  onUploaded?: (media: UploadedImage) => void;
  /** Files per drop; the spec's Media Library limit by default. */
  maxFiles?: number;
  /** How the category is named on screen (the tab's label); the category itself by default. */
  categoryLabel?: string;
  className?: string;
};

type Refusal = { key: string; fileName: string; message: string };

export function MediaUploadDropzone({
  category,
  maxUploadBytes,
  onUploaded,
  maxFiles = MEDIA_LIBRARY_MAX_FILES,
  categoryLabel = category,
  className,
}: MediaUploadDropzoneProps) {
  const id = useId();
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const nextRefusal = useRef(0);
  const [uploaded, setUploaded] = useState<UploadedImage[]>([]);
  const queue = useUploadQueue({
    category,
    onUploaded: (media) => {
      setUploaded((current) => [...current.filter((file) => file.id !== media.id), media]);
      onUploaded?.(media);
    },
    onFailed: (fileName, message) =>
      setRefusals((current) => [...current, { key: `server-${nextRefusal.current++}`, fileName, message }]),
  });

  const dropzone = useDropzone({
    accept: ACCEPTED_IMAGES,
    multiple: maxFiles > 1,
    maxFiles,
    maxSize: maxUploadBytes,
    // The Choose files button opens the chooser, by mouse or keyboard; the area itself only takes drops.
    noClick: true,
    noKeyboard: true,
    getErrorMessage: (error) => dropzoneMessage(error, maxUploadBytes),
    onDrop(accepted, rejected: FileRejection[]) {
      setRefusals(
        rejected.map(({ file, errors }) => ({
          key: `drop-${nextRefusal.current++}`,
          fileName: file.name,
          message: errors.map((error) => error.message).join(". "),
        })),
      );
      if (accepted.length > 0) queue.add(accepted);
    },
  });

  return (
    <section
      aria-labelledby={`${id}-label`}
      className={cn("grid gap-3", className)}
      data-upload-area={category}
    >
      <div
        {...dropzone.getRootProps({
          className: cn(
            "flex flex-col items-center justify-center gap-2 rounded-control border-2 border-dashed border-border bg-muted/40 p-4 text-center transition-colors",
            dropzone.isDragActive && "border-primary bg-primary-soft",
          ),
        })}
      >
        <input
          {...dropzone.getInputProps({
            "aria-label": fileInputLabel(categoryLabel),
            "aria-describedby": `${id}-hint`,
          })}
        />
        <span id={`${id}-label`} className="sr-only">
          {uploadAreaLabel(categoryLabel)}
        </span>
        <p id={`${id}-hint`} className="flex items-center gap-2 text-sm text-muted-foreground">
          <ImageIcon aria-hidden="true" className="size-5 shrink-0" />
          {dropHint(maxFiles)}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={dropzone.open}>
          <UploadIcon aria-hidden="true" />
          {CHOOSE_FILES_LABEL}
        </Button>
      </div>

      {refusals.length > 0 ? (
        <div role="alert" className="text-sm font-medium text-destructive" data-upload-refusals>
          <ul aria-label={REFUSED_LIST_LABEL} className="grid gap-1">
            {refusals.map((refusal) => (
              <li key={refusal.key} className="break-words" data-refused-file={refusal.fileName}>
                {refusal.fileName}: {refusal.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {queue.entries.length > 0 ? (
        <ul aria-label={UPLOAD_LIST_LABEL} className="grid gap-2" data-upload-list>
          {queue.entries.map((entry) => (
            <UploadLine key={entry.key} entry={entry} />
          ))}
        </ul>
      ) : null}
      {uploaded.length > 0 ? <JustUploaded files={uploaded} onDone={() => setUploaded([])} /> : null}
    </section>
  );
}

/** The pictures uploaded here, each with its alt text to check (issue 28), until Done. */
function JustUploaded({ files, onDone }: { files: readonly UploadedImage[]; onDone: () => void }) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-control border border-border bg-surface p-3"
      data-just-uploaded
    >
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-sm font-semibold">
          {JUST_UPLOADED_LABEL}
        </h2>
        <p className="text-sm text-muted-foreground">{JUST_UPLOADED_HINT}</p>
      </div>
      <ul className="grid gap-3">
        {files.map((file) => (
          <li key={file.id} className="flex items-start gap-3">
            <img
              src={file.previewUrl}
              alt=""
              className="size-14 shrink-0 rounded-control bg-muted object-cover"
            />
            <Suspense fallback={<div className="min-w-0 flex-1" />}>
              <UploadAltText
                mediaId={file.id}
                initial={file.altText}
                label={uploadAltTextLabel(file.originalName)}
                className="grid min-w-0 flex-1 gap-1"
              />
            </Suspense>
          </li>
        ))}
      </ul>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          {JUST_UPLOADED_DONE}
        </Button>
      </div>
    </section>
  );
}

function UploadLine({ entry }: { entry: UploadEntry }) {
  const id = useId();
  return (
    <li
      className="grid gap-1 rounded-control border border-border p-2.5"
      data-upload-entry={entry.fileName}
      data-status={entry.status}
    >
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={`${id}-name`} className="min-w-0 truncate font-medium" title={entry.fileName}>
          {entry.fileName}
        </span>
        <span className="shrink-0 text-muted-foreground">
          {UPLOAD_STATUS[entry.status]} {entry.progress}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={`${id}-name`}
        data-upload-progress={entry.fileName}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={entry.progress}
        className="h-2 overflow-hidden rounded-pill bg-muted"
      >
        <div
          className="h-full rounded-pill bg-primary transition-[width] motion-reduce:transition-none"
          style={{ width: `${entry.progress}%` }}
        />
      </div>
    </li>
  );
}
