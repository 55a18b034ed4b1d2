import { Loader2Icon, UserXIcon } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import {
  LOADING_ADMIN_PANEL,
  PROFILE_NOT_FOUND,
  PROFILE_NOT_FOUND_DETAIL,
  RETURN_TO_LOGIN,
} from "~/copy/admin-navigation";
import { SIGN_OUT_INTENT } from "~/lib/sign-in-intents";

/** A spinner over the whole window while the admin panel's data loads (spec: access guard). */
export function AdminLoadingScreen() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex animate-fade-in flex-col items-center justify-center gap-4 bg-background/85 backdrop-blur-sm"
    >
      <Loader2Icon
        aria-hidden="true"
        className="size-9 animate-spin text-primary motion-reduce:animate-none"
      />
      <p className="text-lg font-semibold">{LOADING_ADMIN_PANEL}</p>
    </div>
  );
}

/**
 * A signed-in account without a usable profile (no name and no email on record). Return to Login
 * signs out first, since the sign-in page sends a signed-in staff member straight back here.
 */
export function ProfileNotFound() {
  return (
    <main
      id="main-content"
      className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-background px-6 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-pill bg-destructive-soft text-destructive-soft-foreground">
        <UserXIcon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="font-heading text-h2 font-bold">{PROFILE_NOT_FOUND}</h1>
      <p className="max-w-md text-muted-foreground">{PROFILE_NOT_FOUND_DETAIL}</p>
      <Form method="post" action="/admin/login">
        <input type="hidden" name="intent" value={SIGN_OUT_INTENT} />
        <Button type="submit">{RETURN_TO_LOGIN}</Button>
      </Form>
    </main>
  );
}
