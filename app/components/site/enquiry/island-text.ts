// What the server hands an enquiry island on a Tamil page: the catalogue's plain strings and the
// time slots' Tamil labels. On an English page nothing: the island's English defaults are the same
// words, so the English HTML stays as it was.
import type { EnquiryFormText, EnquiryIslandText, EnquiryRuleMessages } from "~/copy/enquiry-copy";
import type { Locale } from "~/i18n/locales";
import { timeSlotLabels } from "./office-times";

export function enquiryIslandText(
  locale: Locale,
  messages: { form: EnquiryFormText; rules: EnquiryRuleMessages },
): EnquiryIslandText | undefined {
  if (locale === "en") return undefined;
  return { ...messages.form, timeSlots: timeSlotLabels(locale), rules: messages.rules };
}

/** The message form has no rules and no time slots: its words only. */
export function contactFormText(locale: Locale, form: EnquiryFormText): EnquiryFormText | undefined {
  return locale === "en" ? undefined : form;
}
