import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { ADMISSIONS_LINK, ALL_SCHOOLS_LINK, CONTACT_LINK, MAIN_CONTENT_ID } from "~/copy/navigation";
import { useLocalePath } from "~/i18n/intl";

const HELPFUL_LINKS = [
  { to: ALL_SCHOOLS_LINK.to, key: "schools" },
  { to: ADMISSIONS_LINK.to, key: "admissions" },
  { to: CONTACT_LINK.to, key: "contact" },
] as const;

/** The not-found page's content: used by the catch-all route and the layout's error screen. */
export function NotFoundMessage() {
  const t = useTranslations("common.notFound");
  const localePath = useLocalePath();
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="relative overflow-hidden outline-none">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 left-1/2 size-[36rem] -translate-x-1/2 rounded-pill bg-accent/60 blur-3xl"
      />
      <div className="relative mx-auto flex max-w-2xl flex-col items-center px-gutter py-section text-center">
        <svg viewBox="0 0 120 96" aria-hidden="true" focusable="false" className="h-28 w-36 animate-rise-in">
          {/* A paper kite adrift among clouds: something wandered off course. */}
          <path d="M14 70c0-8 7-13 14-12 2-7 9-11 16-9 4-5 13-5 17 1 7-1 12 5 11 11H14z" fill="#f3ede3" />
          <path d="M62 8l22 16-10 26-24-14z" fill="#f5b335" />
          <path d="M62 8l12 42M50 36l34-12" stroke="#0b6b64" strokeWidth="2" />
          <path
            d="M74 50c-4 8 4 12 0 20s4 12 0 20"
            fill="none"
            stroke="#0b6b64"
            strokeWidth="2"
            strokeLinecap="round"
            strokeDasharray="1 5"
          />
          <circle cx="96" cy="30" r="7" fill="#e0f0ed" />
        </svg>
        <p className="mt-4 font-heading text-6xl font-bold tracking-tight text-primary">404</p>
        <h1 className="mt-3 text-h1 text-balance text-foreground">{t("heading")}</h1>
        <p className="mt-4 max-w-prose text-lead text-muted-foreground">{t("message")}</p>
        <Link
          to={localePath("/")}
          className="mt-8 inline-flex h-12 items-center justify-center gap-2 rounded-control bg-primary px-7 text-base font-semibold text-primary-foreground shadow-card transition-colors hover:bg-primary-hover"
        >
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="size-4">
            <path
              d="M10 3L5 8l5 5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {t("returnHome")}
        </Link>
        <nav aria-label={t("helpfulLinks")} className="mt-12 w-full">
          <h2 className="font-sans text-sm font-bold tracking-wider text-muted-foreground uppercase">
            {t("tryThese")}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-3">
            {HELPFUL_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={localePath(link.to)}
                  className="flex h-full flex-col rounded-card border border-border bg-surface p-4 text-left shadow-card transition-shadow hover:shadow-raised"
                >
                  <span className="font-semibold text-primary">{t(`${link.key}.label`)}</span>
                  <span className="mt-1 text-sm text-muted-foreground">{t(`${link.key}.note`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </main>
  );
}
