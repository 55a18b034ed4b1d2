import type { ReactNode } from "react";
import { Link } from "react-router";
import { COPYRIGHT_YEAR, SCHOOL_GROUP_NAME, SCHOOL_GROUP_TAGLINE } from "~/copy/brand";
import {
  FOOTER_CREDIT,
  FOOTER_QUICK_LINKS,
  type MenuSchool,
  SOCIAL_LINK_LABELS,
  schoolPath,
} from "~/copy/navigation";
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

/** The site footer: brand, quick links, schools, office contact, social links, copyright. */
export function Footer({ contact, schools }: { contact: FooterContact; schools: MenuSchool[] }) {
  const socials = (
    [
      ["facebook", contact.facebookUrl],
      ["instagram", contact.instagramUrl],
      ["youtube", contact.youtubeUrl],
    ] as const
  ).filter(([, url]) => url);

  return (
    <footer className="bg-ink text-[#e9e1d4]">
      <div className="mx-auto grid max-w-page gap-10 px-gutter pt-14 pb-10 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.1fr_1.4fr]">
        <div>
          <Link to="/" className="inline-flex items-center gap-3 rounded-control">
            <LogoMark className="size-11 shrink-0" />
            <span className="font-heading text-xl leading-tight font-bold text-white">
              {SCHOOL_GROUP_NAME}
            </span>
          </Link>
          <p className="mt-4 max-w-xs text-sm">{SCHOOL_GROUP_TAGLINE}.</p>
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
            <span id="footer-quick-links">Quick Links</span>
          </FooterHeading>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-1">
            {FOOTER_QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-schools">
          <FooterHeading>
            <span id="footer-schools">Our Schools</span>
          </FooterHeading>
          <ul className="mt-4 space-y-3 text-sm">
            {schools.map((school) => (
              <li key={school.slug}>
                <Link to={schoolPath(school.slug)} className={linkClasses}>
                  {school.name}
                </Link>
                {school.location ? (
                  <span className="block text-xs text-[#c9bfb0]">{school.location}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <FooterHeading>Main Office</FooterHeading>
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
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-page flex-col gap-2 px-gutter pt-6 pb-24 text-xs text-[#c9bfb0] sm:pb-6 md:flex-row md:items-center md:justify-between md:pr-24">
          <p>{`© ${COPYRIGHT_YEAR} ${SCHOOL_GROUP_NAME}. All rights reserved.`}</p>
          <p>{FOOTER_CREDIT}</p>
        </div>
      </div>
    </footer>
  );
}
