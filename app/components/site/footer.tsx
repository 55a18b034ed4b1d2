import type { ReactNode } from "react";
import { useMessages, useTranslations } from "use-intl";
import { COPYRIGHT_YEAR, SCHOOL_GROUP_NAME } from "~/copy/brand";
import { type MenuSchool, menuLinks, SOCIAL_LINK_LABELS, schoolPath } from "~/copy/navigation";
import { useLocale, useLocalePath } from "~/i18n/intl";
import { Island } from "~/islands/island";
import ClosureAlerts from "./closure-alerts.island";
import { LogoMark } from "./logo-mark";

export type FooterContact = {
  officeAddress: string;
  officePhone: string;
  officeEmail: string;
  facebookUrl: string;
  instagramUrl: string;
  youtubeUrl: string;
};

const linkClasses = "rounded-sm text-[#e9e1d4] transition-colors hover:text-white hover:underline";

function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="mt-0.5 size-5 shrink-0 text-secondary"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const socialIcons: Record<keyof typeof SOCIAL_LINK_LABELS, ReactNode> = {
  facebook: (
    <path
      d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21z"
      fill="currentColor"
    />
  ),
  instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="3.6" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="16.9" cy="7.1" r="1.1" fill="currentColor" />
    </>
  ),
  youtube: (
    <>
      <rect
        x="2.5"
        y="5.5"
        width="19"
        height="13"
        rx="4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
    </>
  ),
};

function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="font-sans text-sm font-bold tracking-wider text-secondary uppercase">{children}</h2>;
}

/** The footer's first column, in the spec's order, leading to the pages in the page's language. */
function useQuickLinks() {
  const locale = useLocale();
  const links = menuLinks(useMessages().chrome.menu, locale);
  return [
    links.home,
    links.about[0]!,
    links.allSchools,
    links.information[0]!,
    ...links.activities,
    links.information[1]!,
    links.contact,
    links.admissions,
  ];
}

/** The site footer: brand, quick links, schools, office contact, social links, copyright. */
export function Footer({
  contact,
  schools,
  pushKey,
}: {
  contact: FooterContact;
  schools: MenuSchool[];
  /** The VAPID public key parents' browsers subscribe with; unset: no closure alerts offered. */
  pushKey?: string;
}) {
  const t = useTranslations("chrome.footer");
  const messages = useMessages();
  const localePath = useLocalePath();
  const quickLinks = useQuickLinks();
  /** The group's name is a brand, English in both languages. */
  const inTamil = useLocale() === "ta";
  const brandLang = inTamil ? "en" : undefined;
  const socials = (
    [
      ["facebook", contact.facebookUrl],
      ["instagram", contact.instagramUrl],
      ["youtube", contact.youtubeUrl],
    ] as const
  ).filter(([, url]) => url);

  return (
    <footer className="bg-ink text-[#e9e1d4]">
      <div className="mx-auto grid max-w-page gap-10 px-gutter pt-14 pb-10 wrap-anywhere sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.1fr_1.4fr]">
        <div>
          <a href={localePath("/")} className="inline-flex items-center gap-3 rounded-control">
            <LogoMark className="size-11 shrink-0" />
            <span lang={brandLang} className="font-heading text-xl leading-tight font-bold text-white">
              {SCHOOL_GROUP_NAME}
            </span>
          </a>
          <p className="mt-4 max-w-xs text-sm">{t("tagline")}</p>
          {socials.length > 0 ? (
            <ul className="mt-6 flex gap-3">
              {socials.map(([network, url]) => (
                <li key={network}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-11 items-center justify-center rounded-pill bg-white/10 text-white transition-colors hover:bg-secondary hover:text-secondary-foreground"
                  >
                    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5">
                      {socialIcons[network]}
                    </svg>
                    <span className="sr-only">{SOCIAL_LINK_LABELS[network]}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <nav aria-labelledby="footer-quick-links">
          <FooterHeading>
            <span id="footer-quick-links">{t("quickLinks")}</span>
          </FooterHeading>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-1">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <a href={link.to} className={linkClasses}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-schools">
          <FooterHeading>
            <span id="footer-schools">{t("ourSchools")}</span>
          </FooterHeading>
          <ul className="mt-4 space-y-3 text-sm">
            {schools.map((school) => (
              <li key={school.slug}>
                <a href={localePath(schoolPath(school.slug))} className={linkClasses}>
                  {school.name}
                </a>
                {school.location ? (
                  <span lang={school.locationLang} className="block text-xs text-[#c9bfb0]">
                    {school.location}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <FooterHeading>{t("mainOffice")}</FooterHeading>
          <address className="mt-4 space-y-3 text-sm not-italic">
            {contact.officeAddress ? (
              <p className="flex gap-3">
                <Icon>
                  <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
                  <circle cx="12" cy="9.5" r="2.5" />
                </Icon>
                <span>{contact.officeAddress}</span>
              </p>
            ) : null}
            {contact.officePhone ? (
              <p className="flex gap-3">
                <Icon>
                  <path d="M6.5 3.5h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" />
                </Icon>
                <a href={telHref(contact.officePhone)} className={linkClasses}>
                  {contact.officePhone}
                </a>
              </p>
            ) : null}
            {contact.officeEmail ? (
              <p className="flex gap-3">
                <Icon>
                  <rect x="3" y="5" width="18" height="14" rx="2" />
                  <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
                </Icon>
                <a href={`mailto:${contact.officeEmail}`} className={`${linkClasses} break-all`}>
                  {contact.officeEmail}
                </a>
              </p>
            ) : null}
          </address>
          {pushKey ? (
            <Island
              component={ClosureAlerts}
              props={{
                pushKey,
                schools: schools.map(({ slug, name }) => ({ slug, name })),
                words: inTamil ? messages.chrome.footer.alerts : undefined,
              }}
              onTouch
            />
          ) : null}
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-page flex-col gap-2 px-gutter pt-6 pb-24 text-xs text-[#c9bfb0] sm:pb-6 md:flex-row md:items-center md:justify-between md:pr-24">
          <p>{t("copyright", { year: String(COPYRIGHT_YEAR), name: SCHOOL_GROUP_NAME })}</p>
          <p>{t("credit")}</p>
        </div>
      </div>
    </footer>
  );
}
