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
  { value: WHOLE_GROUP, label: "All schools (group-wide)" },
  ...SCHOOLS.map((school) => ({ value: school.slug, label: school.name })),
];

const DELIVERY_CHOICES = [
  { value: EACH_MESSAGE, label: "Each message as it comes" },
  ...DIGEST_TIMES.map((time) => ({ value: time, label: `A daily digest at ${time} (India time)` })),
];

function schoolLabel(slug: string | null) {
  return slug === null ? "All schools" : (SCHOOLS.find((school) => school.slug === slug)?.name ?? slug);
}

export function OfficeMailCard({ mail, reply }: { mail: OfficeMailView; reply?: PageFormReply }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Office e-mail</CardTitle>
        <CardDescription>
          Every new enquiry and event registration is e-mailed to its school's recipients and to the
          group-wide ones; while none is set, to every admin.
        </CardDescription>
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
        E-mail is off: the server has no SMTP_URL and MAIL_FROM (see README, Configuration). Nothing is queued
        while it is off.
      </p>
    );
  return (
    <div className="grid gap-1 text-sm" data-testid="mail-status">
      <p>
        E-mail is on: sent as {mail.sending.from} through {mail.sending.server}.
      </p>
      <p role="status">{outboxSummary(mail.outbox)}</p>
    </div>
  );
}

function Recipients({ mail }: { mail: OfficeMailView }) {
  const navigation = useNavigation();
  const removing = navigation.formData?.get("intent") === REMOVE_RECIPIENT_INTENT;
  if (mail.recipients.length === 0)
    return (
      <p className="text-muted-foreground text-sm">
        No recipient is set: e-mail goes to every admin
        {mail.adminAddresses.length > 0 ? ` (${mail.adminAddresses.join(", ")})` : ""}.
      </p>
    );
  return (
    <ul className="grid gap-2" aria-label="Recipients">
      {mail.recipients.map((recipient) => (
        <li key={recipient.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span>
            <span className="font-medium">{recipient.address}</span>
            <span className="text-muted-foreground">
              {" "}
              — {schoolLabel(recipient.schoolSlug)}
              {recipient.digestTime ? `, a daily digest at ${recipient.digestTime}` : ""}
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
              aria-label={`Remove ${recipient.address} (${schoolLabel(recipient.schoolSlug)})`}
            >
              Remove
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
          label="Recipient's e-mail"
          type="email"
          autoComplete="off"
          required
        />
        <SelectField
          meta={state.fields.school}
          label="Receives e-mail for"
          options={SCHOOL_CHOICES}
          required
        />
        <SelectField meta={state.fields.delivery} label="Sends" options={DELIVERY_CHOICES} required />
      </div>
      <FormMessage form={state.form} />
      <div>
        <SubmitButton busy={state.busy} label="Add Recipient" busyLabel="Adding…" />
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
        {busy ? "Sending…" : "Send a test e-mail"}
      </Button>
      <span className="text-muted-foreground text-sm">Sent at once to your address, {mail.yourAddress}.</span>
    </Form>
  );
}
