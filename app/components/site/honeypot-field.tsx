import { HONEYPOT_FIELD } from "~/copy/enquiry-copy";

/**
 * The field only robots fill in; people never see or reach it. Every public form carries one
 * (the enquiry forms, the newsletter box), and the server refuses a post that filled it.
 */
export function HoneypotField({
  idPrefix,
  label = "Leave this field empty",
}: {
  idPrefix: string;
  /** Its (hidden) label, in the page's language. */
  label?: string;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>{label}</label>
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
