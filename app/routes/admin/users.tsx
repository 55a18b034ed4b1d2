import { data } from "react-router";
import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import { UserFilters } from "~/components/admin/user-filters";
import { AddUserDialog, UsersTable } from "~/components/admin/users-table";
import { Card } from "~/components/ui/card";
import {
  NO_USERS,
  ROLE_UPDATE_FAILED,
  ROLE_UPDATED,
  USER_SEARCH_MAX,
  USERS_LOAD_FAILED,
  USERS_READ_ONLY_NOTE,
  USERS_TITLE,
} from "~/copy/admin-pages";
import { ADMIN_PAGE_SIZE_MAX } from "~/copy/limits";
import { isRole, ROLE_LABELS, type Role } from "~/copy/roles";
import { adminDate } from "~/lib/admin-format";
import {
  addUserSchema,
  changeRoleSchema,
  type UserIntent,
  type UsersActionData,
  userActionSchema,
} from "~/lib/schemas/users";
import { dispatchIntent, failureToasts, type IntentContext, invalidForm } from "~/server/http/intents.server";
import { type ListAddress, loadListPage } from "~/server/http/list-page.server";
import { requireAdmin, requireStaff, type SessionUser } from "~/server/staff/auth.server";
import {
  addStaffUser,
  resetStaffPassword,
  setStaffUserDisabled,
} from "~/server/staff/user-management.server";
import { listUsers, type StaffUser, setUserRole } from "~/server/staff/users.server";
import type { Route } from "./+types/users";

/** No page: every user fits on one (ADMIN_PAGE_SIZE_MAX). */
type UsersQuery = { q?: string; role?: Role; page?: undefined };

/** Every user on one page; the address may narrow it by words and by role. */
const USERS_ADDRESS: ListAddress<UsersQuery> = {
  parse: (params) => {
    const q = params.get("q")?.trim().slice(0, USER_SEARCH_MAX);
    const role = params.get("role") ?? "";
    return { ...(q ? { q } : {}), ...(isRole(role) ? { role } : {}) };
  },
};

/** The users matching the query: the words in the name, username or email, and the role. */
function matchingUsers(users: StaffUser[], query: UsersQuery): StaffUser[] {
  const words = query.q?.toLocaleLowerCase();
  return users.filter(
    (user) =>
      (!query.role || user.role === query.role) &&
      (!words ||
        [user.name, user.username ?? "", user.email].some((field) =>
          field.toLocaleLowerCase().includes(words),
        )),
  );
}

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaff(request);
  const { query, page, loadFailed } = await loadListPage(request, USERS_ADDRESS, {
    load: () => listUsers({ limit: ADMIN_PAGE_SIZE_MAX }),
    empty: { items: [] as StaffUser[], total: 0 },
    where: "users",
  });
  const { items, total } = page;
  const users = matchingUsers(items, query);
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

type Context = IntentContext<SessionUser>;

async function changeRole({ parse, actor }: Context) {
  const submission = parse(changeRoleSchema);
  if (submission.status !== "success") return refusedForm("change-role", submission);
  const user = await setUserRole(submission.value.userId, submission.value.role, actor);
  return data<UsersActionData>({
    intent: "change-role",
    toast: {
      type: "success",
      title: ROLE_UPDATED,
      description: `${user.name} is now ${ROLE_LABELS[user.role]}.`,
    },
  });
}

async function addUser({ parse, actor }: Context) {
  const submission = parse(addUserSchema);
  if (submission.status !== "success") return invalidForm("add-user", submission);
  const { user, temporaryPassword } = await addStaffUser(submission.value, actor);
  return data<UsersActionData>({
    intent: "add-user",
    result: submission.reply({ resetForm: true }),
    issued: {
      name: user.name,
      username: user.username ?? submission.value.username,
      password: temporaryPassword,
    },
    toast: { type: "success", title: "User added", description: `${user.name} can now sign in.` },
  });
}

async function resetPassword({ parse, actor }: Context) {
  const submission = parse(userActionSchema);
  if (submission.status !== "success") return refusedForm("reset-password", submission);
  const { user, temporaryPassword } = await resetStaffPassword(submission.value.userId, actor);
  return data<UsersActionData>({
    intent: "reset-password",
    issued: { name: user.name, username: user.username ?? "", password: temporaryPassword },
    toast: {
      type: "success",
      title: "Password reset",
      description: `${user.name} has been signed out everywhere.`,
    },
  });
}

function setDisabled(disabled: boolean) {
  const intent = disabled ? "disable" : "enable";
  return async ({ parse, actor }: Context) => {
    const submission = parse(userActionSchema);
    if (submission.status !== "success") return refusedForm(intent, submission);
    const user = await setStaffUserDisabled(submission.value.userId, disabled, actor);
    return data<UsersActionData>({
      intent,
      toast: user.disabled
        ? { type: "success", title: "User disabled", description: `${user.name} can no longer sign in.` }
        : { type: "success", title: "User enabled", description: `${user.name} can sign in again.` },
    });
  };
}

/** A row's own controls have no field to show a message next to: the failure is a toast. */
function refusedForm(intent: UserIntent, submission: Parameters<typeof invalidForm>[1]) {
  return invalidForm(intent, submission, { type: "error", title: FAILURE_TITLES[intent] });
}

/** Every change on this page is for admins only, checked here whatever the page showed. */
export async function action({ request }: Route.ActionArgs) {
  return dispatchIntent(
    request,
    requireAdmin(request),
    {
      "change-role": changeRole,
      "add-user": addUser,
      "reset-password": resetPassword,
      disable: setDisabled(true),
      enable: setDisabled(false),
    },
    { failureToast: failureToasts({ title: FAILURE_TITLES }), where: "users" },
  );
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
      <UserFilters />
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
