// The Content list's URL, the Content form's schema, its publication moment in India time and the
// cleaning of text pasted from Word or Google Docs.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { cleanPastedHtml } from "~/components/admin/content/clean-paste";
import { characterCount } from "~/copy/admin-content";
import { instantOfSchoolMoment, schoolMomentOf } from "~/lib/publication-time";
import {
  contentFormSchema,
  contentListHref,
  kindOptions,
  parseContentListQuery,
  SAVE_CONTENT_INTENT,
} from "~/lib/schemas/content";

/** Spec §5: Meta Title max 60 characters, Meta Description max 160. */
const SPEC_META_TITLE_MAX = 60;
const SPEC_META_DESCRIPTION_MAX = 160;

function formData(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const GOOD = {
  intent: SAVE_CONTENT_INTENT,
  title: "Annual Day",
  slug: "annual-day",
  kind: "about",
  status: "draft",
};

function errorsOf(fields: Record<string, string>) {
  const submission = parseWithZod(formData({ ...GOOD, ...fields }), { schema: contentFormSchema });
  return submission.status === "success" ? {} : (submission.error ?? {});
}

describe("the content list's URL", () => {
  it("keeps known values and drops or clamps everything else", () => {
    const query = (search: string) => parseContentListQuery(new URLSearchParams(search));
    expect(query("q=%20mango%20&status=draft&type=school_info&page=3")).toEqual({
      q: "mango",
      status: "draft",
      type: "school_info",
      page: 3,
    });
    expect(query("status=deleted&type=homepage_slide&page=-2&q=")).toEqual({
      q: undefined,
      status: undefined,
      type: undefined,
      page: 1,
    });
    expect(query("page=1.5").page).toBe(1);
    expect(query("page=99999999").page).toBe(1);
    expect(query(`q=${"a".repeat(300)}`).q).toHaveLength(100);
  });

  it("writes the same query back in one order, leaving out page 1 and empty filters", () => {
    expect(contentListHref({ page: 1 })).toBe("/admin/content");
    expect(contentListHref({ type: "event", q: "sports day", status: "published", page: 2 })).toBe(
      "/admin/content?q=sports+day&status=published&type=event&page=2",
    );
  });
});

describe("the content form's schema", () => {
  it("accepts a plain item", () => {
    expect(errorsOf({})).toEqual({});
  });

  it("needs a title and a slug, and a slug of letters, digits, - and _ only", () => {
    expect(Object.keys(errorsOf({ title: "", slug: "" }))).toEqual(["title", "slug"]);
    for (const slug of ["../etc", "a/b", "with space", "Capital", "-", "a.b"])
      expect(Object.keys(errorsOf({ slug })), slug).toEqual(["slug"]);
    for (const slug of ["a", "class_10-results", "2025", "science--fair"])
      expect(errorsOf({ slug }), slug).toEqual({});
  });

  it("holds Meta Title to 60 characters and Meta Description to 160", () => {
    expect(errorsOf({ metaTitle: "t".repeat(SPEC_META_TITLE_MAX) })).toEqual({});
    expect(Object.keys(errorsOf({ metaTitle: "t".repeat(SPEC_META_TITLE_MAX + 1) }))).toEqual(["metaTitle"]);
    expect(errorsOf({ metaDescription: "d".repeat(SPEC_META_DESCRIPTION_MAX) })).toEqual({});
    expect(Object.keys(errorsOf({ metaDescription: "d".repeat(SPEC_META_DESCRIPTION_MAX + 1) }))).toEqual([
      "metaDescription",
    ]);
  });

  it("refuses an unknown type or status, and needs a date for an event", () => {
    expect(Object.keys(errorsOf({ kind: "widget" }))).toEqual(["kind"]);
    expect(Object.keys(errorsOf({ status: "deleted" }))).toEqual(["status"]);
    expect(Object.keys(errorsOf({ kind: "event" }))).toEqual(["eventDate"]);
    expect(errorsOf({ kind: "event", eventDate: "2031-03-14", eventTime: "10:30" })).toEqual({});
    expect(Object.keys(errorsOf({ kind: "event", eventDate: "2031-02-30" }))).toEqual(["eventDate"]);
    expect(Object.keys(errorsOf({ kind: "event", eventDate: "2031-03-14", eventTime: "25:00" }))).toEqual([
      "eventTime",
    ]);
  });

  it("takes a picture on this site or the web, never a script address", () => {
    expect(errorsOf({ featuredImage: "/media/general/a.webp" })).toEqual({});
    expect(errorsOf({ featuredImage: "https://example.org/a.png" })).toEqual({});
    for (const featuredImage of ["javascript:alert(1)", "//evil.example/a.png", "data:image/png;base64,AAAA"])
      expect(Object.keys(errorsOf({ featuredImage })), featuredImage).toEqual(["featuredImage"]);
  });

  it("offers the list's six types, and a slide's own type only when editing a slide", () => {
    expect(kindOptions()).toEqual(["news", "event", "faculty", "gallery", "about", "school_info"]);
    expect(kindOptions("about")).toEqual(kindOptions());
    expect(kindOptions("homepage_slide")).toContain("homepage_slide");
  });
});

describe("the publication moment in India time", () => {
  it("reads the wall clock in Asia/Kolkata (UTC+05:30) whatever the machine's zone", () => {
    expect(instantOfSchoolMoment("2026-01-15T09:30")).toBe("2026-01-15T04:00:00.000Z");
    expect(instantOfSchoolMoment("2026-01-15T00:10:05")).toBe("2026-01-14T18:40:05.000Z");
    for (const bad of ["", "tomorrow", "2026-02-30T10:00", "2026-01-15T24:00", "2026-01-15 09:30"])
      expect(instantOfSchoolMoment(bad), bad).toBeNull();
  });

  it("writes an instant back as the field shows it, to the minute", () => {
    expect(schoolMomentOf("2026-01-15T04:00:59.000Z")).toBe("2026-01-15T09:30");
    expect(schoolMomentOf("2026-01-14T18:40:00.000Z")).toBe("2026-01-15T00:10");
    expect(schoolMomentOf(null)).toBe("");
    expect(instantOfSchoolMoment(schoolMomentOf("2026-06-30T23:45:00.000Z"))).toBe(
      "2026-06-30T23:45:00.000Z",
    );
  });
});

describe("the live character count", () => {
  it("says how many characters there are against the limit, and by how much it is passed", () => {
    expect(characterCount(0, 60)).toBe("0 / 60");
    expect(characterCount(60, 60)).toBe("60 / 60");
    expect(characterCount(61, 60)).toBe("61 / 60 — 1 character too many");
    expect(characterCount(170, 160)).toBe("170 / 160 — 10 characters too many");
  });
});

describe("text pasted from Word or Google Docs", () => {
  it("loses style sheets, XML, conditional comments, Office tags, classes and handlers; keeps text and styles", () => {
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="utf-8"><title>Doc</title>
<style>p.MsoNormal{font-family:Calibri}</style><!--[if gte mso 9]><xml><o:OfficeDocumentSettings/></xml><![endif]--></head>
<body lang=EN-IN><p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><!--[if !supportLists]--><span>·<span>&nbsp;</span></span><!--[endif]-->Point one<o:p></o:p></p>
<p class="MsoNormal" onclick="steal()"><b style='mso-bidi-font-weight:normal'>Bold</b><st1:place>Chennai</st1:place><o:p>&nbsp;</o:p></p>
<script>steal()</script></body></html>`;
    const cleaned = cleanPastedHtml(word);
    for (const residue of [
      "<style",
      "<script",
      "steal",
      "<xml",
      "<!--",
      "o:p",
      "st1:",
      "class=",
      "onclick",
      "<title",
      "·",
    ])
      expect(cleaned, residue).not.toContain(residue);
    expect(cleaned).toContain("Point one");
    expect(cleaned).toContain(`<b style='mso-bidi-font-weight:normal'>Bold</b>Chennai`);
  });

  it("keeps Google Docs' bold and italic, which live in style attributes", () => {
    const docs = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-weight:700;">Strong</span> <span style="font-style:italic;">slanted</span></p></b>`;
    expect(cleanPastedHtml(docs)).toBe(
      `<b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-weight:700;">Strong</span> <span style="font-style:italic;">slanted</span></p></b>`,
    );
  });
});
