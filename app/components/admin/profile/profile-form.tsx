// Profile's first card: the picture, name and email the admin panel shows, and the role (read only).
import { useState } from "react";
import { PageForm, type PageFormReply, usePageForm } from "~/components/admin/form/page-form";
import { SubmitButton } from "~/components/admin/form/submit-button";
import { TextField } from "~/components/admin/form/text-fields";
import { RoleBadge } from "~/components/admin/role-badge";
import { Avatar } from "~/components/ui/avatar";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { ROLE_NOTE } from "~/copy/admin-pages";
import { profileSchema } from "~/lib/schemas/profile";
import { AvatarUrlField } from "./avatar-url-field";

/** The signed-in person as the profile page shows them. */
export type ProfileView = {
  name: string;
  email: string;
  image: string | null | undefined;
  role: string;
  username: string | null | undefined;
};

/** A picture the browser may show: a web address or a path on this site. */
function shownPicture(url: string) {
  return /^https?:\/\/\S+$/.test(url) || url.startsWith("/") ? url : null;
}

export function ProfileForm({
  profile,
  reply,
  maxUploadBytes,
}: {
  profile: ProfileView;
  reply: PageFormReply | undefined;
  maxUploadBytes: number;
}) {
  const state = usePageForm({
    id: "profile",
    intent: "update-profile",
    schema: profileSchema,
    reply,
    defaultValue: { name: profile.name, email: profile.email, image: profile.image ?? "" },
  });
  const { fields, busy } = state;
  const [preview, setPreview] = useState({ name: profile.name, image: profile.image ?? "" });
  const previewImage = shownPicture(preview.image);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Profile</CardTitle>
        <CardDescription>Changes show in the admin panel as soon as you save them.</CardDescription>
      </CardHeader>
      <CardContent>
        <PageForm state={state}>
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
          <AvatarUrlField
            meta={fields.image}
            value={preview.image}
            onChange={(image) => setPreview((p) => ({ ...p, image }))}
            maxUploadBytes={maxUploadBytes}
          />
          <TextField
            meta={fields.name}
            label="Full Name"
            required
            autoComplete="name"
            onChange={(event) => setPreview((p) => ({ ...p, name: event.target.value }))}
          />
          <TextField meta={fields.email} label="Email" required type="email" autoComplete="email" />
          <RoleNote role={profile.role} username={profile.username} />
          <div>
            <SubmitButton busy={busy} label="Update Profile" busyLabel="Saving…" />
          </div>
        </PageForm>
      </CardContent>
    </Card>
  );
}

function RoleNote({ role, username }: Pick<ProfileView, "role" | "username">) {
  return (
    <div className="grid gap-1.5">
      <p className="text-sm font-semibold">Role</p>
      <div className="flex items-center gap-3">
        <RoleBadge role={role} />
        {username ? <span className="text-sm text-muted-foreground">Username: {username}</span> : null}
      </div>
      <p className="text-sm text-muted-foreground">{ROLE_NOTE}</p>
    </div>
  );
}
