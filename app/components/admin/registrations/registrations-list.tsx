// An event's registrations: a table on a wide screen, a card each on a phone (both in the page; CSS
// shows one). Reference, parent, phone (to call), e-mail, child and class, school, seats, status and
// the row's buttons.
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import {
  BY_OFFICE_MARK,
  COLUMN_LABELS as C,
  NOTE_LABEL,
  REGISTRATIONS_TITLE,
} from "~/copy/admin-registrations";
import type { RegistrationRowView } from "~/views/registrations";
import { RegistrationActions } from "./registration-actions";
import { RegistrationStatus } from "./registration-status";

type Props = { rows: readonly RegistrationRowView[]; onCancel: (row: RegistrationRowView) => void };

function Phone({ phone }: { phone: string }) {
  return (
    <a href={`tel:+91${phone}`} className="whitespace-nowrap text-primary underline-offset-4 hover:underline">
      {phone.slice(0, 5)} {phone.slice(5)}
    </a>
  );
}

function Reference({ row }: { row: RegistrationRowView }) {
  return (
    <span className="grid gap-0.5">
      <span className="font-mono font-semibold whitespace-nowrap">{row.reference}</span>
      {row.byOffice ? <span className="text-xs text-muted-foreground">{BY_OFFICE_MARK}</span> : null}
    </span>
  );
}

export function RegistrationsList({ rows, onCancel }: Props) {
  return (
    <>
      <div className="hidden lg:block">
        <Table aria-label={REGISTRATIONS_TITLE}>
          <TableHeader>
            <TableRow>
              <TableHead>{C.reference}</TableHead>
              <TableHead>{C.parent}</TableHead>
              <TableHead>{C.child}</TableHead>
              <TableHead>{C.school}</TableHead>
              <TableHead className="text-right">{C.seats}</TableHead>
              <TableHead>{C.status}</TableHead>
              <TableHead>{C.actions}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} data-registration={row.id}>
                <TableCell>
                  <Reference row={row} />
                </TableCell>
                <TableCell>
                  <span className="block font-semibold">{row.parentName}</span>
                  <Phone phone={row.phone} />
                  {row.email ? (
                    <span className="block text-xs break-all text-muted-foreground">{row.email}</span>
                  ) : null}
                  {row.note ? (
                    <span className="mt-1 block max-w-56 text-xs break-words text-muted-foreground">
                      {NOTE_LABEL}: {row.note}
                    </span>
                  ) : null}
                </TableCell>
                <TableCell>
                  {row.childName}
                  <span className="block text-xs text-muted-foreground">{row.childClass}</span>
                </TableCell>
                <TableCell>{row.school ?? "—"}</TableCell>
                <TableCell className="text-right tabular-nums">{row.seats}</TableCell>
                <TableCell>
                  <RegistrationStatus row={row} />
                  {row.cancelReason ? (
                    <span className="mt-1 block text-xs text-muted-foreground">{row.cancelReason}</span>
                  ) : null}
                </TableCell>
                <TableCell>
                  <RegistrationActions row={row} onCancel={onCancel} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="grid divide-y divide-border lg:hidden" aria-label={REGISTRATIONS_TITLE}>
        {rows.map((row) => (
          <li key={row.id} data-registration-card={row.id} className="grid gap-2 p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <Reference row={row} />
              <RegistrationStatus row={row} />
            </div>
            <p className="font-semibold">{row.parentName}</p>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{C.phone}</dt>
              <dd>
                <Phone phone={row.phone} />
              </dd>
              {row.email ? (
                <>
                  <dt className="text-muted-foreground">{C.email}</dt>
                  <dd className="break-all">{row.email}</dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">{C.child}</dt>
              <dd>
                {row.childName}, {row.childClass}
              </dd>
              <dt className="text-muted-foreground">{C.school}</dt>
              <dd>{row.school ?? "—"}</dd>
              <dt className="text-muted-foreground">{C.seats}</dt>
              <dd className="tabular-nums">{row.seats}</dd>
              {row.note ? (
                <>
                  <dt className="text-muted-foreground">{NOTE_LABEL}</dt>
                  <dd className="break-words">{row.note}</dd>
                </>
              ) : null}
            </dl>
            {row.cancelReason ? <p className="text-sm text-muted-foreground">{row.cancelReason}</p> : null}
            <RegistrationActions row={row} onCancel={onCancel} />
          </li>
        ))}
      </ul>
    </>
  );
}
