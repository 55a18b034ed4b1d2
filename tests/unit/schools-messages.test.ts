// The schools catalogue's English words for the islands (filled with fillMessage in the browser)
// read exactly as the spec's copy the English pages showed before the catalogues.
import { describe, expect, it } from "vitest";
import { SCHOOL_CAROUSEL_COPY, SCHOOL_PAGE_HEADINGS } from "~/copy/schools-page";
import { fillMessage } from "~/i18n/fill-message";
import { schools } from "~/i18n/messages/en/schools";
import { schools as tamil } from "~/i18n/messages/ta/schools";

describe("schools catalogue", () => {
  it("fills the carousel's English templates to the spec's texts", () => {
    const copy = schools.carousel;
    expect(fillMessage(copy.label, { school: "Zee Litera" })).toBe(SCHOOL_CAROUSEL_COPY.label("Zee Litera"));
    expect(fillMessage(copy.goTo, { position: 3 })).toBe(SCHOOL_CAROUSEL_COPY.goTo(3));
    expect(fillMessage(copy.showPhoto, { position: 2, title: "Games period" })).toBe(
      SCHOOL_CAROUSEL_COPY.showPhoto(2, "Games period"),
    );
    expect(fillMessage(copy.status, { position: 1, count: 3, title: "Library" })).toBe(
      SCHOOL_CAROUSEL_COPY.status(0, 3, "Library"),
    );
    expect(fillMessage(copy.slide, { position: 2, count: 5 })).toBe("2 of 5");
  });

  it("keeps the page headings' English wording around the school's name", () => {
    expect(fillMessage(schools.page.about, { name: "EuroKids" })).toBe(
      SCHOOL_PAGE_HEADINGS.about("EuroKids"),
    );
    expect(fillMessage(schools.page.callToAction, { name: "EuroKids" })).toBe(
      SCHOOL_PAGE_HEADINGS.callToAction("EuroKids"),
    );
    expect(fillMessage(schools.page.programsLead, { name: "EuroKids" })).toBe(
      SCHOOL_PAGE_HEADINGS.programsLead("EuroKids"),
    );
  });

  it("gives the islands' Tamil templates the same placeholders as the English ones", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const group of ["carousel", "map"] as const) {
      for (const [key, english] of Object.entries(schools[group])) {
        const translated = (tamil[group] as Record<string, string>)[key]!;
        expect(placeholders(translated), `${group}.${key}`).toEqual(placeholders(english));
        expect(translated, `${group}.${key}`).toMatch(/[\u0B80-\u0BFF]/);
      }
    }
  });
});
