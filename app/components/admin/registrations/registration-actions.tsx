// A registration's buttons: Mark attended / Undo attended (registered families), Move up (waiting
// families), Cancel (opens the reason dialog). Each posts with a fetcher of its own; the page's
// list refreshes and the toast says what happened, or why it was refused.
import { ArrowUpIcon, CheckIcon, Undo2Icon, XIcon } from "lucide-react";
import { useFetcher } from "react-router";
import { useFetcherToast } from "~/components/admin/action-toast";
import { Button } from "~/components/ui/button";
import { ACTION_LABELS } from "~/copy/admin-registrations";
import { cn } from "~/lib/cn";
import type { ActionToast } from "~/views/action-toast";
import type { RegistrationRowView } from "~/views/registrations";

type Reply = { toast?: ActionToast };

/** Marks the family as arrived, or undoes it; `large` is the check-in view's gate-sized button. */
export function AttendedButton({ row, large = false }: { row: RegistrationRowView; large?: boolean }) {
  const fetcher = useFetcher<Reply>();
  useFetcherToast(fetcher);
  const busy = fetcher.state !== "idle";
  // Shown as sent while it is on its way: a tap at the gate answers at once.
  const attended = busy ? fetcher.formData?.get("attended") === "yes" : row.attended;
  return (
    <fetcher.Form method="post" className={cn(large && "w-full sm:w-auto")}>
      <input type="hidden" name="intent" value="set-attended" />
      <input type="hidden" name="registrationId" value={row.id} />
      <input type="hidden" name="attended" value={attended ? "no" : "yes"} />
      <Button
        type="submit"
        size={large ? "lg" : "sm"}
        variant={attended ? "outline" : "default"}
        disabled={busy}
        aria-busy={busy || undefined}
        data-attended-button={attended ? "undo" : "mark"}
        className={cn(large && "h-14 w-full text-base sm:w-56")}
      >
        {attended ? <Undo2Icon aria-hidden="true" /> : <CheckIcon aria-hidden="true" />}
        {attended ? ACTION_LABELS.undoAttended : ACTION_LABELS.markAttended}
        <span className="sr-only"> {row.parentName}</span>
      </Button>
    </fetcher.Form>
  );
}

function MoveUpButton({ row }: { row: RegistrationRowView }) {
  const fetcher = useFetcher<Reply>();
  useFetcherToast(fetcher);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="move-up" />
      <input type="hidden" name="registrationId" value={row.id} />
      <Button
        type="submit"
        size="sm"
        variant="outline"
        disabled={busy}
        aria-busy={busy || undefined}
        data-move-up
      >
        <ArrowUpIcon aria-hidden="true" />
        {ACTION_LABELS.moveUp}
        <span className="sr-only"> {row.parentName}</span>
      </Button>
    </fetcher.Form>
  );
}

export function RegistrationActions({
  row,
  onCancel,
}: {
  row: RegistrationRowView;
  onCancel: (row: RegistrationRowView) => void;
}) {
  if (row.status === "cancelled") return null;
  return (
    <div className="flex flex-wrap gap-2">
      {row.status === "registered" ? <AttendedButton row={row} /> : <MoveUpButton row={row} />}
      <Button
        type="button"
        size="sm"
        variant="ghost"
        data-cancel-registration
        className="text-destructive hover:bg-destructive-soft hover:text-destructive"
        onClick={() => onCancel(row)}
      >
        <XIcon aria-hidden="true" />
        {ACTION_LABELS.cancel}
        <span className="sr-only"> {row.parentName}</span>
      </Button>
    </div>
  );
}
