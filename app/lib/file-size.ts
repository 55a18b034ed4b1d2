// File sizes as the Media Library shows them (spec §9): Bytes, KB, MB, GB in steps of 1024, with two
// decimals. Whole bytes have no decimals ("1023 Bytes"); every larger unit always shows two, so
// a column of sizes lines up ("1.00 KB", "1.50 MB"). GB is the largest unit ("2048.00 GB").

const UNITS = ["KB", "MB", "GB"] as const;
const STEP = 1024;

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  if (bytes < STEP) return `${Math.floor(bytes)} ${bytes < 2 ? "Byte" : "Bytes"}`;
  let value = bytes / STEP;
  let unit = 0;
  // Moving up when the rounded figure would read 1024.00 of the smaller unit.
  while (unit < UNITS.length - 1 && Number(value.toFixed(2)) >= STEP) {
    value /= STEP;
    unit++;
  }
  return `${value.toFixed(2)} ${UNITS[unit]}`;
}
