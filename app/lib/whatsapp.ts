// The one way the site builds WhatsApp click-to-chat links.

/** The floating support button's prefilled text (spec §2, shared chrome). */
export const GENERAL_ENQUIRY_TEXT = "Hi! I need help with general inquiry.";

/** The 'Visit Our Campuses' button on /schools. */
export const CAMPUS_VISITS_TEXT =
  "Hello! I would like to schedule a visit to your school campuses. Please share the available dates and timings.";

const INDIA_COUNTRY_CODE = "91";

/**
 * WhatsApp wants the full international number as digits only. Staff type numbers in many
 * shapes ("+91 98765 43210", "098765 43210", "9876543210"); Indian numbers get the 91 prefix.
 * Returns undefined when what is left cannot be a phone number.
 */
export function whatsappNumber(phone: string | null | undefined): string | undefined {
  if (!phone) return undefined;
  let digits = phone.replace(/\D/g, "");
  if (digits.startsWith("00")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = INDIA_COUNTRY_CODE + digits.slice(1);
  if (digits.length === 10) digits = INDIA_COUNTRY_CODE + digits;
  return digits.length >= 11 && digits.length <= 15 ? digits : undefined;
}

/** A chat link with prefilled text; any character a parent types survives the encoding. */
export function whatsappLink(phone: string | null | undefined, text: string): string | undefined {
  const number = whatsappNumber(phone);
  if (!number) return undefined;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
