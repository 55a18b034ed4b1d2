import { InfoIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { HoneypotField } from "~/components/site/honeypot-field";
import type { EnquiryKind } from "~/copy/enquiries";
import { ENQUIRY_ENDPOINT, type EnquiryFormText, type EnquiryPage } from "~/copy/enquiry-copy";
import type { Locale } from "~/i18n/locales";
import { pathInLocale } from "~/i18n/locales";
import type { EnquiryRefusal } from "./refused-enquiry";

/**
 * Every enquiry form is a real post to the recording endpoint, which checks it, stores it and
 * sends the browser on to the WhatsApp chat. That is the whole story until the island and its
 * rules have arrived: the browser's own checks (required, min, max, type) guard the post
 * meanwhile, and the island sets noValidate once it answers with the spec's messages itself.
 */
export function EnquiryForm({
  kind,
  from,
  refusal,
  locale = "en",
  honeypotLabel,
  children,
  ...props
}: Omit<ComponentProps<"form">, "method" | "action"> & {
  kind: EnquiryKind;
  /** Where a refused post comes back to: the form's own anchor. */
  from: EnquiryPage;
  /** The server's answer to a refused post, shown to browsers without script (others get a toast). */
  refusal?: EnquiryRefusal | null;
  /**
   * The page's language. The post goes to the one endpoint for both languages, so the form says
   * where it is: `from` is the form's anchor on the page in this language (/ta/admissions#enquiry),
   * and the server answers in the language of that page.
   */
  locale?: Locale;
  honeypotLabel?: string;
}) {
  return (
    <form method="post" action={ENQUIRY_ENDPOINT} {...props}>
      <HoneypotField idPrefix={kind} label={honeypotLabel} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="from" value={pathInLocale(from, locale)} />
      {refusal ? (
        <noscript>
          <p
            role="alert"
            className="rounded-control border border-destructive bg-destructive-soft/40 px-4 py-3 text-sm font-medium"
          >
            {refusal.title}: {refusal.description}
          </p>
        </noscript>
      ) : null}
      {children}
    </form>
  );
}

/** The one-line notice that what the parent types goes to the school (DECISIONS.md). */
export function SharedWithSchoolNotice({ text }: { text: EnquiryFormText }) {
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text.notice}
    </p>
  );
}
