import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { UploadIcon } from "lucide-react";
import { useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { UPLOADING_LABEL, useImageUpload } from "~/components/admin/image-field";
import { ChooseFromLibraryButton } from "~/components/admin/media/media-picker";
import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import { RoleBadge } from "~/components/admin/role-badge";
import { Avatar } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import {
  AVATAR_FILE_LABEL,
  PASSWORD_CHANGE_FAILED,
  PASSWORD_CHANGED,
  PROFILE_TITLE,
  PROFILE_UPDATE_FAILED,
  PROFILE_UPDATED,
  ROLE_NOTE,
  TOO_MANY_PASSWORD_ATTEMPTS,
  UPLOAD_AVATAR_LABEL,
} from "~/copy/admin-pages";
import { passwordChangeSchema, profileSchema } from "~/lib/schemas/profile";
import { config } from "~/server/config.server";
import {
  dispatchIntent,
  type IntentContext,
  type IntentFailure,
  invalidForm,
} from "~/server/http/intents.server";
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
function failureToast(intent: string, { refused }: IntentFailure): ActionToast | undefined {
  if (intent === "update-profile")
    return { type: "error", title: "Error", description: PROFILE_UPDATE_FAILED };
  return refused ? undefined : { type: "error", title: "Error", description: PASSWORD_CHANGE_FAILED };
}

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
  useActionToast(actionData);
  return (
    <AdminPage className="max-w-3xl">
      <PageHeader
        title={PROFILE_TITLE}
        description="Your name, email and picture as the admin panel shows them."
      />
      <ProfileForm
        profile={loaderData.profile}
        maxUploadBytes={loaderData.maxUploadBytes}
        lastResult={actionData?.intent === "update-profile" ? actionData.result : undefined}
      />
      <PasswordForm
        rule={loaderData.passwordRule}
        lastResult={actionData?.intent === "change-password" ? actionData.result : undefined}
      />
    </AdminPage>
  );
}

type ProfileData = Route.ComponentProps["loaderData"]["profile"];

function ProfileForm({
  profile,
  lastResult,
  maxUploadBytes,
}: {
  profile: ProfileData;
  lastResult?: SubmissionResult<string[]>;
  maxUploadBytes: number;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "update-profile";
  const [preview, setPreview] = useState({ name: profile.name, image: profile.image ?? "" });
  const [form, fields] = useForm({
    id: "profile",
    lastResult,
    constraint: getZodConstraint(profileSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { name: profile.name, email: profile.email, image: profile.image ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });
  const previewImage =
    /^https?:\/\/\S+$/.test(preview.image) || preview.image.startsWith("/") ? preview.image : null;
  // An uploaded picture becomes the avatar URL (a path on this site), shown at once.
  const avatarUpload = useImageUpload({
    category: "general",
    maxUploadBytes,
    onUploaded: (image) => setPreview((p) => ({ ...p, image: image.previewUrl })),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Profile</CardTitle>
        <CardDescription>Changes show in the admin panel as soon as you save them.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="grid gap-5">
          <input type="hidden" name="intent" value="update-profile" />
          <div className="flex items-center gap-4">
            <Avatar
              key={previewImage ?? ""}
              name={preview.name}
              src={previewImage}
              className="size-20 [&_span]:text-2xl"
            />
            <div className="grid gap-1">
              <p className="font-semibold">{preview.name || "Your name"}</p>
              <p className="text-sm text-muted-foreground">Without a picture, your initials are shown.</p>
            </div>
          </div>
          <Field
            label="Avatar URL"
            id={fields.image.id}
            errorId={fields.image.errorId}
            error={
              avatarUpload.state.status === "refused" ? [avatarUpload.state.message] : fields.image.errors
            }
            description="A link to a square picture starting with https://, or upload one."
          >
            {(control) => (
              <div className="flex flex-wrap gap-2" {...avatarUpload.dropzone.getRootProps()}>
                <input {...avatarUpload.dropzone.getInputProps({ "aria-label": AVATAR_FILE_LABEL })} />
                <Input
                  {...control}
                  type="url"
                  name={fields.image.name}
                  value={preview.image}
                  placeholder="https://example.org/photo.jpg"
                  className="min-w-0 flex-1"
                  onChange={(event) => setPreview((p) => ({ ...p, image: event.target.value.trim() }))}
                />
                <Button
                  type="button"
                  variant="outline"
                  onClick={avatarUpload.dropzone.open}
                  disabled={avatarUpload.uploading}
                  aria-busy={avatarUpload.uploading || undefined}
                >
                  <UploadIcon aria-hidden="true" />
                  {avatarUpload.uploading ? UPLOADING_LABEL : UPLOAD_AVATAR_LABEL}
                </Button>
                <ChooseFromLibraryButton
                  size="default"
                  category="general"
                  disabled={avatarUpload.uploading}
                  onChoose={(image) => setPreview((p) => ({ ...p, image: image.previewUrl }))}
                />
              </div>
            )}
          </Field>
          <Field
            label="Full Name"
            id={fields.name.id}
            errorId={fields.name.errorId}
            error={fields.name.errors}
            required
          >
            <Input
              name={fields.name.name}
              defaultValue={fields.name.initialValue}
              autoComplete="name"
              onChange={(event) => setPreview((p) => ({ ...p, name: event.target.value }))}
            />
          </Field>
          <Field
            label="Email"
            id={fields.email.id}
            errorId={fields.email.errorId}
            error={fields.email.errors}
            required
          >
            <Input
              type="email"
              name={fields.email.name}
              defaultValue={fields.email.initialValue}
              autoComplete="email"
            />
          </Field>
          <div className="grid gap-1.5">
            <p className="text-sm font-semibold">Role</p>
            <div className="flex items-center gap-3">
              <RoleBadge role={profile.role} />
              {profile.username ? (
                <span className="text-sm text-muted-foreground">Username: {profile.username}</span>
              ) : null}
            </div>
            <p className="text-sm text-muted-foreground">{ROLE_NOTE}</p>
          </div>
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? "Saving…" : "Update Profile"}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

function PasswordForm({
  rule,
  lastResult,
}: {
  rule: { minLength: number; username: string | null };
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "change-password";
  const schema = passwordChangeSchema(rule);
  const [form, fields] = useForm({
    id: "change-password",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
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
        <Form method="post" {...getFormProps(form)} className="grid gap-5">
          <input type="hidden" name="intent" value="change-password" />
          {/* Lets password managers tie the new password to the right account. */}
          <input
            type="text"
            name="username"
            value={rule.username ?? ""}
            autoComplete="username"
            readOnly
            hidden
          />
          <Field
            label="Current password"
            id={fields.currentPassword.id}
            errorId={fields.currentPassword.errorId}
            error={fields.currentPassword.errors}
            required
          >
            <Input type="password" name={fields.currentPassword.name} autoComplete="current-password" />
          </Field>
          <Field
            label="New password"
            id={fields.newPassword.id}
            errorId={fields.newPassword.errorId}
            error={fields.newPassword.errors}
            required
          >
            <Input type="password" name={fields.newPassword.name} autoComplete="new-password" />
          </Field>
          <Field
            label="Confirm new password"
            id={fields.confirmPassword.id}
            errorId={fields.confirmPassword.errorId}
            error={fields.confirmPassword.errors}
            required
          >
            <Input type="password" name={fields.confirmPassword.name} autoComplete="new-password" />
          </Field>
          {form.errors?.length ? (
            <p id={form.errorId} role="alert" className="text-sm font-medium text-destructive">
              {form.errors.join(" ")}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? "Changing…" : "Change password"}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
