// "Add Many Photos": what a school office does after every function. Up to 10 photos chosen or
// dropped at once (react-dropzone; more are refused with the spec's 'Too many files'), one category
// for all of them, each uploaded through POST /admin/uploads with its progress shown, then one item
// per photo with the title in its line (suggested from the file name, changed there by the clerk),
// created together. A photo that fails says so on its own line with the spec's upload failure text;
// the others go on. The items are edited afterwards like any.
import { ImageIcon, Loader2Icon, UploadIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { DropzoneState } from "react-dropzone";
import { NativeSelect } from "~/components/admin/native-select";
import { Button } from "~/components/ui/button";
import { DialogClose, DialogFooter } from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import {
  BATCH_CATEGORY_LABEL,
  BATCH_DROP_HINT,
  BATCH_FILES_LABEL,
  CHOOSE_PHOTOS_LABEL,
  DONE_LABEL,
  GALLERY_BATCH_MAX,
  KEEP_OPEN_NOTE,
  uploadPhotosLabel,
} from "~/copy/admin-gallery";
import { DEFAULT_GALLERY_CATEGORY, GALLERY_CATEGORIES } from "~/copy/categories";
import { cn } from "~/lib/cn";
import { PhotoLine } from "./batch-photo-line";
import { batchSummary, type Phase, usePhotoBatch } from "./use-photo-batch";

export default function AddPhotosForm({
  maxUploadBytes,
  onBusy,
}: {
  maxUploadBytes: number;
  onBusy: (busy: boolean) => void;
}) {
  const [category, setCategory] = useState<string>(DEFAULT_GALLERY_CATEGORY);
  const batch = usePhotoBatch({ maxUploadBytes, onBusy });
  const { phase, photos, refusals } = batch;
  const id = useId();
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] md:items-stretch">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-category`}>{BATCH_CATEGORY_LABEL}</Label>
          <NativeSelect
            id={`${id}-category`}
            name="category"
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            disabled={phase !== "choosing"}
          >
            {GALLERY_CATEGORIES.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </NativeSelect>
        </div>
        {phase === "choosing" ? (
          <PhotoDropzone dropzone={batch.dropzone} full={photos.length >= GALLERY_BATCH_MAX} />
        ) : null}
      </div>
      {refusals.length > 0 ? (
        <div role="alert" className="grid gap-1 text-sm font-medium text-destructive" data-batch-refusals>
          {refusals.map((message) => (
            <p key={message} className="break-words">
              {message}
            </p>
          ))}
        </div>
      ) : null}
      {photos.length > 0 ? (
        <ul aria-label={BATCH_FILES_LABEL} className="grid max-h-[42dvh] gap-2 overflow-y-auto pr-1">
          {photos.map((photo) => (
            <PhotoLine
              key={photo.key}
              photo={photo}
              removable={phase === "choosing"}
              onRemove={() => batch.remove(photo.key)}
              onTitleChange={(title) => batch.update(photo.key, { title })}
              onChange={(change) => batch.update(photo.key, change)}
              titleMissing={batch.titleMissing(photo)}
            />
          ))}
        </ul>
      ) : null}
      <p role="status" className="text-sm text-muted-foreground" data-batch-summary>
        {batchSummary(phase, photos)}
      </p>
      {phase === "uploading" || phase === "saving" ? (
        <p className="text-sm font-medium">{KEEP_OPEN_NOTE}</p>
      ) : null}
      <BatchFooter phase={phase} count={photos.length} onStart={() => void batch.start(category)} />
    </div>
  );
}

function PhotoDropzone({ dropzone, full }: { dropzone: DropzoneState; full: boolean }) {
  const id = useId();
  return (
    <div
      {...dropzone.getRootProps({
        role: "group",
        "aria-labelledby": `${id}-drop-label`,
        "aria-describedby": `${id}-drop-hint`,
        className: cn(
          "flex flex-col items-center justify-center gap-2 rounded-control border-2 border-dashed border-border bg-muted/40 p-3 text-center transition-colors",
          dropzone.isDragActive && "border-primary bg-primary-soft",
        ),
      })}
    >
      <input {...dropzone.getInputProps({ "aria-label": CHOOSE_PHOTOS_LABEL })} />
      <span id={`${id}-drop-label`} className="sr-only">
        {BATCH_FILES_LABEL}
      </span>
      <p id={`${id}-drop-hint`} className="flex items-center gap-2 text-sm text-muted-foreground">
        <ImageIcon aria-hidden="true" className="size-5 shrink-0" />
        {BATCH_DROP_HINT}
      </p>
      <Button type="button" variant="outline" size="sm" onClick={dropzone.open} disabled={full}>
        <UploadIcon aria-hidden="true" />
        {CHOOSE_PHOTOS_LABEL}
      </Button>
    </div>
  );
}

/** Cancel and Upload while choosing and sending; Done once the batch is over. */
function BatchFooter({ phase, count, onStart }: { phase: Phase; count: number; onStart: () => void }) {
  // The Upload button has gone: focus the Done button that took its place.
  const done = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (phase === "done") done.current?.focus();
  }, [phase]);
  const working = phase === "uploading" || phase === "saving";
  if (phase === "done")
    return (
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" ref={done}>
            {DONE_LABEL}
          </Button>
        </DialogClose>
      </DialogFooter>
    );
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline" disabled={working}>
          Cancel
        </Button>
      </DialogClose>
      <Button
        type="button"
        onClick={onStart}
        disabled={working || count === 0}
        aria-busy={working || undefined}
      >
        {working ? (
          <Loader2Icon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
        ) : (
          <UploadIcon aria-hidden="true" />
        )}
        {uploadPhotosLabel(count)}
      </Button>
    </DialogFooter>
  );
}
