// Picture files pasted or dropped into a body (part of the editor's lazily loaded chunk): each is
// uploaded into the Media Library as the chooser's upload would be, then inserted where it landed,
// marked "Alt text needed" until staff describe it (the save is refused until then; decision 024).
// Nothing is dropped silently: a refused file shows the upload's own message.
import type { Editor } from "@tiptap/react";
import { useRef, useState } from "react";
import { showUploadFailed } from "~/components/admin/upload-failed";
import { sendUpload } from "~/lib/uploads";
import { BODY_PICTURE_CATEGORY } from "./picture-chooser-category";
import type { PictureAttributes } from "./picture-node";

/** The picture files among what was pasted or dropped (a copied web page's own files too). */
export function pictureFiles(files: FileList | null | undefined): File[] {
  return [...(files ?? [])].filter((file) => file.type.startsWith("image/"));
}

/** Where a picture with this address and no alt text sits in the body, if it does. */
function positionOfUndescribed(editor: Editor, src: string): number | null {
  let found: number | null = null;
  editor.state.doc.descendants((node, position) => {
    if (found !== null) return false;
    if (node.type.name === "bodyPicture" && node.attrs.src === src && !node.attrs.alt) found = position;
    return true;
  });
  return found;
}

/**
 * Uploads the files and inserts each picture at `position` once stored; `uploading` counts those
 * on their way. The last one inserted is handed to `askForAlt` so that staff describe it at once.
 */
export function usePastedPictures(askForAlt: (position: number, picture: PictureAttributes) => void) {
  // Each upload on its way and how far it got (percent sent); the slowest is the one waited for.
  const [progress, setProgress] = useState<ReadonlyMap<number, number>>(() => new Map());
  const nextUpload = useRef(0);
  const setPercent = (upload: number, percent: number | null) =>
    setProgress((current) => {
      const next = new Map(current);
      if (percent === null) next.delete(upload);
      else next.set(upload, percent);
      return next;
    });

  async function uploadOne(editor: Editor, file: File, position: number) {
    const upload = nextUpload.current++;
    setPercent(upload, 0);
    try {
      const answer = await sendUpload(file, BODY_PICTURE_CATEGORY, undefined, (percent) =>
        setPercent(upload, percent),
      );
      if (!answer.ok) {
        showUploadFailed(answer.message);
        return;
      }
      if (editor.isDestroyed) return;
      const picture: PictureAttributes = {
        src: answer.media.url,
        alt: "",
        caption: "",
        width: answer.media.width,
        height: answer.media.height,
      };
      const at = Math.min(position, editor.state.doc.content.size);
      editor.chain().insertContentAt(at, { type: "bodyPicture", attrs: picture }).run();
      const inserted = positionOfUndescribed(editor, picture.src);
      if (inserted !== null) askForAlt(inserted, picture);
    } finally {
      setPercent(upload, null);
    }
  }

  /** Takes the files (true: the editor must not handle the paste or drop itself). */
  function take(editor: Editor, files: File[], position: number): boolean {
    if (files.length === 0) return false;
    for (const file of files) void uploadOne(editor, file, position);
    return true;
  }

  const uploading = progress.size > 0;
  return { uploading, percent: uploading ? Math.min(...progress.values()) : 100, take };
}
