// schema.org JSON-LD for search engines: the group as an EducationalOrganization and each school
// as a School belonging to it. seoMeta (app/lib/seo.ts) adds the @context and writes the tags.
import { SCHOOL_GROUP_NAME } from "~/copy/brand";
import { SCHOOL_LOCALITY, schoolPath } from "~/copy/schools-page";
import { absoluteUrl } from "./seo";

export type JsonLd = Record<string, unknown>;

/** What the group's entry needs from the site settings. */
export type GroupContact = {
  officeAddress: string;
  officePhone: string;
  officeEmail: string;
  facebookUrl?: string;
  instagramUrl?: string;
  youtubeUrl?: string;
};

/** What a school's entry needs from the school record. */
export type SchoolEntry = {
  slug: string;
  name: string;
  description?: string | null;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
  headerImage?: string | null;
  logoImage?: string | null;
};

export const GROUP_LOGO_PATH = "/favicon.svg";

/**
 * A PostalAddress from an address written on one line. Staff write the town and state at the
 * end ("14, Kamban Street, Thenpalli, Tamil Nadu 627001"); those become their own fields and the
 * rest is the street address.
 */
export function postalAddress(line: string | null | undefined): JsonLd | undefined {
  const parts = (line ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return undefined;
  let postalCode: string | undefined;
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  for (;;) {
    const last = parts.at(-1);
    if (last === undefined) break;
    const pin = /^(.*?)[\s-]*(\d{3}\s?\d{3})$/.exec(last);
    if (pin && !postalCode) {
      postalCode = pin[2]!.replace(/\s/g, "");
      if (pin[1]) parts[parts.length - 1] = pin[1];
      else parts.pop();
      continue;
    }
    if (same(last, SCHOOL_LOCALITY.town) || same(last, SCHOOL_LOCALITY.region) || same(last, "India")) {
      parts.pop();
      continue;
    }
    break;
  }
  return {
    "@type": "PostalAddress",
    ...(parts.length > 0 && { streetAddress: parts.join(", ") }),
    addressLocality: SCHOOL_LOCALITY.town,
    addressRegion: SCHOOL_LOCALITY.region,
    ...(postalCode && { postalCode }),
    addressCountry: SCHOOL_LOCALITY.country,
  };
}

/** A value staff filled in, trimmed; undefined for one left empty (JSON-LD leaves it out). */
export function present(value: string | null | undefined) {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** The group itself, with the one @id every page's entries point to. */
export function groupOrganization(origin: string): JsonLd {
  return {
    "@type": "EducationalOrganization",
    "@id": absoluteUrl(origin, "/#organization"),
    name: SCHOOL_GROUP_NAME,
    url: absoluteUrl(origin, "/"),
    logo: absoluteUrl(origin, GROUP_LOGO_PATH),
  };
}

/** The group as a short reference, for a school's parentOrganization. */
function groupReference(origin: string): JsonLd {
  return { "@type": "EducationalOrganization", name: SCHOOL_GROUP_NAME, url: absoluteUrl(origin, "/") };
}

/** A School entry: name, page, address, contact and picture. */
export function schoolJsonLd(origin: string, school: SchoolEntry): JsonLd {
  const image = present(school.headerImage);
  const logo = present(school.logoImage);
  return {
    "@type": "School",
    "@id": absoluteUrl(origin, `${schoolPath(school.slug)}#school`),
    name: school.name,
    url: absoluteUrl(origin, schoolPath(school.slug)),
    ...(present(school.description) && { description: present(school.description) }),
    ...(postalAddress(school.address) && { address: postalAddress(school.address) }),
    ...(present(school.phone) && { telephone: present(school.phone) }),
    ...(present(school.email) && { email: present(school.email) }),
    ...(image && { image: absoluteUrl(origin, image) }),
    ...(logo && { logo: absoluteUrl(origin, logo) }),
    parentOrganization: groupReference(origin),
  };
}

/** The group with its main office and the schools it runs. */
export function schoolGroupJsonLd(
  origin: string,
  contact: GroupContact,
  schools: readonly SchoolEntry[],
): JsonLd {
  const sameAs = [contact.facebookUrl, contact.instagramUrl, contact.youtubeUrl]
    .map(present)
    .filter((url): url is string => url !== undefined);
  return {
    ...groupOrganization(origin),
    ...(postalAddress(contact.officeAddress) && { address: postalAddress(contact.officeAddress) }),
    ...(present(contact.officePhone) && { telephone: present(contact.officePhone) }),
    ...(present(contact.officeEmail) && { email: present(contact.officeEmail) }),
    ...(sameAs.length > 0 && { sameAs }),
    subOrganization: schools.map((school) => {
      const { parentOrganization: _, ...entry } = schoolJsonLd(origin, school);
      return entry;
    }),
  };
}
