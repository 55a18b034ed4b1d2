// The Enquiries inbox: every enquiry parents sent, newest first, filtered by what the URL says.
import { DownloadIcon } from "lucide-react";
import { lazy, Suspense } from "react";
import { EnquiriesTable, type EnquiryRow } from "~/components/admin/enquiries/enquiries-table";
import { EnquiryFilters } from "~/components/admin/enquiries/enquiry-filters";
import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  ENQUIRIES_DESCRIPTION,
  ENQUIRIES_LOAD_FAILED,
  ENQUIRIES_TITLE,
  EXPORT_CSV_LABEL,
  NO_ENQUIRIES,
  NO_MATCHING_ENQUIRIES,
} from "~/copy/enquiry-inbox";
import { ADMIN_PAGE_SIZE } from "~/copy/limits";
import { adminDateTime } from "~/lib/admin-format";
import { enquiryFilterOf, enquiryQueryParams, isFiltered } from "~/lib/enquiry-filters";
import { type EnquiryQuery, parseEnquiryQuery } from "~/lib/schemas/enquiry-query";
import { config } from "~/server/config.server";
import { type Enquiry, listEnquiries } from "~/server/enquiries/enquiries.server";
import { schoolNames } from "~/server/enquiries/inbox.server";
import { type ListAddress, loadListPage } from "~/server/http/list-page.server";
import { pageCountOf } from "~/server/paging.server";
import { requireStaff } from "~/server/staff/auth.server";
import type { Route } from "./+types/enquiries";

export const meta: Route.MetaFunction = () => adminMeta(ENQUIRIES_TITLE);
export const headers: Route.HeadersFunction = () => adminHeaders();

/** The filters and the page, as the address gives them. */
const ENQUIRIES_ADDRESS: ListAddress<EnquiryQuery> = { parse: parseEnquiryQuery };

async function enquiriesPage(query: EnquiryQuery) {
  const { items, total } = await listEnquiries({
    ...enquiryFilterOf(query),
    limit: ADMIN_PAGE_SIZE,
    offset: (query.page - 1) * ADMIN_PAGE_SIZE,
  });
  return { items, total, pageCount: pageCountOf(total, ADMIN_PAGE_SIZE) };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const names = await schoolNames();
  const { query, page, loadFailed } = await loadListPage(request, ENQUIRIES_ADDRESS, {
    load: enquiriesPage,
    empty: { items: [] as Enquiry[], total: 0, pageCount: 1 },
    where: "enquiries",
  });
  const { items, total, pageCount } = page;
  return {
    query,
    total,
    loadFailed,
    pageCount,
    schools: [...names].map(([slug, name]) => ({ slug, name })),
    pushPublicKey: config().push.publicKey,
    enquiries: items.map(
      (enquiry): EnquiryRow => ({
        id: enquiry.id,
        kind: enquiry.kind,
        status: enquiry.status,
        received: adminDateTime(enquiry.createdAt),
        receivedAt: enquiry.createdAt,
        name: enquiry.name,
        childName: enquiry.childName,
        schoolName: enquiry.schoolSlug ? (names.get(enquiry.schoolSlug) ?? null) : null,
        phone: enquiry.phone,
        suspectedSpam: enquiry.suspectedSpam,
      }),
    ),
  };
}

/**
 * "Notify me on this device", fetched once the inbox is drawn: the control needs the browser, and
 * the screen's first script stays within its budget (tests/e2e/admin-script-budget.test.ts).
 */
const DevicePush = lazy(() =>
  import("~/components/admin/enquiries/device-push").then((module) => ({ default: module.DevicePush })),
);

export default function Enquiries({ loaderData }: Route.ComponentProps) {
  const { query, total, loadFailed, pageCount, schools, enquiries, pushPublicKey } = loaderData;
  const filtered = isFiltered(query);
  const filters = enquiryQueryParams({ ...query, page: 1 }).toString();
  const hrefFor = (page: number) => `/admin/enquiries?${enquiryQueryParams({ ...query, page }).toString()}`;
  return (
    <AdminPage>
      <PageHeader
        title={ENQUIRIES_TITLE}
        description={ENQUIRIES_DESCRIPTION}
        actions={
          <a
            href={`/admin/enquiries/export.csv${filters ? `?${filters}` : ""}`}
            download
            className={buttonVariants({ variant: "outline" })}
          >
            <DownloadIcon aria-hidden="true" />
            {EXPORT_CSV_LABEL}
          </a>
        }
      />
      <Suspense fallback={null}>
        <DevicePush publicKey={pushPublicKey} />
      </Suspense>
      <EnquiryFilters schools={schools} filtered={filtered} />
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="enquiry-count">
        {total === 1 ? "1 enquiry found" : `${total.toLocaleString("en-IN")} enquiries found`}
      </p>
      <Card className="overflow-hidden">
        {loadFailed ? (
          <p role="alert" className="p-8 text-center text-destructive">
            {ENQUIRIES_LOAD_FAILED}
          </p>
        ) : enquiries.length === 0 ? (
          <p className="p-8 text-center text-muted-foreground">
            {filtered ? NO_MATCHING_ENQUIRIES : NO_ENQUIRIES}
          </p>
        ) : (
          <EnquiriesTable enquiries={enquiries} />
        )}
      </Card>
      <Pagination page={query.page} pageCount={pageCount} hrefFor={hrefFor} label="Enquiry pages" />
    </AdminPage>
  );
}
