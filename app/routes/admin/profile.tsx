import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import { PasswordForm } from "~/components/admin/profile/password-form";
import { ProfileForm } from "~/components/admin/profile/profile-form";
import {
  PASSWORD_CHANGE_FAILED,
  PASSWORD_CHANGED,
  PROFILE_TITLE,
  PROFILE_UPDATE_FAILED,
  PROFILE_UPDATED,
  TOO_MANY_PASSWORD_ATTEMPTS,
} from "~/copy/admin-pages";
import { passwordChangeSchema, profileSchema } from "~/lib/schemas/profile";
import { config } from "~/server/config.server";
import { dispatchIntent, failureToasts, type IntentContext, invalidForm } from "~/server/http/intents.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { createSharedRateLimiter } from "~/server/rate-limit.server";
import { auth, requireStaff, type SessionUser } from "~/server/staff/auth.server";
import { changeOwnPassword, PASSWORD_MIN_LENGTH, updateOwnProfile } from "~/server/staff/profile.server";
import { userById } from "~/server/staff/users.server";
import type { ActionToast } from "~/views/action-toast";
import type { Route } from "./+types/profile";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const stored = await userById(user.id);
  return {
    profile: {
      name: stored?.name ?? user.name,
      email: stored?.email ?? user.email,
      image: stored?.image ?? user.image,
      role: stored?.role ?? user.role,
      username: stored?.username ?? user.username,
    },
    passwordRule: { minLength: PASSWORD_MIN_LENGTH, username: user.username },
    maxUploadBytes: config().maxUploadBytes,
  };
}

type ProfileActionData = {
  intent: "update-profile" | "change-password";
  result: SubmissionResult<string[]>;
  toast?: ActionToast;
};

/** Guessing someone's current password from a session left open is slowed down. */
const passwordAttempts = createSharedRateLimiter({ name: "password-check", windowMs: 15 * 60_000, max: 10 });

type Context = IntentContext<SessionUser>;

async function updateProfile({ parse, user, actor }: Context) {
  const submission = parse(profileSchema);
  if (submission.status !== "success") return invalidForm("update-profile", submission);
  const { name, email, image } = submission.value;
  await updateOwnProfile(user.id, { name, email, image: image ?? null }, actor);
  return redirectWithToast("/admin/profile", { type: "success", ...PROFILE_UPDATED });
}

async function changePassword({ parse, user, actor, request }: Context) {
  const submission = parse(passwordChangeSchema({ minLength: PASSWORD_MIN_LENGTH, username: user.username }));
  if (submission.status !== "success") return invalidForm("change-password", submission);
  if (!(await passwordAttempts.hit(user.id)).allowed) {
    return data<ProfileActionData>(
      { intent: "change-password", result: submission.reply({ formErrors: [TOO_MANY_PASSWORD_ATTEMPTS] }) },
      { status: 429 },
    );
  }
  const session = await auth().api.getSession({ headers: request.headers });
  const { currentPassword, newPassword } = submission.value;
  await changeOwnPassword(user.id, currentPassword, newPassword, session?.session.token ?? "", actor);
  await passwordAttempts.reset(user.id);
  return redirectWithToast("/admin/profile", { type: "success", ...PASSWORD_CHANGED });
}

/**
 * A refused profile shows its reason under the field and the spec's failure toast; a refused
 * password change only its reason under the field; a fault, a toast.
 */
const failureToast = failureToasts({
  title: "Error",
  fault: { "update-profile": PROFILE_UPDATE_FAILED, "change-password": PASSWORD_CHANGE_FAILED },
  refusal: (intent) => (intent === "update-profile" ? "none" : "no toast"),
});

export async function action({ request }: Route.ActionArgs) {
  return dispatchIntent(
    request,
    requireStaff(request),
    { "update-profile": updateProfile, "change-password": changePassword },
    { failureToast, where: "profile" },
  );
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => adminMeta(PROFILE_TITLE);

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage className="max-w-3xl">
      <PageHeader
        title={PROFILE_TITLE}
        description="Your name, email and picture as the admin panel shows them."
      />
      <ProfileForm
        profile={loaderData.profile}
        maxUploadBytes={loaderData.maxUploadBytes}
        reply={actionData}
      />
      <PasswordForm rule={loaderData.passwordRule} reply={actionData} />
    </AdminPage>
  );
}
