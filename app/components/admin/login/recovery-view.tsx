// What to do without a password (spec §2 Admin login, "Forgot password?"): the office's contacts,
// the steps, how long it takes and when the office is open.
import { ArrowLeftIcon, ClockIcon, MailIcon, PhoneIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import {
  BACK_TO_SIGN_IN,
  RECOVERY_INTRO,
  RECOVERY_OFFICE_HOURS,
  RECOVERY_OFFICE_HOURS_LABEL,
  RECOVERY_PROCESSING,
  RECOVERY_PROCESSING_LABEL,
  RECOVERY_STEPS,
  RECOVERY_TITLE,
} from "~/copy/admin-login";
import { cn } from "~/lib/cn";

export function RecoveryView({
  office,
  onBack,
}: {
  office: { phone: string; email: string };
  onBack: () => void;
}) {
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
