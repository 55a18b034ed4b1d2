// Events are deleted without a question, with Undo in the toast for 4 seconds (undoable-deletes.tsx).
// The cards stay where they are, so a delete pressed with a key moves the focus to the toast's Undo.
import { EVENT_DELETED, eventDeletedDescription, UNDO_LABEL } from "~/copy/admin-events";
import type { DeleteEventReply } from "~/views/events";
import { useUndoableDeletes } from "../undoable-deletes";

export function useEventDeletes(fallbackFocusId: string) {
  return useUndoableDeletes({
    intents: { delete: "delete-event", restore: "restore-event" },
    idField: "eventId",
    deletedTitle: EVENT_DELETED,
    undoLabel: UNDO_LABEL,
    toastIdPrefix: "event-deleted",
    focusTarget: (id) => `[data-event-card="${CSS.escape(id)}"] [data-event-edit]`,
    fallbackFocusId,
    focusAfterDelete: "undo",
    readDeleted: (reply) => {
      const { deleted } = reply as DeleteEventReply;
      return deleted && { ...deleted, description: eventDeletedDescription(deleted.title) };
    },
    restoredIdField: "eventId",
  });
}
