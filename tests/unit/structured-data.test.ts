import { describe, expect, it } from "vitest";
import { SCHOOL_GROUP_NAME } from "~/copy/brand";
import { postalAddress, schoolGroupJsonLd, schoolJsonLd } from "~/lib/structured-data";

const ORIGIN = "https://schools.example.org";

const zeeLitera = {
  slug: "zee-litera",
  name: "Zee Litera",
  description: "A CBSE school from kindergarten to Class 10.",
  address: "14, Kamban Street, near the bus stand, Thenpalli, Tamil Nadu",
  phone: "+91 98765 40011",
  email: "zeelitera@example.org",
  headerImage: "/media/zee-header.jpg",
  logoImage: "/media/zee-logo.png",
};

describe("postalAddress", () => {
  it("splits the town and state off a one-line address", () => {
    expect(postalAddress("14, Kamban Street, near the bus stand, Thenpalli, Tamil Nadu")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "14, Kamban Street, near the bus stand",
      addressLocality: "Thenpalli",
      addressRegion: "Tamil Nadu",
      addressCountry: "IN",
    });
  });

  it("reads a PIN code written after the state", () => {
    expect(postalAddress("2, Mill Road, Thenpalli, Tamil Nadu 627 001, India")).toMatchObject({
      streetAddress: "2, Mill Road",
      postalCode: "627001",
    });
  });

  it("gives nothing for an empty address", () => {
    expect(postalAddress("")).toBeUndefined();
    expect(postalAddress(null)).toBeUndefined();
  });
});

describe("schoolJsonLd", () => {
  it("describes a School with address, contact, image and its group", () => {
    const school = schoolJsonLd(ORIGIN, zeeLitera);
    expect(school).toMatchObject({
      "@type": "School",
      name: "Zee Litera",
      url: `${ORIGIN}/schools/zee-litera`,
      telephone: "+91 98765 40011",
      email: "zeelitera@example.org",
      image: `${ORIGIN}/media/zee-header.jpg`,
      logo: `${ORIGIN}/media/zee-logo.png`,
      address: { "@type": "PostalAddress", addressLocality: "Thenpalli", addressCountry: "IN" },
      parentOrganization: { "@type": "EducationalOrganization", name: SCHOOL_GROUP_NAME, url: `${ORIGIN}/` },
    });
  });

  it("leaves out what the school has not filled in", () => {
    const school = schoolJsonLd(ORIGIN, { slug: "euro-kids", name: "EuroKids", phone: " ", email: null });
    expect(school).not.toHaveProperty("telephone");
    expect(school).not.toHaveProperty("email");
    expect(school).not.toHaveProperty("address");
    expect(school).not.toHaveProperty("image");
  });

  it("survives a round trip through JSON", () => {
    const school = schoolJsonLd(ORIGIN, zeeLitera);
    expect(JSON.parse(JSON.stringify(school))).toEqual(school);
  });
});

describe("schoolGroupJsonLd", () => {
  const contact = {
    officeAddress: "1, Gandhi Road, Thenpalli, Tamil Nadu",
    officePhone: "+91 98765 40000",
    officeEmail: "office@example.org",
    facebookUrl: "https://example.org/social/facebook",
    instagramUrl: "",
    youtubeUrl: "https://example.org/social/youtube",
  };

  it("names the group with its office contact, logo and social profiles", () => {
    const group = schoolGroupJsonLd(ORIGIN, contact, [zeeLitera]);
    expect(group).toMatchObject({
      "@type": "EducationalOrganization",
      name: SCHOOL_GROUP_NAME,
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/favicon.svg`,
      telephone: "+91 98765 40000",
      email: "office@example.org",
      address: { streetAddress: "1, Gandhi Road", addressRegion: "Tamil Nadu" },
      sameAs: ["https://example.org/social/facebook", "https://example.org/social/youtube"],
    });
  });

  it("lists every school as a sub-organization", () => {
    const group = schoolGroupJsonLd(ORIGIN, contact, [zeeLitera, { slug: "euro-kids", name: "EuroKids" }]);
    const schools = group.subOrganization as Record<string, unknown>[];
    expect(schools.map((s) => [s["@type"], s.name, s.url])).toEqual([
      ["School", "Zee Litera", `${ORIGIN}/schools/zee-litera`],
      ["School", "EuroKids", `${ORIGIN}/schools/euro-kids`],
    ]);
    expect(schools[0]).not.toHaveProperty("parentOrganization");
  });
});
