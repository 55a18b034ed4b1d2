// The staff sign-in page (spec §2 Admin login, §5, §8). The arithmetic question is made on the
// server and checked there from a signed token; a wrong answer never reaches the sign-in call.
// The sign-out form of the admin shell posts here too (intent=sign-out).

import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeftIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Link, type ShouldRevalidateFunctionArgs, useNavigate, useNavigation } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { AdminLoadingScreen } from "~/components/admin/guard-states";
import { RecoveryView } from "~/components/admin/login/recovery-view";
import { SignInForm } from "~/components/admin/login/sign-in-form";
import { adminHeaders, adminMeta } from "~/components/admin/page-header";
import { LogoMark } from "~/components/site/logo-mark";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  accountLockedOut,
  BACK_TO_WEBSITE,
  browserLockedOut,
  CHALLENGE_EXPIRED,
  INVALID_CREDENTIALS,
  LOGIN_NARROW_SCREEN_QUERY,
  LOGIN_SUBTITLE,
  LOGIN_TITLE,
  SIGN_IN_FAILED_TITLE,
  SIGN_OUT_FAILED,
  SIGNED_IN,
  SIGNED_OUT,
  tooManyAttempts,
  UNEXPECTED_ERROR,
  VERIFICATION_FAILED,
} from "~/copy/admin-login";
import { SCHOOL_GROUP_NAME } from "~/copy/brand";
import { STAFF_ROLES } from "~/copy/roles";
import { loginSchema, SIGN_OUT_INTENT, safeAdminRedirect } from "~/lib/schemas/login";
import { readForm } from "~/server/http/forms.server";
import type { ParsedForm } from "~/server/http/intents.server";
import { redirect } from "~/server/http/redirect.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { log } from "~/server/log.server";
import { siteSettings } from "~/server/settings/settings.server";
import { getSessionUser } from "~/server/staff/auth.server";
import { type SignInLimit, signInStaff, signOutStaff } from "~/server/staff/sign-in.server";
import { checkChallenge, createChallenge } from "~/server/staff/sign-in-question.server";
import type { ActionToast } from "~/views/action-toast";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => adminMeta(LOGIN_TITLE);
export const headers: Route.HeadersFunction = () => adminHeaders();

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (user) throw redirect((STAFF_ROLES as readonly string[]).includes(user.role) ? "/admin" : "/");
  const url = new URL(request.url);
  const [challenge, office] = await Promise.all([
    createChallenge(),
    siteSettings().then(
      (settings) => ({ phone: settings.officePhone, email: settings.officeEmail }),
      (error: unknown) => {
        log("error", "sign-in page could not read the office contacts", { error });
        return { phone: "", email: "" };
      },
    ),
  ]);
  return data(
    {
      challenge,
      redirectTo: safeAdminRedirect(url.searchParams.get("redirectTo"), ""),
      office,
    },
    { headers: adminHeaders() },
  );
}

/** Every post gets a fresh question, whatever the answer's status code. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? true : defaultShouldRevalidate;
}

type LoginActionData = { result: SubmissionResult<string[]>; toast?: ActionToast };

/** What the person typed comes back with the reply, but never the password or the spent question. */
const HIDDEN_FIELDS = ["password", "answer", "challenge"];

