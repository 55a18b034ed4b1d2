// The dashboard (spec §2): the four figures, the office's morning to-do cards (issue 26), one
// Recent Activity list and the Quick Actions.
import {
  ArrowRightIcon,
  BarChart3Icon,
  FileTextIcon,
  ImageIcon,
  type LucideIcon,
  PlusIcon,
  SendIcon,
  UsersIcon,
} from "lucide-react";
import { Link } from "react-router";
import { MorningTodos } from "~/components/admin/dashboard/morning-todos";
import { RecentActivity } from "~/components/admin/dashboard/recent-activity";
import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import { StatCard } from "~/components/admin/stat-card";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { DASHBOARD_DESCRIPTION } from "~/copy/admin-dashboard";
import { DASHBOARD_TITLE, QUICK_ACTIONS, QUICK_ACTIONS_TITLE, STAT_CARD_LABELS } from "~/copy/admin-pages";
import { dashboardPage } from "~/server/dashboard/page.server";
import { requireStaff } from "~/server/staff/auth.server";
import type { Route } from "./+types/dashboard";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  return {
    firstName: user.name.split(/\s+/)[0] || user.name,
    ...(await dashboardPage(user.role)),
  };
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => adminMeta(DASHBOARD_TITLE);

const STAT_ICONS: Record<keyof typeof STAT_CARD_LABELS, LucideIcon> = {
  totalContent: FileTextIcon,
  published: SendIcon,
  users: UsersIcon,
  media: ImageIcon,
};

const QUICK_ACTION_ICONS: LucideIcon[] = [PlusIcon, ImageIcon, UsersIcon, BarChart3Icon];

function QuickActions() {
  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle as="h2">{QUICK_ACTIONS_TITLE}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {QUICK_ACTIONS.map((action, index) => {
          const Icon = QUICK_ACTION_ICONS[index] ?? ArrowRightIcon;
          return (
            <Link
              key={action.to}
              to={action.to}
              className={buttonVariants({
                variant: index === 0 ? "default" : "outline",
                className: "w-full justify-start",
              })}
            >
              <Icon aria-hidden="true" />
              {action.label}
            </Link>
          );
        })}
      </CardContent>
    </Card>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { stats, todos, activity, firstName } = loaderData;
  return (
    <AdminPage>
      <PageHeader title={DASHBOARD_TITLE} description={DASHBOARD_DESCRIPTION(firstName)} />

      <section aria-label="Statistics" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {(Object.keys(STAT_CARD_LABELS) as (keyof typeof STAT_CARD_LABELS)[]).map((key) => (
          <StatCard key={key} label={STAT_CARD_LABELS[key]} value={stats[key]} icon={STAT_ICONS[key]} />
        ))}
      </section>

      <MorningTodos todos={todos} />

      <div className="grid gap-6 lg:grid-cols-3">
        <RecentActivity items={activity} className="lg:col-span-2" />
        <QuickActions />
      </div>
    </AdminPage>
  );
}
