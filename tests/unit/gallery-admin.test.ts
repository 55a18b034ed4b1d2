// Gallery Management's pure rules: titles from file names ("Add Many Photos"), the list's URL, the
// remembered grid/list view, and the dialog's schema.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { GALLERY_VIEW_COOKIE, galleryViewFromCookie } from "~/components/admin/gallery/view-cookie";
import {
  GALLERY_BATCH_MAX,
  GALLERY_MESSAGES,
  GALLERY_TITLE_MAX,
  itemCount,
  uploadFailedLine,
} from "~/copy/admin-gallery";
import {
  addPhotosSchema,
  createItemSchema,
  galleryAdminHref,
  parseGalleryAdminQuery,
  titleFromFileName,
} from "~/lib/schemas/gallery";

describe("titles from file names", () => {
  it.each([
    // A camera's name says nothing: no title, the clerk is asked for one (issue 26).
    ["IMG_2034.JPG", ""],
    ["annual-day_stage-01.jpeg", "Annual Day Stage 01"],
    ["Sports Day -- relay__final.png", "Sports Day Relay Final"],
    ["  spaced   out .webp", "Spaced Out"],
    ["no-extension", "No Extension"],
    ["v1.2 prize giving.gif", "V1.2 Prize Giving"],
    ["பொங்கல்-விழா.jpg", "பொங்கல் விழா"],
    [".jpg", ""],
    ["___.png", ""],
  ])("%s → %s", (name, title) => {
    expect(titleFromFileName(name)).toBe(title);
  });

  it("cuts a very long name to the longest title allowed", () => {
    const title = titleFromFileName(`${"a".repeat(300)}.jpg`);
    expect(title).toHaveLength(GALLERY_TITLE_MAX);
  });
});

describe("the list's URL", () => {
  const parse = (search: string) => parseGalleryAdminQuery(new URLSearchParams(search));

  it("reads the category by the public gallery's slug and the page, dropping anything else", () => {
    expect(parse("")).toEqual({ category: null, page: 1 });
    expect(parse("category=sports-games&page=3")).toEqual({ category: "Sports & Games", page: 3 });
    expect(parse("category=picnics&page=0")).toEqual({ category: null, page: 1 });
    expect(parse("page=2.5")).toEqual({ category: null, page: 1 });
    expect(parse("page=-1")).toEqual({ category: null, page: 1 });
  });

  it("writes one address per view: all categories and page 1 are left out", () => {
    expect(galleryAdminHref({ category: null, page: 1 })).toBe("/admin/gallery");
    expect(galleryAdminHref({ category: "Arts & Crafts", page: 1 })).toBe(
      "/admin/gallery?category=arts-crafts",
    );
    expect(galleryAdminHref({ category: "Arts & Crafts", page: 2 })).toBe(
      "/admin/gallery?category=arts-crafts&page=2",
    );
  });
});

describe("the grid/list choice", () => {
  it("is the grid unless the cookie says list", async () => {
    expect(await galleryViewFromCookie(undefined)).toBe("grid");
    expect(await galleryViewFromCookie("sidebar_state=false; gallery_view=list")).toBe("list");
    expect(await galleryViewFromCookie("gallery_view=grid")).toBe("grid");
    expect(await galleryViewFromCookie("gallery_view=<script>")).toBe("grid");
  });

  it("is kept for the admin's pages for a year", async () => {
    expect(await GALLERY_VIEW_COOKIE.serialize("list")).toBe(
      "gallery_view=list; Max-Age=31536000; Path=/admin; SameSite=Lax",
    );
  });
});

describe("the spec's texts", () => {
  it("counts as 'N item(s) found' and words an upload failure as spec §8 does", () => {
    expect(itemCount(1)).toBe("1 item(s) found");
    expect(itemCount(1000)).toBe("1,000 item(s) found");
    expect(uploadFailedLine("Annual Day.jpg")).toBe(
      "Upload failed: Failed to upload Annual Day.jpg. Please try again.",
    );
  });
});

describe("the forms", () => {
  /** The messages of a refused form, field by field. */
  function errors(submission: { status?: string; error?: unknown }) {
    return submission.status === "success" ? undefined : submission.error;
  }

  function form(fields: Record<string, string>) {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return data;
  }

  it("needs a title and a picture on this site; the category comes from the list", () => {
    const ok = parseWithZod(
      form({ intent: "create-item", title: "Kolam", imageUrl: "/media/gallery/k.jpg" }),
      {
        schema: createItemSchema,
      },
    );
    expect(ok.status).toBe("success");
    const refused = parseWithZod(
      form({
        intent: "create-item",
        title: " ",
        imageUrl: "https://evil.example/x.jpg",
        category: "Picnics",
      }),
      { schema: createItemSchema },
    );
    expect(refused.status).toBe("error");
    expect(errors(refused)).toMatchObject({
      title: [GALLERY_MESSAGES.titleRequired],
      imageUrl: [GALLERY_MESSAGES.image],
      category: [GALLERY_MESSAGES.category],
    });
    const noPicture = parseWithZod(form({ intent: "create-item", title: "Kolam" }), {
      schema: createItemSchema,
    });
    expect(errors(noPicture)).toMatchObject({ imageUrl: [GALLERY_MESSAGES.imageRequired] });
  });

  it("takes at most ten photos in one batch", () => {
    const photos = (count: number) =>
      Object.fromEntries(
        Array.from({ length: count }, (_, i) => [
          [`photos[${i}].title`, `Photo ${i}`],
          [`photos[${i}].mediaId`, `media-${i}`],
        ]).flat(),
      );
    const ten = parseWithZod(
      form({ intent: "add-photos", category: "Other", ...photos(GALLERY_BATCH_MAX) }),
      {
        schema: addPhotosSchema,
      },
    );
    expect(ten.status).toBe("success");
    const eleven = parseWithZod(
      form({ intent: "add-photos", category: "Other", ...photos(GALLERY_BATCH_MAX + 1) }),
      { schema: addPhotosSchema },
    );
    expect(errors(eleven)).toMatchObject({ photos: [GALLERY_MESSAGES.tooManyPhotos] });
  });
});
