import { useLocation } from "react-router";
import { useTranslations } from "use-intl";
import { showsWhatsappButton } from "~/copy/navigation";
import { englishPath } from "~/i18n/locales";

/** The floating support chat button, bottom right, on every page but the admissions form. */
export function WhatsappButton({ href }: { href: string | undefined }) {
  const { pathname } = useLocation();
  const t = useTranslations("chrome.whatsapp");
  if (!href || !showsWhatsappButton(englishPath(pathname))) return null;
  return (
    <aside aria-label={t("region")}>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        title={t("label")}
        className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-pill bg-success text-success-foreground shadow-overlay ring-4 ring-background/70 transition-transform hover:scale-105 sm:right-6 sm:bottom-6"
      >
        <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="size-7">
          {/* A round speech bubble with a tail, holding a telephone handset. */}
          <path
            d="M16 4.5c6.4 0 11.5 5 11.5 11.3S22.4 27 16 27c-2 0-3.9-.5-5.6-1.4L4.5 27.5l1.9-5.6A11 11 0 0 1 4.5 15.8C4.5 9.5 9.6 4.5 16 4.5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinejoin="round"
          />
          <path
            d="M12.3 10.2c.4 0 .7.1.9.6l.9 2.1c.1.3.1.6-.1.9l-.7.9c.9 1.7 2.2 3 3.9 3.9l.9-.7c.3-.2.6-.2.9-.1l2.1.9c.5.2.6.5.6.9 0 1.5-1.3 2.6-2.8 2.4-4.1-.6-7.4-3.9-8-8-.2-1.5.9-2.8 2.4-2.8z"
            fill="currentColor"
          />
        </svg>
        <span className="sr-only">{t("label")}</span>
      </a>
    </aside>
  );
}
