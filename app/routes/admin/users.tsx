import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import { AddUserDialog, UsersTable } from "~/components/admin/users-table";
import { Card } from "~/components/ui/card";
import {
  NO_USERS,
  ROLE_UPDATE_FAILED,
  ROLE_UPDATED,
  USERS_LOAD_FAILED,
  USERS_READ_ONLY_NOTE,
  USERS_TITLE,
} from "~/copy/admin-pages";
import { ADMIN_PAGE_SIZE_MAX } from "~/copy/limits";
import { ROLE_LABELS } from "~/copy/roles";
import { adminDate } from "~/lib/admin-format";
import { type UserIntent, type UsersActionData, userFormSchema } from "~/lib/schemas/users";
import { DomainError } from "~/server/domain-error.server";
import { readForm } from "~/server/http/forms.server";
import { log } from "~/server/log.server";
import { requireAdmin, requireStaff } from "~/server/staff/auth.server";
import {
  addStaffUser,
  resetStaffPassword,
  setStaffUserDisabled,
} from "~/server/staff/user-management.server";
import { listUsers, type StaffUser, setUserRole } from "~/server/staff/users.server";
import type { Route } from "./+types/users";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaff(request);
  let users: StaffUser[] = [];
  let total = 0;
  let loadFailed = false;
  try {
    ({ items: users, total } = await listUsers({ limit: ADMIN_PAGE_SIZE_MAX }));
  } catch (error) {
    log("error", "users: list failed", { error });
    loadFailed = true;
  }
  return {
    canManage: viewer.role === "admin",
    currentUserId: viewer.id,
    total,
    loadFailed,
    users: users.map((user) => ({
      id: user.id,
      name: user.name,
      email: user.email,
      username: user.username,
      image: user.image,
      role: user.role,
      disabled: user.disabled,
      joined: adminDate(user.createdAt),
      joinedAt: user.createdAt,
    })),
  };
}

const FAILURE_TITLES: Record<UserIntent, string> = {
  "change-role": ROLE_UPDATE_FAILED,
  "add-user": "Failed to add the user",
  "reset-password": "Failed to reset the password",
  disable: "Failed to disable the user",
  enable: "Failed to enable the user",
};

/** Every change on this page is for admins only, checked here whatever the page showed. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const actor = { id: admin.id, name: admin.name };
  const submission = parseWithZod(await readForm(request), { schema: userFormSchema });
  if (submission.status !== "success") {
    const intent = (submission.payload.intent as UserIntent | undefined) ?? null;
    return data<UsersActionData>(
      {
        intent,
        result: submission.reply(),
        toast:
          intent === "add-user"
            ? undefined
            : { type: "error", title: FAILURE_TITLES[intent ?? "change-role"] },
      },
      { status: 400 },
    );
  }
  const form = submission.value;
  try {
    switch (form.intent) {
      case "change-role": {
        const user = await setUserRole(form.userId, form.role, actor);
        return data<UsersActionData>({
          intent: form.intent,
          toast: {
            type: "success",
            title: ROLE_UPDATED,
            description: `${user.name} is now ${ROLE_LABELS[user.role]}.`,
          },
        });
      }
      case "add-user": {
        const { user, temporaryPassword } = await addStaffUser(form, actor);
        return data<UsersActionData>({
          intent: form.intent,
          result: submission.reply({ resetForm: true }),
          issued: { name: user.name, username: user.username ?? form.username, password: temporaryPassword },
          toast: { type: "success", title: "User added", description: `${user.name} can now sign in.` },
        });
      }
      case "reset-password": {
        const { user, temporaryPassword } = await resetStaffPassword(form.userId, actor);
        return data<UsersActionData>({
          intent: form.intent,
          issued: { name: user.name, username: user.username ?? "", password: temporaryPassword },
          toast: {
            type: "success",
            title: "Password reset",
            description: `${user.name} has been signed out everywhere.`,
          },
        });
      }
      case "disable":
      case "enable": {
        const user = await setStaffUserDisabled(form.userId, form.intent === "disable", actor);
        return data<UsersActionData>({
          intent: form.intent,
          toast: {
            type: "success",
            title: user.disabled ? "User disabled" : "User enabled",
            description: user.disabled
              ? `${user.name} can no longer sign in.`
              : `${user.name} can sign in again.`,
          },
        });
      }
    }
  } catch (error) {
    const refused = error instanceof DomainError;
    if (!refused) log("error", "users: action failed", { intent: form.intent, error });
    const message = refused ? error.message : "Something went wrong. Please try again.";
    return data<UsersActionData>(
      {
        intent: form.intent,
        result: submission.reply({ formErrors: [message] }),
        toast: { type: "error", title: FAILURE_TITLES[form.intent], description: message },
      },
      { status: refused ? 409 : 500 },
    );
  }
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => adminMeta(USERS_TITLE);

export default function Users({ loaderData }: Route.ComponentProps) {
  const { users, total, canManage, currentUserId, loadFailed } = loaderData;
  return (
    <AdminPage>
      <PageHeader
        title={USERS_TITLE}
        description={
          <span data-testid="user-total">
            {total === 1 ? "1 user in total" : `${total.toLocaleString("en-IN")} users in total`}
          </span>
        }
        actions={canManage ? <AddUserDialog /> : null}
      />
      {canManage ? null : (
        <p className="rounded-control border border-border bg-muted px-4 py-3 text-sm">
          {USERS_READ_ONLY_NOTE}
        </p>
      )}
      <Card className="overflow-hidden">
        {loadFailed ? (
          <p role="alert" className="p-6 text-destructive">
            {USERS_LOAD_FAILED}
          </p>
        ) : users.length === 0 ? (
          <p className="p-6 text-muted-foreground">{NO_USERS}</p>
        ) : (
          <UsersTable users={users} canManage={canManage} currentUserId={currentUserId} />
        )}
      </Card>
    </AdminPage>
  );
}
