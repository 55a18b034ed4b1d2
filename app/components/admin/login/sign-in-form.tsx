// The sign-in form (spec §2 Admin login): username or email, password, the arithmetic question
// made on the server, and 'Remember me'. A refusal's reason shows above the form.
import { AlertTriangleIcon, LockKeyholeIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { FormMessage } from "~/components/admin/form/dialog-form";
import { PageForm, type PageFormReply, usePageForm } from "~/components/admin/form/page-form";
import { PasswordField } from "~/components/admin/form/password-field";
import { SubmitButton } from "~/components/admin/form/submit-button";
import { TextField } from "~/components/admin/form/text-fields";
import { buttonVariants } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Label } from "~/components/ui/label";
import {
  challengeLabel,
  FORGOT_LINK,
  HIDE_PASSWORD,
  LIVE_DATA_WARNING,
  LIVE_DATA_WARNING_TITLE,
  LOGIN_LABEL,
  LOGIN_TITLE,
  PASSWORD_LABEL,
  REMEMBER_ME_HINT,
  REMEMBER_ME_LABEL,
  SHOW_PASSWORD,
  SIGN_IN_LABEL,
  SIGNING_IN_LABEL,
} from "~/copy/admin-login";
import { LOGIN_INTENT, loginSchema } from "~/lib/schemas/login";

/** The question the server made, and its signed token. */
export type SignInChallenge = { token: string; a: number; b: number };

export function SignInForm({
  challenge,
  redirectTo,
  reply,
  onForgot,
}: {
  challenge: SignInChallenge;
  /** Where to go once signed in ("" for the dashboard). */
  redirectTo: string;
  reply: PageFormReply | undefined;
  onForgot: () => void;
}) {
  const state = usePageForm({
    id: "sign-in",
    intent: LOGIN_INTENT,
    guard: false,
    schema: loginSchema,
    reply,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    // The page shows the toast: this form goes while the recovery steps show, and comes back.
    showToast: false,
  });
  const { form, fields, busy } = state;
  const [answer, setAnswer] = useAnswerTo(challenge.token);
  return (
    <>
      <SignInIntro />
      <FormMessage
        form={form}
        className="rounded-control bg-destructive-soft p-3 text-sm font-medium text-destructive-soft-foreground"
      />
      <PageForm state={state} hidden={{ challenge: challenge.token, redirectTo: redirectTo || undefined }}>
        <TextField
          meta={fields.login}
          label={LOGIN_LABEL}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <PasswordField
          meta={fields.password}
          label={PASSWORD_LABEL}
          required
          autoComplete="current-password"
          reveal={{ show: SHOW_PASSWORD, hide: HIDE_PASSWORD }}
        />
        <TextField
          meta={fields.answer}
          label={challengeLabel(challenge.a, challenge.b)}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          controlClassName="max-w-40"
        />
        <RememberMe />
        <SubmitButton
          busy={busy}
          label={SIGN_IN_LABEL}
          busyLabel={SIGNING_IN_LABEL}
          spinner
          size="lg"
          disabled={answer.trim() === ""}
        />
      </PageForm>
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

/** The answer typed, emptied for each new question (one after every attempt). */
function useAnswerTo(token: string) {
  const [answer, setAnswer] = useState("");
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the token changes
  useEffect(() => setAnswer(""), [token]);
  return [answer, setAnswer] as const;
}

/** The heading, and the warning that this panel changes the live website. */
function SignInIntro() {
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
    </>
  );
}

/** 'Remember me', its hint beside the box under its label. */
function RememberMe() {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={`${id}-remember`}
        name="rememberMe"
        className="mt-0.5"
        aria-describedby={`${id}-remember-hint`}
      />
      <div className="grid gap-0.5">
        <Label htmlFor={`${id}-remember`} className="cursor-pointer">
          {REMEMBER_ME_LABEL}
        </Label>
        <p id={`${id}-remember-hint`} className="text-sm text-muted-foreground">
          {REMEMBER_ME_HINT}
        </p>
      </div>
    </div>
  );
}
