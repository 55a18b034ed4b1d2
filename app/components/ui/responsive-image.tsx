import type { ComponentProps, CSSProperties } from "react";
import type { ImageVariant } from "~/views/images";

export type ResponsiveImageProps = Omit<
  ComponentProps<"img">,
  "src" | "srcSet" | "sizes" | "width" | "height" | "alt" | "loading" | "decoding" | "fetchPriority"
> & {
  /** The fallback file (the original or its largest variant). */
  src: string;
  /** Required; pass "" for a purely decorative image. */
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the file arrives. */
  width: number;
  height: number;
  /** How wide the image is drawn, for choosing among variants; defaults to the full viewport. */
  sizes?: string;
  variants?: ImageVariant[];
  /** A tiny data URI shown blurred until the image has loaded. */
  placeholder?: string;
  /** For the one image that matters first (a hero): loaded at once, with high priority. */
  priority?: boolean;
  /** Loaded at once rather than when the browser's lazy loading gets to it, at normal priority. */
  eager?: boolean;
};

const FORMATS = ["avif", "webp"] as const;

/** Builds a `srcset` of one format's variants, narrowest first. */
export function variantSrcSet(variants: ImageVariant[], format: ImageVariant["format"]) {
  return variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(", ");
}

/** The one image component: AVIF and WebP sources when variants exist, never a layout shift. */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = "100vw",
  variants = [],
  placeholder,
  priority = false,
  eager = false,
  style,
  ...props
}: ResponsiveImageProps) {
  const placeholderStyle: CSSProperties | undefined = placeholder
    ? {
        backgroundImage: `url("${placeholder}")`,
        backgroundSize: "cover",
        backgroundPosition: "center",
        backgroundRepeat: "no-repeat",
      }
    : undefined;
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? "eager" : "lazy"}
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
      style={placeholderStyle ? { ...placeholderStyle, ...style } : style}
      {...props}
    />
  );
  const sources = FORMATS.map((format) => ({ format, srcSet: variantSrcSet(variants, format) })).filter(
    (source) => source.srcSet,
  );
  if (sources.length === 0) return img;
  // The picture draws no box and its sources none either, so the img alone takes part in the
  // parent's layout, exactly as without variants: a source left as a box became a grid cell or a
  // flex item of its own, with its gap, in the component around it.
  return (
    <picture className="contents [&>source]:hidden">
      {sources.map(({ format, srcSet }) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
