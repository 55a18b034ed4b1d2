import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { SETTINGS_SAVE_FAILED, SETTINGS_SAVED, SETTINGS_TITLE } from "~/copy/admin-pages";
import { SAVE_SETTINGS_INTENT, settingsSchema } from "~/lib/schemas/settings";
import { dispatchIntent, failureToasts, type IntentContext, invalidForm } from "~/server/http/intents.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { type SiteSettings, siteSettings, updateSiteSettings } from "~/server/settings/settings.server";
import { requireAdmin, type SessionUser } from "~/server/staff/auth.server";
import type { Route } from "./+types/settings";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { settings: await siteSettings() };
}

async function saveSettings({ parse, actor }: IntentContext<SessionUser>) {
  const submission = parse(settingsSchema);
  if (submission.status !== "success") return invalidForm(SAVE_SETTINGS_INTENT, submission);
  const value = submission.value;
  // An emptied field arrives as undefined and clears the setting.
  const changes: SiteSettings = {
    officeAddress: value.officeAddress ?? "",
    officePhone: value.officePhone ?? "",
    officeEmail: value.officeEmail ?? "",
    whatsappSupportNumber: value.whatsappSupportNumber ?? "",
    facebookUrl: value.facebookUrl ?? "",
    instagramUrl: value.instagramUrl ?? "",
    youtubeUrl: value.youtubeUrl ?? "",
    admissionsYear: value.admissionsYear,
    admissionsPhone: value.admissionsPhone ?? "",
  };
  await updateSiteSettings(changes, actor);
  return redirectWithToast("/admin/settings", { type: "success", ...SETTINGS_SAVED });
}

export async function action({ request }: Route.ActionArgs) {
  return dispatchIntent(
    request,
    requireAdmin(request),
    { [SAVE_SETTINGS_INTENT]: saveSettings },
    {
      failureToast: failureToasts({ title: "Error" }),
      faultMessage: SETTINGS_SAVE_FAILED,
      where: "settings",
    },
  );
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => adminMeta(SETTINGS_TITLE);

type FieldName = keyof SiteSettings;

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "site-settings",
    lastResult: actionData?.result,
    constraint: getZodConstraint(settingsSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: loaderData.settings,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: settingsSchema }),
  });

  function field(
    name: FieldName,
    label: string,
    control: (props: { name: string; defaultValue?: string }) => ReactNode,
    options: { description?: string; required?: boolean } = {},
  ) {
    const meta = fields[name];
    return (
      <Field
        label={label}
        id={meta.id}
        errorId={meta.errorId}
        error={meta.errors}
        description={options.description}
        required={options.required}
      >
        {control({ name: meta.name, defaultValue: meta.initialValue }) as React.ReactElement}
      </Field>
    );
  }

  return (
    <AdminPage className="max-w-3xl">
      <PageHeader
        title={SETTINGS_TITLE}
        description="Contact details and links that every page of the public website shows."
      />
      <Form method="post" {...getFormProps(form)} className="grid gap-6">
        <input type="hidden" name="intent" value={SAVE_SETTINGS_INTENT} />
        <Card>
          <CardHeader>
            <CardTitle as="h2">Main office</CardTitle>
            <CardDescription>Shown in the website's footer and on the contact page.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            {field("officeAddress", "Office address", (p) => (
              <Textarea rows={3} {...p} />
            ))}
            <div className="grid gap-5 sm:grid-cols-2">
              {field("officePhone", "Office phone", (p) => (
                <Input type="tel" autoComplete="off" {...p} />
              ))}
              {field("officeEmail", "Office email", (p) => (
                <Input type="email" autoComplete="off" {...p} />
              ))}
            </div>
            {field(
              "whatsappSupportNumber",
              "WhatsApp support number",
              (p) => (
                <Input type="tel" autoComplete="off" {...p} />
              ),
              {
                description:
                  "With the country code, such as +91 98765 43210. The floating WhatsApp button opens a chat with it.",
              },
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Social links</CardTitle>
            <CardDescription>Leave a link empty to hide its icon.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            {field("facebookUrl", "Facebook", (p) => (
              <Input type="url" placeholder="https://facebook.com/…" {...p} />
            ))}
            {field("instagramUrl", "Instagram", (p) => (
              <Input type="url" placeholder="https://instagram.com/…" {...p} />
            ))}
            {field("youtubeUrl", "YouTube", (p) => (
              <Input type="url" placeholder="https://youtube.com/…" {...p} />
            ))}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Admissions</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5">
            {field(
              "admissionsYear",
              "Admissions year",
              (p) => (
                <Input className="max-w-40" inputMode="numeric" {...p} />
              ),
              {
                description: "Written like 2025-26.",
                required: true,
              },
            )}
            {field(
              "admissionsPhone",
              "Admissions phone",
              (p) => (
                <Input type="tel" autoComplete="off" {...p} />
              ),
              {
                description:
                  "With the country code, such as +91 98765 43210. The 'Visit Our Campuses' button on the Schools page opens a WhatsApp chat with it; left empty, the WhatsApp support number is used.",
              },
            )}
          </CardContent>
        </Card>
        {form.errors?.length ? (
          <p id={form.errorId} role="alert" className="text-sm font-medium text-destructive">
            {form.errors.join(" ")}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving…" : "Save Settings"}
          </Button>
        </div>
      </Form>
    </AdminPage>
  );
}
