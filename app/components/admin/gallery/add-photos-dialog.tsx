// "Add Many Photos": what a school office does after every function. Up to 10 photos chosen or
// dropped at once (react-dropzone; more are refused with the spec's 'Too many files'), one category
// for all of them, each uploaded through POST /admin/uploads with its progress shown, then one item
// per photo named after its file, created together. A photo that fails says so on its own line
// with the spec's upload failure text; the others go on. The items are edited afterwards like any.
import { ImageIcon, Loader2Icon, UploadIcon } from "lucide-react";
import { type Dispatch, type SetStateAction, useEffect, useId, useRef, useState } from "react";
import { useDropzone } from "react-dropzone";
import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { FormDialog } from "~/components/admin/form-dialog";
import { NativeSelect } from "~/components/admin/native-select";
import { Button } from "~/components/ui/button";
import { DialogClose, DialogFooter } from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import {
  ADD_MANY_DESCRIPTION,
  ADD_MANY_TITLE,
  BATCH_CATEGORY_LABEL,
  BATCH_DROP_HINT,
  BATCH_FILES_LABEL,
  CHOOSE_PHOTOS_LABEL,
  DONE_LABEL,
  GALLERY_BATCH_CONCURRENCY,
  GALLERY_BATCH_MAX,
  GALLERY_SAVE_FAILED,
  KEEP_OPEN_NOTE,
  leftOutFiles,
  UPLOAD_FAILED_TITLE,
  uploadPhotosLabel,
} from "~/copy/admin-gallery";
import { DEFAULT_GALLERY_CATEGORY, GALLERY_CATEGORIES } from "~/copy/categories";
import { cn } from "~/lib/cn";
import { GALLERY_INTENTS, titleFromFileName } from "~/lib/schemas/gallery";
import { toast } from "~/lib/toast";
import { ACCEPTED_IMAGES, dropzoneMessage, uploadFailedMessage } from "~/lib/uploads";
import type { AddPhotosReply } from "~/views/gallery";
import { type Photo, PhotoLine } from "./batch-photo-line";
import { eachWithLimit, PROGRESS, uploadPhoto } from "./batch-upload";

type Phase = "choosing" | "uploading" | "saving" | "done";

export function AddPhotosDialog({
  open,
  onClose,
  maxUploadBytes,
}: {
  open: boolean;
  onClose: () => void;
  maxUploadBytes: number;
}) {
  // While photos are on their way the dialog stays open: closing it would leave them half done.
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      title={ADD_MANY_TITLE}
      description={ADD_MANY_DESCRIPTION}
      className="max-w-3xl"
    >
      <AddPhotosForm maxUploadBytes={maxUploadBytes} setBusy={setBusy} />
    </FormDialog>
  );
}

