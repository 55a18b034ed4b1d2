import { useEffect } from "react";
import { prefetchCalendar } from "~/components/admin/date-picker";
import { BilingualField } from "~/components/admin/form/bilingual-field";
import { DialogForm, useDialogForm } from "~/components/admin/form/dialog-form";
import { FormDialog } from "~/components/admin/form/form-dialog";
import { TextareaField, TextField } from "~/components/admin/form/text-fields";
import {
  ADD_EVENT_DESCRIPTION,
  ADD_EVENT_TITLE,
  CREATE_EVENT_SUBMIT,
  DEFAULT_SEATS_PER_REGISTRATION,
  EDIT_EVENT_DESCRIPTION,
  EDIT_EVENT_TITLE,
  EVENT_FIELD_LABELS as LABELS,
  UPDATE_EVENT_SUBMIT,
} from "~/copy/admin-events";
import { TAMIL_FIELDS_HINT } from "~/copy/admin-tamil";
import { DEFAULT_EVENT_CATEGORY } from "~/copy/categories";
import { createEventSchema, updateEventSchema } from "~/lib/schemas/events";
import type { AdminEventView } from "~/views/events";
import { EventDetailsFields, EventExtrasFields, EventWhenFields } from "./event-form-fields";

/** Closed, adding an event, or editing the event as it was when the dialog opened. */
export { prefetchCalendar };

export type EventDialogState = null | { mode: "create" } | { mode: "edit"; event: AdminEventView };

export function EventFormDialog({
  state,
  onClose,
  maxUploadBytes,
}: {
  state: EventDialogState;
  onClose: () => void;
  maxUploadBytes: number;
}) {
  const editing = state?.mode === "edit" ? state.event : null;
  // The Event Date's calendar is fetched once the list is drawn, so that it opens at once.
  useEffect(prefetchCalendar, []);
  return (
    <FormDialog
      open={state !== null}
      onClose={onClose}
      title={editing ? EDIT_EVENT_TITLE : ADD_EVENT_TITLE}
      description={editing ? EDIT_EVENT_DESCRIPTION : ADD_EVENT_DESCRIPTION}
      className="max-w-3xl"
    >
      {/* A new key per event: the form starts again from that event's saved values. */}
      <EventForm key={editing?.id ?? "new"} event={editing} maxUploadBytes={maxUploadBytes} />
    </FormDialog>
  );
}

function EventForm({ event, maxUploadBytes }: { event: AdminEventView | null; maxUploadBytes: number }) {
  const state = useDialogForm({
    id: event ? `event-form-${event.id}` : "event-form-new",
    schema: event ? updateEventSchema : createEventSchema,
    defaultValue: {
      title: event?.title ?? "",
      description: event?.description ?? "",
      titleTa: event?.titleTa ?? "",
      descriptionTa: event?.descriptionTa ?? "",
      eventDate: event?.eventDate ?? "",
      eventTime: event?.eventTimeInput ?? "",
      endTime: event?.endTimeInput ?? "",
      location: event?.location ?? "",
      locationTa: event?.locationTa ?? "",
      category: event?.category ?? DEFAULT_EVENT_CATEGORY,
      maxParticipants: event?.maxParticipants ? String(event.maxParticipants) : "",
      registrationDeadline: event?.registration.deadlineInput ?? "",
      seatsPerRegistration: String(
        event?.registration.seatsPerRegistration ?? DEFAULT_SEATS_PER_REGISTRATION,
      ),
    },
  });
  const { fields } = state;
  return (
    <DialogForm
      state={state}
      intent={event ? "update-event" : "create-event"}
      hidden={event && { eventId: event.id, updatedAt: event.updatedAt }}
      submitLabel={event ? UPDATE_EVENT_SUBMIT : CREATE_EVENT_SUBMIT}
    >
      <BilingualField
        as={TextField}
        label={LABELS.title}
        english={fields.title}
        tamil={fields.titleTa}
        tamilHint={TAMIL_FIELDS_HINT}
        required
        autoComplete="off"
      />
      <BilingualField
        as={TextareaField}
        label={LABELS.description}
        english={fields.description}
        tamil={fields.descriptionTa}
        rows={3}
        controlled
      />
      <EventWhenFields fields={fields} event={event} />
      <EventDetailsFields fields={fields} />
      <EventExtrasFields fields={fields} event={event} maxUploadBytes={maxUploadBytes} />
    </DialogForm>
  );
}
