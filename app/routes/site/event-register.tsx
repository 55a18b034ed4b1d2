// /events/<slug>/register (and /ta/…): the registration form of an event that asks for it (issue 29).
// A plain HTML form posted to this address: no script needed, nothing hydrated. Registered or put
// on the waiting list → 303 to the confirmation page; otherwise the form comes back with what was
// typed and the messages, in the page's language. Whatever the event's card said (the render cache
// keeps it up to a minute), the deadline and the seats are checked again here, in the transaction.
import { data } from "react-router";
import { useTranslations } from "use-intl";
import { RegistrationEventPanel, RegistrationPageHeader } from "~/components/site/events/registration-event";
import { RegistrationForm } from "~/components/site/events/registration-form";
import { useClosedReason } from "~/components/site/events/registration-status";
import { MAIN_CONTENT_ID } from "~/copy/navigation";
import { pathInLocale } from "~/i18n/locales";
import { requestLocale, translatorFor } from "~/i18n/server";
import { formatEventDate } from "~/lib/event-time";
import { confirmationPath, registerPath } from "~/lib/registration-paths";
import { matchedLocale, pageTitle, seoMeta } from "~/lib/seo";
import { readForm } from "~/server/http/forms.server";
import { redirect } from "~/server/http/redirect.server";
import { log } from "~/server/log.server";
import {
  eventTakingRegistrations,
  refusalMessage,
  registrationEventView,
  schoolChoices,
} from "~/server/registrations/public-pages.server";
import { recordRegistration } from "~/server/registrations/recording.server";
import type { RegistrationEventView, RegistrationFormState } from "~/views/registrations";
import type { Route } from "./+types/event-register";

/** Answers to a post are one family's: kept by nobody. */
const NOT_KEPT = { "Cache-Control": "no-store" } as const;

async function registeringEvent(request: Request, slug: string) {
  const event = await eventTakingRegistrations(slug);
  if (!event) {
    log("warn", "page not found", { path: new URL(request.url).pathname });
    throw data(null, { status: 404 });
  }
  return event;
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const event = await registeringEvent(request, params.slug);
  return { event: registrationEventView(event, locale), schools: schoolChoices() };
}

export async function action({ params, request }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const event = await registeringEvent(request, params.slug);
  const form = await readForm(request);
  const outcome = await recordRegistration(
    request,
    form,
    { id: event.id, seatsPerRegistration: event.registration.seatsPerRegistration },
    locale,
  );
  const messages = translatorFor(locale);
  const back = (status: number, state: RegistrationFormState, headers: Record<string, string> = {}) =>
    data(state, { status, headers: { ...NOT_KEPT, ...headers } });
  switch (outcome.kind) {
    case "recorded":
      return redirect(
        pathInLocale(confirmationPath(event.slug, outcome.registration.accessToken), locale),
        303,
      );
    case "ignored":
      // A robot filled the hidden field: sent on as if registered, nothing kept.
      return redirect(pathInLocale(registerPath(event.slug), locale), 303);
    case "invalid":
      return back(400, { values: outcome.values, fieldErrors: outcome.fieldErrors });
    case "refused":
      if (outcome.code === "not-found") throw data(null, { status: 404 });
      return back(outcome.code === "seats" ? 400 : 409, {
        values: outcome.values,
        fieldErrors: {},
        message: refusalMessage(outcome.code, event, locale),
      });
    case "too-many":
      return back(
        429,
        { values: outcome.values, fieldErrors: {}, message: messages("registration.outcome.tooMany") },
        { "Retry-After": String(outcome.retryAfterSeconds) },
      );
    case "unavailable":
      return back(
        503,
        { values: outcome.values, fieldErrors: {}, message: messages("registration.outcome.unavailable") },
        { "Retry-After": "30" },
      );
  }
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const locale = matchedLocale(matches);
  const t = translatorFor(locale);
  if (!loaderData)
    return [{ title: pageTitle(locale === "en" ? "Page not found" : t("common.notFound.title")) }];
  const { event } = loaderData;
  const values = { event: event.title.text, date: formatEventDate(event.date, locale) };
  return seoMeta(matches, {
    title: t("registration.form.title", values),
    description: t("registration.form.metaDescription", values),
    path: registerPath(event.slug),
  });
};

/**
 * The seats one family may ask for: the event's maximum, but no more than are left when a family
 * that does not fit would be turned away; with a waiting list, the form says that a larger family
 * joins it.
 */
function seatChoices(event: RegistrationEventView) {
  const { window, seatsPerRegistration } = event;
  const left = window.state === "open" ? window.seatsLeft : null;
  if (left === null || left >= seatsPerRegistration) return { seatsMax: seatsPerRegistration };
  return event.waitingList ? { seatsMax: seatsPerRegistration, seatsLeft: left } : { seatsMax: left };
}

export default function EventRegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { event, schools } = loaderData;
  const t = useTranslations("registration.form");
  const closedReason = useClosedReason();
  const { window } = event;
  const heading =
    window.state === "closed"
      ? t("closedHeading")
      : window.state === "waiting-list"
        ? t("waitingHeading")
        : t("heading");
  return (
    <main id={MAIN_CONTENT_ID}>
      <RegistrationPageHeader
        slug={event.slug}
        heading={heading}
        eventTitle={event.title}
        backLabel={t("backToEvent")}
      >
        {window.state === "closed" ? (
          <p className="max-w-prose text-lead text-foreground" data-testid="registration-closed-reason">
            {actionData?.message ?? closedReason(window.reason, event.deadline)}
          </p>
        ) : (
          <p className="max-w-prose text-lead text-muted-foreground" data-testid="registration-intro">
            {window.state === "waiting-list" ? t("waitingIntro") : t("intro")}
          </p>
        )}
      </RegistrationPageHeader>
      <div className="mx-auto grid max-w-page grid-cols-1 gap-8 px-gutter pb-section lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <div className="lg:col-start-2 lg:row-start-1">
          <RegistrationEventPanel event={event} />
        </div>
        {window.state === "closed" ? null : (
          <section aria-labelledby="registration-form-heading" className="lg:col-start-1 lg:row-start-1">
            <h2
              id="registration-form-heading"
              className="mb-5 font-heading text-h3 font-bold text-foreground"
            >
              {t("formHeading")}
            </h2>
            <RegistrationForm
              state={actionData ?? null}
              schools={schools}
              {...seatChoices(event)}
              waiting={window.state === "waiting-list"}
            />
          </section>
        )}
      </div>
    </main>
  );
}
