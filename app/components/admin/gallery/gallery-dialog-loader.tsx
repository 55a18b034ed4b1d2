// Loads the gallery's Add/Edit Gallery Item and Add Many Photos dialogs when used (components/admin/lazy-dialog.tsx): not needed to draw the list.
import { lazyDialog } from "~/components/admin/lazy-dialog";
import { ADD_ITEM_TITLE, ADD_MANY_TITLE, EDIT_ITEM_TITLE } from "~/copy/admin-gallery";

export type { GalleryDialogState } from "./gallery-form-dialog";

export const GalleryFormDialog = lazyDialog({
  load: () => import("./gallery-form-dialog").then((chunk) => chunk.GalleryFormDialog),
  isOpen: ({ state }) => state !== null,
  frame: ({ state }) => ({
    title: state?.mode === "edit" ? EDIT_ITEM_TITLE : ADD_ITEM_TITLE,
    className: "max-w-3xl",
  }),
});

export const AddPhotosDialog = lazyDialog({
  load: () => import("./add-photos-dialog").then((chunk) => chunk.AddPhotosDialog),
  isOpen: ({ open }) => open,
  frame: () => ({ title: ADD_MANY_TITLE, className: "max-w-3xl" }),
});

/** Starts fetching the Add Many Photos form before its dialog opens (its button pointed at or focused). */
export function preloadAddPhotos() {
  void import("./add-photos-dialog").then((chunk) => chunk.preloadAddPhotos());
}
