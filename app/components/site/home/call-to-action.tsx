import { CalendarCheckIcon, ClipboardPenIcon } from "lucide-react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { buttonVariants } from "~/components/ui/button";
import { CALL_TO_ACTION } from "~/copy/home";
import { useLocalePath } from "~/i18n/intl";
import { RevealOnScroll } from "./reveal-on-scroll";

export function CallToAction() {
  const t = useTranslations("home.callToAction");
  const localePath = useLocalePath();
  return (
    <section aria-labelledby="call-to-action-heading" data-testid="call-to-action">
      <div className="mx-auto max-w-page px-gutter py-section">
        <RevealOnScroll>
          <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 rounded-card border border-border bg-accent px-6 py-10 text-center shadow-raised md:px-12 md:py-14">
            <h2 id="call-to-action-heading" className="font-heading text-h2 font-bold text-accent-foreground">
              {t("heading")}
            </h2>
            <p className="max-w-prose text-lead text-ink">{t("text")}</p>
            <div className="mt-2 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row">
              <Link to={localePath(CALL_TO_ACTION.apply.href)} className={buttonVariants({ size: "lg" })}>
                <ClipboardPenIcon aria-hidden="true" />
                {t("apply")}
              </Link>
              <Link
                to={localePath(CALL_TO_ACTION.visit.href)}
                className={buttonVariants({ variant: "outline", size: "lg" })}
              >
                <CalendarCheckIcon aria-hidden="true" />
                {t("visit")}
              </Link>
            </div>
          </div>
        </RevealOnScroll>
      </div>
    </section>
  );
}
