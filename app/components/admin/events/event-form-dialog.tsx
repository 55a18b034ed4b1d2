import { useId, useState } from "react";
import { DatePicker } from "~/components/admin/date-picker";
import { FormDialog, FormDialogFooter, FormMessage, useDialogForm } from "~/components/admin/form-dialog";
import { ImageField } from "~/components/admin/image-field";
import { NativeSelect } from "~/components/admin/native-select";
import { BilingualRow, BilingualTitleRow } from "~/components/admin/tamil-field";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import {
  ADD_EVENT_DESCRIPTION,
  ADD_EVENT_TITLE,
  CREATE_EVENT_SUBMIT,
  EDIT_EVENT_DESCRIPTION,
  EDIT_EVENT_TITLE,
  EVENT_FIELD_HINTS as HINTS,
  EVENT_FIELD_LABELS as LABELS,
  PICK_A_DATE,
  UPDATE_EVENT_SUBMIT,
  untimedHint,
} from "~/copy/admin-events";
import { tamilLabel } from "~/copy/admin-tamil";
import { DEFAULT_EVENT_CATEGORY, EVENT_CATEGORIES } from "~/copy/categories";
import { createEventSchema, updateEventSchema } from "~/lib/schemas/events";
import type { AdminEventView } from "~/views/events";

/** Closed, adding an event, or editing the event as it was when the dialog opened. */
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
  return (
    <FormDialog
      open={state !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={editing ? EDIT_EVENT_TITLE : ADD_EVENT_TITLE}
      description={editing ? EDIT_EVENT_DESCRIPTION : ADD_EVENT_DESCRIPTION}
      className="max-w-3xl"
    >
      {/* A new key per event: the form starts again from that event's saved values. */}
      <EventForm
        key={editing?.id ?? "new"}
        event={editing}
        onSaved={onClose}
        maxUploadBytes={maxUploadBytes}
      />
    </FormDialog>
  );
}

function EventForm({
  event,
  onSaved,
  maxUploadBytes,
}: {
  event: AdminEventView | null;
  onSaved: () => void;
  maxUploadBytes: number;
}) {
  const { fetcher, form, fields, formProps, busy } = useDialogForm({
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
      category: event?.category ?? DEFAULT_EVENT_CATEGORY,
      maxParticipants: event?.maxParticipants ? String(event.maxParticipants) : "",
    },
    onSaved,
  });
  const ids = useId();
  const [description, setDescription] = useState(event?.description ?? "");
  const [descriptionTa, setDescriptionTa] = useState(event?.descriptionTa ?? "");
  return (
    <fetcher.Form method="post" {...formProps} className="grid gap-5">
      <input type="hidden" name="intent" value={event ? "update-event" : "create-event"} />
      {event ? (
        <>
          <input type="hidden" name="eventId" value={event.id} />
          <input type="hidden" name="updatedAt" value={event.updatedAt} />
        </>
      ) : null}
      <BilingualTitleRow label={LABELS.title} english={fields.title} tamil={fields.titleTa} />
      <BilingualRow>
        <Field
          label={LABELS.description}
          id={fields.description.id}
          errorId={fields.description.errorId}
          error={fields.description.errors}
        >
          {/* Controlled: React rewrites an uncontrolled textarea's text on every render, and a
              render while Tab moves focus (Conform checks the field left) would make the dialog's
              focus trap pull focus back to the dialog itself. */}
          <Textarea
            rows={3}
            name={fields.description.name}
            value={description}
            onChange={(change) => setDescription(change.target.value)}
          />
        </Field>
        <Field
          label={tamilLabel(LABELS.description)}
          id={fields.descriptionTa.id}
          errorId={fields.descriptionTa.errorId}
          error={fields.descriptionTa.errors}
        >
          <Textarea
            lang="ta"
            rows={3}
            name={fields.descriptionTa.name}
            value={descriptionTa}
            onChange={(change) => setDescriptionTa(change.target.value)}
          />
        </Field>
      </BilingualRow>
      <div className="grid gap-5 sm:grid-cols-3">
        <Field
          label={LABELS.eventDate}
          id={fields.eventDate.id}
          errorId={fields.eventDate.errorId}
          error={fields.eventDate.errors}
          className="content-start"
          description={HINTS.eventDate}
          required
        >
          {(control) => (
            <DatePicker
              {...control}
              name={fields.eventDate.name}
              label={LABELS.eventDate}
              placeholder={PICK_A_DATE}
              defaultValue={event?.eventDate}
            />
          )}
        </Field>
        <Field
          label={LABELS.eventTime}
          id={fields.eventTime.id}
          errorId={fields.eventTime.errorId}
          error={fields.eventTime.errors}
          className="content-start"
          description={event?.untimedText ? untimedHint(event.untimedText) : undefined}
        >
          <Input type="time" name={fields.eventTime.name} defaultValue={fields.eventTime.initialValue} />
        </Field>
        <Field
          label={LABELS.endTime}
          id={fields.endTime.id}
          errorId={fields.endTime.errorId}
          error={fields.endTime.errors}
          className="content-start"
          description={HINTS.endTime}
        >
          <Input type="time" name={fields.endTime.name} defaultValue={fields.endTime.initialValue} />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={LABELS.location}
          id={fields.location.id}
          errorId={fields.location.errorId}
          error={fields.location.errors}
        >
          <Input name={fields.location.name} defaultValue={fields.location.initialValue} autoComplete="off" />
        </Field>
        <Field
          label={LABELS.category}
          id={fields.category.id}
          errorId={fields.category.errorId}
          error={fields.category.errors}
        >
          {(control) => (
            <NativeSelect
              {...control}
              name={fields.category.name}
              defaultValue={fields.category.initialValue}
            >
              {EVENT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <ImageField
          label={LABELS.image}
          name={fields.imageUrl.name}
          mediaIdName={fields.mediaId.name}
          category="events"
          maxUploadBytes={maxUploadBytes}
          defaultValue={
            event?.imageUrl
              ? { url: event.imageUrl, previewUrl: event.thumbnail?.previewSrc, mediaId: event.mediaId }
              : null
          }
          error={fields.imageUrl.errors ?? fields.mediaId.errors}
          className="content-start"
        />
        <div className="grid content-start gap-5">
          <Field
            label={LABELS.maxParticipants}
            id={fields.maxParticipants.id}
            errorId={fields.maxParticipants.errorId}
            error={fields.maxParticipants.errors}
            description={HINTS.maxParticipants}
          >
            <Input
              name={fields.maxParticipants.name}
              defaultValue={fields.maxParticipants.initialValue}
              inputMode="numeric"
              autoComplete="off"
              className="max-w-40"
            />
          </Field>
          <div className="flex items-center gap-3">
            <Checkbox
              id={`${ids}-registration`}
              name={fields.registrationRequired.name}
              defaultChecked={event?.registrationRequired ?? false}
            />
            <Label htmlFor={`${ids}-registration`} className="cursor-pointer">
              {LABELS.registrationRequired}
            </Label>
          </div>
          <div className="flex items-center gap-3">
            <Checkbox
              id={`${ids}-featured`}
              name={fields.isFeatured.name}
              defaultChecked={event?.isFeatured ?? false}
            />
            <Label htmlFor={`${ids}-featured`} className="cursor-pointer">
              {LABELS.isFeatured}
            </Label>
          </div>
        </div>
      </div>
      <FormMessage form={form} />
      <FormDialogFooter busy={busy} submitLabel={event ? UPDATE_EVENT_SUBMIT : CREATE_EVENT_SUBMIT} />
    </fetcher.Form>
  );
}
