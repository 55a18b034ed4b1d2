// Better Auth on the application's own Kysely connection: username or email plus password,
// sessions in the database, httpOnly cookies, telemetry and sign-up off. It is used as a library
// only: no route hands requests to its HTTP endpoints (app/routes/api/not-found.ts), so signing in
// always goes through the sign-in page's question and limits (login.server.ts).
import { betterAuth } from "better-auth";
import { username } from "better-auth/plugins";
import { data } from "react-router";
import { BACK_TO_DASHBOARD, BACK_TO_WEBSITE, FORBIDDEN_HEADING, forbiddenMessage } from "~/copy/forbidden";
import { STAFF_ROLES } from "~/copy/roles";
import { createWordCookie, readWordCookie } from "~/lib/cookies";
import { config } from "../config.server";
import { db, engine } from "../db/db.server";
import type { Role } from "../db/schema";
import { rethrowDatabaseUnavailable } from "../db/unavailable.server";
import { bool } from "../db/values.server";
import { redirect } from "../http/redirect.server";

export const SESSION_DAYS_WHEN_REMEMBERED = 30;

import { CLIENT_IP_HEADER } from "../rate-limit.server";

const DAY_SECONDS = 24 * 60 * 60;

function createAuth() {
  const settings = config();
  return betterAuth({
    appName: "School Group Website",
    baseURL: settings.publicUrl,
    basePath: "/api/auth",
    secret: settings.authSecret,
    database: { db: db(), type: engine(), transaction: true },
    telemetry: { enabled: false },
    trustedOrigins: [settings.publicUrl],
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 10,
      maxPasswordLength: 128,
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "editor", input: false },
        disabled: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_DAYS_WHEN_REMEMBERED * DAY_SECONDS,
      updateAge: DAY_SECONDS,
    },
    advanced: {
      useSecureCookies: settings.publicUrl.startsWith("https://"),
      // Set by the HTTP layer from the socket (or the trusted proxy); never taken from the client.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
    },
    databaseHooks: {
      session: {
        create: {
          // A disabled account cannot start a session, whatever its password.
          before: async (session) => {
            const user = await db()
              .selectFrom("user")
              .select("disabled")
              .where("id", "=", session.userId)
              .executeTakeFirst();
            if (!user || bool(user.disabled)) return false;
            return { data: session };
          },
        },
      },
    },
    plugins: [username({ minUsernameLength: 3, maxUsernameLength: 30 })],
  });
}

type Auth = ReturnType<typeof createAuth>;
let instance: Auth | undefined;

/** The Better Auth instance, created on first use once the database is open. */
export function auth(): Auth {
  instance ??= createAuth();
  return instance;
}

/** Forgets the instance (tests that reopen the database). */
export function resetAuth() {
  instance = undefined;
}

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  username: string | null;
  image: string | null;
  role: Role;
};

const ROLES: readonly Role[] = ["admin", "editor", "viewer"];

/** The signed-in, enabled user of this request, or null. */
/**
 * Better Auth's session cookie, under the name it has on http and the one it has on https
 * (`__Secure-`). Better Auth writes and checks it; these definitions only tell whether a request
 * carries one at all.
 */
const SESSION_COOKIES = ["better-auth.session_token", "__Secure-better-auth.session_token"].map((name) =>
  createWordCookie(name, { path: "/", sameSite: "lax", httpOnly: true }),
);

/** True when the Cookie header carries a session cookie, valid or not. */
export async function carriesSessionCookie(cookieHeader: string | null): Promise<boolean> {
  for (const cookie of SESSION_COOKIES)
    if ((await readWordCookie(cookie, cookieHeader)) !== null) return true;
  return false;
}

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const session = await auth().api.getSession({ headers: request.headers });
  if (!session) return null;
  const user = session.user as typeof session.user & {
    role?: string;
    disabled?: boolean | number;
    username?: string | null;
  };
  if (bool(user.disabled ?? false)) return null;
  const role = ROLES.includes(user.role as Role) ? (user.role as Role) : "viewer";
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    username: user.username ?? null,
    image: user.image ?? null,
    role,
  };
}

/**
 * Anyone signed in; otherwise off to the sign-in page, coming back here afterwards. An unreachable
 * database is the 503 the admin's error boundary explains, in actions and data requests too.
 */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request).catch(rethrowDatabaseUnavailable);
  if (user) return user;
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  throw redirect(`/admin/login?redirectTo=${encodeURIComponent(back)}`);
}

/**
 * A signed-in user with one of the roles. Others get 403: a page (GET) says so inside the admin,
 * names the roles that may use it and leads back (issue 26: the spec's silent redirect to the
 * public site left an editor guessing); actions and other methods answer a bare 403.
 */
export async function requireRole(request: Request, roles: readonly Role[]): Promise<SessionUser> {
  const user = await requireUser(request);
  if (roles.includes(user.role)) return user;
  if (request.method === "GET" || request.method === "HEAD") {
    const staff = (STAFF_ROLES as readonly Role[]).includes(user.role);
    throw data(
      {
        heading: FORBIDDEN_HEADING,
        message: forbiddenMessage(roles),
        back: staff ? BACK_TO_DASHBOARD : BACK_TO_WEBSITE,
      },
      { status: 403 },
    );
  }
  throw new Response("You do not have permission to do this.", { status: 403 });
}

/** Admins and editors: everyone who may enter the admin panel. */
export function requireStaff(request: Request) {
  return requireRole(request, STAFF_ROLES);
}

export function requireAdmin(request: Request) {
  return requireRole(request, ["admin"]);
}
