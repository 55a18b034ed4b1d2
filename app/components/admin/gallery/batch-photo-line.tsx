// One photo of "Add Many Photos": its preview, its title (suggested from the file name, which the
// clerk can change until the upload starts; empty and asked for when a camera named the file), the
// file name, its progress bar (spec §4: 50 once stored, 100 once its item is saved) and where it stands, or
// why it failed in the spec's words (§8: 'Upload failed: Failed to upload {file}. Please try again.').
import { ImageIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import {
  BATCH_STATUS,
  GALLERY_SAVE_FAILED,
  GALLERY_TITLE_MAX,
  PHOTO_ALT_TEXT_PLACEHOLDER,
  PHOTO_TAMIL_TITLE_PLACEHOLDER,
  PHOTO_TITLE_MISSING,
  PHOTO_TITLE_PLACEHOLDER,
  photoAltTextLabel,
  photoTamilTitleLabel,
  photoTitleLabel,
  REMOVE_PHOTO_LABEL,
  uploadFailedLine,
} from "~/copy/admin-gallery";
import { ALT_TEXT_MAX } from "~/copy/admin-media";
import { cn } from "~/lib/cn";

export type Status = "waiting" | "uploading" | "processing" | "uploaded" | "saving" | "added" | "failed";

export type Photo = {
  key: string;
  file: File;
  title: string;
  /** Optional Tamil title, and the alt text suggested from the file name (issue 28). */
  titleTa: string;
  altText: string;
  preview: string;
  status: Status;
  progress: number;
  mediaId?: string;
  /** Where it failed: its upload, or saving it as an item after the upload. */
  failedAt?: "upload" | "save";
  /** Why it failed, when the server said more than the spec's sentence. */
  reason?: string;
};

function statusText(photo: Photo) {
  switch (photo.status) {
    case "uploading":
      return BATCH_STATUS.uploading(photo.progress);
    case "failed":
      return photo.failedAt === "save"
        ? (photo.reason ?? GALLERY_SAVE_FAILED)
        : uploadFailedLine(photo.file.name);
    default:
      return BATCH_STATUS[photo.status];
  }
}

export function PhotoLine({
  photo,
  removable,
  onRemove,
  onTitleChange,
  onChange,
  titleMissing,
}: {
  photo: Photo;
  /** Before the upload: the photo can be removed and its title changed. */
  removable: boolean;
  onRemove: () => void;
  onTitleChange: (title: string) => void;
  /** The Tamil title or the alt text changed. */
  onChange: (change: Pick<Photo, "titleTa"> | Pick<Photo, "altText">) => void;
  /** Upload was pressed while this photo had no title. */
  titleMissing: boolean;
}) {
  const id = useId();
  // A file the browser cannot draw (a damaged photo) shows a plain picture sign instead.
  const [readable, setReadable] = useState(true);
  const failed = photo.status === "failed";
  return (
    <li
      className="flex items-start gap-3 rounded-control border border-border p-2.5"
      data-batch-photo={photo.file.name}
      data-status={photo.status}
    >
      {readable ? (
        <img
          src={photo.preview}
          alt=""
          className="size-14 shrink-0 rounded-control bg-muted object-cover"
          onError={() => setReadable(false)}
        />
      ) : (
        <span className="flex size-14 shrink-0 items-center justify-center rounded-control bg-muted text-muted-foreground">
          <ImageIcon aria-hidden="true" className="size-6" />
        </span>
      )}
      <div className="grid min-w-0 flex-1 gap-1">
        {removable ? (
          <>
            <Input
              id={`${id}-title`}
              value={photo.title}
              onChange={(event) => onTitleChange(event.target.value)}
              aria-label={photoTitleLabel(photo.file.name)}
              placeholder={PHOTO_TITLE_PLACEHOLDER}
              maxLength={GALLERY_TITLE_MAX}
              autoComplete="off"
              aria-invalid={titleMissing || undefined}
              aria-describedby={titleMissing ? `${id}-title-missing` : undefined}
              className="h-9"
              data-batch-title
              data-photo-key={photo.key}
            />
            {titleMissing ? (
              <p id={`${id}-title-missing`} className="text-sm font-medium text-destructive">
                {PHOTO_TITLE_MISSING}
              </p>
            ) : null}
            <Input
              value={photo.titleTa}
              onChange={(event) => onChange({ titleTa: event.target.value })}
              aria-label={photoTamilTitleLabel(photo.file.name)}
              placeholder={PHOTO_TAMIL_TITLE_PLACEHOLDER}
              maxLength={GALLERY_TITLE_MAX}
              autoComplete="off"
              lang="ta"
              className="h-9"
              data-batch-title-ta
            />
            <Input
              value={photo.altText}
              onChange={(event) => onChange({ altText: event.target.value })}
              aria-label={photoAltTextLabel(photo.file.name)}
              placeholder={PHOTO_ALT_TEXT_PLACEHOLDER}
              maxLength={ALT_TEXT_MAX}
              autoComplete="off"
              className="h-9"
              data-batch-alt-text
            />
          </>
        ) : (
          <p
            id={`${id}-title`}
            className="line-clamp-2 leading-snug font-medium break-words"
            data-batch-title
          >
            {photo.title}
          </p>
        )}
        <p className="truncate text-xs text-muted-foreground" title={photo.file.name}>
          {photo.file.name}
        </p>
        <div
          role="progressbar"
          aria-labelledby={`${id}-title`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={photo.progress}
          className="h-2 overflow-hidden rounded-pill bg-muted"
        >
          <div
            className={cn(
              "h-full rounded-pill transition-[width] motion-reduce:transition-none",
              failed ? "bg-destructive" : "bg-primary",
            )}
            style={{ width: `${photo.progress}%` }}
          />
        </div>
        <p
          className={cn("text-sm", failed ? "font-medium text-destructive" : "text-muted-foreground")}
          data-batch-status
        >
          {statusText(photo)}
        </p>
        {failed && photo.failedAt === "upload" && photo.reason ? (
          <p className="text-sm break-words text-destructive">{photo.reason}</p>
        ) : null}
      </div>
      {removable ? (
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} className="max-sm:px-2.5">
          <XIcon aria-hidden="true" />
          {/* On a phone the cross alone, so that the title field keeps its width. */}
          <span className="max-sm:sr-only">{REMOVE_PHOTO_LABEL}</span>
          <span className="sr-only">: {photo.title || photo.file.name}</span>
        </Button>
      ) : null}
    </li>
  );
}
