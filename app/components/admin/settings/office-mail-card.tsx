// Settings' office e-mail: whether mail is on and how the outbox stands ("3 waiting, last error:
// …"), who receives the e-mail for each school and for the whole group, and a test e-mail sent at
// once to the signed-in admin.
import { Form, useNavigation } from "react-router";
import { SelectField } from "~/components/admin/form/choice-fields";
import { FormMessage } from "~/components/admin/form/dialog-form";
import { PageForm, type PageFormReply, usePageForm } from "~/components/admin/form/page-form";
import { SubmitButton } from "~/components/admin/form/submit-button";
import { TextField } from "~/components/admin/form/text-fields";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import {
  ADD_RECIPIENT_BUSY,
  ADD_RECIPIENT_LABEL,
  ALL_SCHOOLS,
  ALL_SCHOOLS_GROUP_WIDE,
  digestChoice,
  digestNote,
  EACH_MESSAGE_LABEL,
  MAIL_OFF,
  mailOn,
  noRecipient,
  OFFICE_MAIL_DESCRIPTION,
  OFFICE_MAIL_TITLE,
  RECIPIENT_FIELDS,
  RECIPIENTS_LABEL,
  REMOVE_LABEL,
  removeRecipientLabel,
  SEND_TEST_MAIL_BUSY,
  SEND_TEST_MAIL_LABEL,
  testMailNote,
} from "~/copy/admin-office-mail";
import { SCHOOLS } from "~/copy/schools";
import {
  ADD_RECIPIENT_INTENT,
  addRecipientSchema,
  DIGEST_TIMES,
  EACH_MESSAGE,
  REMOVE_RECIPIENT_INTENT,
  SEND_TEST_MAIL_INTENT,
  WHOLE_GROUP,
} from "~/lib/schemas/office-mail";
import { type OfficeMailView, outboxSummary } from "~/views/office-mail";

const SCHOOL_CHOICES = [
  { value: WHOLE_GROUP, label: ALL_SCHOOLS_GROUP_WIDE },
  ...SCHOOLS.map((school) => ({ value: school.slug, label: school.name })),
];

const DELIVERY_CHOICES = [
  { value: EACH_MESSAGE, label: EACH_MESSAGE_LABEL },
  ...DIGEST_TIMES.map((time) => ({ value: time, label: digestChoice(time) })),
];

function schoolLabel(slug: string | null) {
  return slug === null ? ALL_SCHOOLS : (SCHOOLS.find((school) => school.slug === slug)?.name ?? slug);
}

export function OfficeMailCard({ mail, reply }: { mail: OfficeMailView; reply?: PageFormReply }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{OFFICE_MAIL_TITLE}</CardTitle>
        <CardDescription>{OFFICE_MAIL_DESCRIPTION}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <MailStatus mail={mail} />
        <Recipients mail={mail} />
        <AddRecipientForm reply={reply} />
        <TestMailForm mail={mail} />
      </CardContent>
    </Card>
  );
}

function MailStatus({ mail }: { mail: OfficeMailView }) {
  if (!mail.sending)
    return (
      <p className="text-sm" data-testid="mail-status">
        {MAIL_OFF}
      </p>
    );
  return (
    <div className="grid gap-1 text-sm" data-testid="mail-status">
      <p>{mailOn(mail.sending.from, mail.sending.server)}</p>
      <p role="status">{outboxSummary(mail.outbox)}</p>
    </div>
  );
}

function Recipients({ mail }: { mail: OfficeMailView }) {
  const navigation = useNavigation();
  const removing = navigation.formData?.get("intent") === REMOVE_RECIPIENT_INTENT;
  if (mail.recipients.length === 0)
    return <p className="text-muted-foreground text-sm">{noRecipient(mail.adminAddresses)}</p>;
  return (
    <ul className="grid gap-2" aria-label={RECIPIENTS_LABEL}>
      {mail.recipients.map((recipient) => (
        <li key={recipient.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span>
            <span className="font-medium">{recipient.address}</span>
            <span className="text-muted-foreground">
              {" "}
              — {schoolLabel(recipient.schoolSlug)}
              {recipient.digestTime ? digestNote(recipient.digestTime) : ""}
            </span>
          </span>
          <Form method="post">
            <input type="hidden" name="intent" value={REMOVE_RECIPIENT_INTENT} />
            <input type="hidden" name="id" value={recipient.id} />
            <Button
              type="submit"
              variant="outline"
              size="sm"
              disabled={removing}
              aria-label={removeRecipientLabel(recipient.address, schoolLabel(recipient.schoolSlug))}
            >
              {REMOVE_LABEL}
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

function AddRecipientForm({ reply }: { reply?: PageFormReply }) {
  const state = usePageForm({
    id: "mail-recipient",
    intent: ADD_RECIPIENT_INTENT,
    schema: addRecipientSchema,
    reply,
    defaultValue: { address: "", school: WHOLE_GROUP, delivery: EACH_MESSAGE },
    guard: false,
  });
  return (
    <PageForm state={state} className="gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          meta={state.fields.address}
          label={RECIPIENT_FIELDS.address}
          type="email"
          autoComplete="off"
          required
        />
        <SelectField
          meta={state.fields.school}
          label={RECIPIENT_FIELDS.school}
          options={SCHOOL_CHOICES}
          required
        />
        <SelectField
          meta={state.fields.delivery}
          label={RECIPIENT_FIELDS.delivery}
          options={DELIVERY_CHOICES}
          required
        />
      </div>
      <FormMessage form={state.form} />
      <div>
        <SubmitButton busy={state.busy} label={ADD_RECIPIENT_LABEL} busyLabel={ADD_RECIPIENT_BUSY} />
      </div>
    </PageForm>
  );
}

function TestMailForm({ mail }: { mail: OfficeMailView }) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get("intent") === SEND_TEST_MAIL_INTENT;
  return (
    <Form method="post" className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value={SEND_TEST_MAIL_INTENT} />
      <Button type="submit" variant="outline" disabled={busy || !mail.sending}>
        {busy ? SEND_TEST_MAIL_BUSY : SEND_TEST_MAIL_LABEL}
      </Button>
      <span className="text-muted-foreground text-sm">{testMailNote(mail.yourAddress)}</span>
    </Form>
  );
}
