// Placeholder while the screen is built (issue 13).
import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import { requireStaff } from "~/server/staff/auth.server";
import type { Route } from "./+types/gallery";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return null;
}

export const headers = adminHeaders;
export const meta: Route.MetaFunction = () => adminMeta("Gallery Management");

export default function Placeholder() {
  return (
    <AdminPage>
      <PageHeader title="Gallery Management" />
    </AdminPage>
  );
}
