import { describe, expect, it } from "vitest";
import { GENERAL_ENQUIRY_TEXT, whatsappLink, whatsappNumber } from "~/lib/whatsapp";

describe("whatsappNumber", () => {
  it.each([
    ["+91 98765 43210", "919876543210"],
    ["098765 43210", "919876543210"],
    ["9876543210", "919876543210"],
    ["0091-98765-43210", "919876543210"],
    ["+44 20 7946 0000", "442079460000"],
  ])("turns %s into %s", (input, expected) => {
    expect(whatsappNumber(input)).toBe(expected);
  });

  it.each([[""], [null], [undefined], ["12345"], ["not a number"]])("refuses %s", (input) => {
    expect(whatsappNumber(input)).toBeUndefined();
  });
});

describe("whatsappLink", () => {
  it("builds the support link with the spec's text", () => {
    expect(whatsappLink("+91 98765 40099", GENERAL_ENQUIRY_TEXT)).toBe(
      "https://wa.me/919876540099?text=Hi!%20I%20need%20help%20with%20general%20inquiry.",
    );
  });

  it("keeps Tamil script, emoji, & and # and new lines intact", () => {
    const text = "வணக்கம் 🙏\nFees & timings? Class #3";
    const link = whatsappLink("9876543210", text)!;
    const encoded = link.split("?text=")[1]!;
    expect(encoded).not.toMatch(/[\s&#]/);
    expect(new URL(link).searchParams.get("text")).toBe(text);
  });
});
