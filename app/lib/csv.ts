// CSV files for staff to open in Excel or Google Sheets: a byte-order mark so Tamil text and other
// non-Latin letters open correctly, CRLF line ends, and cells that a spreadsheet would run as a
// formula (starting with = + - @, tab or carriage return) prefixed with an apostrophe, so text a
// visitor typed can never become a formula on a staff computer.

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: a header row, then one line per row. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
