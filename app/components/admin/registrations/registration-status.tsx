// A registration's status as the office reads it: Registered, Waiting #3, Cancelled; "Moved up"
// for a family that came off the waiting list, and "Attended" once it came.
import { ArrowUpIcon, CheckIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { COLUMN_LABELS, MOVED_UP_MARK, waitingLabel } from "~/copy/admin-registrations";
import { REGISTRATION_STATUS_LABELS } from "~/copy/registrations";
import type { RegistrationRowView } from "~/views/registrations";

export function RegistrationStatus({ row }: { row: RegistrationRowView }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5" data-registration-status={row.status}>
      <Badge
        variant={row.status === "registered" ? "default" : row.status === "waiting" ? "secondary" : "outline"}
      >
        {row.status === "waiting" ? waitingLabel(row.queueNumber) : REGISTRATION_STATUS_LABELS[row.status]}
      </Badge>
      {row.movedUp ? (
        <Badge variant="outline" data-moved-up>
          <ArrowUpIcon aria-hidden="true" />
          {MOVED_UP_MARK}
        </Badge>
      ) : null}
      {row.attended ? (
        <Badge variant="outline" data-attended>
          <CheckIcon aria-hidden="true" />
          {COLUMN_LABELS.attended}
        </Badge>
      ) : null}
    </span>
  );
}
