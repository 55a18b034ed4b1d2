import { MailIcon } from "lucide-react";
import { useTranslations } from "use-intl";
import { HoneypotField } from "~/components/site/honeypot-field";
import { buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NEWS_PATH } from "~/copy/news-page";
import { NEWSLETTER_EMAIL_FIELD, NEWSLETTER_EMAIL_MAX, NEWSLETTER_SECTION_ID } from "~/copy/newsletter";
import { useLocalePath } from "~/i18n/intl";

/**
 * A real form post to the News page's action, which checks the address, stores it once and
 * comes back here with the answer as a toast (or, without script, `answer` written in the box).
 */
export function NewsletterBox({ answer }: { answer?: { title: string; description?: string } | null }) {
  const t = useTranslations("news.newsletter");
  const localePath = useLocalePath();
  const headingId = `${NEWSLETTER_SECTION_ID}-heading`;
  const emailId = `${NEWSLETTER_SECTION_ID}-email`;
  const privacyId = `${NEWSLETTER_SECTION_ID}-privacy`;
  return (
    <section id={NEWSLETTER_SECTION_ID} aria-labelledby={headingId} className="scroll-mt-20">
      <div className="mx-auto max-w-page px-gutter py-section">
        <div className="relative overflow-hidden rounded-card bg-primary px-6 py-10 text-primary-foreground shadow-raised sm:px-10 md:px-14 md:py-14">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-16 -right-16 size-56 rounded-full bg-secondary/25"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -bottom-20 -left-10 size-48 rounded-full bg-primary-foreground/10"
          />
          <div className="relative grid items-center gap-8 lg:grid-cols-[1fr_minmax(0,28rem)] lg:gap-14">
            <div className="flex flex-col gap-3">
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-pill bg-secondary text-secondary-foreground"
              >
                <MailIcon className="size-6" />
              </span>
              <h2 id={headingId} className="font-heading text-h2 font-bold">
                {t("heading")}
              </h2>
              <p className="max-w-prose text-lead text-primary-foreground/90">{t("text")}</p>
            </div>
            <form
              method="post"
              action={localePath(NEWS_PATH)}
              className="flex flex-col gap-3"
              aria-describedby={privacyId}
            >
              <HoneypotField idPrefix={NEWSLETTER_SECTION_ID} />
              {answer ? (
                <noscript>
                  <p
                    role="status"
                    className="rounded-control bg-surface px-4 py-3 text-sm font-medium text-foreground"
                  >
                    {answer.title} {answer.description}
                  </p>
                </noscript>
              ) : null}
              <label htmlFor={emailId} className="text-sm font-semibold">
                {t("emailLabel")}
              </label>
              <div className="flex flex-col gap-3 sm:flex-row">
                <Input
                  id={emailId}
                  name={NEWSLETTER_EMAIL_FIELD}
                  type="email"
                  required
                  autoComplete="email"
                  inputMode="email"
                  maxLength={NEWSLETTER_EMAIL_MAX}
                  placeholder={t("placeholder")}
                  className="h-12 border-transparent focus-visible:border-secondary"
                />
                <button type="submit" className={buttonVariants({ variant: "secondary", size: "lg" })}>
                  {t("submit")}
                </button>
              </div>
              <p id={privacyId} className="text-sm text-primary-foreground/85">
                {t("privacy")}
              </p>
            </form>
          </div>
        </div>
      </div>
    </section>
  );
}
