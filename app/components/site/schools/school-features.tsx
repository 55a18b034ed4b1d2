import { CircleCheckIcon, GraduationCapIcon } from "lucide-react";
import { useTranslations } from "use-intl";

/**
 * The school's feature lists: every key feature, and the classes the admission form offers. Both
 * come in the page's language where they have one (the loader picks: listInLocale); `lang: "en"`
 * marks English shown on a Tamil page (the grades are written by staff in English only).
 */
export function SchoolFeatures({
  id,
  name,
  features: { items: features, lang: featuresLang },
  grades: { items: grades, lang: gradesLang },
}: {
  id: string;
  name: string;
  features: { items: string[]; lang?: "en" };
  grades: { items: string[]; lang?: "en" };
}) {
  const t = useTranslations("schools.page");
  if (features.length === 0 && grades.length === 0) return <div id={id} />;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="bg-muted">
      <div className="mx-auto flex max-w-page flex-col gap-8 px-gutter py-section">
        <div className="flex flex-col gap-2">
          <h2 id={`${id}-heading`} className="font-heading text-h2 font-bold">
            {t("programs")}
          </h2>
          <p className="max-w-prose text-lead text-muted-foreground">{t("programsLead", { name })}</p>
        </div>
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          {features.length > 0 ? (
            <div className="rounded-card border border-border bg-surface p-6 shadow-card md:p-8">
              <h3 className="mb-5 font-heading text-h3 font-bold">{t("features")}</h3>
              <ul lang={featuresLang} className="grid gap-3 sm:grid-cols-2" data-testid="school-features">
                {features.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {grades.length > 0 ? (
            <div className="rounded-card border border-border bg-surface p-6 shadow-card md:p-8">
              <h3 className="mb-5 font-heading text-h3 font-bold">{t("grades")}</h3>
              <ul lang={gradesLang} className="flex flex-wrap gap-2" data-testid="school-grades">
                {grades.map((grade) => (
                  <li
                    key={grade}
                    className="flex items-center gap-1.5 rounded-pill bg-primary-soft px-3 py-1.5 text-sm font-semibold text-primary-soft-foreground"
                  >
                    <GraduationCapIcon aria-hidden="true" className="size-4 shrink-0" />
                    {grade}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
