// Site Settings: the main office's contacts, the social links and the admissions details that
// every page of the public website shows, in three cards of one form.
import type { ReactNode } from "react";
import { FormMessage } from "~/components/admin/form/dialog-form";
import type { FieldMeta } from "~/components/admin/form/field-meta";
import { PageForm, type PageFormReply, usePageForm } from "~/components/admin/form/page-form";
import { SubmitButton } from "~/components/admin/form/submit-button";
import { TextareaField, TextField } from "~/components/admin/form/text-fields";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { SAVE_SETTINGS_INTENT, type SettingsForm, settingsSchema } from "~/lib/schemas/settings";

/** Every setting as stored ("" for none). */
export type SettingsValues = Record<Exclude<keyof SettingsForm, "intent">, string>;

type Fields = Record<keyof SettingsValues, FieldMeta>;

const WITH_COUNTRY_CODE = "With the country code, such as +91 98765 43210.";

function SettingsCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}

export function SiteSettingsForm({ settings, reply }: { settings: SettingsValues; reply?: PageFormReply }) {
  const state = usePageForm({
    id: "site-settings",
    intent: SAVE_SETTINGS_INTENT,
    schema: settingsSchema,
    reply,
    defaultValue: settings,
  });
  const fields: Fields = state.fields;
  return (
    <PageForm state={state} className="gap-6">
      <OfficeCard fields={fields} />
      <SettingsCard title="Social links" description="Leave a link empty to hide its icon.">
        <TextField
          meta={fields.facebookUrl}
          label="Facebook"
          type="url"
          placeholder="https://facebook.com/…"
        />
        <TextField
          meta={fields.instagramUrl}
          label="Instagram"
          type="url"
          placeholder="https://instagram.com/…"
        />
        <TextField meta={fields.youtubeUrl} label="YouTube" type="url" placeholder="https://youtube.com/…" />
      </SettingsCard>
      <SettingsCard title="Admissions">
        <TextField
          meta={fields.admissionsYear}
          label="Admissions year"
          hint="Written like 2025-26."
          required
          controlClassName="max-w-40"
          inputMode="numeric"
        />
        <TextField
          meta={fields.admissionsPhone}
          label="Admissions phone"
          hint={`${WITH_COUNTRY_CODE} The 'Visit Our Campuses' button on the Schools page opens a WhatsApp chat with it; left empty, the WhatsApp support number is used.`}
          type="tel"
          autoComplete="off"
        />
      </SettingsCard>
      <FormMessage form={state.form} />
      <div>
        <SubmitButton busy={state.busy} label="Save Settings" busyLabel="Saving…" />
      </div>
    </PageForm>
  );
}

function OfficeCard({ fields }: { fields: Fields }) {
  return (
    <SettingsCard title="Main office" description="Shown in the website's footer and on the contact page.">
      <TextareaField meta={fields.officeAddress} label="Office address" rows={3} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.officePhone} label="Office phone" type="tel" autoComplete="off" />
        <TextField meta={fields.officeEmail} label="Office email" type="email" autoComplete="off" />
      </div>
      <TextField
        meta={fields.whatsappSupportNumber}
        label="WhatsApp support number"
        hint={`${WITH_COUNTRY_CODE} The floating WhatsApp button opens a chat with it.`}
        type="tel"
        autoComplete="off"
      />
    </SettingsCard>
  );
}
