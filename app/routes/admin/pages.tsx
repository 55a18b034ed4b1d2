// The Pages screen (issue 28): every public page with words of its own, what of it can be changed,
// and how many of its texts staff changed or drafted.

import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import { PagesList } from "~/components/admin/pages/pages-list";
import { PAGES_DESCRIPTION, PAGES_TITLE } from "~/copy/admin-page-texts";
import { pagesOverview } from "~/server/pages/overview.server";
import { requireStaff } from "~/server/staff/auth.server";
import type { Route } from "./+types/pages";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { pages: await pagesOverview() };
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => adminMeta(PAGES_TITLE);

export default function Pages({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage>
      <PageHeader title={PAGES_TITLE} description={PAGES_DESCRIPTION} />
      <PagesList pages={loaderData.pages} />
    </AdminPage>
  );
}
