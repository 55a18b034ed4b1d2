// The build's last step: every hashed script, style and SVG in <build>/client/assets gets a brotli
// (quality 11) and a gzip (level 9) twin beside it, so that no server start pays for compressing
// them again (server.ts serves the twins; about 3 s of CPU for the whole set on two cores).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";

const PRECOMPRESSED_EXTENSIONS = [".js", ".css", ".svg"];

const assetsDir = path.resolve(process.env.BUILD_DIR ?? "build", "client/assets");
let count = 0;
for (const name of readdirSync(assetsDir)) {
  if (!PRECOMPRESSED_EXTENSIONS.includes(path.extname(name))) continue;
  const file = path.join(assetsDir, name);
  const bytes = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count++;
}
console.log(`Precompressed ${count} assets (brotli and gzip).`);
