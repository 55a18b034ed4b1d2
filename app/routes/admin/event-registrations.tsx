// An event's registrations (issue 29): who registered, who waits (numbered), who cancelled and who
// came; a search and a filter in the address; Mark attended, Cancel with a reason, Move up, Add a
// registration taken by phone, and the CSV. Staff who may enter the admin (as the enquiries inbox)
// see it; every change goes through the seats module, which locks the event's seats and audits it.
import { ArrowLeftIcon, DownloadIcon, PlusIcon, ScanLineIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { AdminPage, adminHeaders, adminMeta } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import {
  AddRegistrationDialog,
  CancelRegistrationDialog,
} from "~/components/admin/registrations/registration-dialog-loader";
import { RegistrationFilters } from "~/components/admin/registrations/registration-filters";
import { RegistrationsHeader } from "~/components/admin/registrations/registrations-header";
import { RegistrationsList } from "~/components/admin/registrations/registrations-list";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  ADD_REGISTRATION_LABEL,
  BACK_TO_EVENTS,
  CHECK_IN_LABEL,
  EXPORT_CSV_LABEL,
  NO_MATCHING_REGISTRATIONS,
  NO_REGISTRATIONS,
  REGISTRATION_SAVE_FAILED,
  REGISTRATIONS_LOAD_FAILED,
  REGISTRATIONS_PAGING_LABEL,
  REGISTRATIONS_TITLE,
  registrationsFound,
} from "~/copy/admin-registrations";
import { revalidateAfterEveryPost } from "~/lib/admin-revalidation";
import { dispatchIntent } from "~/server/http/intents.server";
import { type ListAddress, loadListPage } from "~/server/http/list-page.server";
import {
  eventSummary,
  failureToast,
  type RegistrationsQuery,
  registrationIntents,
  registrationsEvent,
  registrationsPage,
  registrationsQuery,
} from "~/server/registrations/admin-page.server";
import { requireStaff } from "~/server/staff/auth.server";
import type { RegistrationRowView } from "~/views/registrations";
import type { Route } from "./+types/event-registrations";

const ADDRESS: ListAddress<RegistrationsQuery> = { parse: registrationsQuery };

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const event = await registrationsEvent(params.id);
  const [summary, list] = await Promise.all([
    eventSummary(event),
    loadListPage(request, ADDRESS, {
      load: (query) => registrationsPage(event, query),
      empty: { rows: [] as RegistrationRowView[], total: 0, pageCount: 1 },
      where: "registrations",
    }),
  ]);
  return { event: summary, query: list.query, ...list.page, loadFailed: list.loadFailed };
}

/** Editors and admins change registrations; the role is checked here whatever the page showed. */
export async function action({ request, params }: Route.ActionArgs) {
  const intents = registrationIntents(params.id);
  return dispatchIntent(
    request,
    requireStaff(request),
    {
      "add-registration": intents["add-registration"],
      "cancel-registration": intents["cancel-registration"],
      "move-up": intents["move-up"],
      "set-attended": intents["set-attended"],
    },
    { failureToast, faultMessage: REGISTRATION_SAVE_FAILED, where: "registrations" },
  );
}

export const shouldRevalidate = revalidateAfterEveryPost;
export const headers = adminHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `${REGISTRATIONS_TITLE}: ${loaderData.event.title}` : REGISTRATIONS_TITLE);

function queryParams(query: RegistrationsQuery, page = 1) {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.filter) params.set("filter", query.filter);
  if (page > 1) params.set("page", String(page));
  return params;
}

export default function EventRegistrations({ loaderData }: Route.ComponentProps) {
  const { event, query, rows, total, pageCount, loadFailed } = loaderData;
  const [cancelling, setCancelling] = useState<RegistrationRowView | null>(null);
  const [adding, setAdding] = useState(false);
  const base = `/admin/events/${encodeURIComponent(event.id)}`;
  const filtered = Boolean(query.q || query.filter);
  const filters = queryParams(query).toString();
  return (
    <AdminPage>
      <Link
        to="/admin/events"
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        {BACK_TO_EVENTS}
      </Link>
      <RegistrationsHeader
        event={event}
        actions={
          <>
            <Button id="add-registration" onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden="true" />
              {ADD_REGISTRATION_LABEL}
            </Button>
            <Link to={`${base}/check-in`} className={buttonVariants({ variant: "outline" })}>
              <ScanLineIcon aria-hidden="true" />
              {CHECK_IN_LABEL}
            </Link>
            <a
              href={`${base}/registrations.csv${filters ? `?${filters}` : ""}`}
              download
              className={buttonVariants({ variant: "outline" })}
            >
              <DownloadIcon aria-hidden="true" />
              {EXPORT_CSV_LABEL}
            </a>
          </>
        }
      />
      <RegistrationFilters filtered={filtered} clearHref={`${base}/registrations`} />
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="registration-count">
        {registrationsFound(total)}
      </p>
      <Card className="overflow-hidden">
        {loadFailed ? (
          <p role="alert" className="p-8 text-center text-destructive">
            {REGISTRATIONS_LOAD_FAILED}
          </p>
        ) : rows.length === 0 ? (
          <p className="p-8 text-center text-muted-foreground">
            {filtered ? NO_MATCHING_REGISTRATIONS : NO_REGISTRATIONS}
          </p>
        ) : (
          <RegistrationsList rows={rows} onCancel={setCancelling} />
        )}
      </Card>
      <Pagination
        page={query.page}
        pageCount={pageCount}
        hrefFor={(page) => `?${queryParams(query, page)}`}
        label={REGISTRATIONS_PAGING_LABEL}
      />
      <CancelRegistrationDialog row={cancelling} onClose={() => setCancelling(null)} />
      <AddRegistrationDialog
        open={adding}
        onClose={() => setAdding(false)}
        eventId={event.id}
        seatsMax={event.seatsPerRegistration}
      />
    </AdminPage>
  );
}
