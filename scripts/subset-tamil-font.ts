// `node scripts/subset-tamil-font.ts`: writes app/fonts/noto-sans-tamil-<weight>.woff2 from the pinned
// @fontsource/noto-sans-tamil's "tamil" files, keeping the code points of app/fonts/tamil-subset.ts.
// Run it again after updating that package or the range; tests/unit/tamil-font-files.test.ts fails
// until the files match.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { TAMIL_FONT_WEIGHTS, tamilSubsetText } from "../app/fonts/tamil-subset.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Copyright, names, version, and the licence (OFL 1.1) with its address: the licence asks they stay. */
const KEPT_NAME_IDS = [0, 1, 2, 3, 4, 5, 6, 13, 14];

export const subsetFontFile = (weight: number) =>
  path.join(root, "app/fonts", `noto-sans-tamil-${weight}.woff2`);

export async function subsetTamilFont(weight: number): Promise<Buffer> {
  const source = readFileSync(
    path.join(
      root,
      `node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-${weight}-normal.woff2`,
    ),
  );
  return subsetFont(source, tamilSubsetText(), { targetFormat: "woff2", preserveNameIds: KEPT_NAME_IDS });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const weight of TAMIL_FONT_WEIGHTS) {
    const file = subsetFontFile(weight);
    const bytes = await subsetTamilFont(weight);
    writeFileSync(file, bytes);
    console.log(`${path.relative(root, file)}: ${bytes.byteLength} bytes`);
  }
}
