import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResponsiveImage, variantSrcSet } from "~/components/ui/responsive-image";
import type { ImageVariant } from "~/views/images";

const variants: ImageVariant[] = [
  { width: 1280, format: "webp", url: "/media/a-1280.webp" },
  { width: 640, format: "avif", url: "/media/a-640.avif" },
  { width: 640, format: "webp", url: "/media/a-640.webp" },
  { width: 1280, format: "avif", url: "/media/a-1280.avif" },
];

function render(element: React.ReactElement) {
  const html = renderToStaticMarkup(element);
  const doc = new DOMParserLite(html);
  return { html, doc };
}

/** Enough of an HTML reader for attribute checks, without a DOM environment. */
class DOMParserLite {
  constructor(private html: string) {}
  tags(name: string) {
    return [...this.html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "g"))].map((match) =>
      Object.fromEntries(
        [...match[1]!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!.toLowerCase(), a[2] ?? ""]),
      ),
    );
  }
}

describe("ResponsiveImage", () => {
  it("renders AVIF then WebP sources, narrowest first, with sizes", () => {
    const { doc } = render(
      <ResponsiveImage
        src="/media/a.jpg"
        alt="Children at the annual day"
        width={1280}
        height={720}
        sizes="(min-width: 1024px) 50vw, 100vw"
        variants={variants}
      />,
    );
    const sources = doc.tags("source");
    expect(sources).toEqual([
      {
        type: "image/avif",
        srcset: "/media/a-640.avif 640w, /media/a-1280.avif 1280w",
        sizes: "(min-width: 1024px) 50vw, 100vw",
      },
      {
        type: "image/webp",
        srcset: "/media/a-640.webp 640w, /media/a-1280.webp 1280w",
        sizes: "(min-width: 1024px) 50vw, 100vw",
      },
    ]);
    const [img] = doc.tags("img");
    expect(img).toMatchObject({
      src: "/media/a.jpg",
      alt: "Children at the annual day",
      width: "1280",
      height: "720",
      loading: "lazy",
      decoding: "async",
    });
    expect(img).not.toHaveProperty("fetchpriority");
    expect(doc.tags("picture")).toHaveLength(1);
  });

  it("renders a plain img without variants", () => {
    const { html, doc } = render(<ResponsiveImage src="/logo.png" alt="" width={120} height={40} />);
    expect(html.startsWith("<img")).toBe(true);
    expect(doc.tags("picture")).toHaveLength(0);
    expect(doc.tags("img")[0]).toMatchObject({ width: "120", height: "40", loading: "lazy", alt: "" });
  });

  it("loads a priority image at once with high priority", () => {
    const { doc } = render(
      <ResponsiveImage src="/hero.jpg" alt="Campus" width={1600} height={900} priority variants={variants} />,
    );
    const [img] = doc.tags("img");
    expect(img).toMatchObject({ loading: "eager", fetchpriority: "high" });
    expect(img).not.toHaveProperty("decoding");
  });

  it("shows a blurred placeholder behind the image", () => {
    const placeholder = "data:image/webp;base64,UklGRhIAAABXRUJQ";
    const { doc } = render(
      <ResponsiveImage src="/hero.jpg" alt="Campus" width={1600} height={900} placeholder={placeholder} />,
    );
    const style = doc.tags("img")[0]!.style!;
    expect(style).toContain(`background-image:url(&quot;${placeholder}&quot;)`);
    expect(style).toContain("background-size:cover");
  });

  it("builds srcsets per format", () => {
    expect(variantSrcSet(variants, "webp")).toBe("/media/a-640.webp 640w, /media/a-1280.webp 1280w");
    expect(variantSrcSet([], "avif")).toBe("");
  });
});
