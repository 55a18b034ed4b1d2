// Issue 28: staff's texts laid over the catalogue, the Pages form's rules and its blocks.
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "~/i18n/catalogue";
import { EDITABLE_PAGES, editablePage } from "~/lib/page-texts/pages";
import { isPlainText, placeholdersOf, textLeaves, withPageTexts } from "~/lib/page-texts/texts";
import {
  fieldName,
  PAGE_TEXT_EMPTY,
  PAGE_TEXT_MAX_LENGTH,
  PICTURE_NOT_OURS,
  pageTextsSchema,
  pageTextTooLong,
  placeholderMissing,
  placeholderUnknown,
} from "~/lib/schemas/page-texts";
import { pageSections } from "~/server/pages/blocks.server";

const { en } = CATALOGUES;

describe("withPageTexts", () => {
  it("replaces only the texts named, copying the branches on the way and sharing the rest", () => {
    const merged = withPageTexts(en, {
      "home.callToAction.heading": "Admissions are open",
      "news.categoryCards.calendar.updates.1": "Term two starts in January.",
    });
    expect(merged.home.callToAction.heading).toBe("Admissions are open");
    expect(merged.home.callToAction.text).toBe(en.home.callToAction.text);
    expect(merged.news.categoryCards.calendar.updates).toEqual([
      en.news.categoryCards.calendar.updates[0],
      "Term two starts in January.",
      en.news.categoryCards.calendar.updates[2],
    ]);
    expect(Array.isArray(merged.news.categoryCards.calendar.updates)).toBe(true);
    expect(merged.about).toBe(en.about);
    expect(en.home.callToAction.heading).not.toBe("Admissions are open");
  });

  it("ignores a path the catalogue does not have, or one that names a branch, not a text", () => {
    const merged = withPageTexts(en, {
      "home.noSuchSection.heading": "x",
      "home.callToAction": "x",
      "news.categoryCards.calendar.updates.9": "x",
    });
    expect(merged).toEqual(en);
  });

  it("gives the catalogue itself when nothing was changed", () => {
    expect(withPageTexts(en, undefined)).toBe(en);
    expect(withPageTexts(en, {})).toEqual(en);
  });
});

describe("texts of the catalogue", () => {
  it("lists a branch's texts in order, with their paths", () => {
    expect(textLeaves(en, "home.callToAction").map((leaf) => leaf.path)).toEqual([
      "home.callToAction.heading",
      "home.callToAction.text",
      "home.callToAction.apply",
      "home.callToAction.visit",
    ]);
  });

  it("tells placeholders and plural syntax apart", () => {
    expect(placeholdersOf("Apply Now for {year}, {name} and {year}")).toEqual(["{name}", "{year}"]);
    expect(isPlainText("Apply Now for {year}")).toBe(true);
    expect(isPlainText("{count, plural, one {photo} other {photos}}")).toBe(false);
  });
});

describe("the Pages form's rules", () => {
  const name = fieldName("home.intro.apply", "en");
  const schema = pageTextsSchema([{ name, kind: "text", placeholders: ["{year}"] }]);
  const errorOf = (text: string | undefined) => {
    const result = schema.safeParse({ intent: "save-page-texts", [name]: text });
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it("keeps the placeholders the site fills in", () => {
    expect(errorOf("Apply for {year} now")).toBeUndefined();
    expect(errorOf("Apply now")).toBe(placeholderMissing(["{year}"]));
    expect(errorOf("Apply for {year} at {school}")).toBe(placeholderUnknown(["{school}"]));
  });

  it("refuses an empty text, a blank one and one too long", () => {
    expect(errorOf(undefined)).toBe(PAGE_TEXT_EMPTY);
    expect(errorOf("   ")).toBe(PAGE_TEXT_EMPTY);
    expect(errorOf(`{year} ${"a".repeat(PAGE_TEXT_MAX_LENGTH)}`)).toBe(pageTextTooLong);
  });

  it("takes a chosen picture's address from the site or an https one, or none", () => {
    const picture = fieldName("picture.facultyPhoto", "en");
    const pictures = pageTextsSchema([{ name: picture, kind: "picture", placeholders: [] }]);
    const parse = (value: string | undefined) => pictures.safeParse({ intent: "x", [picture]: value });
    expect(parse("/media/gallery/a.jpg")).toMatchObject({
      success: true,
      data: { [picture]: "/media/gallery/a.jpg" },
    });
    expect(parse(undefined)).toMatchObject({ success: true, data: { [picture]: "" } });
    expect(parse("javascript:alert(1)").error?.issues[0]?.message).toBe(PICTURE_NOT_OURS);
    expect(parse("//evil.example/a.jpg").error?.issues[0]?.message).toBe(PICTURE_NOT_OURS);
  });

  it("names fields without dots, which the form library reads as nesting", () => {
    expect(fieldName("news.categoryCards.calendar.updates.1", "ta")).toBe(
      "ta:news/categoryCards/calendar/updates/1",
    );
  });
});

describe("the pages' blocks", () => {
  it("gives every listed page blocks with English and Tamil originals, none of them empty", () => {
    for (const page of EDITABLE_PAGES) {
      const blocks = pageSections(page).flatMap((section) => section.blocks);
      expect(blocks.length, page.id).toBeGreaterThan(0);
      for (const field of blocks.flatMap((block) => block.fields)) {
        expect(field.original.en.trim(), field.path).not.toBe("");
        expect(field.original.ta.trim(), field.path).not.toBe("");
        expect(placeholdersOf(field.original.ta), field.path).toEqual(field.placeholders);
      }
    }
  });

  it("leaves out skipped children", () => {
    const news = pageSections(editablePage("news")!);
    const keys = news.flatMap((section) => section.blocks.map((block) => block.key));
    expect(keys).toContain("news.recent.heading");
    expect(keys).not.toContain("news.recent.loading");
    expect(keys).toContain("news.categoryCards.calendar");
  });
});
