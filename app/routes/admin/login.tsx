// The staff sign-in page (spec §2 Admin login, §5, §8). The arithmetic question is made on the
// server and checked there from a signed token; a wrong answer never reaches the sign-in call.
// The sign-out form of the admin shell posts here too (intent=sign-out).

import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import {
  AlertTriangleIcon,
  ArrowLeftIcon,
  ClockIcon,
  EyeIcon,
  EyeOffIcon,
  Loader2Icon,
  LockKeyholeIcon,
  MailIcon,
  PhoneIcon,
} from "lucide-react";
import { useEffect, useId, useState } from "react";
import {
  data,
  Form,
  Link,
  type ShouldRevalidateFunctionArgs,
  useNavigate,
  useNavigation,
} from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { AdminLoadingScreen } from "~/components/admin/guard-states";
import { adminHeaders, adminMeta } from "~/components/admin/page-header";
import { LogoMark } from "~/components/site/logo-mark";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  accountLockedOut,
  BACK_TO_SIGN_IN,
  BACK_TO_WEBSITE,
  browserLockedOut,
  CHALLENGE_EXPIRED,
  challengeLabel,
  FORGOT_LINK,
  HIDE_PASSWORD,
  INVALID_CREDENTIALS,
  LIVE_DATA_WARNING,
  LIVE_DATA_WARNING_TITLE,
  LOGIN_LABEL,
  LOGIN_NARROW_SCREEN_QUERY,
  LOGIN_SUBTITLE,
  LOGIN_TITLE,
  PASSWORD_LABEL,
  RECOVERY_INTRO,
  RECOVERY_OFFICE_HOURS,
  RECOVERY_OFFICE_HOURS_LABEL,
  RECOVERY_PROCESSING,
  RECOVERY_PROCESSING_LABEL,
  RECOVERY_STEPS,
  RECOVERY_TITLE,
  REMEMBER_ME_HINT,
  REMEMBER_ME_LABEL,
  SHOW_PASSWORD,
  SIGN_IN_FAILED_TITLE,
  SIGN_IN_LABEL,
  SIGN_OUT_FAILED,
  SIGNED_IN,
  SIGNED_OUT,
  SIGNING_IN_LABEL,
  tooManyAttempts,
  UNEXPECTED_ERROR,
  VERIFICATION_FAILED,
} from "~/copy/admin-login";
import { SCHOOL_GROUP_NAME } from "~/copy/brand";
import { STAFF_ROLES } from "~/copy/roles";
import { cn } from "~/lib/cn";
import { LOGIN_INTENT, loginSchema, SIGN_OUT_INTENT, safeAdminRedirect } from "~/lib/schemas/login";
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
            <SignInView
              loaderData={loaderData}
              actionData={actionData}
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

