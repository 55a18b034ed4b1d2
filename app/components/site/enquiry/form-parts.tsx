import { InfoIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { controlClasses } from "~/components/ui/input";
import type { EnquiryKind } from "~/content/enquiries";
import { ENQUIRY_ENDPOINT, HONEYPOT_FIELD, SHARED_WITH_SCHOOL_NOTICE } from "~/content/enquiry-copy";
import { cn } from "~/lib/cn";

/** A native select: light, works with every phone's own picker and with the keyboard. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(controlClasses, "h-11 cursor-pointer py-2 pr-8", className)} {...props} />;
}

/**
 * Where a form posts when the page's script has not run (slow connection, script blocked): the
 * recording endpoint, which stores it and sends the browser on to the WhatsApp chat.
 */
export const ENQUIRY_FORM_TARGET = { method: "post", action: ENQUIRY_ENDPOINT } as const;

/** The kind of enquiry and the page it came from, for the endpoint. */
export function EnquiryFormContext({ kind, from }: { kind: EnquiryKind; from: string }) {
  return (
    <>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="from" value={from} />
    </>
  );
}

/** The field only robots fill in; people never see or reach it. */
export function HoneypotField({ idPrefix }: { idPrefix: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input
        id={`${idPrefix}-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
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

export function honeypotValue(form: HTMLFormElement) {
  const value = new FormData(form).get(HONEYPOT_FIELD);
  return typeof value === "string" ? value : "";
}
