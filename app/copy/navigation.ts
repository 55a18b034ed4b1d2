// The site chrome's menus, labels and timings (spec §2, shared chrome). The five schools' entries
// come from the database at request time; everything else here is fixed.
import { type Locale, pathInLocale } from "~/i18n/locales";

/** Hovering a dropdown trigger opens it after this long. */
export const MENU_OPEN_DELAY_MS = 200;
/** A dropdown closes this long after the pointer leaves it. */
export const MENU_CLOSE_DELAY_MS = 150;
/** Entering the other dropdown within this time of one closing opens it at once. */
export const MENU_SKIP_DELAY_MS = 300;

/** The element every page's `<main>` carries, target of the skip link. */
export const MAIN_CONTENT_ID = "main-content";
export const SKIP_LINK_LABEL = "Skip to main content";

export type MenuLink = { label: string; to: string };
export type MenuColumn = { id: string; heading: string; links: MenuLink[] };
export type MenuDropdown = { id: string; label: string; columns: MenuColumn[] };

export const HOME_LINK: MenuLink = { label: "Home", to: "/" };
export const CONTACT_LINK: MenuLink = { label: "Contact", to: "/contact" };
export const ADMISSIONS_LINK: MenuLink = { label: "Admissions", to: "/admissions" };
export const ADMIN_LOGIN_LINK: MenuLink = { label: "Admin", to: "/admin/login" };
export const ALL_SCHOOLS_LINK: MenuLink = { label: "All Schools", to: "/schools" };
export const FOUNDER_LINK: MenuLink = { label: "Founder", to: "/about/founder" };

/** A school in the menus; `locationLang` marks an English location on a Tamil page. */
export type MenuSchool = { slug: string; name: string; location: string | null; locationLang?: "en" };

/**
 * Every label the two menu islands draw (English here; the chrome catalogue's `menu` holds the
 * Tamil). An English page passes none (the islands fall back on these, already in their script);
 * a Tamil page passes its catalogue's.
 */
export const MENU_LABELS = {
  home: HOME_LINK.label,
  contact: CONTACT_LINK.label,
  admissions: ADMISSIONS_LINK.label,
  admin: ADMIN_LOGIN_LINK.label,
  newTab: " (opens in a new tab)",
  allSchools: ALL_SCHOOLS_LINK.label,
  aboutUs: "About Us",
  founder: FOUNDER_LINK.label,
  vision: "Vision",
  mission: "Mission",
  events: "Events",
  gallery: "Gallery",
  faculty: "Faculty",
  news: "News",
  aboutSchools: "About & Schools",
  activitiesNews: "Activities & News",
  ourSchools: "Our Schools",
  activities: "Activities",
  information: "Information",
  management: "Management",
  activitiesInfo: "Activities & Info",
  mainNav: "Main",
  mobileNav: "Main menu",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  readMessage: "Read her message",
  portraitAlt: "Portrait of {name}",
} as const;

export type MenuLabels = { readonly [Key in keyof typeof MENU_LABELS]: string };

/** The menus' fixed links in the labels' language, leading to the pages in `locale`. */
export function menuLinks(labels: MenuLabels, locale: Locale = "en") {
  const link = (label: string, to: string): MenuLink => ({ label, to: pathInLocale(to, locale) });
  return {
    home: link(labels.home, HOME_LINK.to),
    contact: link(labels.contact, CONTACT_LINK.to),
    admissions: link(labels.admissions, ADMISSIONS_LINK.to),
    admin: link(labels.admin, ADMIN_LOGIN_LINK.to),
    allSchools: link(labels.allSchools, ALL_SCHOOLS_LINK.to),
    about: [
      link(labels.aboutUs, "/about"),
      link(labels.founder, FOUNDER_LINK.to),
      link(labels.vision, "/about/vision"),
      link(labels.mission, "/about/mission"),
    ],
    activities: [link(labels.events, "/events"), link(labels.gallery, "/gallery")],
    information: [link(labels.faculty, "/faculty"), link(labels.news, "/news")],
  };
}

