import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import { OfficeMailCard } from "~/components/admin/settings/office-mail-card";
import { SiteSettingsForm } from "~/components/admin/settings/site-settings-form";
import { SETTINGS_SAVE_FAILED, SETTINGS_SAVED, SETTINGS_TITLE } from "~/copy/admin-pages";
import {
  ADD_RECIPIENT_INTENT,
  addRecipientSchema,
  EACH_MESSAGE,
  REMOVE_RECIPIENT_INTENT,
  removeRecipientSchema,
  SEND_TEST_MAIL_INTENT,
  WHOLE_GROUP,
} from "~/lib/schemas/office-mail";
import { SAVE_SETTINGS_INTENT, settingsSchema } from "~/lib/schemas/settings";
import { dispatchIntent, failureToasts, type IntentContext, invalidForm } from "~/server/http/intents.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { addRecipient, removeRecipient } from "~/server/mail/recipients.server";
import { officeMailView } from "~/server/mail/settings-page.server";
import { sendTestMail } from "~/server/mail/test-mail.server";
import { type SiteSettings, siteSettings, updateSiteSettings } from "~/server/settings/settings.server";
import { requireAdmin, type SessionUser } from "~/server/staff/auth.server";
import type { Route } from "./+types/settings";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const [settings, mail] = await Promise.all([siteSettings(), officeMailView(user.email)]);
  return { settings, mail };
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

async function addMailRecipient({ parse, actor }: IntentContext<SessionUser>) {
  const submission = parse(addRecipientSchema);
  if (submission.status !== "success") return invalidForm(ADD_RECIPIENT_INTENT, submission);
  const { address, school, delivery } = submission.value;
  await addRecipient(
    {
      address,
      schoolSlug: school === WHOLE_GROUP ? null : school,
      digestTime: delivery === EACH_MESSAGE ? null : delivery,
    },
    actor,
  );
  return redirectWithToast("/admin/settings", {
    type: "success",
    title: "Recipient added",
    description: `${address} will receive the office's e-mail.`,
  });
}

async function removeMailRecipient({ parse, actor }: IntentContext<SessionUser>) {
  const submission = parse(removeRecipientSchema);
  if (submission.status !== "success") return invalidForm(REMOVE_RECIPIENT_INTENT, submission);
  await removeRecipient(submission.value.id, actor);
  return redirectWithToast("/admin/settings", { type: "success", title: "Recipient removed" });
}

async function sendTestMailNow({ user }: IntentContext<SessionUser>) {
  const outcome = await sendTestMail(user.email);
  return redirectWithToast(
    "/admin/settings",
    outcome.sent
      ? {
          type: "success",
          title: "Test e-mail sent",
          description: `The mail server took it for ${user.email}. Look in that inbox (and its spam folder).`,
        }
      : { type: "error", title: "Test e-mail not sent", description: outcome.problem },
  );
}

export async function action({ request }: Route.ActionArgs) {
  return dispatchIntent(
    request,
    requireAdmin(request),
    {
      [SAVE_SETTINGS_INTENT]: saveSettings,
      [ADD_RECIPIENT_INTENT]: addMailRecipient,
      [REMOVE_RECIPIENT_INTENT]: removeMailRecipient,
      [SEND_TEST_MAIL_INTENT]: sendTestMailNow,
    },
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
      <OfficeMailCard mail={loaderData.mail} reply={actionData} />
    </AdminPage>
  );
}
