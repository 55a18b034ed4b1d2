// Profile's second card: a new password, with the current one to confirm it is them.
import { FormMessage } from "~/components/admin/form/dialog-form";
import { PageForm, type PageFormReply, usePageForm } from "~/components/admin/form/page-form";
import { PasswordField } from "~/components/admin/form/password-field";
import { SubmitButton } from "~/components/admin/form/submit-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { passwordChangeSchema } from "~/lib/schemas/profile";

export function PasswordForm({
  rule,
  reply,
}: {
  rule: { minLength: number; username: string | null };
  reply: PageFormReply | undefined;
}) {
  const state = usePageForm({
    id: "change-password",
    intent: "change-password",
    schema: passwordChangeSchema(rule),
    reply,
  });
  const { form, fields, busy } = state;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Change password</CardTitle>
        <CardDescription>
          At least {rule.minLength} characters, and not your username. You stay signed in here; every other
          device is signed out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <PageForm state={state}>
          {/* Lets password managers tie the new password to the right account. */}
          <input
            type="text"
            name="username"
            value={rule.username ?? ""}
            autoComplete="username"
            readOnly
            hidden
          />
          <PasswordField
            meta={fields.currentPassword}
            label="Current password"
            required
            autoComplete="current-password"
          />
          <PasswordField
            meta={fields.newPassword}
            label="New password"
            required
            autoComplete="new-password"
          />
          <PasswordField
            meta={fields.confirmPassword}
            label="Confirm new password"
            required
            autoComplete="new-password"
          />
          <FormMessage form={form} />
          <div>
            <SubmitButton busy={busy} label="Change password" busyLabel="Changing…" />
          </div>
        </PageForm>
      </CardContent>
    </Card>
  );
}