/** Whether `to` is the page at `pathname` itself (React Router's NavLink with `end`: any case). */
export function isCurrentPage(to: string, pathname: string) {
  return pathname.toLowerCase() === to.toLowerCase();
}

/** Whether `pathname` is `to` or a page below it (a dropdown holding the link is marked active). */
export function isWithin(to: string, pathname: string) {
  const path = pathname.toLowerCase();
  const base = to.toLowerCase().replace(/\/+$/, "");
  return path === base || path.startsWith(`${base}/`) || base === "";
}

export function schoolPath(slug: string) {
  return `/schools/${slug}`;
}

/** "All Schools" and then each school's page, in the spec's order. */
export function schoolLinks(
  schools: readonly MenuSchool[],
  allSchools: MenuLink = ALL_SCHOOLS_LINK,
  locale: Locale = "en",
): MenuLink[] {
  return [
    allSchools,
    ...schools.map((school) => ({ label: school.name, to: pathInLocale(schoolPath(school.slug), locale) })),
  ];
}

/**
 * The two desktop dropdowns with their columns. Each column's `id` (its heading's element id) is
 * the English heading's, whatever the language.
 */
export function menuDropdowns(
  schools: readonly MenuSchool[],
  labels: MenuLabels = MENU_LABELS,
  locale: Locale = "en",
): MenuDropdown[] {
  const links = menuLinks(labels, locale);
  return [
    {
      id: "about-schools",
      label: labels.aboutSchools,
      columns: [
        { id: "about-us", heading: labels.aboutUs, links: links.about },
        {
          id: "our-schools",
          heading: labels.ourSchools,
          links: schoolLinks(schools, links.allSchools, locale),
        },
      ],
    },
    {
      id: "activities-news",
      label: labels.activitiesNews,
      columns: [
        { id: "activities", heading: labels.activities, links: links.activities },
        { id: "information", heading: labels.information, links: links.information },
      ],
    },
  ];
}

/** Section headings of the mobile menu. */
export const MOBILE_MENU_SECTIONS = {
  about: "About Us",
  schools: "Our Schools",
  management: "Management",
  activities: "Activities & Info",
} as const;
export const MOBILE_MENU_ID = "mobile-menu";
export const OPEN_MENU_LABEL = "Open menu";
export const CLOSE_MENU_LABEL = "Close menu";

/** The footer's first column. */
export const FOOTER_QUICK_LINKS: MenuLink[] = [
  HOME_LINK,
  { label: "About Us", to: "/about" },
  ALL_SCHOOLS_LINK,
  { label: "Faculty", to: "/faculty" },
  { label: "Events", to: "/events" },
  { label: "Gallery", to: "/gallery" },
  { label: "News", to: "/news" },
  CONTACT_LINK,
  ADMISSIONS_LINK,
];

export const FOOTER_CREDIT = "Designed and built with care for the families of our five schools.";

/** The floating support button's accessible name. */
export const WHATSAPP_BUTTON_LABEL = "Chat with us on WhatsApp";
/** Paths where the floating WhatsApp button stays away (the admissions form has its own). */
export const WHATSAPP_BUTTON_HIDDEN_PATHS: readonly string[] = [ADMISSIONS_LINK.to];

export function showsWhatsappButton(pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return !WHATSAPP_BUTTON_HIDDEN_PATHS.includes(path);
}

/** The not-found page (spec §2, public routes). */
export const NOT_FOUND_HEADING = "Oops! Page not found";
export const RETURN_HOME_LABEL = "Return to Home";
export const UNEXPECTED_ERROR_HEADING = "Unexpected Application Error!";
/** Heading of a page that shows why the server refused a request (a form it could not read…). */
export const REFUSAL_HEADING = "That did not work";

/** Accessible names of the footer's social links. */
export const SOCIAL_LINK_LABELS = {
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
} as const;
