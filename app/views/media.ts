// One media file as the Media Library shows it (app/routes/admin/media.tsx), and a picture as the
// image fields' library picker offers it.

import type { MediaUseKind } from "~/copy/admin-media";
import type { MediaCategory } from "~/copy/media";
import type { UploadedImage } from "~/lib/uploads";
import type { ActionToast } from "~/views/action-toast";

/** A picture file with its own pixel size, for `<img width height>`. */
export type SizedPicture = { src: string; width: number; height: number };

export type MediaUseView = { kind: MediaUseKind; label: string; title: string; href: string };

export type MediaFileView = {
  id: string;
  /** The name it was uploaded with. */
  name: string;
  category: MediaCategory;
  /** "1.50 MB" */
  size: string;
  /** "JPEG" */
  type: string;
  /** "1600 × 900", or null when unknown. */
  dimensions: string | null;
  /** When it was uploaded, as staff read dates (Asia/Kolkata). */
  uploaded: string;
  altText: string;
  caption: string;
  /** The smallest WebP variant: the list never loads an original. */
  thumbnail: SizedPicture | null;
  /** A large variant for the edit dialog. */
  preview: SizedPicture | null;
  uses: MediaUseView[];
};

/** A picture the library picker offers: exactly what an upload gives an image field, and a thumbnail. */
export type PickerPicture = UploadedImage & { thumbnail: SizedPicture | null; altText: string };

export type PickerPage = {
  pictures: PickerPicture[];
  total: number;
  page: number;
  pageCount: number;
};

/** The answer to an alt text saved beside an upload: the text as stored. */
export type AltTextReply = { intent: "set-alt-text"; mediaId: string; altText: string };

/** The answer to a delete: its toast, and which file went. */
export type DeleteMediaReply = { intent: "delete-media"; toast?: ActionToast; deleted?: string };
