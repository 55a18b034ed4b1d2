import { InfoIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { HoneypotField } from "~/components/site/honeypot-field";
import type { EnquiryKind } from "~/copy/enquiries";
import { ENQUIRY_ENDPOINT, type EnquiryPage, SHARED_WITH_SCHOOL_NOTICE } from "~/copy/enquiry-copy";
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
  children,
  ...props
}: Omit<ComponentProps<"form">, "method" | "action"> & {
  kind: EnquiryKind;
  /** Where a refused post comes back to: the form's own anchor. */
  from: EnquiryPage;
  /** The server's answer to a refused post, shown to browsers without script (others get a toast). */
  refusal?: EnquiryRefusal | null;
}) {
  return (
    <form method="post" action={ENQUIRY_ENDPOINT} {...props}>
      <HoneypotField idPrefix={kind} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="from" value={from} />
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
export function SharedWithSchoolNotice() {
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {SHARED_WITH_SCHOOL_NOTICE}
    </p>
  );
}
