// The check-in view at the school gate (issue 29): phone first, a big search box, each registered
// family with a large Mark attended button (and its undo), and how many families have arrived.
import { ArrowLeftIcon, SearchIcon } from "lucide-react";
import { Link } from "react-router";
import { FilterForm, FilterInput, NoScriptSubmit } from "~/components/admin/filter-form";
import { AdminPage, adminHeaders, adminMeta } from "~/components/admin/page-header";
import { AttendedButton } from "~/components/admin/registrations/registration-actions";
import { RegistrationsHeader } from "~/components/admin/registrations/registrations-header";
import { Card } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import {
  arrivedLabel,
  BACK_TO_REGISTRATIONS,
  CHECK_IN_SEARCH_LABEL,
  CHECK_IN_SEARCH_PLACEHOLDER,
  CHECK_IN_TITLE,
  COLUMN_LABELS,
  FILTER_LABELS,
  NO_FAMILIES,
  REGISTRATION_SAVE_FAILED,
} from "~/copy/admin-registrations";
import { revalidateAfterEveryPost } from "~/lib/admin-revalidation";
import { dispatchIntent } from "~/server/http/intents.server";
import {
  checkInFamilies,
  eventSummary,
  failureToast,
  registrationIntents,
  registrationsEvent,
  registrationsQuery,
} from "~/server/registrations/admin-page.server";
import { requireStaff } from "~/server/staff/auth.server";
import type { Route } from "./+types/event-check-in";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const event = await registrationsEvent(params.id);
  const { q } = registrationsQuery(new URL(request.url).searchParams);
  const [summary, families] = await Promise.all([eventSummary(event), checkInFamilies(event, q)]);
  return { event: summary, families };
}

/** Only Mark attended and its undo are sent from here; the same handlers as the list. */
export async function action({ request, params }: Route.ActionArgs) {
  const { "set-attended": setAttended } = registrationIntents(params.id);
  return dispatchIntent(
    request,
    requireStaff(request),
    { "set-attended": setAttended },
    { failureToast, faultMessage: REGISTRATION_SAVE_FAILED, where: "check-in" },
  );
}

export const shouldRevalidate = revalidateAfterEveryPost;
export const headers = adminHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `${CHECK_IN_TITLE}: ${loaderData.event.title}` : CHECK_IN_TITLE);

export default function EventCheckIn({ loaderData }: Route.ComponentProps) {
  const { event, families } = loaderData;
  const { attendedFamilies, registeredFamilies } = event.counts;
  return (
    <AdminPage className="gap-6">
      <Link
        to={`/admin/events/${encodeURIComponent(event.id)}/registrations`}
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        {BACK_TO_REGISTRATIONS}
      </Link>
      <RegistrationsHeader event={event} heading={CHECK_IN_TITLE}>
        <p className="text-lg font-semibold" aria-live="polite" data-arrived>
          {arrivedLabel(attendedFamilies, registeredFamilies)}
        </p>
      </RegistrationsHeader>
      <FilterForm label={FILTER_LABELS.form} className="grid gap-2">
        <Label htmlFor="check-in-search" className="text-base">
          {CHECK_IN_SEARCH_LABEL}
        </Label>
        <div className="relative flex gap-2">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <FilterInput
            id="check-in-search"
            name="q"
            type="search"
            placeholder={CHECK_IN_SEARCH_PLACEHOLDER}
            maxLength={100}
            autoComplete="off"
            className="h-14 pl-12 text-lg"
          />
          <NoScriptSubmit label={FILTER_LABELS.apply} variant="default" />
        </div>
      </FilterForm>
      {families.length === 0 ? (
        <Card>
          <p className="p-6 text-center text-muted-foreground">{NO_FAMILIES}</p>
        </Card>
      ) : (
        <ul className="grid gap-3" aria-label={CHECK_IN_TITLE}>
          {families.map((family) => (
            <li
              key={family.id}
              data-check-in={family.id}
              className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="grid min-w-0 gap-0.5">
                <p className="text-lg font-semibold break-words">{family.parentName}</p>
                <p className="text-muted-foreground">
                  {family.childName}, {family.childClass}
                </p>
                <p className="text-sm text-muted-foreground">
                  <span className="font-mono">{family.reference}</span>
                  {" · "}
                  {COLUMN_LABELS.seats}: {family.seats}
                </p>
              </div>
              <AttendedButton row={family} large />
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
