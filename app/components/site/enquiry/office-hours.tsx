import { ClockIcon } from "lucide-react";
import { ENQUIRY_HEADINGS } from "~/copy/enquiry-copy";
import { OFFICE_HOURS } from "~/copy/office-hours";

/** The office hours exactly as the spec gives them. */
export function OfficeHours() {
  return (
    <section
      aria-labelledby="office-hours-heading"
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-6 shadow-card"
    >
      <div className="flex items-center gap-3">
        <ClockIcon aria-hidden="true" className="size-5 text-primary" />
        <h2 id="office-hours-heading" className="font-heading text-h4 font-bold">
          {ENQUIRY_HEADINGS.officeHours}
        </h2>
      </div>
      <dl className="divide-y divide-border" data-testid="office-hours">
        {OFFICE_HOURS.map(({ days, hours }) => (
          <div key={days} className="flex items-baseline justify-between gap-4 py-2.5">
            <dt className="font-medium">{days}</dt>
            <dd className={hours === "Closed" ? "text-muted-foreground" : "font-semibold"}>{hours}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
