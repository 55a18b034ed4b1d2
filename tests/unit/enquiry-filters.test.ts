import { describe, expect, it } from "vitest";
import {
  enquiryFilterOf,
  enquiryQueryParams,
  isFiltered,
  parseEnquiryQuery,
} from "~/lib/schemas/enquiry-query";

const parse = (search: string) => parseEnquiryQuery(new URLSearchParams(search));

describe("the Enquiries inbox filters in the URL", () => {
  it("reads every filter", () => {
    expect(
      parse("q=+Lakshmi+&school=euro-kids&kind=admission&status=new&from=2026-11-01&to=2026-11-30&page=3"),
    ).toEqual({
      q: "Lakshmi",
      school: "euro-kids",
      kind: "admission",
      status: "new",
      from: "2026-11-01",
      to: "2026-11-30",
      page: 3,
    });
  });

  it("ignores values that are not allowed instead of failing", () => {
    expect(parse("school=hogwarts&kind=spam&status=lost&from=yesterday&to=2026-02-30&page=-4&q=")).toEqual({
      page: 1,
    });
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=99999999").page).toBe(1);
    expect(parse(`q=${"x".repeat(500)}`).q).toHaveLength(100);
  });

  it("takes the alternate school spelling and stores the canonical one", () => {
    expect(parse("school=balar-kalikoodam").school).toBe("balar-kalikkoodam");
  });

  it("puts a reversed date range the right way round", () => {
    expect(parse("from=2026-11-30&to=2026-11-01")).toMatchObject({ from: "2026-11-01", to: "2026-11-30" });
  });

  it("writes the filters back as search params, leaving out page 1 and empty values", () => {
    expect(enquiryQueryParams({ q: "Anu", kind: "contact", page: 1 }).toString()).toBe("q=Anu&kind=contact");
    expect(enquiryQueryParams({ status: "closed", page: 2 }).toString()).toBe("status=closed&page=2");
    expect(isFiltered(parse("page=4"))).toBe(false);
    expect(isFiltered(parse("status=new"))).toBe(true);
  });

  it("lists suspected spam with the rest unless the URL hides it or asks for it alone", () => {
    expect(parse("").spam).toBeUndefined();
    expect(enquiryFilterOf(parse("")).suspectedSpam).toBeUndefined();
    expect(parse("spam=hide")).toEqual({ spam: "hide", page: 1 });
    expect(enquiryFilterOf(parse("spam=hide")).suspectedSpam).toBe(false);
    expect(enquiryFilterOf(parse("spam=only")).suspectedSpam).toBe(true);
    expect(parse("spam=yes").spam).toBeUndefined();
    expect(isFiltered(parse("spam=only"))).toBe(true);
    expect(enquiryQueryParams({ ...parse("spam=only&kind=contact"), page: 2 }).toString()).toBe(
      "kind=contact&spam=only&page=2",
    );
  });
});
