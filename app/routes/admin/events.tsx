// Events Management (spec §2): the events as cards by date, a category filter in the address,
// 'N event(s) found', paging (opening on the page of the coming events), Add Event and Edit with
// every field, and Delete without a question but with Undo in the toast (DECISIONS.md). Every
// change goes through the events domain module, which checks it again and refuses a stale edit;
// the public /events, /events/<slug> and /events.ics show it on the next request.
import { PlusIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useEditFromAddress } from "~/components/admin/edit-from-address";
import { EventAdminCard } from "~/components/admin/events/event-admin-card";
import { useEventDeletes } from "~/components/admin/events/event-deletes";
import {
  type DeleteQuestion,
  DeleteWithRegistrationsDialog,
  type EventDialogState,
  EventFormDialog,
} from "~/components/admin/events/event-dialog-loader";
import { EventFilters } from "~/components/admin/events/event-filters";
import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  ADD_EVENT_LABEL,
  ERROR_TITLE,
  EVENT_SAVE_FAILED,
  EVENTS_ADMIN_DESCRIPTION,
  EVENTS_ADMIN_TITLE,
  EVENTS_LOAD_FAILED,
  EVENTS_PAGING_LABEL,
  NO_EVENTS,
} from "~/copy/admin-events";
import { revalidateAfterEveryPost } from "~/lib/admin-revalidation";
import { toast } from "~/lib/toast";
import { config } from "~/server/config.server";
import {
  adminEventList,
  adminEventsQuery,
  createEventIntent,
  deleteEventIntent,
  deleteEventWithRegistrationsIntent,
  failureToast,
  restoreEventIntent,
  updateEventIntent,
} from "~/server/events/admin-page.server";
import type { AdminEventsQuery } from "~/server/events/events.server";
import { dispatchIntent } from "~/server/http/intents.server";
import { type ListAddress, loadListPage } from "~/server/http/list-page.server";
import { requireStaff } from "~/server/staff/auth.server";
import type { AdminEventView } from "~/views/events";
import type { Route } from "./+types/events";

/** The address holds a category and a page; without a page the list opens on the coming events. */
const EVENTS_ADMIN_ADDRESS: ListAddress<AdminEventsQuery> = { parse: adminEventsQuery };

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const { query, page, loadFailed } = await loadListPage(request, EVENTS_ADMIN_ADDRESS, {
    load: (query) => adminEventList(query),
    empty: { events: [] as AdminEventView[], total: 0, page: 1, pageCount: 1 },
    where: "events",
  });
  return { ...page, category: query.category ?? null, maxUploadBytes: config().maxUploadBytes, loadFailed };
}

/** Editors and admins may change events; the role is checked here whatever the page showed. */
export async function action({ request }: Route.ActionArgs) {
  return dispatchIntent(
    request,
    requireStaff(request),
    {
      "create-event": createEventIntent,
      "update-event": updateEventIntent,
      "delete-event": deleteEventIntent,
      "delete-event-with-registrations": deleteEventWithRegistrationsIntent,
      "restore-event": restoreEventIntent,
    },
    { failureToast, faultMessage: EVENT_SAVE_FAILED, where: "events" },
  );
}

export const shouldRevalidate = revalidateAfterEveryPost;

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => adminMeta(EVENTS_ADMIN_TITLE);

const ADD_EVENT_BUTTON_ID = "add-event";

function pageHref(category: string | null, page: number) {
  const query = new URLSearchParams();
  if (category) query.set("category", category);
  query.set("page", String(page));
  return `?${query}`;
}

export default function EventsManagement({ loaderData }: Route.ComponentProps) {
  const { events, total, page, pageCount, category, loadFailed, maxUploadBytes } = loaderData;
  const [dialog, setDialog] = useState<EventDialogState>(null);
  useEditFromAddress(
    events,
    (event) => event.id,
    (event) => setDialog({ mode: "edit", event }),
  );
  const deletes = useEventDeletes(ADD_EVENT_BUTTON_ID);
  const deletesWithRegistrations = useEventDeletes(ADD_EVENT_BUTTON_ID, "delete-event-with-registrations");
  // An event with registrations asks first (issue 29); one without goes at once (spec §2).
  const [question, setQuestion] = useState<DeleteQuestion>(null);

  useEffect(() => {
    if (loadFailed)
      toast.error({ id: "events-load-failed", title: ERROR_TITLE, description: EVENTS_LOAD_FAILED });
  }, [loadFailed]);

  return (
    <AdminPage>
      <PageHeader
        title={EVENTS_ADMIN_TITLE}
        description={EVENTS_ADMIN_DESCRIPTION}
        actions={
          <Button
            id={ADD_EVENT_BUTTON_ID}
            onClick={() => setDialog({ mode: "create" })}
            disabled={loadFailed}
          >
            <PlusIcon aria-hidden="true" />
            {ADD_EVENT_LABEL}
          </Button>
        }
      />
      <EventFilters total={loadFailed ? null : total} />
      {loadFailed ? (
        <Card>
          <p role="alert" className="p-6 text-destructive">
            {EVENTS_LOAD_FAILED}
          </p>
        </Card>
      ) : events.length === 0 ? (
        <Card>
          <p className="p-6 text-muted-foreground" data-events-empty>
            {NO_EVENTS}
          </p>
        </Card>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-label={EVENTS_ADMIN_TITLE}>
          {events.map((event) => (
            <li key={event.id} className="flex min-w-0">
              <EventAdminCard
                event={event}
                deleting={deletes.hidden.has(event.id) || deletesWithRegistrations.hidden.has(event.id)}
                onEdit={() => setDialog({ mode: "edit", event })}
                onDelete={(byKeyboard) =>
                  event.registrations?.total
                    ? setQuestion({
                        id: event.id,
                        title: event.title,
                        registrations: event.registrations.total,
                      })
                    : deletes.remove(event.id, undefined, { byKeyboard })
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(to) => pageHref(category, to)}
        label={EVENTS_PAGING_LABEL}
      />
      <EventFormDialog state={dialog} onClose={() => setDialog(null)} maxUploadBytes={maxUploadBytes} />
      <DeleteWithRegistrationsDialog
        question={question}
        onClose={() => setQuestion(null)}
        onDelete={(id) => deletesWithRegistrations.remove(id)}
      />
      {deletes.pending}
      {deletesWithRegistrations.pending}
    </AdminPage>
  );
}
