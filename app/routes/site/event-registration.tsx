// /events/<slug>/registration/<token> (and /ta/…): one family's registration (issue 29), opened by
// the secret token in its address: registered (or moved up from the waiting list), waiting with its
// place in the queue, or cancelled; the reference code, what was registered, "Add to calendar", the
// school's WhatsApp chat with the registration's text, and the way to cancel. Private: never kept
// by the render cache (app/lib/registration-paths.ts), by a browser or a proxy, never indexed, and
// the address is sent to no other page as a referrer; analytics keep the page without the token.
import {
  BookOpenIcon,
  CalendarPlusIcon,
  CircleCheckIcon,
  ExternalLinkIcon,
  HourglassIcon,
  MessageCircleIcon,
  SchoolIcon,
  SmileIcon,
  TicketIcon,
  UserIcon,
  UsersIcon,
  XCircleIcon,
} from "lucide-react";
import { data } from "react-router";
import { useTranslations } from "use-intl";
import { useEventFacts } from "~/components/site/events/event-facts";
import { RegistrationPageHeader } from "~/components/site/events/registration-event";
import { type Fact, FactList } from "~/components/site/fact-list";
import { Localized } from "~/components/site/localized";
import { buttonVariants } from "~/components/ui/button";
import { eventPath } from "~/copy/events-page";
import { MAIN_CONTENT_ID } from "~/copy/navigation";
import { useLocalePath } from "~/i18n/intl";
import { requestLocale, translatorFor } from "~/i18n/server";
import { matchedLocale, pageTitle } from "~/lib/seo";
import { PREVIEW_PAGE_HEADERS } from "~/server/content/preview.server";
import { log } from "~/server/log.server";
import { confirmationFor } from "~/server/registrations/public-pages.server";
import type { ConfirmationView } from "~/views/registrations";
import type { Route } from "./+types/event-registration";

export async function loader({ params, request }: Route.LoaderArgs) {
  const confirmation = await confirmationFor(params.slug, params.token, requestLocale(request));
  if (!confirmation) {
    // Logged without the token: the address is a key.
    log("warn", "registration not found", { event: params.slug });
    throw data(null, { status: 404, headers: PREVIEW_PAGE_HEADERS });
  }
  return data({ confirmation }, { headers: PREVIEW_PAGE_HEADERS });
}

export const headers: Route.HeadersFunction = () => PREVIEW_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = translatorFor(matchedLocale(matches));
  const title = loaderData
    ? `${t("registration.confirmation.title")}: ${loaderData.confirmation.event.title.text}`
    : t("registration.confirmation.title");
  return [
    { title: pageTitle(title) },
    { name: "robots", content: "noindex, nofollow" },
    // The address is the registration's key: no page it links to learns it.
    { name: "referrer", content: "no-referrer" },
  ];
};

function useHeading(confirmation: ConfirmationView) {
  const t = useTranslations("registration.confirmation");
  switch (confirmation.status) {
    case "registered":
      return { icon: CircleCheckIcon, heading: t("registeredHeading") };
    case "waiting":
      return { icon: HourglassIcon, heading: t("waitingHeading", { place: confirmation.waitingPlace ?? 1 }) };
    case "cancelled":
      return { icon: XCircleIcon, heading: t("cancelledHeading") };
  }
}

