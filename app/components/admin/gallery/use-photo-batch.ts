// Sending the chosen photos: each uploaded (a few at a time) with its progress, then one item per
// photo stored, created together; a photo that fails says so on its own line and the others go on.

import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { showUploadFailed } from "~/components/admin/upload-failed";
import { GALLERY_BATCH_CONCURRENCY, GALLERY_SAVE_FAILED } from "~/copy/admin-gallery";
import { GALLERY_INTENTS } from "~/lib/admin-lists/gallery";
import { uploadFailedMessage } from "~/lib/uploads";
import type { AddPhotosReply } from "~/views/gallery";
import type { Photo } from "./batch-photo-line";
import { eachWithLimit, PROGRESS, uploadPhoto } from "./batch-upload";
import { useChosenPhotos } from "./use-chosen-photos";

export type Phase = "choosing" | "uploading" | "saving" | "done";

/** The items' form: the category and, per stored photo, its title and media id. */
function itemsForm(category: string, photos: readonly Photo[], stored: ReadonlyMap<string, string>) {
  const form = new FormData();
  form.set("intent", GALLERY_INTENTS.addPhotos);
  form.set("category", category);
  photos.forEach((photo, index) => {
    form.set(`photos[${index}].title`, photo.title.trim());
    if (photo.titleTa.trim()) form.set(`photos[${index}].titleTa`, photo.titleTa.trim());
    if (photo.altText.trim()) form.set(`photos[${index}].altText`, photo.altText.trim());
    form.set(`photos[${index}].mediaId`, stored.get(photo.key)!);
  });
  return form;
}

export function usePhotoBatch({
  maxUploadBytes,
  onBusy,
}: {
  maxUploadBytes: number;
  onBusy: (busy: boolean) => void;
}) {
  const [phase, setPhase] = useState<Phase>("choosing");
  const chosen = useChosenPhotos({ maxUploadBytes, choosing: phase === "choosing" });
  const { photos, update } = chosen;
  /** The photos sent to be saved as items, in their order. */
  const saving = useRef<string[]>([]);
  /** Upload was pressed while some photos had no title: they say so until they get one. */
  const [titlesChecked, setTitlesChecked] = useState(false);
  const fetcher = useFetcher<AddPhotosReply>();
  useActionToast(fetcher.data);

  function finish() {
    setPhase("done");
    onBusy(false);
  }

  async function uploadOne(photo: Photo, stored: Map<string, string>) {
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
    const reason = answer.message === sentence ? undefined : answer.message;
    update(photo.key, { status: "failed", failedAt: "upload", progress: 0, reason });
    showUploadFailed(sentence);
  }

  async function start(category: string) {
    const untitled = photos.find((photo) => photo.title.trim() === "");
    if (untitled) {
      setTitlesChecked(true);
      document.querySelector<HTMLInputElement>(`[data-photo-key="${CSS.escape(untitled.key)}"]`)?.focus();
      return;
    }
    setPhase("uploading");
    onBusy(true);
    chosen.clearRefusals();
    const stored = new Map<string, string>();
    await eachWithLimit(photos, GALLERY_BATCH_CONCURRENCY, (photo) => uploadOne(photo, stored));
    const uploaded = photos.filter((photo) => stored.has(photo.key));
    if (uploaded.length === 0) return finish();
    saving.current = uploaded.map((photo) => photo.key);
    for (const photo of uploaded) update(photo.key, { status: "saving" });
    setPhase("saving");
    await fetcher.submit(itemsForm(category, uploaded, stored), { method: "post" });
  }

  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer ends the batch
  useEffect(() => {
    if (!reply || phase !== "saving") return;
    const keys = new Set(saving.current);
    const failure = reply.created ? undefined : (reply.toast?.description ?? GALLERY_SAVE_FAILED);
    chosen.setPhotos((current) =>
      current.map((photo) =>
        !keys.has(photo.key)
          ? photo
          : failure
            ? { ...photo, status: "failed", failedAt: "save", progress: 0, reason: failure }
            : { ...photo, status: "added", progress: PROGRESS.saved },
      ),
    );
    finish();
  }, [reply]);

  const titleMissing = (photo: Photo) => titlesChecked && photo.title.trim() === "";
  return { ...chosen, phase, start, titleMissing };
}

/** What the status line says: how many are done, then how many were added and failed. */
export function batchSummary(phase: Phase, photos: readonly Photo[]) {
  const count = (status: Photo["status"]) => photos.filter((photo) => photo.status === status).length;
  const added = count("added");
  const failed = count("failed");
  if (phase === "choosing") return "";
  if (phase === "done")
    return `${added} of ${photos.length} photos added${failed > 0 ? `, ${failed} failed` : ""}.`;
  return `${added + failed + count("uploaded")} of ${photos.length} photos done.`;
}