function SignInView({
  loaderData,
  actionData,
  onForgot,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  actionData: LoginActionData | undefined;
  onForgot: () => void;
}) {
  const { challenge, redirectTo } = loaderData;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === LOGIN_INTENT;
  const [answer, setAnswer] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const ids = useId();
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult: actionData?.result,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  // A new question (after every attempt) needs a new answer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the token changes
  useEffect(() => setAnswer(""), [challenge.token]);

  return (
    <>
      <div className="grid gap-1.5">
        <h1 className="flex items-center gap-2 font-heading text-h3 font-bold">
          <LockKeyholeIcon aria-hidden="true" className="size-6 text-primary" />
          {LOGIN_TITLE}
        </h1>
      </div>
      <div
        role="note"
        className="flex gap-3 rounded-control border border-warning bg-warning-soft p-3 text-sm text-warning-soft-foreground"
      >
        <AlertTriangleIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          <strong className="font-semibold">{LIVE_DATA_WARNING_TITLE}.</strong> {LIVE_DATA_WARNING}
        </p>
      </div>
      {form.errors?.length ? (
        <p
          role="alert"
          id={form.errorId}
          className="rounded-control bg-destructive-soft p-3 text-sm font-medium text-destructive-soft-foreground"
        >
          {form.errors.join(" ")}
        </p>
      ) : null}
      <Form method="post" className="grid gap-5" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={LOGIN_INTENT} />
        <input type="hidden" name="challenge" value={challenge.token} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <Field
          label={LOGIN_LABEL}
          id={fields.login.id}
          errorId={fields.login.errorId}
          error={fields.login.errors}
          required
        >
          <Input
            name={fields.login.name}
            defaultValue={fields.login.initialValue}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
        </Field>
        <Field
          label={PASSWORD_LABEL}
          id={fields.password.id}
          errorId={fields.password.errorId}
          error={fields.password.errors}
          required
        >
          {(control) => (
            <div className="relative">
              <Input
                {...control}
                name={fields.password.name}
                type={showPassword ? "text" : "password"}
                autoComplete="current-password"
                required
                className="pr-12"
              />
              <button
                type="button"
                onClick={() => setShowPassword((shown) => !shown)}
                aria-pressed={showPassword}
                aria-label={showPassword ? HIDE_PASSWORD : SHOW_PASSWORD}
                className="absolute inset-y-0 right-0 flex w-11 cursor-pointer items-center justify-center rounded-r-control text-muted-foreground hover:text-foreground"
              >
                {showPassword ? (
                  <EyeOffIcon aria-hidden="true" className="size-5" />
                ) : (
                  <EyeIcon aria-hidden="true" className="size-5" />
                )}
              </button>
            </div>
          )}
        </Field>
        <Field
          label={challengeLabel(challenge.a, challenge.b)}
          id={fields.answer.id}
          errorId={fields.answer.errorId}
          error={fields.answer.errors}
          required
        >
          <Input
            name={fields.answer.name}
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={6}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            className="max-w-40"
          />
        </Field>
        <div className="flex items-start gap-3">
          <Checkbox
            id={`${ids}-remember`}
            name="rememberMe"
            className="mt-0.5"
            aria-describedby={`${ids}-remember-hint`}
          />
          <div className="grid gap-0.5">
            <Label htmlFor={`${ids}-remember`} className="cursor-pointer">
              {REMEMBER_ME_LABEL}
            </Label>
            <p id={`${ids}-remember-hint`} className="text-sm text-muted-foreground">
              {REMEMBER_ME_HINT}
            </p>
          </div>
        </div>
        <Button
          type="submit"
          size="lg"
          disabled={submitting || answer.trim() === ""}
          aria-busy={submitting || undefined}
        >
          {submitting ? (
            <>
              <Loader2Icon aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
              {SIGNING_IN_LABEL}
            </>
          ) : (
            SIGN_IN_LABEL
          )}
        </Button>
      </Form>
      <button
        type="button"
        onClick={onForgot}
        className={buttonVariants({ variant: "link", className: "justify-self-center" })}
      >
        {FORGOT_LINK}
      </button>
    </>
  );
}

function RecoveryView({ office, onBack }: { office: { phone: string; email: string }; onBack: () => void }) {
  return (
    <>
      <h1 className="font-heading text-h3 font-bold">{RECOVERY_TITLE}</h1>
      <p className="text-muted-foreground">{RECOVERY_INTRO}</p>
      {office.phone || office.email ? (
        <ul className="grid gap-2 text-sm">
          {office.phone ? (
            <li className="flex items-center gap-2">
              <PhoneIcon aria-hidden="true" className="size-4 text-primary" />
              <a
                href={`tel:${office.phone.replace(/[^\d+]/g, "")}`}
                className="font-semibold underline-offset-4 hover:underline"
              >
                {office.phone}
              </a>
            </li>
          ) : null}
          {office.email ? (
            <li className="flex items-center gap-2">
              <MailIcon aria-hidden="true" className="size-4 text-primary" />
              <a href={`mailto:${office.email}`} className="font-semibold underline-offset-4 hover:underline">
                {office.email}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      <ol className="grid list-decimal gap-2 pl-5 text-sm">
        {RECOVERY_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <dl className={cn("grid gap-3 rounded-control bg-muted p-4 text-sm sm:grid-cols-2")}>
        <div className="grid content-start gap-0.5">
          <dt className="flex items-center gap-1.5 font-semibold">
            <ClockIcon aria-hidden="true" className="size-4 text-primary" />
            {RECOVERY_PROCESSING_LABEL}
          </dt>
          <dd>{RECOVERY_PROCESSING}</dd>
        </div>
        <div className="grid content-start gap-0.5">
          <dt className="flex items-center gap-1.5 font-semibold">
            <ClockIcon aria-hidden="true" className="size-4 text-primary" />
            {RECOVERY_OFFICE_HOURS_LABEL}
          </dt>
          <dd>{RECOVERY_OFFICE_HOURS}</dd>
        </div>
      </dl>
      <Button type="button" variant="outline" onClick={onBack}>
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        {BACK_TO_SIGN_IN}
      </Button>
    </>
  );
}
