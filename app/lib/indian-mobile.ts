// An Indian mobile number as parents type it: ten digits beginning 6, 7, 8 or 9, perhaps after
// +91, 91 or 0, with spaces, dashes, dots or brackets anywhere. Kept as the ten digits alone, so
// that the same phone typed two ways is one phone (cancelling, folding a repeated registration).

const SEPARATORS = /[\s\-().]/g;
const TEN_DIGITS = /^[6-9]\d{9}$/;

/** The ten digits of an Indian mobile number, or undefined when `text` is not one. */
export function indianMobile(text: string): string | undefined {
  let digits = text.replace(SEPARATORS, "");
  if (digits.startsWith("+91")) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return TEN_DIGITS.test(digits) ? digits : undefined;
}

/** "98765 43210", as Indian numbers are written. */
export function formatIndianMobile(digits: string): string {
  return TEN_DIGITS.test(digits) ? `${digits.slice(0, 5)} ${digits.slice(5)}` : digits;
}
