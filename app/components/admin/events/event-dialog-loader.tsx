// Loads the Add/Edit Event dialog when used (components/admin/lazy-dialog.tsx): not needed to draw the list.
import { lazyDialog } from "~/components/admin/lazy-dialog";
import { ADD_EVENT_TITLE, DELETE_WITH_REGISTRATIONS_TITLE, EDIT_EVENT_TITLE } from "~/copy/admin-events";

export type { EventDialogState } from "./event-form-dialog";

export const EventFormDialog = lazyDialog({
  load: () =>
    import("./event-form-dialog").then((chunk) => {
      chunk.prefetchCalendar();
      return chunk.EventFormDialog;
    }),
  isOpen: ({ state }) => state !== null,
  frame: ({ state }) => ({
    title: state?.mode === "edit" ? EDIT_EVENT_TITLE : ADD_EVENT_TITLE,
    className: "max-w-3xl",
  }),
});

export type { DeleteQuestion } from "./delete-with-registrations-dialog";

/** The question before deleting an event with registrations, loaded when first asked. */
export const DeleteWithRegistrationsDialog = lazyDialog({
  load: () =>
    import("./delete-with-registrations-dialog").then((chunk) => chunk.DeleteWithRegistrationsDialog),
  isOpen: ({ question }) => question !== null,
  frame: () => ({ title: DELETE_WITH_REGISTRATIONS_TITLE, className: "max-w-md" }),
});
