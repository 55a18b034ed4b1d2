// Events are deleted without a question (but for one with registrations: routes/admin/events.tsx),
// with Undo in the toast for 4 seconds (undoable-deletes.tsx).
// The cards stay where they are, so a delete pressed with a key moves the focus to the toast's Undo.
import { EVENT_DELETED, eventDeletedDescription, UNDO_LABEL } from "~/copy/admin-events";
import type { DeleteEventReply } from "~/views/events";
import { useUndoableDeletes } from "../undoable-deletes";

export function useEventDeletes(
  fallbackFocusId: string,
  /** delete-event-with-registrations once staff answered the question an event with them asks. */
  deleteIntent: "delete-event" | "delete-event-with-registrations" = "delete-event",
) {
  return useUndoableDeletes({
    intents: { delete: deleteIntent, restore: "restore-event" },
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
