import { ClockIcon } from "lucide-react";
import { useLocale, useTranslations } from "use-intl";
import { officeHoursRows } from "./office-times";

/** The office hours: the spec's words in English, the same days and times through Intl in Tamil. */
export function OfficeHours() {
  const t = useTranslations("enquiry.hours");
  const rows = officeHoursRows(useLocale(), { days: t.raw("days") as string, closed: t("closed") });
  return (
    <section
      aria-labelledby="office-hours-heading"
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-6 shadow-card"
    >
      <div className="flex items-center gap-3">
        <ClockIcon aria-hidden="true" className="size-5 text-primary" />
        <h2 id="office-hours-heading" className="font-heading text-h4 font-bold">
          {t("heading")}
        </h2>
      </div>
      <dl className="divide-y divide-border" data-testid="office-hours">
        {rows.map(({ days, hours, closed }) => (
          <div key={days} className="flex items-baseline justify-between gap-4 py-2.5">
            <dt className="font-medium">{days}</dt>
            <dd className={closed ? "text-muted-foreground" : "font-semibold"}>{hours}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
