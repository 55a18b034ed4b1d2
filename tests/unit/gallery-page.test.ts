import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { GALLERY_CATEGORIES } from "~/copy/categories";
import {
  FALLBACK_GALLERY,
  GALLERY_VIEWER_COPY,
  galleryCategoryFromSlug,
  galleryCategorySlug,
  galleryPath,
  isLargeTile,
} from "~/copy/gallery-page";

describe("gallery addresses", () => {
  it("gives every category a distinct, readable slug that leads back to it", () => {
    expect(galleryCategorySlug("Sports & Games")).toBe("sports-games");
    expect(galleryCategorySlug("Science & Technology")).toBe("science-technology");
    const slugs = GALLERY_CATEGORIES.map(galleryCategorySlug);
    expect(new Set(slugs).size).toBe(GALLERY_CATEGORIES.length);
    for (const category of GALLERY_CATEGORIES) {
      expect(galleryCategoryFromSlug(galleryCategorySlug(category))).toBe(category);
    }
    expect(galleryCategoryFromSlug("picnics")).toBeUndefined();
  });

  it("leaves page 1 and 'all categories' out of the address", () => {
    expect(galleryPath()).toBe("/gallery");
    expect(galleryPath({ page: 1 })).toBe("/gallery");
    expect(galleryPath({ page: 3 })).toBe("/gallery?page=3");
    expect(galleryPath({ category: "Arts & Crafts", page: 2 })).toBe("/gallery?category=arts-crafts&page=2");
  });
});

describe("the gallery's fixed rules", () => {
  it("draws places 1, 4, 7 and 10 large, and no others", () => {
    const large = Array.from({ length: 20 }, (_, i) => i + 1).filter(isLargeTile);
    expect(large).toEqual([1, 4, 7, 10]);
  });

  it("counts as position / total", () => {
    expect(GALLERY_VIEWER_COPY.counter(3, 9)).toBe("3 / 9");
  });

  it("has nine built-in photos with the spec's categories and WebP pictures in public/fallback", () => {
    expect(FALLBACK_GALLERY.map((photo) => photo.category)).toEqual([
      "Campus Life",
      "Learning",
      "Field Trips",
      "Cultural Education",
      "Special Events",
      "Cultural Programs",
      "Character Building",
      "Academic Learning",
      "Creative Arts",
    ]);
    for (const photo of FALLBACK_GALLERY) {
      expect(photo.image.src).toMatch(/^\/fallback\/gallery-[a-z-]+\.webp$/);
      expect(photo.image.alt.length).toBeGreaterThan(0);
    }
  });

  it("states each built-in picture's real size, so the page reserves the right space", async () => {
    for (const { image } of FALLBACK_GALLERY) {
      const file = await sharp(path.join("public", image.src)).metadata();
      expect({ format: file.format, width: file.width, height: file.height }, image.src).toEqual({
        format: "webp",
        width: image.width,
        height: image.height,
      });
    }
  });
});