function cookiesOf(source: Headers) {
  const headers = new Headers();
  for (const cookie of source.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

type LoginSubmission = ParsedForm<typeof loginSchema>;

/** A refused sign-in: the reason above the form (and in a toast), the typed name kept. */
function refused(
  submission: LoginSubmission,
  status: number,
  { formError, toast }: { formError?: string; toast: ActionToast },
  headers?: HeadersInit,
) {
  const result = submission.reply({
    formErrors: formError ? [formError] : undefined,
    hideFields: HIDDEN_FIELDS,
  });
  return data<LoginActionData>({ result, toast }, { status, headers });
}

async function signOut(request: Request) {
  const result = await signOutStaff(request);
  if (!result.ok) return redirectWithToast("/admin", { type: "error", title: SIGN_OUT_FAILED });
  return redirectWithToast(
    "/admin/login",
    { type: "success", title: SIGNED_OUT },
    { headers: cookiesOf(result.headers) },
  );
}

/** What the refused person can do depends on which limit refused them. */
const RATE_LIMITED: Record<SignInLimit, (retryAfterSeconds: number) => string> = {
  address: tooManyAttempts,
  account: accountLockedOut,
  browser: browserLockedOut,
};

async function signIn(request: Request, form: FormData) {
  const submission = parseWithZod(form, { schema: loginSchema });
  if (submission.status !== "success") {
    return data<LoginActionData>(
      { result: submission.reply({ hideFields: HIDDEN_FIELDS }) },
      { status: 400 },
    );
  }
  const input = submission.value;
  const question = await checkChallenge(input.challenge, input.answer);
  if (question === "expired") {
    return refused(submission, 400, {
      formError: CHALLENGE_EXPIRED.description,
      toast: { type: "error", ...CHALLENGE_EXPIRED },
    });
  }
  if (question === "failed")
    return refused(submission, 400, { toast: { type: "error", ...VERIFICATION_FAILED } });

  const result = await signInStaff(request, input);
  if (result.ok) {
    const staff = (STAFF_ROLES as readonly string[]).includes(result.role);
    const target = staff ? safeAdminRedirect(input.redirectTo) : "/";
    return redirectWithToast(
      target,
      { type: "success", title: SIGNED_IN },
      { headers: cookiesOf(result.headers) },
    );
  }
  const [status, message] =
    result.reason === "rate-limited"
      ? [429, RATE_LIMITED[result.limit](result.retryAfterSeconds)]
      : result.reason === "invalid"
        ? [401, INVALID_CREDENTIALS]
        : [500, UNEXPECTED_ERROR];
  const retryAfter =
    result.reason === "rate-limited" ? { "Retry-After": String(result.retryAfterSeconds) } : undefined;
  return refused(
    submission,
    status,
    { formError: message, toast: { type: "error", title: SIGN_IN_FAILED_TITLE, description: message } },
    retryAfter,
  );
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  return form.get("intent") === SIGN_OUT_INTENT ? signOut(request) : signIn(request, form);
}

/** The portal is for desktop computers: phones and small tablets go to the public site. */
function useNarrowScreenRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const query = window.matchMedia(LOGIN_NARROW_SCREEN_QUERY);
    const check = () => {
      if (query.matches) void navigate("/", { replace: true });
    };
    check();
    query.addEventListener("change", check);
    return () => query.removeEventListener("change", check);
  }, [navigate]);
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const [view, setView] = useState<"sign-in" | "recovery">("sign-in");
  const navigation = useNavigation();
  useNarrowScreenRedirect();
  useActionToast(actionData);
  const target = navigation.location?.pathname ?? "";
  const enteringPanel =
    navigation.state === "loading" &&
    (target === "/admin" || target.startsWith("/admin/")) &&
    target !== "/admin/login";

  return (
    <main
      id="main-content"
      className="flex min-h-dvh items-center justify-center bg-linear-to-b from-primary-soft/60 to-background px-6 py-12"
    >
      {enteringPanel ? <AdminLoadingScreen /> : null}
      <div className="grid w-full max-w-md gap-6">
        <div className="flex flex-col items-center gap-3 text-center">
          <LogoMark className="size-14" />
          <div>
            <p className="font-heading text-lg font-bold">{SCHOOL_GROUP_NAME}</p>
            <p className="text-sm text-muted-foreground">{LOGIN_SUBTITLE}</p>
          </div>
        </div>
        <Card className="gap-6 p-6 sm:p-8">
          {view === "sign-in" ? (
            <SignInForm
              challenge={loaderData.challenge}
              redirectTo={loaderData.redirectTo}
              reply={actionData}
              onForgot={() => setView("recovery")}
            />
          ) : (
            <RecoveryView office={loaderData.office} onBack={() => setView("sign-in")} />
          )}
        </Card>
        <Link to="/" className={buttonVariants({ variant: "ghost", className: "justify-self-center" })}>
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          {BACK_TO_WEBSITE}
        </Link>
      </div>
    </main>
  );
}
