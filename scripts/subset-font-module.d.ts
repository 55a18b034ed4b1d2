// The part of subset-font (HarfBuzz's hb-subset as WebAssembly, plain JavaScript) that
// scripts/subset-tamil-font.ts uses.
declare module "subset-font" {
  export type SubsetOptions = {
    targetFormat?: "sfnt" | "woff" | "woff2";
    preserveNameIds?: number[];
  };
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
