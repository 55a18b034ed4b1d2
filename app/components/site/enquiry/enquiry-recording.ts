// Keeps a copy of a sent enquiry for the staff inbox without ever holding up the parent: the
// WhatsApp chat has already opened (inside the click, where pop-up blockers allow it) when the copy
// leaves in the background. fetch with keepalive outlives the page like sendBeacon, and unlike
// it gives the answer: a copy refused or lost is said in a toast, never passed off as kept.
import { ENQUIRY_ENDPOINT, HONEYPOT_FIELD } from "~/copy/enquiry-copy";
import type { EnquirySubmissionInput } from "~/lib/schemas/enquiry";
import { toast } from "~/lib/toast";
import { VISITOR_SESSION_STORAGE_KEY } from "~/lib/tracking";

/** The tracker's session id (app/tracker/), so staff can see which visits led to an enquiry. */
function visitorSessionId(): string | undefined {
  try {
    return sessionStorage.getItem(VISITOR_SESSION_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** `notKept`: the toast (in the page's language) when the copy is refused or lost. */
export function recordEnquiryInBackground(
  submission: EnquirySubmissionInput,
  honeypot: string,
  notKept: { title: string; message: string },
) {
  const copyNotKept = () => toast.error({ title: notKept.title, description: notKept.message });
  let answer: Promise<Response>;
  try {
    answer = fetch(ENQUIRY_ENDPOINT, {
      method: "POST",
      body: JSON.stringify({
        ...submission,
        visitorSessionId: visitorSessionId(),
        [HONEYPOT_FIELD]: honeypot,
      }),
      headers: { "Content-Type": "application/json" },
      keepalive: true,
    });
  } catch (error) {
    answer = Promise.reject(error);
  }
  answer.then((response) => {
    if (!response.ok) copyNotKept();
  }, copyNotKept);
}
