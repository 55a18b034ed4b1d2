import { Link } from "react-router";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import type { EnquiryKind, EnquiryStatus } from "~/copy/enquiries";
import { ENQUIRY_KIND_LABELS } from "~/copy/enquiries";
import { EnquiryStatusBadge } from "./enquiry-status-badge";
import { SuspectedSpamBadge } from "./suspected-spam-badge";

/** One inbox line, with dates already formatted on the server. */
export type EnquiryRow = {
  id: string;
  kind: EnquiryKind;
  status: EnquiryStatus;
  received: string;
  receivedAt: string;
  name: string | null;
  childName: string | null;
  schoolName: string | null;
  phone: string | null;
  suspectedSpam: boolean;
};

const NOT_GIVEN = "Not given";

/** Newest first; each name opens the enquiry. */
export function EnquiriesTable({ enquiries }: { enquiries: readonly EnquiryRow[] }) {
  return (
    <Table aria-label="Enquiries">
      <TableHeader>
        <TableRow>
          <TableHead>Received</TableHead>
          <TableHead>From</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>School</TableHead>
          <TableHead>Phone</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {enquiries.map((enquiry) => (
          <TableRow key={enquiry.id} data-enquiry={enquiry.id}>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              <time dateTime={enquiry.receivedAt}>{enquiry.received}</time>
            </TableCell>
            <TableCell>
              <Link
                to={`/admin/enquiries/${enquiry.id}`}
                className="font-semibold text-primary underline-offset-4 hover:underline"
              >
                {enquiry.name ?? NOT_GIVEN}
              </Link>
              {enquiry.childName ? (
                <span className="block text-xs text-muted-foreground">Child: {enquiry.childName}</span>
              ) : null}
            </TableCell>
            <TableCell className="whitespace-nowrap">{ENQUIRY_KIND_LABELS[enquiry.kind]}</TableCell>
            <TableCell>{enquiry.schoolName ?? "—"}</TableCell>
            <TableCell className="whitespace-nowrap">
              {enquiry.phone ? <a href={`tel:${enquiry.phone.replace(/\s+/g, "")}`}>{enquiry.phone}</a> : "—"}
            </TableCell>
            <TableCell>
              <span className="flex flex-wrap gap-1.5">
                <EnquiryStatusBadge status={enquiry.status} />
                {enquiry.suspectedSpam ? <SuspectedSpamBadge /> : null}
              </span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
