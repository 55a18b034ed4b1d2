// The photos chosen or dropped into "Add Many Photos": at most GALLERY_BATCH_MAX, each with its
// preview (the file itself, read by the browser, let go with the dialog) and a title from its
// file name; the files refused, each with the spec's reason.
import { useEffect, useRef, useState } from "react";
import { useDropzone } from "react-dropzone";
import { GALLERY_BATCH_MAX, leftOutFiles } from "~/copy/admin-gallery";
import { ALT_TEXT_MAX } from "~/copy/admin-media";
import { suggestedAltText } from "~/lib/photo-title";
import { titleFromFileName } from "~/lib/schemas/gallery";
import { ACCEPTED_IMAGES, dropzoneMessage } from "~/lib/uploads";
import type { Photo } from "./batch-photo-line";

export function useChosenPhotos({ maxUploadBytes, choosing }: { maxUploadBytes: number; choosing: boolean }) {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const nextKey = useRef(0);
  const previews = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  function photoOf(file: File): Photo {
    const preview = URL.createObjectURL(file);
    previews.current.push(preview);
    const key = `photo-${nextKey.current++}`;
    return {
      key,
      file,
      title: titleFromFileName(file.name),
      titleTa: "",
      altText: suggestedAltText(file.name, ALT_TEXT_MAX),
      preview,
      status: "waiting",
      progress: 0,
    };
  }

  const dropzone = useDropzone({
    accept: ACCEPTED_IMAGES,
    multiple: true,
    maxSize: maxUploadBytes,
    noClick: true,
    disabled: !choosing,
    onDrop(accepted, rejections) {
      const room = GALLERY_BATCH_MAX - photos.length;
      const taken = accepted.slice(0, Math.max(room, 0));
      const left = accepted.slice(taken.length);
      const messages = rejections.map(
        ({ file, errors }) => `${file.name}: ${errors[0] ? dropzoneMessage(errors[0], maxUploadBytes) : ""}`,
      );
      if (left.length > 0) messages.unshift(leftOutFiles(left.map((file) => file.name)));
      setRefusals(messages);
      const added = taken.map(photoOf);
      setPhotos((current) => [...current, ...added]);
    },
  });

  const update = (key: string, change: Partial<Photo>) =>
    setPhotos((current) => current.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));
  const remove = (key: string) => setPhotos((current) => current.filter((photo) => photo.key !== key));
  return { photos, setPhotos, update, remove, refusals, clearRefusals: () => setRefusals([]), dropzone };
}
