// Gallery items are deleted without a question, with Undo in the toast (undoable-deletes.tsx).
import { ITEM_DELETED, UNDO_LABEL } from "~/copy/admin-gallery";
import { GALLERY_INTENTS } from "~/lib/admin-lists/gallery";
import { useUndoableDeletes } from "../undoable-deletes";

export function useGalleryDeletes(fallbackFocusId: string) {
  return useUndoableDeletes({
    intents: { delete: GALLERY_INTENTS.delete, restore: GALLERY_INTENTS.restore },
    idField: "itemId",
    deletedTitle: ITEM_DELETED,
    undoLabel: UNDO_LABEL,
    toastIdPrefix: "gallery-delete",
    focusTarget: (id) => `[data-gallery-item="${CSS.escape(id)}"] [data-delete-item]`,
    fallbackFocusId,
  });
}
