// "Insert picture" for a body (loaded only when opened: RichTextEditor imports it lazily). First a
// picture: from the Media Library (the image fields' own picker, GET /admin/media-picker) or a new
// upload (POST /admin/uploads, as an image field sends it); then its alt text, required (suggested
// from the library's alt text when it has one), and an optional caption. Editing a picture already
// in the body opens straight on the second step.
import { Loader2Icon, UploadIcon } from "lucide-react";
import { useId, useState } from "react";
import { useImageUpload } from "~/components/admin/image-field";
import { PickerBody } from "~/components/admin/media/media-picker";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { PICTURE_LABELS as L } from "~/copy/admin-content";
import { tabOfCategory } from "~/copy/admin-media";
import { cn } from "~/lib/cn";
import { BODY_PICTURE_CATEGORY } from "./picture-chooser-category";
import type { PictureAttributes } from "./picture-node";

/** A chosen picture before its alt text and caption are given. */
export type ChosenPicture = PictureAttributes & { previewUrl?: string };

export type PictureChooserProps = {
  /** A picture already in the body (edit), or none (insert: choose one first). */
  picture?: ChosenPicture;
  onDone: (picture: PictureAttributes) => void;
  onClose: () => void;
};

export default function PictureChooser({ picture, onDone, onClose }: PictureChooserProps) {
  const [chosen, setChosen] = useState<ChosenPicture | null>(picture ?? null);
  const editing = picture !== undefined;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className={cn(chosen ? "max-w-xl" : "max-w-4xl")} data-picture-chooser="">
        <DialogHeader>
          <DialogTitle>{editing ? L.editTitle : L.insertTitle}</DialogTitle>
          <DialogDescription>{chosen ? L.detailsDescription : L.chooseDescription}</DialogDescription>
        </DialogHeader>
        {chosen ? (
          <PictureDetails
            picture={chosen}
            editing={editing}
            onBack={editing ? undefined : () => setChosen(null)}
            onCancel={onClose}
            onDone={onDone}
          />
        ) : (
          <PictureSources onChoose={setChosen} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function PictureSources({ onChoose }: { onChoose: (picture: ChosenPicture) => void }) {
  return (
    <Tabs defaultValue="library">
      <TabsList aria-label={L.sourcesLabel}>
        <TabsTrigger value="library">{L.libraryTab}</TabsTrigger>
        <TabsTrigger value="upload">{L.uploadTab}</TabsTrigger>
      </TabsList>
      <TabsContent value="library" className="pt-3">
        <PickerBody
          initialTab={tabOfCategory(BODY_PICTURE_CATEGORY)}
          onChoose={(image) =>
            onChoose({
              src: image.url,
              previewUrl: image.previewUrl,
              alt: image.altText,
              caption: "",
              width: image.width,
              height: image.height,
            })
          }
        />
      </TabsContent>
      <TabsContent value="upload" className="pt-3">
        <PictureUpload onChoose={onChoose} />
      </TabsContent>
    </Tabs>
  );
}

function PictureUpload({ onChoose }: { onChoose: (picture: ChosenPicture) => void }) {
  const id = useId();
  const { dropzone, state, uploading } = useImageUpload({
    category: BODY_PICTURE_CATEGORY,
    // The server checks the size and answers with the message staff see.
    maxUploadBytes: Number.POSITIVE_INFINITY,
    onUploaded: (image) =>
      onChoose({
        src: image.url,
        previewUrl: image.previewUrl,
        alt: "",
        caption: "",
        width: image.width,
        height: image.height,
      }),
  });
  return (
    <div className="grid gap-2">
      <div
        {...dropzone.getRootProps({
          role: "group",
          "aria-labelledby": `${id}-hint`,
          "aria-busy": uploading || undefined,
          className: cn(
            "flex min-h-48 flex-col items-center justify-center gap-3 rounded-control border-2 border-dashed border-border bg-muted/40 p-4 text-center",
            dropzone.isDragActive && "border-primary bg-primary-soft",
            state.status === "refused" && "border-destructive",
          ),
        })}
      >
        <input {...dropzone.getInputProps({ "aria-label": L.fileInput })} />
        <p id={`${id}-hint`} className="text-sm text-muted-foreground" aria-live="polite">
          {uploading ? L.uploading : L.uploadHint}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={dropzone.open} disabled={uploading}>
          {uploading ? (
            <Loader2Icon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
          ) : (
            <UploadIcon aria-hidden="true" />
          )}
          {L.chooseFile}
        </Button>
      </div>
      {state.status === "refused" ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}

function PictureDetails({
  picture,
  editing,
  onBack,
  onCancel,
  onDone,
}: {
  picture: ChosenPicture;
  editing: boolean;
  onBack?: () => void;
  onCancel: () => void;
  onDone: (picture: PictureAttributes) => void;
}) {
  const id = useId();
  const [alt, setAlt] = useState(picture.alt);
  const [caption, setCaption] = useState(picture.caption);
  const ready = alt.trim() !== "";
  function done() {
    if (!ready) return;
    const { previewUrl: _, ...attributes } = picture;
    onDone({ ...attributes, alt: alt.trim(), caption: caption.trim() });
  }
  function submitOnEnter(event: React.KeyboardEvent<HTMLInputElement>) {
    // Enter inserts; it must not submit the article's form.
    if (event.key !== "Enter") return;
    event.preventDefault();
    done();
  }
  return (
    <div className="grid gap-4">
      <img
        src={picture.previewUrl ?? picture.src}
        alt=""
        className="max-h-60 w-auto max-w-full justify-self-center rounded-control bg-muted object-contain"
      />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-alt`} required>
          {L.altText}
        </Label>
        <Input
          id={`${id}-alt`}
          value={alt}
          required
          autoFocus
          autoComplete="off"
          maxLength={300}
          aria-describedby={`${id}-alt-hint`}
          onChange={(event) => setAlt(event.target.value)}
          onKeyDown={submitOnEnter}
        />
        <p id={`${id}-alt-hint`} className="text-sm text-muted-foreground">
          {L.altHint}
        </p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-caption`}>{L.caption}</Label>
        <Input
          id={`${id}-caption`}
          value={caption}
          autoComplete="off"
          maxLength={300}
          aria-describedby={`${id}-caption-hint`}
          onChange={(event) => setCaption(event.target.value)}
          onKeyDown={submitOnEnter}
        />
        <p id={`${id}-caption-hint`} className="text-sm text-muted-foreground">
          {L.captionHint}
        </p>
      </div>
      {ready ? null : (
        <p id={`${id}-why`} className="text-sm font-medium text-destructive" data-alt-required="">
          {editing ? L.altNeededToSave : L.altNeeded}
        </p>
      )}
      <DialogFooter className="flex-wrap gap-2">
        {onBack ? (
          <Button type="button" variant="ghost" onClick={onBack} className="sm:mr-auto">
            {L.back}
          </Button>
        ) : null}
        <Button type="button" variant="outline" onClick={onCancel}>
          {L.cancel}
        </Button>
        <Button
          type="button"
          onClick={done}
          disabled={!ready}
          aria-describedby={ready ? undefined : `${id}-why`}
        >
          {editing ? L.save : L.insert}
        </Button>
      </DialogFooter>
    </div>
  );
}
