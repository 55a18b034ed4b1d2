// The Homepage Slider's form schema as the dialog and the action run it (Conform's parseWithZod on
// the posted form): the button link rule, the Active switch, the limits and the required title.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  SLIDE_BUTTON_LINK_PLACEHOLDER,
  SLIDE_CAPTION_MAX,
  SLIDE_FIELD_HINTS,
  SLIDE_MESSAGES,
  SLIDE_TITLE_MAX,
} from "~/copy/admin-slides";
import { DEFAULT_SLIDE_BUTTON_LINK } from "~/copy/home";
import { createSlideSchema, isSafeSlideLink, moveSlideSchema, updateSlideSchema } from "~/lib/schemas/slides";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

function parseCreate(fields: Record<string, string>) {
  return parseWithZod(form({ intent: "create-slide", title: "Sports Day", ...fields }), {
    schema: createSlideSchema,
  });
}

function fieldErrors(fields: Record<string, string>) {
  const submission = parseCreate(fields);
  return (submission.status === "error" ? submission.error : null) ?? {};
}

describe("the slide form's schema", () => {
  it("takes a site path or an https address as the button link", () => {
    for (const link of [
      "/admissions",
      "/admissions?school=zee-litera",
      "/contact#visit",
      "https://example.org/a",
    ]) {
      const submission = parseCreate({ buttonLink: link });
      expect(submission.status, link).toBe("success");
      if (submission.status === "success") expect(submission.value.buttonLink).toBe(link);
    }
    // An empty field means no link (the home page then opens /about).
    const empty = parseCreate({ buttonLink: "" });
    expect(empty.status === "success" && empty.value.buttonLink).toBeUndefined();
  });

  it("refuses every other link with one message under Button Link", () => {
    for (const link of [
      "javascript:alert(1)",
      " JAVASCRIPT:alert(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "http://example.org",
      "mailto:office@example.org",
      "https://user:pw@example.org",
      "admissions",
    ]) {
      expect(fieldErrors({ buttonLink: link }), link).toEqual({ buttonLink: [SLIDE_MESSAGES.buttonLink] });
      expect(isSafeSlideLink(link.trim()), link).toBe(false);
    }
  });

  it("reads the Active switch: on when sent as 'on', off when absent, refused otherwise", () => {
    const on = parseCreate({ isActive: "on" });
    expect(on.status === "success" && on.value.isActive).toBe(true);
    const off = parseCreate({});
    expect(off.status === "success" && off.value.isActive).toBeUndefined();
    expect(Object.keys(fieldErrors({ isActive: "maybe" }))).toEqual(["isActive"]);
  });

  it("requires a title and keeps the limits", () => {
    expect(fieldErrors({ title: "   " })).toEqual({ title: [SLIDE_MESSAGES.titleRequired] });
    expect(fieldErrors({ title: "t".repeat(SLIDE_TITLE_MAX + 1) })).toEqual({
      title: [SLIDE_MESSAGES.titleTooLong],
    });
    expect(parseCreate({ title: "t".repeat(SLIDE_TITLE_MAX) }).status).toBe("success");
    expect(fieldErrors({ caption: "c".repeat(SLIDE_CAPTION_MAX + 1) })).toEqual({
      caption: [SLIDE_MESSAGES.captionTooLong],
    });
    expect(Object.keys(fieldErrors({ imageUrl: "https://evil.example/x.png" }))).toEqual(["imageUrl"]);
  });

  it("needs the slide and the updatedAt it was opened with to update, and up or down to move", () => {
    const update = parseWithZod(form({ intent: "update-slide", title: "Sports Day" }), {
      schema: updateSlideSchema,
    });
    expect(update.status === "error" && Object.keys(update.error ?? {}).sort()).toEqual([
      "slideId",
      "updatedAt",
    ]);
    const sideways = parseWithZod(form({ intent: "move-slide", slideId: "x", direction: "left" }), {
      schema: moveSlideSchema,
    });
    expect(sideways.status).toBe("error");
  });
});

describe("the Button Link field's words", () => {
  it("says what an empty link gives (spec §2: /about) and shows an example, not a value", () => {
    expect(SLIDE_FIELD_HINTS.buttonLink).toContain(
      `Left empty, the button goes to ${DEFAULT_SLIDE_BUTTON_LINK}.`,
    );
    expect(SLIDE_BUTTON_LINK_PLACEHOLDER).toMatch(/^For example \//);
    expect(isSafeSlideLink(SLIDE_BUTTON_LINK_PLACEHOLDER.replace("For example ", ""))).toBe(true);
  });
});
