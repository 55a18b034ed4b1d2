import { ShieldAlertIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { SUSPECTED_SPAM } from "~/copy/enquiry-inbox";

/** Marks an enquiry kept while many came from one connection; staff decide whether it is real. */
export function SuspectedSpamBadge() {
  return (
    <Badge variant="destructive" data-suspected-spam="">
      <ShieldAlertIcon aria-hidden="true" />
      {SUSPECTED_SPAM.badge}
    </Badge>
  );
}
