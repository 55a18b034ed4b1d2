import { useEffect } from "react";
import { prefetchCalendar } from "~/components/admin/date-picker";
import { BilingualField } from "~/components/admin/form/bilingual-field";
import { SelectField } from "~/components/admin/form/choice-fields";
import { DialogForm, useDialogForm } from "~/components/admin/form/dialog-form";
import { FormDialog } from "~/components/admin/form/form-dialog";
import { CountedTextField, DateField, TextField } from "~/components/admin/form/text-fields";
import {
  ADD_NOTICE_DESCRIPTION,
  ADD_NOTICE_TITLE,
  CREATE_NOTICE_SUBMIT,
  EDIT_NOTICE_DESCRIPTION,
  EDIT_NOTICE_TITLE,
  NOTICE_FIELD_HINTS as HINTS,
  NOTICE_FIELD_LABELS as LABELS,
  NOTICE_LEVEL_LABELS,
  NOTICE_LEVELS,
  NOTICE_MESSAGE_MAX,
  PICK_A_DATE,
  UPDATE_NOTICE_SUBMIT,
} from "~/copy/admin-notices";
import { TAMIL_FIELDS_HINT } from "~/copy/admin-tamil";
import { createNoticeSchema, updateNoticeSchema } from "~/lib/schemas/notices";
import type { NoticeView } from "~/views/notices";

export { prefetchCalendar };

/** Closed, adding a notice, or editing the notice as it was when the dialog opened. */
export type NoticeDialogState = null | { mode: "create" } | { mode: "edit"; notice: NoticeView };

const LEVEL_CHOICES = NOTICE_LEVELS.map((level) => ({ value: level, label: NOTICE_LEVEL_LABELS[level] }));

export function NoticeFormDialog({
  state,
  onClose,
  fallbackFocus,
  today,
}: {
  state: NoticeDialogState;
  onClose: () => void;
  /** Focused on closing when the button that opened the dialog has gone with its notice. */
  fallbackFocus: () => HTMLElement | null;
  /** Today's date in India: a new notice starts and ends today unless told otherwise. */
  today: string;
}) {
  const editing = state?.mode === "edit" ? state.notice : null;
  // The dates' calendar is fetched once the list is drawn, so that it opens at once.
  useEffect(prefetchCalendar, []);
  return (
    <FormDialog
      open={state !== null}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
      title={editing ? EDIT_NOTICE_TITLE : ADD_NOTICE_TITLE}
      description={editing ? EDIT_NOTICE_DESCRIPTION : ADD_NOTICE_DESCRIPTION}
      className="max-w-3xl"
    >
      {/* A new key per notice: the form starts again from that notice's saved values. */}
      <NoticeForm key={editing?.id ?? "new"} notice={editing} today={today} />
    </FormDialog>
  );
}

function NoticeForm({ notice, today }: { notice: NoticeView | null; today: string }) {
  const state = useDialogForm({
    id: notice ? `notice-form-${notice.id}` : "notice-form-new",
    schema: notice ? updateNoticeSchema : createNoticeSchema,
    defaultValue: {
      message: notice?.message ?? "",
      messageTa: notice?.messageTa ?? "",
      level: notice?.level ?? "closure",
      startDate: notice?.startDate ?? today,
      startTime: notice?.startTime ?? "",
      endDate: notice?.endDate ?? today,
      endTime: notice?.endTime ?? "",
    },
  });
  const { fields } = state;
  return (
    <DialogForm
      state={state}
      intent={notice ? "update-notice" : "create-notice"}
      hidden={notice && { noticeId: notice.id, updatedAt: notice.updatedAt }}
      submitLabel={notice ? UPDATE_NOTICE_SUBMIT : CREATE_NOTICE_SUBMIT}
    >
      <BilingualField
        as={CountedTextField}
        label={LABELS.message}
        english={fields.message}
        tamil={fields.messageTa}
        hint={HINTS.message}
        tamilHint={TAMIL_FIELDS_HINT}
        required
        max={NOTICE_MESSAGE_MAX}
        multiline
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField meta={fields.level} label={LABELS.level} hint={HINTS.level} options={LEVEL_CHOICES} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <DateField
          meta={fields.startDate}
          label={LABELS.startDate}
          required
          placeholder={PICK_A_DATE}
          defaultValue={notice?.startDate ?? today}
          className="content-start"
        />
        <TextField
          meta={fields.startTime}
          label={LABELS.startTime}
          hint={HINTS.startTime}
          type="time"
          className="content-start"
        />
        <DateField
          meta={fields.endDate}
          label={LABELS.endDate}
          required
          placeholder={PICK_A_DATE}
          defaultValue={notice?.endDate ?? today}
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
    </DialogForm>
  );
}
