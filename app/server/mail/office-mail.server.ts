// The e-mail the office is sent for a new enquiry or event registration: what the parent wrote,
// the school, and the item's address in the panel. Written to the outbox in the caller's
// transaction, so it exists exactly when the item does. Suspected spam sends none (it waits in the
// inbox under its mark, where staff look for it), nor does the same item sent again.
import { ENQUIRY_KIND_LABELS } from "~/copy/enquiries";
import { isSchoolSlug, schoolFacts } from "~/copy/schools";
import { displayedReference } from "~/lib/schemas/registration";
import { config } from "../config.server";
import type { Enquiry } from "../enquiries/enquiries.server";
import type { Registration } from "../registrations/queries.server";
import type { Executor } from "../transaction.server";
import { nextDigestAt } from "./digest.server";
import { type OutgoingMail, queueMail } from "./outbox.server";
import { recipientsFor } from "./recipients.server";

type Letter = { subject: string; text: string; kind: OutgoingMail["kind"]; itemId: string };

function schoolName(slug: string | null) {
  return slug && isSchoolSlug(slug) ? schoolFacts(slug).name : null;
}

function panelLink(path: string) {
  return `${config().publicUrl}${path}`;
}

/** "Label: value" lines for the answers given; empty answers are left out. */
function lines(pairs: [string, string | number | null | undefined][]) {
  return pairs
    .filter(([, value]) => value !== null && value !== undefined && String(value).trim() !== "")
    .map(([label, value]) => `${label}: ${value}`);
}

export function enquiryLetter(enquiry: Enquiry): Letter {
  const school = schoolName(enquiry.schoolSlug);
  const what = `New ${ENQUIRY_KIND_LABELS[enquiry.kind].toLowerCase()}`;
  const details = lines([
    ["School", school],
    [enquiry.kind === "admission" ? "Parent" : "Name", enquiry.name],
    ["Child", enquiry.childName],
    ["Child's age", enquiry.childAge],
    ["Class", enquiry.grade],
    ["Phone", enquiry.phone],
    ["E-mail", enquiry.email],
    ["Campus", enquiry.campus],
    ["Preferred date", enquiry.preferredDate],
    ["Time", enquiry.timeSlot],
  ]);
  const message = enquiry.message ? ["", "Message:", enquiry.message] : [];
  return {
    kind: "enquiry",
    itemId: enquiry.id,
    subject: school ? `${what} — ${school}` : what,
    text: [
      `${what}${school ? ` for ${school}` : ""}.`,
      "",
      ...details,
      ...message,
      "",
      `Open it in the panel: ${panelLink(`/admin/enquiries/${enquiry.id}`)}`,
      "",
    ].join("\n"),
  };
}

export function registrationLetter(registration: Registration, eventTitle: string): Letter {
  const school = schoolName(registration.schoolSlug);
  const reference = displayedReference(registration.reference);
  const waiting = registration.status === "waiting";
  return {
    kind: "registration",
    itemId: registration.id,
    subject: `New registration for ${eventTitle}${school ? ` — ${school}` : ""}`,
    text: [
      `New registration for ${eventTitle}${waiting ? ", on the waiting list" : ""}.`,
      "",
      ...lines([
        ["Reference", reference],
        ["School", school],
        ["Parent", registration.parentName],
        ["Child", registration.childName],
        ["Class", registration.childClass],
        ["Seats", registration.seats],
        ["Phone", registration.phone],
        ["E-mail", registration.email],
      ]),
      ...(registration.note ? ["", "Note:", registration.note] : []),
      "",
      `Open it in the panel: ${panelLink(
        `/admin/events/${registration.eventId}/registrations?q=${encodeURIComponent(reference)}`,
      )}`,
      "",
    ].join("\n"),
  };
}

/**
 * Queues the letter to each recipient of its school, in the caller's transaction (held until the
 * digest's time for a recipient of a daily digest). Nothing is
 * queued while mail is off (SMTP_URL unset): no backlog builds up to go out when it is turned on.
 */
export async function queueOfficeLetter(
  trx: Executor,
  letter: Letter,
  schoolSlug: string | null,
  now = new Date(),
) {
  if (!config().mail) return;
  const recipients = await recipientsFor(trx, schoolSlug);
  await queueMail(
    trx,
    recipients.map(({ address, digestTime }) => ({
      recipient: address,
      ...letter,
      heldUntil: digestTime ? nextDigestAt(digestTime, now) : undefined,
    })),
    now,
  );
}
