// Titles suggested from photo file names in "Add Many Photos" (issue 26, point 10): a readable name
// made tidy, a camera's or a phone's name dropped so that the clerk is asked for a real title.
import { describe, expect, it } from "vitest";
import { suggestedAltText, suggestedPhotoTitle } from "~/lib/photo-title";

const MAX = 200;
const title = (name: string) => suggestedPhotoTitle(name, MAX);

describe("titles suggested from file names", () => {
  it.each([
    "IMG_2041.jpg",
    "IMG_2041 (1).JPG",
    "IMG_2041 copy.jpeg",
    "img-20240126-wa0007.jpg",
    "IMG20240126101530.jpg",
    "DSC01234.JPG",
    "DSC_0123.jpg",
    "DSCN0456.JPG",
    "DSCF7890.jpg",
    "P1010234.JPG",
    "GOPR0042.JPG",
    "DJI_0001.jpg",
    "PXL_20240101_123456789.jpg",
    "PXL_20240101_123456789.MP.jpg",
    "MVIMG_20240101_101010.jpg",
    "WhatsApp Image 2024-01-26 at 10.15.30.jpeg",
    "WhatsApp Image 2024-01-26 at 10.15.30 AM.jpeg",
    "Screenshot_20240126-101530_WhatsApp.png",
    "Screenshot 2024-01-26 at 10.15.30.png",
    "20240126_101530.jpg",
    "1000012345.jpg",
    "image0.jpeg",
    "photo.jpg",
    "2024-01-26.webp",
    ".jpg",
    "___.png",
  ])("%s → no title (the clerk is asked for one)", (name) => {
    expect(title(name)).toBe("");
  });

  it.each([
    ["annual-day_stage-01.jpeg", "Annual Day Stage 01"],
    ["sports_day_relay.JPG", "Sports Day Relay"],
    ["Sports Day -- relay__final.png", "Sports Day Relay Final"],
    ["day at the zoo.jpg", "Day at the Zoo"],
    ["the annual day.jpg", "The Annual Day"],
    ["NCC parade.jpg", "NCC Parade"],
    ["Annual Day 2024.jpg", "Annual Day 2024"],
    ["Sports Day IMG_2041.jpg", "Sports Day IMG 2041"],
    ["class5 picnic.jpg", "Class5 Picnic"],
    ["v1.2 prize giving.gif", "V1.2 Prize Giving"],
    ["பொங்கல்-விழா.jpg", "பொங்கல் விழா"],
    ["no-extension", "No Extension"],
  ])("%s → %s", (name, expected) => {
    expect(title(name)).toBe(expected);
  });

  it("cuts a very long name to the longest title allowed", () => {
    expect(title(`${"a".repeat(300)}.jpg`)).toHaveLength(MAX);
  });
});

describe("alt text suggested from file names (issue 28)", () => {
  const alt = (name: string) => suggestedAltText(name, 250);

  it("reads a person's file name as a sentence", () => {
    expect(alt("sports-day_2026.jpg")).toBe("Sports day 2026");
    expect(alt("annual day -- stage 01.JPG")).toBe("Annual day stage 01");
    expect(alt("NCC parade.webp")).toBe("NCC parade");
    expect(alt("விளையாட்டு_நாள்.png")).toBe("விளையாட்டு நாள்");
  });

  it("suggests nothing for a camera's or a phone's name, so the picture is listed as undescribed", () => {
    for (const name of [
      "IMG_2041.jpg",
      "DSC01234.JPG",
      "WhatsApp Image 2024-01-26 at 10.15.30.jpeg",
      "---.png",
    ])
      expect(alt(name)).toBe("");
  });

  it("keeps within the limit it is given", () => {
    expect(suggestedAltText(`${"word ".repeat(100)}.jpg`, 20)).toBe("Word word word word");
  });
});
