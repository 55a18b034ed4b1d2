// Pictures inside article bodies: the sanitizer keeps only our own media with their figure and
// caption, a picture without alt text is counted (the server refuses the save: integration test
// article-pictures.test.ts), and the public page draws
// each one as the ResponsiveImage component does every other picture.
import { describe, expect, it } from "vitest";
import { cleanPastedHtml } from "~/components/admin/content/clean-paste";
import { BODY_PICTURE_SIZES, expandBodyPictures } from "~/components/site/news/body-pictures";
import { picturesWithoutAlt } from "~/lib/rich-text-pictures";
import { cleanRichText, isOurMediaUrl } from "~/server/content/rich-text.server";
import type { Picture } from "~/views/images";

const OURS = "/media/general/1732000000000-ab12cd.jpg";
const figure = (src: string, alt = "Children planting trees", caption = "Planting day") =>
  `<figure><img src="${src}" alt="${alt}" width="1200" height="800"><figcaption>${caption}</figcaption></figure>`;

describe("cleanRichText and pictures", () => {
  it("keeps a figure of our own media with its alt text, size and caption", () => {
    expect(cleanRichText(`<p>Hello</p>${figure(OURS)}`)).toBe(
      `<p>Hello</p><figure><img src="${OURS}" alt="Children planting trees" width="1200" height="800" /><figcaption>Planting day</figcaption></figure>`,
    );
    // A variant of ours too, and the bucket's public address when S3_PUBLIC_URL names one.
    expect(isOurMediaUrl("/media/general/1732000000000-ab12cd-640.webp")).toBe(true);
    expect(
      cleanRichText(figure("https://cdn.example.org/general/1-a.jpg"), {
        mediaBases: ["/media", "https://cdn.example.org"],
      }),
    ).toContain('<img src="https://cdn.example.org/general/1-a.jpg"');
  });

  it("removes pictures from any other host, data:, javascript: and odd paths, with their figure", () => {
    for (const src of [
      "https://example.org/a.jpg",
      "http://evil.example/media/general/1-a.jpg",
      "//evil.example/media/general/1-a.jpg",
      "data:image/png;base64,iVBORw0KGgo=",
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "/media/../data/app.db",
      "/media/.hidden/x.jpg",
      "/uploads/general/1-a.jpg",
      "https://cdn.example.org.evil.example/general/1-a.jpg",
    ]) {
      expect(
        cleanRichText(`<p>Text</p>${figure(src)}`, { mediaBases: ["/media", "https://cdn.example.org"] }),
        src,
      ).toBe("<p>Text</p>");
    }
    expect(cleanRichText(`<p>A<img src="https://example.org/b.png" alt="B"></p>`)).toBe("<p>A</p>");
    expect(
      cleanRichText(`<img src="${OURS}" alt="x" onerror="alert(1)" srcset="https://e.org/a.jpg 1x">`),
    ).toBe(`<img src="${OURS}" alt="x" />`);
  });
});

describe("pictures without alt text", () => {
  it("counts pictures with no alt, an empty or a blank one", () => {
    expect(picturesWithoutAlt(`<p>x</p>${figure(OURS)}`)).toBe(0);
    expect(picturesWithoutAlt(`<img src="${OURS}">`)).toBe(1);
    expect(picturesWithoutAlt(`<img src="${OURS}" alt="">${figure(OURS, "  ")}`)).toBe(2);
    // A ">" inside a quoted value (a browser's serializer leaves it) does not end the tag early.
    expect(picturesWithoutAlt(`<img data-x="a > b" src="${OURS}" alt="Sports > day">`)).toBe(0);
    expect(picturesWithoutAlt(null)).toBe(0);
  });
});

describe("expandBodyPictures", () => {
  const picture: Picture = {
    src: OURS,
    width: 1200,
    height: 800,
    alt: "The library's own alt",
    variants: [
      { width: 640, format: "avif", url: "/media/general/1732000000000-ab12cd-640.avif" },
      { width: 320, format: "avif", url: "/media/general/1732000000000-ab12cd-320.avif" },
      { width: 640, format: "webp", url: "/media/general/1732000000000-ab12cd-640.webp" },
    ],
  };

  it("draws a library picture with AVIF and WebP sources, sizes, its size and lazy loading, caption under it", () => {
    const html = expandBodyPictures({
      html: cleanRichText(`<p>Before</p>${figure(OURS, "Children &amp; teachers")}`)!,
      pictures: [picture],
    })!;
    expect(html).toMatch(/^<p>Before<\/p><figure><picture\b[^>]*>/);
    expect(html).toContain(
      `<source type="image/avif" srcSet="/media/general/1732000000000-ab12cd-320.avif 320w, /media/general/1732000000000-ab12cd-640.avif 640w" sizes="${BODY_PICTURE_SIZES}"/>`,
    );
    expect(html).toContain(
      `<source type="image/webp" srcSet="/media/general/1732000000000-ab12cd-640.webp 640w" sizes="${BODY_PICTURE_SIZES}"/>`,
    );
    const img = /<img\b[^>]*>/.exec(html)![0];
    expect(img).toContain(`src="${OURS}"`);
    // The alt text staff wrote for this place, not the library's.
    expect(img).toContain('alt="Children &amp; teachers"');
    expect(img).toContain('width="1200"');
    expect(img).toContain('height="800"');
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('decoding="async"');
    expect(html).toMatch(/<\/picture><figcaption>Planting day<\/figcaption><\/figure>$/);
  });

  it("shows nothing, not a broken picture, for a file no longer in the library", () => {
    expect(expandBodyPictures({ html: `<p>A</p>${cleanRichText(figure(OURS))}`, pictures: [] })).toBe(
      "<p>A</p>",
    );
    expect(expandBodyPictures({ html: cleanRichText(figure(OURS))!, pictures: [] })).toBeNull();
  });
});

describe("cleanPastedHtml and pictures", () => {
  it("keeps a picture moved within a body and drops one from another page or a document", () => {
    expect(cleanPastedHtml(figure(OURS))).toBe(figure(OURS));
    expect(cleanPastedHtml('<p>A<img src="https://example.org/a.jpg" alt="x"></p>')).toBe("<p>A</p>");
    expect(cleanPastedHtml('<p>A<img src="file:///C:/Temp/image001.png"></p>')).toBe("<p>A</p>");
    expect(cleanPastedHtml('<p>A<img src="//media/x.png"></p>')).toBe("<p>A</p>");
  });
});