function StatusText({ confirmation }: { confirmation: ConfirmationView }) {
  const t = useTranslations("registration.confirmation");
  const texts =
    confirmation.status === "cancelled"
      ? [t("cancelledText")]
      : confirmation.status === "waiting"
        ? [t("waitingText")]
        : confirmation.movedUp
          ? [t("movedUpText"), t("registeredText")]
          : [t("registeredText")];
  return (
    <div
      className="flex max-w-prose flex-col gap-2 text-lead text-foreground"
      data-testid="registration-status"
    >
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

function useRegisteredFacts(confirmation: ConfirmationView): Fact[] {
  const t = useTranslations("registration.confirmation");
  const { event } = confirmation;
  return [
    {
      icon: TicketIcon,
      term: t("event"),
      value: <Localized value={event.title} />,
      testId: "registered-event",
    },
    ...useEventFacts(event),
    { icon: UserIcon, term: t("parent"), value: confirmation.parentName, testId: "registered-parent" },
    { icon: SmileIcon, term: t("child"), value: confirmation.childName, testId: "registered-child" },
    { icon: BookOpenIcon, term: t("childClass"), value: confirmation.childClass, testId: "registered-class" },
    ...(confirmation.schoolName
      ? [{ icon: SchoolIcon, term: t("school"), value: confirmation.schoolName, testId: "registered-school" }]
      : []),
    { icon: UsersIcon, term: t("seats"), value: String(confirmation.seats), testId: "registered-seats" },
  ];
}

const WRAPPING = "h-auto min-h-11 w-full py-2 text-center whitespace-normal";

export default function EventRegistrationPage({ loaderData }: Route.ComponentProps) {
  const { confirmation } = loaderData;
  const t = useTranslations("registration.confirmation");
  const labels = useTranslations("events.labels");
  const localePath = useLocalePath();
  const { icon: Icon, heading } = useHeading(confirmation);
  const facts = useRegisteredFacts(confirmation);
  return (
    <main id={MAIN_CONTENT_ID}>
      <RegistrationPageHeader
        slug={confirmation.event.slug}
        heading={heading}
        eventTitle={confirmation.event.title}
        backLabel={t("eventPage")}
      >
        <StatusText confirmation={confirmation} />
      </RegistrationPageHeader>
      <div className="mx-auto grid max-w-page grid-cols-1 gap-8 px-gutter pb-section lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <div className="flex flex-col gap-6">
          <section
            aria-labelledby="reference-heading"
            className="flex flex-col gap-2 rounded-card border-2 border-primary bg-surface p-5 sm:p-6"
          >
            <h2
              id="reference-heading"
              className="flex items-center gap-2 text-sm font-semibold text-muted-foreground"
            >
              <Icon aria-hidden="true" className="size-5 text-primary" />
              {t("reference")}
            </h2>
            <p
              className="font-mono text-3xl font-bold tracking-widest text-foreground"
              data-testid="registration-reference"
            >
              {confirmation.reference}
            </p>
            <p className="text-sm text-muted-foreground">{t("referenceHint")}</p>
          </section>
          <section aria-labelledby="registered-heading" className="flex flex-col gap-4">
            <h2 id="registered-heading" className="font-heading text-h3 font-bold text-foreground">
              {t("summaryHeading")}
            </h2>
            <FactList facts={facts} className="grid gap-4 sm:grid-cols-2" />
          </section>
        </div>
        <div className="flex flex-col gap-3 self-start rounded-card border border-border bg-surface p-5 shadow-raised sm:p-6">
          {confirmation.calendarHref ? (
            <a
              href={confirmation.calendarHref}
              download
              className={buttonVariants({ size: "lg", className: WRAPPING })}
            >
              <CalendarPlusIcon aria-hidden="true" />
              {labels("addToCalendar")}
            </a>
          ) : null}
          {confirmation.googleHref ? (
            <a
              href={confirmation.googleHref}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: "outline", className: WRAPPING })}
            >
              {labels("googleCalendar")}
              <ExternalLinkIcon aria-hidden="true" />
              <span className="sr-only">{` ${labels("newTab")}`}</span>
            </a>
          ) : null}
          {confirmation.whatsappHref ? (
            <a
              href={confirmation.whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="registration-whatsapp"
              className={buttonVariants({ variant: "secondary", className: WRAPPING })}
            >
              <MessageCircleIcon aria-hidden="true" />
              {t("whatsapp")}
              <span className="sr-only">{` ${labels("newTab")}`}</span>
            </a>
          ) : null}
          {confirmation.cancelHref ? (
            <a
              href={confirmation.cancelHref}
              data-testid="registration-cancel"
              className="inline-flex min-h-11 items-center justify-center text-sm font-semibold text-destructive underline underline-offset-4"
            >
              {t("cancel")}
            </a>
          ) : null}
          {confirmation.status === "cancelled" ? (
            <a
              href={localePath(eventPath(confirmation.event.slug))}
              className={buttonVariants({ variant: "outline", className: WRAPPING })}
            >
              {t("eventPage")}
            </a>
          ) : null}
        </div>
      </div>
    </main>
  );
}
