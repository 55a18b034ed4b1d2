import type { LucideIcon } from "lucide-react";
import { AwardIcon, GraduationCapIcon, MapPinIcon, UsersIcon } from "lucide-react";
import { useTranslations } from "use-intl";
import type { LocalizedText } from "~/i18n/localized";
import { useAffiliationLabel } from "./school-card";

/**
 * The school's figures from the database. The counts and age ranges are written by staff in
 * English (no Tamil column): `figuresLang` marks them on a Tamil page; the campus is in the page's
 * language when translated.
 */
export type SchoolStatsData = {
  studentCount: string | null;
  ageRange: string | null;
  affiliation: string | null;
  location: LocalizedText | null;
  figuresLang?: "en";
};

type Stat = { label: string; value: LocalizedText; Icon: LucideIcon };

/** The school's figures from the database; a figure staff left empty is not shown. */
export function SchoolStats({ stats }: { stats: SchoolStatsData }) {
  const t = useTranslations("schools.stats");
  const affiliationLabel = useAffiliationLabel();
  const figure = (value: string | null) => (value ? { text: value, lang: stats.figuresLang } : null);
  const items: Stat[] = (
    [
      // A count such as "500+" has no language of its own.
      {
        label: t("students"),
        value: stats.studentCount ? { text: stats.studentCount } : null,
        Icon: UsersIcon,
      },
      { label: t("ages"), value: figure(stats.ageRange), Icon: GraduationCapIcon },
      {
        label: t("affiliation"),
        value: stats.affiliation ? affiliationLabel(stats.affiliation) : null,
        Icon: AwardIcon,
      },
      { label: t("campus"), value: stats.location, Icon: MapPinIcon },
    ] satisfies { label: string; value: LocalizedText | null; Icon: LucideIcon }[]
  ).flatMap((item) => (item.value?.text ? [{ ...item, value: item.value }] : []));
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
          <dd
            lang={value.lang}
            className="font-heading text-lg leading-snug font-bold wrap-anywhere text-primary-soft-foreground md:text-xl"
          >
            {value.text}
          </dd>
        </div>
      ))}
    </dl>
  );
}
