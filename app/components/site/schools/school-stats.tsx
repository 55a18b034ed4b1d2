import type { LucideIcon } from "lucide-react";
import { AwardIcon, GraduationCapIcon, MapPinIcon, UsersIcon } from "lucide-react";
import { SCHOOL_STAT_LABELS } from "~/copy/schools-page";
import { affiliationLabel } from "./school-card";

export type SchoolStatsData = {
  studentCount: string | null;
  ageRange: string | null;
  affiliation: string | null;
  location: string | null;
};

type Stat = { label: string; value: string; Icon: LucideIcon };

/** The school's figures from the database; a figure staff left empty is not shown. */
export function SchoolStats({ stats }: { stats: SchoolStatsData }) {
  const items: Stat[] = (
    [
      { label: SCHOOL_STAT_LABELS.students, value: stats.studentCount, Icon: UsersIcon },
      { label: SCHOOL_STAT_LABELS.ages, value: stats.ageRange, Icon: GraduationCapIcon },
      {
        label: SCHOOL_STAT_LABELS.affiliation,
        value: stats.affiliation && affiliationLabel(stats.affiliation),
        Icon: AwardIcon,
      },
      { label: SCHOOL_STAT_LABELS.campus, value: stats.location, Icon: MapPinIcon },
    ] satisfies { label: string; value: string | null; Icon: LucideIcon }[]
  ).flatMap((item) => (item.value ? [{ ...item, value: item.value }] : []));
  if (items.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-3 md:gap-4" data-testid="school-stats">
      {items.map(({ label, value, Icon }) => (
        <div
          key={label}
          className="flex flex-col gap-1 rounded-card border border-border bg-surface p-4 shadow-card md:p-5"
        >
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {label}
          </dt>
          <dd className="font-heading text-lg leading-snug font-bold break-words text-primary-soft-foreground md:text-xl">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
