import { Badge } from "~/components/ui/badge";
import { ENQUIRY_STATUS_LABELS, type EnquiryStatus } from "~/copy/enquiries";
import { STATUS_BADGE_VARIANTS } from "~/copy/enquiry-inbox";
import { cn } from "~/lib/cn";

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return (
    <Badge
      variant={STATUS_BADGE_VARIANTS[status]}
      data-status={status}
      className={cn(status === "closed" && "text-muted-foreground")}
    >
      {ENQUIRY_STATUS_LABELS[status]}
    </Badge>
  );
}
