import { clsx } from "clsx";
import { Building2Icon } from "lucide-react";
import type { EnquiryFormText } from "~/copy/enquiry-copy";
import { ContactDetails } from "./school-contact-card";

export type MainOffice = {
  address: string;
  /** "en" on a Tamil page: the address is written in English (it has no Tamil version). */
  addressLang?: "en";
  phone: string;
  email: string;
};

/** The group's main administrative office: address, phone (tel:) and email (mailto:). */
export function OfficeCard({
  office,
  headingLevel = "h2",
  className,
  text,
}: {
  office: MainOffice;
  text: EnquiryFormText;
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  const Heading = headingLevel;
  return (
    <section
      aria-labelledby="main-office-heading"
      className={clsx(
        "flex flex-col gap-5 rounded-card border border-primary/20 bg-primary-soft p-6 shadow-card md:p-8",
        className,
      )}
    >
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-pill bg-primary text-primary-foreground">
          <Building2Icon aria-hidden="true" className="size-5" />
        </span>
        <Heading
          id="main-office-heading"
          className="font-heading text-h3 font-bold text-primary-soft-foreground"
        >
          {text.mainOffice}
        </Heading>
      </div>
      <ContactDetails
        address={office.address || null}
        addressLang={office.addressLang}
        phone={office.phone || null}
        email={office.email || null}
        text={text}
      />
    </section>
  );
}