function AddPhotosForm({
  maxUploadBytes,
  setBusy,
}: {
  maxUploadBytes: number;
  setBusy: Dispatch<SetStateAction<boolean>>;
}) {
  const [category, setCategory] = useState<string>(DEFAULT_GALLERY_CATEGORY);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [phase, setPhase] = useState<Phase>("choosing");
  const nextKey = useRef(0);
  /** The photos sent to be saved as items, in their order. */
  const saving = useRef<string[]>([]);
  const fetcher = useFetcher<AddPhotosReply>();
  useActionToast(fetcher.data);
  const id = useId();

  const update = (key: string, change: Partial<Photo>) =>
    setPhotos((current) => current.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));

  // The previews are the files themselves, read by the browser; they are let go with the dialog.
  const previews = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const dropzone = useDropzone({
    accept: ACCEPTED_IMAGES,
    multiple: true,
    maxSize: maxUploadBytes,
    noClick: true,
    disabled: phase !== "choosing",
    onDrop(accepted, rejections) {
      const room = GALLERY_BATCH_MAX - photos.length;
      const taken = accepted.slice(0, Math.max(room, 0));
      const left = accepted.slice(taken.length);
      const messages = rejections.map(
        ({ file, errors }) => `${file.name}: ${errors[0] ? dropzoneMessage(errors[0], maxUploadBytes) : ""}`,
      );
      if (left.length > 0) messages.unshift(leftOutFiles(left.map((file) => file.name)));
      setRefusals(messages);
      const added = taken.map((file): Photo => {
        const preview = URL.createObjectURL(file);
        previews.current.push(preview);
        return {
          key: `photo-${nextKey.current++}`,
          file,
          title: titleFromFileName(file.name),
          preview,
          status: "waiting",
          progress: 0,
        };
      });
      setPhotos((current) => [...current, ...added]);
    },
  });

  async function start() {
    const chosen = photos;
    setPhase("uploading");
    setBusy(true);
    setRefusals([]);
    const stored = new Map<string, string>();
    await eachWithLimit(chosen, GALLERY_BATCH_CONCURRENCY, async (photo) => {
      update(photo.key, { status: "uploading", progress: 0 });
      const answer = await uploadPhoto(photo.file, (progress) =>
        update(
          photo.key,
          progress.phase === "sending"
            ? { status: "uploading", progress: progress.percent }
            : { status: "processing", progress: PROGRESS.sent },
        ),
      );
      if (answer.ok) {
        stored.set(photo.key, answer.media.id);
        update(photo.key, { status: "uploaded", progress: PROGRESS.stored, mediaId: answer.media.id });
        return;
      }
      const sentence = uploadFailedMessage(photo.file.name);
      update(photo.key, {
        status: "failed",
        failedAt: "upload",
        progress: 0,
        reason: answer.message === sentence ? undefined : answer.message,
      });
      toast.error({ title: UPLOAD_FAILED_TITLE, description: sentence });
    });
    const uploaded = chosen.filter((photo) => stored.has(photo.key));
    if (uploaded.length === 0) {
      setPhase("done");
      setBusy(false);
      return;
    }
    saving.current = uploaded.map((photo) => photo.key);
    for (const photo of uploaded) update(photo.key, { status: "saving" });
    setPhase("saving");
    const form = new FormData();
    form.set("intent", GALLERY_INTENTS.addPhotos);
    form.set("category", category);
    uploaded.forEach((photo, index) => {
      form.set(`photos[${index}].title`, photo.title);
      form.set(`photos[${index}].mediaId`, stored.get(photo.key)!);
    });
    await fetcher.submit(form, { method: "post" });
  }

  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer ends the batch
  useEffect(() => {
    if (!reply || phase !== "saving") return;
    const keys = new Set(saving.current);
    const failure = reply.created ? undefined : (reply.toast?.description ?? GALLERY_SAVE_FAILED);
    setPhotos((current) =>
      current.map((photo) =>
        !keys.has(photo.key)
          ? photo
          : failure
            ? { ...photo, status: "failed", failedAt: "save", progress: 0, reason: failure }
            : { ...photo, status: "added", progress: PROGRESS.saved },
      ),
    );
    setPhase("done");
    setBusy(false);
  }, [reply]);

  // The Upload button has gone: focus the Done button that took its place.
  const done = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (phase === "done") done.current?.focus();
  }, [phase]);

  const working = phase === "uploading" || phase === "saving";
  const added = photos.filter((photo) => photo.status === "added").length;
  const failed = photos.filter((photo) => photo.status === "failed").length;
  const finished = added + failed + photos.filter((photo) => photo.status === "uploaded").length;
  const summary =
    phase === "choosing"
      ? ""
      : phase === "done"
        ? `${added} of ${photos.length} photos added${failed > 0 ? `, ${failed} failed` : ""}.`
        : `${finished} of ${photos.length} photos done.`;

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
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={dropzone.open}
              disabled={photos.length >= GALLERY_BATCH_MAX}
            >
              <UploadIcon aria-hidden="true" />
              {CHOOSE_PHOTOS_LABEL}
            </Button>
          </div>
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
              onRemove={() => setPhotos((current) => current.filter((other) => other.key !== photo.key))}
            />
          ))}
        </ul>
      ) : null}

      <p role="status" className="text-sm text-muted-foreground" data-batch-summary>
        {summary}
      </p>
      {working ? <p className="text-sm font-medium">{KEEP_OPEN_NOTE}</p> : null}

      <DialogFooter>
        {phase === "done" ? (
          <DialogClose asChild>
            <Button type="button" ref={done}>
              {DONE_LABEL}
            </Button>
          </DialogClose>
        ) : (
          <>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={working}>
                Cancel
              </Button>
            </DialogClose>
            <Button
              type="button"
              onClick={() => void start()}
              disabled={working || photos.length === 0}
              aria-busy={working || undefined}
            >
              {working ? (
                <Loader2Icon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
              ) : (
                <UploadIcon aria-hidden="true" />
              )}
              {uploadPhotosLabel(photos.length)}
            </Button>
          </>
        )}
      </DialogFooter>
    </div>
  );
}
