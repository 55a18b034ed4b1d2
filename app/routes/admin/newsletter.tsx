// The newsletter's subscribers: newest first, searchable, exported as CSV; staff can take an address off.
import { DownloadIcon } from "lucide-react";
import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { FilterForm, FilterInput, NoScriptSubmit } from "~/components/admin/filter-form";
import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import {
  NEWSLETTER_DESCRIPTION,
  NEWSLETTER_TITLE,
  NO_MATCHING_SUBSCRIBERS,
  NO_SUBSCRIBERS,
  REMOVE_SUBSCRIBER_LABEL,
  SEARCH_SUBSCRIBERS_PLACEHOLDER,
  SUBSCRIBER_REMOVE_FAILED,
  SUBSCRIBER_REMOVED,
  SUBSCRIBERS_LOAD_FAILED,
  subscriberCount,
} from "~/copy/admin-newsletter";
import { EXPORT_CSV_LABEL } from "~/copy/enquiry-inbox";
import { ADMIN_PAGE_SIZE } from "~/copy/limits";
import { adminDateTime } from "~/lib/admin-format";
import {
  parseSubscribersQuery,
  removeSubscriberSchema as removeSchema,
  type SubscribersQuery,
} from "~/lib/schemas/newsletter";
import { DomainError } from "~/server/domain-error.server";
import { dispatchIntent, failureToasts, type IntentContext } from "~/server/http/intents.server";
import { type ListAddress, loadListPage } from "~/server/http/list-page.server";
import {
  listNewsletterSubscribers,
  type Subscriber,
  unsubscribeFromNewsletter,
} from "~/server/news/newsletter.server";
import { pageCountOf } from "~/server/paging.server";
import { requireStaff, type SessionUser } from "~/server/staff/auth.server";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = () => adminMeta(NEWSLETTER_TITLE);
export const headers: Route.HeadersFunction = () => adminHeaders();

/** The search and the page, as the address gives them. */
const SUBSCRIBERS_ADDRESS: ListAddress<SubscribersQuery> = { parse: parseSubscribersQuery };

async function subscribersPage(query: SubscribersQuery) {
  const { items, total } = await listNewsletterSubscribers({
    search: query.q,
    limit: ADMIN_PAGE_SIZE,
    offset: (query.page - 1) * ADMIN_PAGE_SIZE,
  });
  return { items, total, pageCount: pageCountOf(total, ADMIN_PAGE_SIZE) };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const { query, page, loadFailed } = await loadListPage(request, SUBSCRIBERS_ADDRESS, {
    load: subscribersPage,
    empty: { items: [] as Subscriber[], total: 0, pageCount: 1 },
    where: "newsletter",
  });
  const { items, total, pageCount } = page;
  return {
    query,
    total,
    loadFailed,
    pageCount,
    subscribers: items.map((subscriber) => ({
      ...subscriber,
      subscribed: adminDateTime(subscriber.subscribedAt),
    })),
  };
}

async function removeSubscriber({ parse }: IntentContext<SessionUser>) {
  const submission = parse(removeSchema);
  if (submission.status !== "success") throw new DomainError("Choose an address from the list.");
  if (!(await unsubscribeFromNewsletter(submission.value.email)))
    throw new DomainError("This address is no longer on the list.", { status: 404 });
  return {
    intent: "remove",
    toast: { type: "success" as const, title: SUBSCRIBER_REMOVED, description: submission.value.email },
  };
}

export async function action({ request }: Route.ActionArgs) {
  return dispatchIntent(
    request,
    requireStaff(request),
    { remove: removeSubscriber },
    { failureToast: failureToasts({ title: { remove: SUBSCRIBER_REMOVE_FAILED } }), where: "newsletter" },
  );
}

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const { query, total, loadFailed, pageCount, subscribers } = loaderData;
  const exportHref = `/admin/newsletter/export.csv${query.q ? `?q=${encodeURIComponent(query.q)}` : ""}`;
  return (
    <AdminPage>
      <PageHeader
        title={NEWSLETTER_TITLE}
        description={
          <>
            {NEWSLETTER_DESCRIPTION} <span data-testid="subscriber-count">{subscriberCount(total)}</span>
          </>
        }
        actions={
          <a href={exportHref} className={buttonVariants({ variant: "outline" })} download>
            <DownloadIcon aria-hidden="true" />
            {EXPORT_CSV_LABEL}
          </a>
        }
      />
      <FilterForm label={SEARCH_SUBSCRIBERS_PLACEHOLDER} className="flex max-w-md gap-2">
        <FilterInput
          type="search"
          name="q"
          placeholder={SEARCH_SUBSCRIBERS_PLACEHOLDER}
          aria-label={SEARCH_SUBSCRIBERS_PLACEHOLDER}
        />
        <NoScriptSubmit label="Search" search />
      </FilterForm>
      <Card className="overflow-hidden">
        {loadFailed ? (
          <p role="alert" className="p-6 text-destructive">
            {SUBSCRIBERS_LOAD_FAILED}
          </p>
        ) : subscribers.length === 0 ? (
          <p className="p-6 text-muted-foreground">{query.q ? NO_MATCHING_SUBSCRIBERS : NO_SUBSCRIBERS}</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Email</TableHead>
                <TableHead>Subscribed</TableHead>
                <TableHead className="w-0">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {subscribers.map((subscriber) => (
                <SubscriberRow
                  key={subscriber.email}
                  email={subscriber.email}
                  subscribed={subscriber.subscribed}
                />
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      <Pagination
        page={query.page}
        pageCount={pageCount}
        label="Subscriber pages"
        hrefFor={(page) =>
          `?${new URLSearchParams({ ...(query.q ? { q: query.q } : {}), page: String(page) })}`
        }
      />
    </AdminPage>
  );
}

function SubscriberRow({ email, subscribed }: { email: string; subscribed: string }) {
  const fetcher = useFetcher();
  useActionToast(fetcher.data);
  return (
    <TableRow data-subscriber={email}>
      <TableCell className="font-medium break-all">{email}</TableCell>
      <TableCell className="whitespace-nowrap text-muted-foreground">{subscribed}</TableCell>
      <TableCell>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="email" value={email} />
          <Button
            type="submit"
            variant="ghost"
            size="sm"
            disabled={fetcher.state !== "idle"}
            aria-label={`${REMOVE_SUBSCRIBER_LABEL} ${email}`}
          >
            {REMOVE_SUBSCRIBER_LABEL}
          </Button>
        </fetcher.Form>
      </TableCell>
    </TableRow>
  );
}
