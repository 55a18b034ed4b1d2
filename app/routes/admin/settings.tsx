import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import { SiteSettingsForm } from "~/components/admin/settings/site-settings-form";
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

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage className="max-w-3xl">
      <PageHeader
        title={SETTINGS_TITLE}
        description="Contact details and links that every page of the public website shows."
      />
      <SiteSettingsForm settings={loaderData.settings} reply={actionData} />
    </AdminPage>
  );
}
