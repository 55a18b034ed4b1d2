import type { ReactNode } from "react";

export type EnquiryDetail = { label: string; value: ReactNode };

/** The enquiry's answers as a definition list; answers the parent left empty are left out. */
export function EnquiryDetails({ details }: { details: readonly EnquiryDetail[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-[max-content_1fr]">
      {details.map((detail) => (
        <div key={detail.label} className="grid gap-0.5 sm:contents">
          <dt className="text-sm font-semibold text-muted-foreground">{detail.label}</dt>
          <dd className="break-words whitespace-pre-wrap">{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}
