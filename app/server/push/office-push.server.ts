// The push staff who opted in get for a new enquiry or registration: the e-mail's subject ("New
// admission enquiry — EuroKids") and the item's place in the panel. Written in the caller's
// transaction, like the office's e-mail; the message itself says no more than the subject.
import { displayedReference } from "~/lib/schemas/registration";
import type { Enquiry } from "../enquiries/enquiries.server";
import { enquiryLetter, registrationLetter } from "../mail/office-mail.server";
import type { Registration } from "../registrations/queries.server";
import type { Executor } from "../transaction.server";
import { queuePush } from "./deliveries.server";
import { staffSubscriptionIds } from "./subscriptions.server";

const OPEN_IN_PANEL = "Open it in the panel.";

export async function queueEnquiryPush(trx: Executor, enquiry: Enquiry, now = new Date()) {
  const ids = await staffSubscriptionIds(trx);
  if (ids.length === 0) return;
  await queuePush(
    trx,
    ids,
    {
      kind: "enquiry",
      itemId: enquiry.id,
      title: enquiryLetter(enquiry).subject,
      body: OPEN_IN_PANEL,
      url: `/admin/enquiries/${enquiry.id}`,
    },
    now,
  );
}

export async function queueRegistrationPush(
  trx: Executor,
  registration: Registration,
  eventTitle: string,
  now = new Date(),
) {
  const ids = await staffSubscriptionIds(trx);
  if (ids.length === 0) return;
  const reference = displayedReference(registration.reference);
  await queuePush(
    trx,
    ids,
    {
      kind: "registration",
      itemId: registration.id,
      title: registrationLetter(registration, eventTitle).subject,
      body: `${registration.status === "waiting" ? "On the waiting list. " : ""}${OPEN_IN_PANEL}`,
      url: `/admin/events/${registration.eventId}/registrations?q=${encodeURIComponent(reference)}`,
    },
    now,
  );
}
