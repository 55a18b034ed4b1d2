// News articles are deleted without a question, with Undo in the toast (undoable-deletes.tsx).
import { NEWS_DELETED, UNDO_LABEL } from "~/copy/admin-news";
import { NEWS_INTENTS } from "~/lib/admin-lists/news";
import { useUndoableDeletes } from "../undoable-deletes";

export function useNewsDeletes(fallbackFocusId: string) {
  return useUndoableDeletes({
    intents: { delete: NEWS_INTENTS.delete, restore: NEWS_INTENTS.restore },
    idField: "articleId",
    deletedTitle: NEWS_DELETED,
    undoLabel: UNDO_LABEL,
    toastIdPrefix: "news-delete",
    focusTarget: (id) => `[data-news-row="${CSS.escape(id)}"] [data-delete-article]`,
    fallbackFocusId,
  });
}
