// /events/<slug>/cancel (and /ta/…): a parent cancels with the reference code and the mobile number
// (issue 29); the reference comes filled in from the confirmation page's link (?reference=). The
// freed seats go at once to the first families on the waiting list. A plain HTML form: no script
// needed. Posts are counted per address like the registration form's; private: never kept.
import { CircleCheckIcon } from "lucide-react";
import { data } from "react-router";
import { useTranslations } from "use-intl";
import { TextInput } from "~/components/site/enquiry/form-field";
import { RegistrationPageHeader } from "~/components/site/events/registration-event";
import { FormMessage, PlainField, ProblemSummary } from "~/components/site/events/registration-form-parts";
import { buttonVariants } from "~/components/ui/button";
import { eventPath } from "~/copy/events-page";
import { MAIN_CONTENT_ID } from "~/copy/navigation";
import { useLocalePath } from "~/i18n/intl";
import { requestLocale, translatorFor } from "~/i18n/server";
import { REGISTRATION_PHONE_MAX } from "~/lib/schemas/registration";
import { matchedLocale, pageTitle } from "~/lib/seo";
import { PREVIEW_PAGE_HEADERS } from "~/server/content/preview.server";
import { readForm } from "~/server/http/forms.server";
import { log } from "~/server/log.server";
import {
  cancelByParent,
  eventTakingRegistrations,
  registrationEventView,
} from "~/server/registrations/public-pages.server";
import type { CancelPageState } from "~/views/registrations";
import type { Route } from "./+types/event-cancel";

/** Private, and the reference in the address stays on this site. */
const CANCEL_PAGE_HEADERS = { ...PREVIEW_PAGE_HEADERS, "Referrer-Policy": "same-origin" } as const;

async function cancellingEvent(request: Request, slug: string) {
  const event = await eventTakingRegistrations(slug);
  if (!event) {
    log("warn", "page not found", { path: new URL(request.url).pathname });
    throw data(null, { status: 404, headers: CANCEL_PAGE_HEADERS });
  }
  return event;
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const event = await cancellingEvent(request, params.slug);
  const reference = (new URL(request.url).searchParams.get("reference") ?? "").slice(0, 40);
  const { slug, title } = registrationEventView(event, locale);
  return data({ event: { slug, title }, reference }, { headers: CANCEL_PAGE_HEADERS });
}

export async function action({ params, request }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const event = await cancellingEvent(request, params.slug);
  const answer = await cancelByParent(request, event, await readForm(request), locale);
  const headers: Record<string, string> = { ...CANCEL_PAGE_HEADERS };
  if (answer.retryAfterSeconds) headers["Retry-After"] = String(answer.retryAfterSeconds);
  return data(answer.state, { status: answer.status, headers });
}

export const headers: Route.HeadersFunction = () => CANCEL_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = translatorFor(matchedLocale(matches));
  return [
    {
      title: pageTitle(
        loaderData
          ? t("registration.cancel.title", { event: loaderData.event.title.text })
          : t("registration.cancel.heading"),
      ),
    },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

function CancelForm({ state, reference }: { state: CancelPageState | undefined; reference: string }) {
  const t = useTranslations("registration.cancel");
  const required = useTranslations("registration.form")("required");
  const form = state?.kind === "form" ? state : undefined;
  const errors = form?.fieldErrors ?? {};
  const labels = { reference: t("reference"), phone: t("phone") };
  return (
    <form method="post" className="flex max-w-xl flex-col gap-5" data-testid="cancel-form">
      {form?.message ? <FormMessage message={form.message} /> : null}
      <ProblemSummary problems={errors} labels={labels} />
      <PlainField
        name="reference"
        label={labels.reference}
        error={errors.reference}
        required
        requiredText={required}
      >
        {(control) => (
          <TextInput
            {...control}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            defaultValue={form?.reference ?? reference}
          />
        )}
      </PlainField>
      <PlainField name="phone" label={labels.phone} error={errors.phone} required requiredText={required}>
        {(control) => (
          <TextInput
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            maxLength={REGISTRATION_PHONE_MAX}
            defaultValue={form?.phone}
          />
        )}
      </PlainField>
      <button
        type="submit"
        className={buttonVariants({
          variant: "destructive",
          size: "lg",
          className: "h-auto min-h-12 w-full py-2 text-center whitespace-normal sm:w-auto sm:self-start",
        })}
      >
        {t("submit")}
      </button>
    </form>
  );
}

export default function EventCancelPage({ loaderData, actionData }: Route.ComponentProps) {
  const { event, reference } = loaderData;
  const t = useTranslations("registration.cancel");
  const localePath = useLocalePath();
  const done = actionData?.kind === "cancelled" ? actionData : undefined;
  return (
    <main id={MAIN_CONTENT_ID}>
      <RegistrationPageHeader
        slug={event.slug}
        heading={done ? t("doneHeading") : t("heading")}
        eventTitle={event.title}
        backLabel={t("backToEvent")}
      >
        {done ? null : <p className="max-w-prose text-lead text-muted-foreground">{t("intro")}</p>}
      </RegistrationPageHeader>
      <div className="mx-auto max-w-page px-gutter pb-section">
        {done ? (
          <div
            className="flex max-w-xl flex-col gap-3 rounded-card border-2 border-primary bg-surface p-5 sm:p-6"
            data-testid="cancel-done"
          >
            <p className="flex items-start gap-2 text-lead font-semibold text-foreground">
              <CircleCheckIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
              {t("doneText")}
            </p>
            {done.seatsFreed ? <p className="text-foreground">{t("seatsFreed")}</p> : null}
            <a
              href={localePath(eventPath(event.slug))}
              className={buttonVariants({ variant: "outline", className: "w-fit" })}
            >
              {t("backToEvent")}
            </a>
          </div>
        ) : (
          <CancelForm state={actionData} reference={reference} />
        )}
      </div>
    </main>
  );
}
