import {
  ArrowRightIcon,
  BarChart3Icon,
  FileTextIcon,
  HistoryIcon,
  ImageIcon,
  InboxIcon,
  type LucideIcon,
  PlusIcon,
  SendIcon,
  UsersIcon,
} from "lucide-react";
import { Link } from "react-router";
import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import { StatCard } from "~/components/admin/stat-card";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { ALL_CONTENT_LINK } from "~/copy/admin-content";
import {
  DASHBOARD_TITLE,
  LATEST_CHANGES_LIMIT,
  LATEST_CHANGES_TITLE,
  NO_LATEST_CHANGES,
  NO_RECENT_ACTIVITY,
  QUICK_ACTIONS,
  QUICK_ACTIONS_TITLE,
  RECENT_ACTIVITY_TITLE,
  STAT_CARD_LABELS,
} from "~/copy/admin-pages";
import { RECENT_ACTIVITY_LIMIT } from "~/copy/limits";
import { adminDate, adminDateTime, kindLabel } from "~/lib/admin-format";
import { recentAudit } from "~/server/audit.server";
import { contentCounts, recentContent } from "~/server/content/items.server";
import { countEnquiries } from "~/server/enquiries/enquiries.server";
import { log } from "~/server/log.server";
import { countMedia } from "~/server/media/media.server";
import { requireStaff } from "~/server/staff/auth.server";
import { countUsers } from "~/server/staff/users.server";
import type { Route } from "./+types/dashboard";

/** A statistic that fails is logged and shows its fallback (spec §8: counts stay 0). */
async function orFallback<T>(name: string, read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    log("error", "dashboard statistic failed", { statistic: name, error });
    return fallback;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const [counts, users, media, newEnquiries, recent, changes] = await Promise.all([
    orFallback("content", contentCounts, { total: 0, published: 0 }),
    orFallback("users", countUsers, 0),
    orFallback("media", countMedia, 0),
    orFallback("enquiries", () => countEnquiries({ status: "new" }), 0),
    orFallback("recent content", () => recentContent(RECENT_ACTIVITY_LIMIT), []),
    orFallback("audit log", () => recentAudit(LATEST_CHANGES_LIMIT), []),
  ]);
  return {
    firstName: user.name.split(/\s+/)[0] || user.name,
    stats: { totalContent: counts.total, published: counts.published, users, media },
    newEnquiries,
    recent: recent.map((item) => ({
      id: item.id,
      title: item.title,
      type: kindLabel(item.kind),
      date: adminDate(item.createdAt),
      dateTime: item.createdAt,
    })),
    changes: changes.map((entry) => ({
      id: entry.id,
      summary: entry.summary,
      who: entry.actorName ?? "System",
      when: adminDateTime(entry.createdAt),
      dateTime: entry.createdAt,
    })),
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

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { stats, recent, changes, newEnquiries, firstName } = loaderData;
  return (
    <AdminPage>
      <PageHeader
        title={DASHBOARD_TITLE}
        description={`Welcome back, ${firstName}. Here is how the website stands.`}
      />

      <section aria-label="Statistics" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {(Object.keys(STAT_CARD_LABELS) as (keyof typeof STAT_CARD_LABELS)[]).map((key) => (
          <StatCard key={key} label={STAT_CARD_LABELS[key]} value={stats[key]} icon={STAT_ICONS[key]} />
        ))}
      </section>

      <Link
        to="/admin/enquiries"
        className="group flex items-center gap-4 rounded-card border border-border bg-primary-soft p-5 text-primary-soft-foreground shadow-card transition-colors hover:bg-accent"
      >
        <span className="flex size-10 items-center justify-center rounded-pill bg-surface">
          <InboxIcon aria-hidden="true" className="size-5" />
        </span>
        <span className="grid flex-1 gap-0.5">
          <span className="font-semibold" data-testid="new-enquiries">
            {newEnquiries === 1 ? "1 new enquiry" : `${newEnquiries.toLocaleString("en-IN")} new enquiries`}
          </span>
          <span className="text-sm">Open the Enquiries inbox to reply to parents.</span>
        </span>
        <ArrowRightIcon
          aria-hidden="true"
          className="size-5 transition-transform group-hover:translate-x-1"
        />
      </Link>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="self-start lg:col-start-3 lg:row-start-1">
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
        <Card className="lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <CardHeader className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle as="h2">{RECENT_ACTIVITY_TITLE}</CardTitle>
            <Link to="/admin/content" className={buttonVariants({ variant: "outline", size: "sm" })}>
              {ALL_CONTENT_LINK}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </CardHeader>
          <CardContent>
            {recent.length === 0 ? (
              <p className="text-muted-foreground">{NO_RECENT_ACTIVITY}</p>
            ) : (
              <ul className="divide-y divide-border" aria-label="Newest content">
                {recent.map((item) => (
                  <li
                    key={item.id}
                    className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
                  >
                    <span className="grid min-w-0 gap-0.5">
                      <Link
                        to={`/admin/content/edit/${item.id}`}
                        className="font-medium break-words underline-offset-4 hover:text-primary hover:underline"
                      >
                        {item.title}
                      </Link>
                      <span className="text-sm text-muted-foreground capitalize">{item.type}</span>
                    </span>
                    <time
                      dateTime={item.dateTime}
                      className="text-sm whitespace-nowrap text-muted-foreground"
                    >
                      {item.date}
                    </time>
                  </li>
                ))}
              </ul>
            )}

            <h3 className="mt-6 flex items-center gap-2 font-heading text-h4 font-bold">
              <HistoryIcon aria-hidden="true" className="size-4 text-muted-foreground" />
              {LATEST_CHANGES_TITLE}
            </h3>
            {changes.length === 0 ? (
              <p className="mt-2 text-muted-foreground">{NO_LATEST_CHANGES}</p>
            ) : (
              <ul className="mt-2 divide-y divide-border" aria-label={LATEST_CHANGES_TITLE}>
                {changes.map((entry) => (
                  <li key={entry.id} className="grid gap-0.5 py-3">
                    <span>{entry.summary}</span>
                    <span className="text-sm text-muted-foreground">
                      {entry.who} · <time dateTime={entry.dateTime}>{entry.when}</time>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </AdminPage>
  );
}
