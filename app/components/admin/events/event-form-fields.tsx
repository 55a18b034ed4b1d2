// The event form's groups of fields below its title and description: when, where and what kind,
// and the picture with its registration settings.
import { BilingualField } from "~/components/admin/form/bilingual-field";
import { CheckboxField, SelectField, SwitchField } from "~/components/admin/form/choice-fields";
import type { FieldMeta } from "~/components/admin/form/field-meta";
import { ImageFormField } from "~/components/admin/form/image-form-field";
import { DateField, TextField } from "~/components/admin/form/text-fields";
import {
  REGISTRATION_FIELD_HINTS as REGISTRATION_HINTS,
  REGISTRATION_FIELD_LABELS as REGISTRATION_LABELS,
} from "~/copy/admin-event-registration";
import {
  EVENT_FIELD_HINTS as HINTS,
  EVENT_FIELD_LABELS as LABELS,
  PICK_A_DATE,
  untimedHint,
} from "~/copy/admin-events";
import { EVENT_CATEGORIES } from "~/copy/categories";
import type { AdminEventView } from "~/views/events";

type Fields = Record<
  | "eventDate"
  | "eventTime"
  | "endTime"
  | "location"
  | "locationTa"
  | "category"
  | "imageUrl"
  | "mediaId"
  | "maxParticipants"
  | "registrationRequired"
  | "isFeatured"
  | "registrationDeadline"
  | "seatsPerRegistration"
  | "registrationOpen"
  | "waitingList",
  FieldMeta
>;

/** The date, the start time and the end time. */
export function EventWhenFields({ fields, event }: { fields: Fields; event: AdminEventView | null }) {
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <DateField
        meta={fields.eventDate}
        label={LABELS.eventDate}
        hint={HINTS.eventDate}
        required
        placeholder={PICK_A_DATE}
        defaultValue={event?.eventDate}
        className="content-start"
      />
      <TextField
        meta={fields.eventTime}
        label={LABELS.eventTime}
        hint={event?.untimedText ? untimedHint(event.untimedText) : undefined}
        type="time"
        className="content-start"
      />
      <TextField
        meta={fields.endTime}
        label={LABELS.endTime}
        hint={HINTS.endTime}
        type="time"
        className="content-start"
      />
    </div>
  );
}

/** Where (in English and Tamil), and which category. */
export function EventDetailsFields({ fields }: { fields: Fields }) {
  return (
    <>
      <BilingualField
        as={TextField}
        label={LABELS.location}
        english={fields.location}
        tamil={fields.locationTa}
        autoComplete="off"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField meta={fields.category} label={LABELS.category} options={EVENT_CATEGORIES} />
      </div>
    </>
  );
}

/**
 * The picture, the number of places, registration and featuring; while Registration required is
 * ticked, how parents register (shown and hidden by the checkbox's own state, in CSS, so that a
 * restored draft and a reset show the right fields; hidden, they are not sent to the events
 * module, which keeps what was stored).
 */
export function EventExtrasFields({
  fields,
  event,
  maxUploadBytes,
}: {
  fields: Fields;
  event: AdminEventView | null;
  maxUploadBytes: number;
}) {
  return (
    <div className="group/registration grid gap-5 md:grid-cols-2">
      <ImageFormField
        meta={fields.imageUrl}
        mediaIdMeta={fields.mediaId}
        label={LABELS.image}
        category="events"
        maxUploadBytes={maxUploadBytes}
        saved={
          event?.imageUrl
            ? { url: event.imageUrl, previewUrl: event.thumbnail?.previewSrc, mediaId: event.mediaId }
            : null
        }
        className="content-start"
      />
      <div className="grid content-start gap-5">
        <TextField
          meta={fields.maxParticipants}
          label={LABELS.maxParticipants}
          hint={HINTS.maxParticipants}
          inputMode="numeric"
          autoComplete="off"
          controlClassName="max-w-40"
        />
        <div data-registration-required>
          <CheckboxField
            meta={fields.registrationRequired}
            label={LABELS.registrationRequired}
            defaultChecked={event?.registrationRequired ?? false}
          />
        </div>
        <CheckboxField
          meta={fields.isFeatured}
          label={LABELS.isFeatured}
          defaultChecked={event?.isFeatured ?? false}
        />
      </div>
      <RegistrationSettingsFields fields={fields} event={event} />
    </div>
  );
}

function RegistrationSettingsFields({ fields, event }: { fields: Fields; event: AdminEventView | null }) {
  return (
    <fieldset
      data-registration-settings
      className="hidden gap-5 rounded-card border border-border p-4 group-has-[[data-registration-required]_[data-state=checked]]/registration:grid sm:grid-cols-2 md:col-span-2"
    >
      <legend className="px-1 text-sm font-medium">{REGISTRATION_LABELS.settings}</legend>
      <TextField
        meta={fields.registrationDeadline}
        label={REGISTRATION_LABELS.registrationDeadline}
        hint={REGISTRATION_HINTS.registrationDeadline}
        type="datetime-local"
        className="content-start"
      />
      <TextField
        meta={fields.seatsPerRegistration}
        label={REGISTRATION_LABELS.seatsPerRegistration}
        hint={REGISTRATION_HINTS.seatsPerRegistration}
        inputMode="numeric"
        autoComplete="off"
        controlClassName="max-w-24"
        className="content-start"
      />
      <SwitchField
        meta={fields.registrationOpen}
        label={REGISTRATION_LABELS.registrationOpen}
        hint={REGISTRATION_HINTS.registrationOpen}
        defaultChecked={event?.registration.open ?? true}
      />
      <SwitchField
        meta={fields.waitingList}
        label={REGISTRATION_LABELS.waitingList}
        hint={REGISTRATION_HINTS.waitingList}
        defaultChecked={event?.registration.waitingList ?? true}
      />
    </fieldset>
  );
}
